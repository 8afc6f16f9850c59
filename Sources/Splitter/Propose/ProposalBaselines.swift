import Analyzer

/// The cuts a proposal must beat, scored beside it: each top-level folder of the sources a module
/// (the files at the top together), and everything in one module. Keyed as a plan's assignment
/// is, by path relative to the sources folder.
public enum ProposalBaselines {
    public static let topFolders = "top folders"
    public static let oneModule = "one module"

    /// Each baseline's name and its file → module assignment, over the source files of the index.
    public static func assignments(of index: Index) -> [(name: String, assignment: [String: String])] {
        let files = SourceTree(index).all
        return [
            (
                topFolders,
                Dictionary(
                    uniqueKeysWithValues: files.map {
                        ($0, $0.contains("/") ? String($0.split(separator: "/")[0]) : "")
                    })
            ),
            (oneModule, Dictionary(uniqueKeysWithValues: files.map { ($0, "") })),
        ]
    }
}
