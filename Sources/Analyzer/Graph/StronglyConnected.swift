/// Tarjan's strongly connected components over nodes numbered `0..<nodeCount`: the one copy that
/// module cycles, the cycles a way out leaves and the clustering of files all use. Iterative, so
/// that a long chain cannot overflow the stack; roots are taken in ascending order and successors
/// in the order given.
public enum StronglyConnected {
    /// Every component of two or more nodes, its members ascending, in the order Tarjan closes them.
    public static func components(nodeCount: Int, successors: (Int) -> [Int]) -> [[Int]] {
        let unvisited = -1
        var indexOf = [Int](repeating: unvisited, count: nodeCount)
        var lowLink = [Int](repeating: 0, count: nodeCount)
        var onStack = [Bool](repeating: false, count: nodeCount)
        var stack: [Int] = []
        var counter = 0
        var components: [[Int]] = []
        var work: [(node: Int, successors: [Int], next: Int)] = []
        func open(_ node: Int) {
            indexOf[node] = counter
            lowLink[node] = counter
            counter += 1
            stack.append(node)
            onStack[node] = true
            work.append((node, successors(node), 0))
        }
        for root in 0..<nodeCount where indexOf[root] == unvisited {
            open(root)
            while !work.isEmpty {
                let top = work.count - 1
                if work[top].next < work[top].successors.count {
                    let successor = work[top].successors[work[top].next]
                    work[top].next += 1
                    if indexOf[successor] == unvisited {
                        open(successor)
                    } else if onStack[successor] {
                        lowLink[work[top].node] = min(lowLink[work[top].node], indexOf[successor])
                    }
                    continue
                }
                let node = work.removeLast().node
                if let parent = work.last?.node { lowLink[parent] = min(lowLink[parent], lowLink[node]) }
                guard lowLink[node] == indexOf[node] else { continue }
                var component: [Int] = []
                while let member = stack.popLast() {
                    onStack[member] = false
                    component.append(member)
                    if member == node { break }
                }
                if component.count > 1 { components.append(component.sorted()) }
            }
        }
        return components
    }
}
