/// Each cycle between modules that exact references make is an error: the split cannot build.
/// A cycle only guesses close (`inferred` or `ambiguous` references the code may not have) is a
/// warning that names them and how to settle them. The witnesses on every side and the ways out
/// come with both.
struct CycleCheck: PlanCheck {
    static let witnessesPerDependency = 3
    /// How to tell a guess that is right from one that is not.
    static let settleGuesses =
        "settle the guesses with the compiler's index: run again with --build (or --index-store <store>)"

    func findings(in context: PlanContext) -> [Finding] {
        context.cycles.map { cycle in
            let ways = cycle.waysOut.map { way in
                let left = way.remainingCycles.map { $0.joined(separator: " ↔ ") }.joined(separator: "; ")
                return
                    "way out\(cycle.possible ? " if the guesses are right" : "") (\(way.edits) edit\(way.edits == 1 ? "" : "s")): \(way.summary)"
                    + (left.isEmpty ? "" : " (leaves \(left) a cycle)")
            }
            guard cycle.possible else {
                let evidence = cycle.dependencies.flatMap { dependency in
                    ["\(dependency.from) uses \(dependency.to) \(Self.times(dependency.witnesses.count)):"]
                        + dependency.witnesses.prefix(Self.witnessesPerDependency).map { "  " + context.describe($0) }
                }
                return Finding(
                    code: "cycle", severity: .error,
                    message: "\(cycle.modules.joined(separator: " ↔ ")) depend on each other",
                    location: cycle.dependencies.first?.witnesses.first?.location,
                    notes: Self.source(of: cycle, in: context) + evidence + ways, modules: cycle.modules)
            }
            let guessed = cycle.dependencies.filter(\.isGuessed)
            let leftOut = guessed.filter { context.guesses.leavesOut(from: $0.from, to: $0.to) }.map {
                "\($0.from) → \($0.to)"
            }
            let settle =
                Self.settleGuesses
                + (leftOut.isEmpty ? "" : "; until then `cleave apply` leaves out \(leftOut.joined(separator: ", "))")
            let evidence = guessed.flatMap { dependency in
                [
                    "\(dependency.from) uses \(dependency.to) only through \(dependency.witnesses.count) guessed reference\(dependency.witnesses.count == 1 ? "" : "s"):"
                ]
                    + dependency.witnesses.prefix(Self.witnessesPerDependency).map { "  " + context.describe($0) }
            }
            return Finding(
                code: "possible-cycle", severity: .warning,
                message:
                    "\(cycle.modules.joined(separator: " ↔ ")) may depend on each other: only guessed references close the cycle",
                location: guessed.first?.witnesses.first?.location,
                notes: Self.source(of: cycle, in: context) + [settle] + evidence + ways, modules: cycle.modules)
        }
    }

    /// Whether the compiler's index store stands behind every reference of the cycle, as a note:
    /// read in place, for a big cycle has a hundred thousand.
    private static func source(of cycle: Cycle, in context: PlanContext) -> [String] {
        context.evidence(of: cycle.dependencies.lazy.flatMap(\.witnesses)).map { [$0] } ?? []
    }

    private static func times(_ count: Int) -> String {
        "\(count) time\(count == 1 ? "" : "s")"
    }
}
