/// Groups files into modules whose dependencies form no cycle.
///
/// It starts from the files, merges every set of them that depend on one another in a cycle (a
/// module cut between them would not build), then merges the pair of clusters that belong
/// together most, again and again, until `targetCount` are left: two clusters belong together by
/// the share of their references that go between them, much more when they hold one folder's
/// files, and a little more when their folders are siblings. A merge that would close a cycle is never made. Deterministic:
/// ties go by name.
struct FileClusterer {
    struct Input {
        /// Relative paths.
        var files: [String]
        var lines: [String: Int]
        /// (user, used) → weight, between different files.
        var edges: [Edge: Int]
    }

    struct Edge: Hashable {
        var from: String
        var to: String
    }

    let input: Input

    static func folder(of path: String) -> String { ClusterGraph.folder(of: path) }

    /// Clusters, each its files sorted, in the order of their first file.
    func clusters(targetCount: Int) -> [[String]] {
        var graph = ClusterGraph(input)
        graph.mergeCycles()
        graph.scoreAllPairs()
        while graph.count > max(1, targetCount), let (a, b) = graph.bestMerge() {
            graph.merge(a, b)
        }
        return graph.members
    }
}

/// Clusters of files with the weighted edges between them.
struct ClusterGraph {
    private var membersByID: [Int: [String]] = [:]
    private var folderByID: [Int: String] = [:]
    private var linesByID: [Int: Int] = [:]
    /// from → to → weight.
    private var out: [Int: [Int: Int]] = [:]
    private var incoming: [Int: [Int: Int]] = [:]
    /// The weight of every reference into or out of a cluster.
    private var totals: [Int: Int] = [:]
    private var clustersInFolder: [String: Set<Int>] = [:]
    /// Every pair that may merge (they reference each other, or hold one folder's files), scored;
    /// kept up to date as clusters merge, since a merge changes only the merged cluster's pairs.
    private var scores: [Pair: Double] = [:]
    private var partners: [Int: Set<Int>] = [:]
    private var isScoring = false

    init(_ input: FileClusterer.Input) {
        var clusterOfFile: [String: Int] = [:]
        for (id, file) in input.files.sorted().enumerated() {
            membersByID[id] = [file]
            folderByID[id] = Self.folder(of: file)
            clustersInFolder[Self.folder(of: file), default: []].insert(id)
            linesByID[id] = input.lines[file] ?? 0
            clusterOfFile[file] = id
        }
        for (edge, weight) in input.edges {
            guard let from = clusterOfFile[edge.from], let to = clusterOfFile[edge.to], from != to else { continue }
            out[from, default: [:]][to, default: 0] += weight
            incoming[to, default: [:]][from, default: 0] += weight
            totals[from, default: 0] += weight
            totals[to, default: 0] += weight
        }
    }

    var count: Int { membersByID.count }

    var members: [[String]] { membersByID.values.sorted { $0[0] < $1[0] } }

    private var ids: [Int] { membersByID.keys.sorted() }

    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    /// Merges every strongly connected set of clusters into one (Tarjan, iterative).
    mutating func mergeCycles() {
        var index = 0
        var indices: [Int: Int] = [:], lowLinks: [Int: Int] = [:]
        var stack: [Int] = [], onStack: Set<Int> = []
        var components: [[Int]] = []
        for root in ids where indices[root] == nil {
            var work: [(node: Int, successors: [Int], next: Int)] = [(root, successors(of: root), 0)]
            indices[root] = index; lowLinks[root] = index; index += 1
            stack.append(root); onStack.insert(root)
            while !work.isEmpty {
                let top = work.count - 1
                if work[top].next < work[top].successors.count {
                    let successor = work[top].successors[work[top].next]
                    work[top].next += 1
                    if indices[successor] == nil {
                        indices[successor] = index; lowLinks[successor] = index; index += 1
                        stack.append(successor); onStack.insert(successor)
                        work.append((successor, successors(of: successor), 0))
                    } else if onStack.contains(successor) {
                        lowLinks[work[top].node] = min(lowLinks[work[top].node]!, indices[successor]!)
                    }
                } else {
                    let node = work.removeLast().node
                    if let parent = work.last?.node { lowLinks[parent] = min(lowLinks[parent]!, lowLinks[node]!) }
                    if lowLinks[node] == indices[node] {
                        var component: [Int] = []
                        while let member = stack.popLast() {
                            onStack.remove(member)
                            component.append(member)
                            if member == node { break }
                        }
                        if component.count > 1 { components.append(component.sorted()) }
                    }
                }
            }
        }
        for component in components {
            for other in component.dropFirst() { merge(component[0], other) }
        }
    }

    private func successors(of id: Int) -> [Int] { (out[id]?.keys).map { $0.sorted() } ?? [] }

    mutating func scoreAllPairs() {
        isScoring = true
        for id in ids { rescore(id) }
    }

