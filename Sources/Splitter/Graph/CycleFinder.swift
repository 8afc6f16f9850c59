import Analyzer

/// The strongly connected sets of modules: every set of two or more modules that depend on each
/// other, directly or through one another. Deterministic: sets and their members sorted.
public struct CycleFinder {
    public init() {}

    public func stronglyConnectedSets(in graph: ModuleGraph) -> [[String]] {
        let names = Set(graph.modules).union(graph.dependencies.flatMap { [$0.from, $0.to] }).sorted()
        let number = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
        return StronglyConnected.components(nodeCount: names.count) { node in
            graph.successors(of: names[node]).map { number[$0]! }
        }
        .map { $0.map { names[$0] } }
        .sorted { $0.lexicographicallyPrecedes($1) }
    }
}
