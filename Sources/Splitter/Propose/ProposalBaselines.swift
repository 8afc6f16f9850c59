import Analyzer

/// The cuts a proposal must beat, scored beside it: each top-level folder of the sources a module
/// (the files at the top together); the same made buildable, the folders whose files depend on one
/// another in a cycle of exact references made one module, as a split along them would have to
/// be; and everything in one module. Keyed as a plan's assignment is, by path relative to the
/// sources folder.
public enum ProposalBaselines {
    public static let topFolders = "top folders"
    public static let buildableFolders = "buildable folders"
    public static let oneModule = "one module"

    /// Each baseline's name and its file → module assignment, over the source files of the
    /// proposer's index, the buildable folders by the exact references it clusters.
    public static func assignments(of proposer: Proposer) -> [(name: String, assignment: [String: String])] {
        let files = proposer.tree.all
        let byTopFolder = Dictionary(uniqueKeysWithValues: files.map { ($0, FolderSplit.topFolder(of: $0)) })
        return [
            (topFolders, byTopFolder),
            (buildableFolders, mergingCycles(of: byTopFolder, edges: proposer.dependencies.keys)),
            (oneModule, Dictionary(uniqueKeysWithValues: files.map { ($0, "") })),
        ]
    }

    /// The modules of `assignment` that depend on one another in a cycle, each named after the first of them.
    static func mergingCycles(
        of assignment: [String: String], edges: some Collection<FileClusterer.Edge>
    ) -> [String: String] {
        let modules = Array(Set(assignment.values)).sorted()
        let position = Dictionary(uniqueKeysWithValues: modules.enumerated().map { ($1, $0) })
        var successors = [Set<Int>](repeating: [], count: modules.count)
        for edge in edges {
            guard let from = assignment[edge.from].flatMap({ position[$0] }),
                let to = assignment[edge.to].flatMap({ position[$0] }), from != to
            else { continue }
            successors[from].insert(to)
        }
        var merged: [String: String] = [:]
        for component in StronglyConnected.components(nodeCount: modules.count, successors: { successors[$0].sorted() })
        {
            let name = modules[component.min()!]
            for member in component { merged[modules[member]] = name }
        }
        return assignment.mapValues { merged[$0] ?? $0 }
    }
}
