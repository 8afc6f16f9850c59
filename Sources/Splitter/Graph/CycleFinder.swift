/// The strongly connected sets of modules (Tarjan): every set of two or more modules that depend
/// on each other, directly or through one another. Deterministic: sets and their members sorted.
public struct CycleFinder {
    public init() {}

    public func stronglyConnectedSets(in graph: ModuleGraph) -> [[String]] {
        var state = TarjanState()
        for module in graph.modules.sorted() where state.indexOf[module] == nil {
            connect(module, graph, &state)
        }
        return state.components.filter { $0.count > 1 }.map { $0.sorted() }.sorted { $0.lexicographicallyPrecedes($1) }
    }

    private struct TarjanState {
        var counter = 0
        var indexOf: [String: Int] = [:]
        var lowLink: [String: Int] = [:]
        var stack: [String] = []
        var onStack: Set<String> = []
        var components: [[String]] = []
    }

    /// Iterative, so that a long dependency chain cannot overflow the stack.
    private func connect(_ root: String, _ graph: ModuleGraph, _ state: inout TarjanState) {
        var work: [(module: String, successors: [String], next: Int)] = []
        func open(_ module: String) {
            state.indexOf[module] = state.counter
            state.lowLink[module] = state.counter
            state.counter += 1
            state.stack.append(module)
            state.onStack.insert(module)
            work.append((module, graph.successors(of: module), 0))
        }
        open(root)
        while var frame = work.popLast() {
            if frame.next < frame.successors.count {
                let successor = frame.successors[frame.next]
                frame.next += 1
                work.append(frame)
                if state.indexOf[successor] == nil {
                    open(successor)
                } else if state.onStack.contains(successor) {
                    state.lowLink[frame.module] = min(state.lowLink[frame.module]!, state.indexOf[successor]!)
                }
                continue
            }
            if let parent = work.last {
                state.lowLink[parent.module] = min(state.lowLink[parent.module]!, state.lowLink[frame.module]!)
            }
            if state.lowLink[frame.module] == state.indexOf[frame.module] {
                var component: [String] = []
                while let member = state.stack.popLast() {
                    state.onStack.remove(member)
                    component.append(member)
                    if member == frame.module { break }
                }
                state.components.append(component)
            }
        }
    }
}
