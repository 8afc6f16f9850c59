/// Whether merging two nodes of a directed graph closes a cycle: when a path leads from one to the
/// other through a third. What clusters files into modules asks it before each merge.
enum CycleByMerge {
    static func closes<Node: Hashable, Successors: Sequence<Node>>(
        _ a: Node, _ b: Node, successors: (Node) -> Successors
    ) -> Bool {
        leadsAround(from: a, to: b, successors) || leadsAround(from: b, to: a, successors)
    }

    /// A path from `start` to `goal` other than their direct edge.
    private static func leadsAround<Node: Hashable, Successors: Sequence<Node>>(
        from start: Node, to goal: Node, _ successors: (Node) -> Successors
    ) -> Bool {
        var seen: Set<Node> = [start]
        var pending = successors(start).filter { $0 != goal }
        while let next = pending.popLast() {
            if next == goal { return true }
            guard seen.insert(next).inserted else { continue }
            pending.append(contentsOf: successors(next))
        }
        return false
    }
}
