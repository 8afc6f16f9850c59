/// A moved class archived by its name keeps decoding old archives through a class-name mapping:
/// the one the code registers, or one left for a human to add (`ArchivedClassNames`).
struct KeepArchivedClassNames: SplitPass {
    func run(on split: inout Split) {
        let sources = split.sources
        let advice = ArchivedClassNames.advice(split.context) { location in
            sources[location.file]?.text.split(separator: "\n", omittingEmptySubsequences: false)
                .dropFirst(location.line - 1).first.map(String.init)
        }
        split.changes.notes += advice.kept
        split.changes.leftForAHuman += advice.leftForAHuman
    }
}
