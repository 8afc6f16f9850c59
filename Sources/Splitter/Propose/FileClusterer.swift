import Analyzer

/// Groups files into modules whose dependencies form no cycle.
///
/// Files that depend on one another in a cycle are merged first: a module boundary between them
/// would not build. So are the files of each folder (but the top), where that closes no cycle, or
/// each group of them, where references tie them into groups that nothing ties together.
/// Then, as in Clauset, Newman and Moore's greedy modularity clustering, the pair
/// of clusters whose merge raises modularity most is merged, again and again, and never a pair
/// whose merge would close a cycle. Modularity weighs the affinity inside clusters against what
/// chance would put there, so a cluster that is large and tied to everything does not swallow the
/// rest. Affinity is the references between two files, both ways, and a little more when they
/// share a folder. The merges form a hierarchy, cut at any count. Deterministic: ties go by name.
struct FileClusterer {
    struct Input {
        /// Relative paths.
        var files: [String]
        /// Every (user, used) pair of files: the clusters must not form a cycle through them.
        var dependencies: Set<Edge>
        /// (user, used) → weight: how strongly files belong together.
        var affinities: [Edge: Int]
    }

    struct Edge: Hashable {
        var from: String
        var to: String
    }

    /// What one file's folder adds to its affinity, as a share of the average file's references:
    /// spread over the folder's other files, so a big flat folder says little about any pair.
    static let folderShare = 0.5
    /// Folders with more files than this add nothing: they are dumps, not groupings.
    static let largestMeaningfulFolder = 100
    /// How much more than chance the ties inside a merge must be (Reichardt and Bornholdt's γ),
    /// where every file is in a meaningful folder: plain modularity. A folder's files are merged
    /// before modularity is weighed, so among folders it merges groups, and on the apps of
    /// BENCHMARKS.md plain modularity drew their teams' cut best (at 2, home-assistant and Mastodon
    /// scored 1.4 and 1.5 points lower).
    static let resolutionAmongFolders = 1.0
    /// γ where no file is in a meaningful folder, in a monolith of `resolutionLimitFiles` files or
    /// more. Loose files modularity merges one by one, and at γ 1 to 2 it merged a team's small
    /// modules into their users whatever their ties (Fortunato and Barthélemy's resolution limit:
    /// modules smaller than about the square root of all the references merge): 15 to 24 modules
    /// for isowords, its files flat, where the team made 90. Between the two, γ follows the share
    /// of files no folder groups: on the seven apps, against γ 2 for all, MoJoFM rose by 11.4
    /// points on isowords, 3.6 to 4.3 on sourcekit-lsp and NetNewsWire, about one on three
    /// others, and fell by 0.7 on Pocket Casts.
    static let resolutionAmongLooseFiles = 6.0
    /// The resolution limit grows with the graph. In a few files, what chance would put between
    /// two groups is already a large share of their ties, and at 6 not even two triangles tied by
    /// one reference would stand as modules. Below this many files the raise for loose files
    /// shrinks in proportion.
    static let resolutionLimitFiles = 100

    /// γ for `files` files of which `looseShare` are in no meaningful folder.
    static func resolution(files: Int, looseShare: Double) -> Double {
        let raise = (resolutionAmongLooseFiles - resolutionAmongFolders) * looseShare
        return resolutionAmongFolders + raise * min(1, Double(files) / Double(resolutionLimitFiles))
    }

    let input: Input

    func hierarchy() -> ClusterHierarchy {
        var graph = ClusterGraph(input)
        var merges = graph.mergeCycles().map { ClusterHierarchy.Merge(kept: $0.0, absorbed: $0.1, gain: nil) }
        merges += graph.mergeFolders(after: merges.map { ($0.kept, $0.absorbed) }).map {
            ClusterHierarchy.Merge(kept: $0.0, absorbed: $0.1, gain: nil)
        }
        while let (a, b, gain) = graph.bestMerge() {
            graph.merge(a, b)
            merges.append(.init(kept: a, absorbed: b, gain: gain))
        }
        return ClusterHierarchy(files: graph.files, merges: merges)
    }
}

