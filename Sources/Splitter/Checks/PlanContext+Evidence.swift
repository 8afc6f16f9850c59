import Analyzer

extension PlanContext {
    /// Where the references behind a finding come from, as a note: in precise mode, that they are
    /// all the compiler's, or how many were resolved from syntax in the files the index store does
    /// not cover, and which of those are guesses. Nil from syntax alone, where the finding's
    /// guesses, if any, are named by the finding itself.
    func evidence(of witnesses: some Collection<ModuleGraph.Witness>) -> String? {
        guard index.indexStore != nil else { return nil }
        let uncovered = Dictionary(
            (index.uncoveredFiles ?? []).map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let fromSyntax = witnesses.filter { uncovered[$0.location.file] != nil }
        guard !fromSyntax.isEmpty else {
            return
                "evidence: \(witnesses.count == 1 ? "its reference is" : "all \(witnesses.count) references are") the compiler's, from the index store"
        }
        let files = Set(fromSyntax.map(\.location.file)).sorted().map { "\($0) (\(uncovered[$0]!.why))" }
        let guesses = fromSyntax.filter { $0.certainty != .exact }
        return
            "evidence: \(fromSyntax.count) of \(witnesses.count) references resolved from syntax, in files the index store "
            + "does not cover: \(files.joined(separator: ", ")); the others are the compiler's"
            + (guesses.isEmpty
                ? ""
                : "; guesses among them: " + guesses.prefix(3).map(describe).joined(separator: "; ")
                    + (guesses.count > 3 ? "; … \(guesses.count - 3) more" : ""))
    }
}
