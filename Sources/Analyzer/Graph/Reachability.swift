/// What a walk along a directed graph's edges reaches: the one copy behind a module's dependencies
/// and dependents, the headers a bridging header sees, the protocols a protocol refines and the
/// declarations a move takes with it. Iterative, so that a long chain cannot overflow the stack.
public enum Reachability {
    /// `starts` and every node a path leads to from one of them.
    public static func reachable<Node: Hashable, Successors: Sequence<Node>>(
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
}