/// The merges of a clustering, in order, from one cluster per file to as few as the graph allows.
struct ClusterHierarchy {
    struct Merge {
        let kept: Int, absorbed: Int
        /// The modularity it adds, or nil for a merge of files in a cycle, which must happen.
        let gain: Double?
    }

    /// Sorted; a file's position is its cluster's id while it leads it.
    let files: [String]
    let merges: [Merge]

    /// As many clusters as there are after the merges that must happen.
    var mostClusters: Int { files.count - merges.prefix { $0.gain == nil }.count }
    var fewestClusters: Int { files.count - merges.count }

    /// The count where modularity peaks: merging further puts together what references keep apart.
    var naturalCount: Int {
        var (modularity, best, bestCount) = (0.0, 0.0, mostClusters)
        for (position, merge) in merges.enumerated() {
            guard let gain = merge.gain else { continue }
            modularity += gain
            if modularity > best { (best, bestCount) = (modularity, files.count - position - 1) }
        }
        return bestCount
    }

    /// The clusters once merges have left `count` (or the nearest the hierarchy reaches), each its
    /// files sorted, in the order of their first file. The clusters that hold `apart` stay as they
    /// were at `apartCount`: the coarse cut with those clusters split finer, still acyclic, since
    /// leaving merges out only removes paths between clusters.
    func clusters(count: Int, apart: Set<String> = [], apartCount: Int = 0) -> [[String]] {
        var clusters = UnionFind(files.indices)
        let required = merges.prefix { $0.gain == nil }.count
        for (position, merge) in merges.prefix(max(required, files.count - count)).enumerated() {
            if files.count - position <= apartCount, apart.contains(files[merge.kept]) { continue }
            clusters.merge(merge.absorbed, into: merge.kept)
        }
        // `files` is sorted, so the groups' order of ids is the order of their first file.
        return clusters.groups().map { $0.map { files[$0] } }
    }
}

/// Clusters of files, the references between them (to keep the clusters acyclic) and their
/// affinity (to score merges).
private struct ClusterGraph {
    let files: [String]
    private var alive: Set<Int>
    /// from → to, between clusters.
    private var out: [Int: Set<Int>] = [:]
    private var incoming: [Int: Set<Int>] = [:]
    /// Symmetric: references both ways, and shared folders.
    private var affinity: [Int: [Int: Double]] = [:]
    private var degree: [Int: Double] = [:]
    private let totalDegree: Double
    private let resolution: Double
    /// Bumped on every merge, so candidates scored before it are known to be stale.
    private var version: [Int: Int] = [:]
    private var candidates = MaxHeap<Candidate>()
    private var isScoring = false

    init(_ input: FileClusterer.Input) {
        let files = input.files.sorted()
        self.files = files
        alive = Set(files.indices)
        let id = Dictionary(uniqueKeysWithValues: files.enumerated().map { ($1, $0) })
        var affinity: [Int: [Int: Double]] = [:]
        for edge in input.dependencies {
            guard let from = id[edge.from], let to = id[edge.to], from != to else { continue }
            out[from, default: []].insert(to)
            incoming[to, default: []].insert(from)
        }
        for (edge, weight) in input.affinities.sorted(by: { ($0.key.from, $0.key.to) < ($1.key.from, $1.key.to) }) {
            guard let from = id[edge.from], let to = id[edge.to], from != to else { continue }
            affinity[from, default: [:]][to, default: 0] += Double(weight)
            affinity[to, default: [:]][from, default: 0] += Double(weight)
        }
        let referenceDegree = affinity.values.reduce(0) { $0 + $1.values.reduce(0, +) }
        let perFile = FileClusterer.folderShare * max(1, referenceDegree / Double(max(1, files.count)))
        let folders = Self.meaningfulFolders(of: files)
        let grouped = folders.reduce(0) { $0 + $1.count }
        resolution = FileClusterer.resolution(
            files: files.count, looseShare: 1 - Double(grouped) / Double(max(1, files.count)))
        for siblings in folders {
            let share = perFile / Double(siblings.count - 1)
            for a in siblings {
                for b in siblings where a != b { affinity[a, default: [:]][b, default: 0] += share }
            }
        }
        self.affinity = affinity
        var degree: [Int: Double] = [:]
        for (file, neighbours) in affinity { degree[file] = neighbours.values.reduce(0, +) }
        self.degree = degree
        totalDegree = max(1, degree.values.reduce(0, +))
    }

