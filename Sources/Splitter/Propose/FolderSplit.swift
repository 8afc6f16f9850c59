import Analyzer

/// Cuts a proposed module along the top-level folders its files come from, where the references
/// between the parts close no cycle: a top-level folder is a boundary the team drew, and the
/// clustering, which weighs references only, merges across it whatever the folders say. Given
/// another `partOf`, it cuts along that boundary instead (test support apart from the code it serves).
///
/// Parts that depend on one another in a cycle stay together: a boundary between them would not
/// build. A part of fewer than `smallestPart` files (by default) joins the part it shares most
/// references with, or else the largest. The files at the top make a part as a folder's files do.
struct FolderSplit {
    static let smallestPart = 5

    /// user → (used, references), between files, exact references only.
    private let uses: [String: [(file: String, weight: Int)]]
    /// The part a file belongs in before any merge.
    private let partOf: @Sendable (String) -> String
    /// A part of fewer files joins another.
    private let minimumPart: Int

    init(
        dependencies: [FileClusterer.Edge: Int], partOf: @escaping @Sendable (String) -> String = Self.topFolder,
        minimumPart: Int = Self.smallestPart
    ) {
        uses = Dictionary(grouping: dependencies, by: \.key.from).mapValues { edges in
            edges.map { (file: $0.key.to, weight: $0.value) }.sorted { $0.file < $1.file }
        }
        self.partOf = partOf
        self.minimumPart = minimumPart
    }

    /// The module's files in parts, each sorted, in the order of their first file.
    func parts(of module: [String]) -> [[String]] {
        let folderOf = Dictionary(uniqueKeysWithValues: module.map { ($0, partOf($0)) })
        var parts = Parts(Set(folderOf.values))
        guard parts.count > 1 else { return [module] }
        let members = Dictionary(grouping: module, by: { folderOf[$0]! }).mapValues(\.count)
        while true {
            parts.mergeCycles(tiesBetweenParts(folderOf, parts))
            let ties = tiesBetweenParts(folderOf, parts)
            let sizes = Dictionary(grouping: members, by: { parts.leader(of: $0.key) }).mapValues {
                $0.reduce(0) { $0 + $1.value }
            }
            guard sizes.count > 1,
                let small = sizes.keys.sorted().min(by: { sizes[$0]! < sizes[$1]! }),
                sizes[small]! < minimumPart
            else { break }
            let partners = sizes.keys.filter { $0 != small }.sorted()
            let partner = partners.max { a, b in
                (ties.between(small, a), sizes[a]!, b) < (ties.between(small, b), sizes[b]!, a)
            }!
            parts.merge(small, into: partner)
        }
        return Dictionary(grouping: module, by: { parts.leader(of: folderOf[$0]!) }).values
            .map { $0.sorted() }
            .sorted { $0[0] < $1[0] }
    }

    /// The part-to-part references, read from the files' references.
    private func tiesBetweenParts(_ folderOf: [String: String], _ parts: Parts) -> PartTies {
        var ties = PartTies()
        for (file, folder) in folderOf {
            let from = parts.leader(of: folder)
            for used in uses[file] ?? [] {
                guard let usedFolder = folderOf[used.file] else { continue }
                let to = parts.leader(of: usedFolder)
                if from != to { ties.add(from: from, to: to, weight: used.weight) }
            }
        }
        return ties
    }

    /// The first folder of a path, "" for a file at the top.
    static func topFolder(of path: String) -> String {
        path.firstIndex(of: "/").map { String(path[..<$0]) } ?? ""
    }
}

/// Which folders' parts have been merged, each part led by one folder.
private struct Parts {
    private var folders: UnionFind<String>

    init(_ folders: Set<String>) {
        self.folders = UnionFind(folders.sorted())
    }

    var count: Int { folders.groups().count }

    func leader(of folder: String) -> String { folders.find(folder) }

    mutating func merge(_ part: String, into other: String) { folders.merge(part, into: other) }

    /// Merges every set of parts that reach one another through their references.
    mutating func mergeCycles(_ ties: PartTies) {
        let parts = folders.groups().map { leader(of: $0[0]) }.sorted()
        let reach = Dictionary(uniqueKeysWithValues: parts.map { ($0, ties.reachable(from: $0)) })
        for (position, a) in parts.enumerated() {
            for b in parts[(position + 1)...] where reach[a]!.contains(b) && reach[b]!.contains(a) {
                merge(b, into: a)
            }
        }
    }
}

/// References between parts, by direction.
private struct PartTies {
    private var weights: [String: [String: Int]] = [:]

    mutating func add(from: String, to: String, weight: Int) {
        weights[from, default: [:]][to, default: 0] += weight
    }

    /// References both ways.
    func between(_ a: String, _ b: String) -> Int {
        (weights[a]?[b] ?? 0) + (weights[b]?[a] ?? 0)
    }

    func reachable(from start: String) -> Set<String> {
        Reachability.reachable(from: [start]) { weights[$0].map { Array($0.keys) } ?? [] }
    }
}
