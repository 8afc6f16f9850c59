/// What a walk along a directed graph's edges reaches: the one copy behind a module's dependencies
/// and dependents, the headers a bridging header sees, the protocols a protocol refines and the
/// declarations a move takes with it. Iterative, so that a long chain cannot overflow the stack.
public enum Reachability {
    /// `starts` and every node a path leads to from one of them.
    @inlinable public static func reachable<Node: Hashable, Successors: Sequence<Node>>(
        from starts: some Sequence<Node>, successors: (Node) -> Successors
    ) -> Set<Node> {
        var reached = Set(starts)
        var pending = Array(reached)
        while let node = pending.popLast() {
            for successor in successors(node) where reached.insert(successor).inserted {
                pending.append(successor)
            }
        }
        return reached
    }

    /// The same walk over nodes numbered `0..<nodeCount`, given up once it has reached more than
    /// `limit` nodes (nil then). It marks nodes in an array, not a set: for a caller that walks
    /// thousands of times, such as the declarations each move of a big cycle would take along.
    /// Inlinable, so that callers' lazy successors are specialized: through the generic
    /// `Sequence` witness, each successor cost hundreds of instructions.
    @inlinable public static func reachable<Successors: Sequence<Int>>(
        from starts: [Int], nodeCount: Int, atMost limit: Int, successors: (Int) -> Successors
    ) -> [Int]? {
        var isReached = [Bool](repeating: false, count: nodeCount)
        var reached: [Int] = []
        for start in starts where !isReached[start] {
            isReached[start] = true
            reached.append(start)
        }
        var next = 0
        while next < reached.count, reached.count <= limit {
            for successor in successors(reached[next]) where !isReached[successor] {
                isReached[successor] = true
                reached.append(successor)
            }
            next += 1
        }
        return reached.count <= limit ? reached : nil
    }
}