    /// Merges every strongly connected set of files into one, and returns the merges made, each
    /// (kept, absorbed).
    mutating func mergeCycles() -> [(Int, Int)] {
        let components = StronglyConnected.components(nodeCount: files.count, successors: successors(of:))
        var merges: [(Int, Int)] = []
        for component in components.sorted(by: { $0[0] < $1[0] }) {
            for other in component.dropFirst() {
                merge(component[0], other)
                merges.append((component[0], other))
            }
        }
        isScoring = true
        for id in alive.sorted() { score(id) }
        return merges
    }

    /// The files of each folder that says what belongs together, by folder name: not the top, where
    /// each file sits for want of a folder, nor a dump of more than `largestMeaningfulFolder` files.
    private static func meaningfulFolders(of files: [String]) -> [[Int]] {
        Dictionary(grouping: files.indices) { RelativePath.folder(of: files[$0]) }
            .filter { !$0.key.isEmpty && (2...FileClusterer.largestMeaningfulFolder).contains($0.value.count) }
            .sorted { $0.key < $1.key }.map(\.value)
    }

    private func successors(of id: Int) -> [Int] { out[id].map { $0.sorted() } ?? [] }

    /// Merges the files of each folder into one cluster, where that closes no cycle: a team's
    /// folder is the strongest evidence of what belongs together (on the real apps of
    /// BENCHMARKS.md, MoJoFM rose by 6 points on two and fell by up to 2 on the packages). A
    /// folder that holds several groups no reference ties is merged group by group (`groups(of:in:)`).
    mutating func mergeFolders(after earlier: [(Int, Int)]) -> [(Int, Int)] {
        var clusters = UnionFind(files.indices)
        for (kept, absorbed) in earlier { clusters.merge(absorbed, into: kept) }
        var merges: [(Int, Int)] = []
        isScoring = false
        for folder in Self.meaningfulFolders(of: files) {
            for members in groups(of: folder, in: clusters) {
                for member in members.dropFirst() {
                    let (a, b) = (clusters.find(members[0]), clusters.find(member))
                    guard a != b, canMerge(a, b) else { continue }
                    merge(a, b)
                    clusters.merge(b, into: a)
                    merges.append((a, b))
                }
            }
        }
        isScoring = true
        candidates = MaxHeap()
        for id in alive.sorted() { score(id) }
        return merges
    }

    /// A folder's files as one group; or, where references tie them into two or more groups of
    /// `FolderSplit.smallestPart` files or more and no reference ties one group to another, those
    /// groups (and the files no other in the folder references, each alone). Such a folder holds
    /// the code of several features under one kind of name: DuckDuckGo's `Model`, flattened, with
    /// the types of remote messaging and of malicious-site protection.
    private func groups(of folder: [Int], in clusters: UnionFind<Int>) -> [[Int]] {
        let clusterOf = folder.map(clusters.find)
        var tied = UnionFind(folder)
        for position in folder.indices {
            for other in (position + 1)..<folder.count {
                let (a, b) = (clusterOf[position], clusterOf[other])
                if a == b || out[a]?.contains(b) == true || out[b]?.contains(a) == true {
                    tied.merge(folder[other], into: folder[position])
                }
            }
        }
        let groups = tied.groups()
        return groups.count { $0.count >= FolderSplit.smallestPart } >= 2 ? groups : [folder]
    }

