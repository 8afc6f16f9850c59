import Analyzer

/// The size and coupling of one module of a plan.
public struct ModuleMetrics: Codable, Hashable, Sendable {
    public var name: String
    public var layer: String
    public var files: Int
    public var lines: Int
    public var declarations: Int
    /// Modules that depend on it, and modules it depends on.
    public var fanIn: Int
    public var fanOut: Int
    /// Declarations other modules use, with the types they are nested in: what must become
    /// `public` (or `open`) for the cut.
    public var publicSurface: Int
    /// References written in the module to the monolith's declarations, and how many of them
    /// reach another module.
    public var references: Int
    public var crossingReferences: Int

    public var crossingShare: Double { references == 0 ? 0 : Double(crossingReferences) / Double(references) }
}

/// The whole cut: how deep the module graph is, and how much a one-file change rebuilds.
public struct CutMetrics: Codable, Hashable, Sendable {
    public var modules: Int
    /// Modules on the longest chain of dependencies (cycles counted as one).
    public var longestChain: Int
    /// Lines recompiled when one file changes, if the module it is in and every module that
    /// depends on it rebuild: before the split (one module, everything) and after.
    public var rebuildLinesBefore: Int
    public var rebuildLinesAfterWorst: Int
    public var rebuildLinesAfterAverage: Int
    /// References of the whole monolith, and those crossing module lines.
    public var references: Int
    public var crossingReferences: Int
}

/// Computes `ModuleMetrics` and `CutMetrics` from a plan's context.
public struct MetricsCalculator: Sendable {
    public init() {}

    public func modules(_ context: PlanContext) -> [ModuleMetrics] {
        let sources = context.index.files.filter { $0.language != .resource }
        let filesByModule = Dictionary(grouping: sources) { context.assignment.module(ofFile: $0.path) }
        let tree = context.tree
        let declarations = context.assignment.sumByModule(
            tree.declarations.indices, file: { tree.declarations[$0].location.file },
            count: { tree.declarations[$0].kind == .extension ? 0 : 1 })
        var surface: [String: Set<Int>] = [:]
        for dependency in context.graph.dependencies {
            var used = surface.removeValue(forKey: dependency.to) ?? []
            for witness in dependency.witnesses {
                var current = tree.number(of: witness.targetID)
                while let number = current {
                    if tree.declarations[number].kind != .extension { used.insert(number) }
                    current = tree.parentNumber(of: number)
                }
            }
            surface[dependency.to] = used
        }
        let indexReferences = context.index.references
        let references = context.assignment.sumByModule(
            indexReferences.indices, file: { indexReferences[$0].location.file },
            count: { indexReferences[$0].targetIDs.count })
        // Each reference that reaches another module is a witness of one dependency, planned or not.
        var crossing: [String: Int] = [:]
        for dependency in context.graph.dependencies + context.plannedInversions.map(\.dependency) {
            crossing[dependency.from, default: 0] += dependency.witnesses.count
        }
        return context.assignment.modules.map { module in
            ModuleMetrics(
                name: module, layer: context.assignment.layerByModule[module] ?? "",
                files: filesByModule[module]?.count ?? 0,
                lines: filesByModule[module]?.reduce(0) { $0 + $1.lines } ?? 0,
                declarations: declarations[module] ?? 0, fanIn: Set(context.graph.predecessors(of: module)).count,
                fanOut: context.graph.successors(of: module).count, publicSurface: surface[module]?.count ?? 0,
                references: references[module] ?? 0, crossingReferences: crossing[module] ?? 0)
        }
    }

    public func cut(_ context: PlanContext, modules: [ModuleMetrics]) -> CutMetrics {
        let lines = Dictionary(uniqueKeysWithValues: modules.map { ($0.name, $0.lines) })
        let totalLines = modules.reduce(0) { $0 + $1.lines }
        let rebuiltLines = rebuiltLines(context.graph, lines: lines)
        var worst = 0
        var weighted = 0
        var files = 0
        for module in modules {
            let rebuilt = rebuiltLines[module.name] ?? 0
            worst = max(worst, module.files > 0 ? rebuilt : 0)
            weighted += rebuilt * module.files
            files += module.files
        }
        return CutMetrics(
            modules: modules.count, longestChain: longestChain(context.graph), rebuildLinesBefore: totalLines,
            rebuildLinesAfterWorst: worst, rebuildLinesAfterAverage: files == 0 ? 0 : weighted / files,
            references: modules.reduce(0) { $0 + $1.references },
            crossingReferences: modules.reduce(0) { $0 + $1.crossingReferences })
    }

    /// The lines each module rebuilds when one of its files changes: its own and those of every
    /// module that depends on it, directly or not. The walks go over numbers, not names: a plan of
    /// hundreds of modules walks the graph once per module.
    func rebuiltLines(_ graph: ModuleGraph, lines: [String: Int]) -> [String: Int] {
        let modules = graph.modules
        let number = Dictionary(modules.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let predecessors = modules.map { graph.predecessors(of: $0).compactMap { number[$0] } }
        var rebuilt: [String: Int] = [:]
        for (position, module) in modules.enumerated() {
            let reached = Reachability.reachable(from: [position], nodeCount: modules.count, atMost: modules.count) {
                predecessors[$0]
            }
            rebuilt[module] = (reached ?? []).reduce(0) { $0 + (lines[modules[$1]] ?? 0) }
        }
        return rebuilt
    }

    /// The longest path, in modules, through the graph with each cycle collapsed into one node.
    func longestChain(_ graph: ModuleGraph) -> Int {
        var component: [String: Int] = [:]
        for (position, members) in CycleFinder().stronglyConnectedSets(in: graph).enumerated() {
            for member in members { component[member] = position }
        }
        func node(_ module: String) -> String { component[module].map { "cycle \($0)" } ?? module }
        var successors: [String: Set<String>] = [:]
        for dependency in graph.dependencies where node(dependency.from) != node(dependency.to) {
            successors[node(dependency.from), default: []].insert(node(dependency.to))
        }
        var memo: [String: Int] = [:]
        func depth(_ node: String) -> Int {
            if let known = memo[node] { return known }
            let value = 1 + ((successors[node] ?? []).map(depth).max() ?? 0)
            memo[node] = value
            return value
        }
        return Set(graph.modules.map(node)).map(depth).max() ?? 0
    }
}
