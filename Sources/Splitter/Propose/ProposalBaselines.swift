import Analyzer

/// The cuts a proposal must beat, scored beside it: each top-level folder of the sources a module
/// (the files at the top together), and everything in one module.
public enum ProposalBaselines {
    public static let topFolders = "top folders"
    public static let oneModule = "one module"

    /// Each baseline's name and its file → module assignment, over the source files of the index.
    public static func assignments(of index: Index) -> [(name: String, assignment: [String: String])] {
        let prefix = index.monolith.sourcePath.isEmpty ? "" : index.monolith.sourcePath + "/"
        let files = index.files.filter { $0.language != .resource }.map(\.path)
        let byTopFolder = files.map { path -> (String, String) in
            let inside = path.hasPrefix(prefix) ? path.dropFirst(prefix.count) : Substring(path)
            let parts = inside.split(separator: "/")
            return (path, parts.count > 1 ? String(parts[0]) : "")
        }
        return [
            (topFolders, Dictionary(uniqueKeysWithValues: byTopFolder)),
            (oneModule, Dictionary(uniqueKeysWithValues: files.map { ($0, "") })),
        ]
    }
}
