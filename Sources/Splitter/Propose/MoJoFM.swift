/// How close a proposed decomposition A is to a reference B, as software-clustering research
/// scores it (Wen and Tzerpos, "An effectiveness measure for software clustering algorithms", 2004):
///
///     MoJoFM(A, B) = (1 − mno(A, B) / max over all A' of mno(A', B)) × 100%
///
/// `mno(A, B)`, the fewest Move and Join operations that turn A into B, is computed by their
/// optimal algorithm: each cluster of A is tagged with the clusters of B it shares most objects
/// with, a maximum bipartite matching gives as many clusters of A as possible a group of their
/// own, every object outside its cluster's tag moves, and clusters sharing a group join. The
/// largest distance from B of any decomposition is n − g, where g counts B's clusters by size.
/// Only the objects both decompositions hold are scored.
public enum MoJoFM {
    /// - Parameters: object → cluster, for the proposal (A) and the reference (B).
    /// - Returns: the score in percent, 100 when A is B.
    public static func score(proposal: [String: String], reference: [String: String]) -> Double {
        let objects = proposal.keys.filter { reference[$0] != nil }.sorted()
        guard objects.count > 1 else { return 100 }
        let clustersA = Array(Set(objects.map { proposal[$0]! })).sorted()
        let clustersB = Array(Set(objects.map { reference[$0]! })).sorted()
        let indexB = Dictionary(uniqueKeysWithValues: clustersB.enumerated().map { ($1, $0) })
        let indexA = Dictionary(uniqueKeysWithValues: clustersA.enumerated().map { ($1, $0) })

        // overlap[a][b]: objects of A's cluster a that B puts in b.
        var overlap = Array(repeating: Array(repeating: 0, count: clustersB.count), count: clustersA.count)
        for object in objects { overlap[indexA[proposal[object]!]!][indexB[reference[object]!]!] += 1 }
        let bestTags = overlap.map { row -> [Int] in
            let best = row.max() ?? 0
            return row.indices.filter { row[$0] == best && best > 0 }
        }

        let matchOfB = maximumMatching(bestTags, right: clustersB.count)
        var groupOfA = bestTags.map { $0.first ?? 0 }
        for (b, a) in matchOfB.enumerated() { if let a { groupOfA[a] = b } }
        let moves = overlap.enumerated().reduce(0) { total, entry in
            total + entry.element.reduce(0, +) - (entry.element.max() ?? 0)
        }
        let joins = clustersA.count - Set(groupOfA).count
        let distance = moves + joins

        var sizesB = Array(repeating: 0, count: clustersB.count)
        for object in objects { sizesB[indexB[reference[object]!]!] += 1 }
        var groups = 0
        for size in sizesB.sorted() where groups < size { groups += 1 }
        let maximum = objects.count - groups
        guard maximum > 0 else { return 100 }
        return (1 - Double(distance) / Double(maximum)) * 100
    }

    /// Kuhn's augmenting paths: for each right vertex, the left vertex matched to it.
    private static func maximumMatching(_ edges: [[Int]], right: Int) -> [Int?] {
        var matchOfRight = [Int?](repeating: nil, count: right)
        func augment(_ left: Int, _ visited: inout [Bool]) -> Bool {
            for r in edges[left] where !visited[r] {
                visited[r] = true
                if matchOfRight[r] == nil || augment(matchOfRight[r]!, &visited) {
                    matchOfRight[r] = left
                    return true
                }
            }
            return false
        }
        for left in edges.indices {
            var visited = [Bool](repeating: false, count: right)
            _ = augment(left, &visited)
        }
        return matchOfRight
    }
}