    /// Scores every pair `id` may merge with.
    private mutating func rescore(_ id: Int) {
        var others = Set((out[id] ?? [:]).keys).union((incoming[id] ?? [:]).keys)
        // Files of one folder may merge even when neither uses the other.
        others.formUnion(clustersInFolder[folderByID[id]!] ?? [])
        others.remove(id)
        for other in others {
            scores[Pair(id, other)] = score(Pair(id, other))
            partners[id, default: []].insert(other)
            partners[other, default: []].insert(id)
        }
    }

    private mutating func forgetPairs(of id: Int) {
        for other in partners.removeValue(forKey: id) ?? [] {
            scores[Pair(id, other)] = nil
            partners[other]?.remove(id)
        }
    }

    /// The pair that belongs together most and can merge without closing a cycle.
    func bestMerge() -> (Int, Int)? {
        var blocked: Set<Pair> = []
        while true {
            var best: (pair: Pair, score: Double)?
            for (pair, score) in scores where !blocked.contains(pair) {
                if let current = best, (score, current.pair.low, current.pair.high) <= (current.score, pair.low, pair.high) { continue }
                best = (pair, score)
            }
            guard let best else { return nil }
            if canMerge(best.pair.low, best.pair.high) { return (best.pair.low, best.pair.high) }
            blocked.insert(best.pair)
        }
    }

    struct Pair: Hashable {
        let low: Int, high: Int
        init(_ a: Int, _ b: Int) { (low, high) = (min(a, b), max(a, b)) }
    }

    /// The share of the pair's references that go between them, more for siblings, and more for
    /// small clusters: a module of one small file helps nobody.
    private func score(_ pair: Pair) -> Double {
        let (a, b) = (pair.low, pair.high)
        let between = Double((out[a]?[b] ?? 0) + (out[b]?[a] ?? 0))
        let outside = Double(total(a) + total(b)) - 2 * between
        var score = (between + 1) / (outside + between + 2)
        if folderByID[a]! == folderByID[b]! { score += 0.5 } else if Self.folder(of: folderByID[a]!) == Self.folder(of: folderByID[b]!) { score += 0.1 }
        return score / Double(max(1, min(linesByID[a]!, linesByID[b]!))).squareRoot()
    }

    private func total(_ id: Int) -> Int { totals[id] ?? 0 }

    /// Merging a and b closes a cycle when a path leads from one to the other through a third.
    private func canMerge(_ a: Int, _ b: Int) -> Bool {
        !reaches(from: a, to: b, avoidingDirectEdge: true) && !reaches(from: b, to: a, avoidingDirectEdge: true)
    }

    private func reaches(from start: Int, to goal: Int, avoidingDirectEdge: Bool) -> Bool {
        var seen: Set<Int> = [start]
        var pending = successors(of: start).filter { !(avoidingDirectEdge && $0 == goal) }
        while let next = pending.popLast() {
            if next == goal { return true }
            guard seen.insert(next).inserted else { continue }
            pending += successors(of: next)
        }
        return false
    }

    /// b's files, lines and edges become a's.
    mutating func merge(_ a: Int, _ b: Int) {
        forgetPairs(of: a)
        forgetPairs(of: b)
        let between = (out[a]?[b] ?? 0) + (out[b]?[a] ?? 0)
        totals[a] = total(a) + (totals.removeValue(forKey: b) ?? 0) - 2 * between
        membersByID[a] = (membersByID[a]! + membersByID.removeValue(forKey: b)!).sorted()
        linesByID[a]! += linesByID.removeValue(forKey: b)!
        let folderB = folderByID.removeValue(forKey: b)!
        clustersInFolder[folderB]?.remove(b)
        clustersInFolder[folderByID[a]!]?.remove(a)
        folderByID[a] = Self.commonFolder(folderByID[a]!, folderB)
        clustersInFolder[folderByID[a]!, default: []].insert(a)
        for (to, weight) in out.removeValue(forKey: b) ?? [:] {
            incoming[to]?[b] = nil
            guard to != a else { continue }
            out[a, default: [:]][to, default: 0] += weight
            incoming[to, default: [:]][a, default: 0] += weight
        }
        for (from, weight) in incoming.removeValue(forKey: b) ?? [:] {
            out[from]?[b] = nil
            guard from != a else { continue }
            out[from, default: [:]][a, default: 0] += weight
            incoming[a, default: [:]][from, default: 0] += weight
        }
        out[a]?[a] = nil
        incoming[a]?[a] = nil
        if isScoring { rescore(a) }
    }

    private static func commonFolder(_ a: String, _ b: String) -> String {
        let (partsA, partsB) = (a.split(separator: "/"), b.split(separator: "/"))
        return zip(partsA, partsB).prefix { $0 == $1 }.map { String($0.0) }.joined(separator: "/")
    }
}