    /// Queues every merge `id` could make, scored by the modularity it would add.
    private mutating func score(_ id: Int) {
        for (other, between) in affinity[id] ?? [:] where other != id {
            let gain =
                between / totalDegree - resolution * degree[id]! * degree[other]!
                / (totalDegree * totalDegree)
            let (low, high) = (min(id, other), max(id, other))
            candidates.insert(
                Candidate(
                    gain: gain, low: low, high: high, versions: (version[low, default: 0], version[high, default: 0])))
        }
    }

    /// The merge that adds most modularity without closing a cycle, with what it adds.
    mutating func bestMerge() -> (Int, Int, Double)? {
        while let best = candidates.popMax() {
            guard alive.contains(best.low), alive.contains(best.high),
                best.versions == (version[best.low, default: 0], version[best.high, default: 0])
            else { continue }
            // Once a path leads around the pair, it always will: a rejected pair stays rejected.
            if canMerge(best.low, best.high) { return (best.low, best.high, best.gain) }
        }
        return nil
    }

    private func canMerge(_ a: Int, _ b: Int) -> Bool {
        !CycleByMerge.closes(a, b) { out[$0] ?? [] }
    }

    /// b's files, references and affinity become a's.
    mutating func merge(_ a: Int, _ b: Int) {
        alive.remove(b)
        version[a, default: 0] += 1
        for to in out.removeValue(forKey: b) ?? [] {
            incoming[to]?.remove(b)
            guard to != a else { continue }
            out[a, default: []].insert(to)
            incoming[to, default: []].insert(a)
        }
        for from in incoming.removeValue(forKey: b) ?? [] {
            out[from]?.remove(b)
            guard from != a else { continue }
            out[from, default: []].insert(a)
            incoming[a, default: []].insert(from)
        }
        out[a]?.remove(a)
        incoming[a]?.remove(a)
        for (other, weight) in affinity.removeValue(forKey: b) ?? [:] {
            affinity[other]?[b] = nil
            guard other != a else { continue }
            affinity[a, default: [:]][other, default: 0] += weight
            affinity[other, default: [:]][a, default: 0] += weight
        }
        affinity[a]?[a] = nil
        degree[a, default: 0] += degree.removeValue(forKey: b) ?? 0
        if isScoring { score(a) }
    }

    private struct Candidate: Comparable {
        let gain: Double
        let low: Int, high: Int
        let versions: (Int, Int)

        /// Higher gain first; among equals, the pair of the earliest files.
        static func < (lhs: Candidate, rhs: Candidate) -> Bool {
            (lhs.gain, rhs.low, rhs.high) < (rhs.gain, lhs.low, lhs.high)
        }

        static func == (lhs: Candidate, rhs: Candidate) -> Bool {
            (lhs.gain, lhs.low, lhs.high) == (rhs.gain, rhs.low, rhs.high)
        }
    }
}

/// A binary heap: the largest element first.
struct MaxHeap<Element: Comparable> {
    private var elements: [Element] = []

    var isEmpty: Bool { elements.isEmpty }

    mutating func insert(_ element: Element) {
        elements.append(element)
        var child = elements.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard elements[parent] < elements[child] else { break }
            elements.swapAt(parent, child)
            child = parent
        }
    }

    mutating func popMax() -> Element? {
        guard !elements.isEmpty else { return nil }
        elements.swapAt(0, elements.count - 1)
        let top = elements.removeLast()
        var parent = 0
        while true {
            let (left, right) = (2 * parent + 1, 2 * parent + 2)
            var largest = parent
            if left < elements.count, elements[largest] < elements[left] { largest = left }
            if right < elements.count, elements[largest] < elements[right] { largest = right }
            guard largest != parent else { return top }
            elements.swapAt(parent, largest)
            parent = largest
        }
    }
}
