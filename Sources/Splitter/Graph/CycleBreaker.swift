import Analyzer

/// Finds the cycles of a module graph and ranks the ways out of each: merging the modules,
/// moving the declarations one side uses into it, or inverting a dependency with a protocol.
public struct CycleBreaker {
    let graph: ModuleGraph
    let tree: DeclarationTree
    let assignment: ModuleAssignment
    /// Top-level declaration → the top-level declarations it uses.
    private let uses: [String: Set<String>]
    /// Top-level declaration → the files that use it.
    private let usingFiles: [String: Set<String>]
    /// How many top-level declarations each module holds.
    private let topLevelCounts: [String: Int]

    public init(graph: ModuleGraph, index: Index, tree: DeclarationTree, assignment: ModuleAssignment) {
        self.graph = graph
        self.tree = tree
        self.assignment = assignment
        var uses: [String: Set<String>] = [:]
        var usingFiles: [String: Set<String>] = [:]
        for reference in index.references {
            for target in reference.targetIDs {
                let targetTop = tree.topLevel(of: target)
                usingFiles[targetTop, default: []].insert(reference.location.file)
                if let source = reference.sourceID { uses[tree.topLevel(of: source), default: []].insert(targetTop) }
            }
        }
        self.uses = uses
        self.usingFiles = usingFiles
        var counts: [String: Int] = [:]
        for declaration in index.declarations where declaration.parentID == nil {
            counts[assignment.module(ofFile: declaration.location.file), default: 0] += 1
        }
        topLevelCounts = counts
    }

    /// How many ways out each cycle lists, after the merge.
    static let waysOutShown = 4

    /// The cycles the exact references make, then those only guesses close (`possible`): a set of
    /// modules that guesses join to an exact cycle is both, the exact cycle and the larger possible one.
    public func cycles() -> [Cycle] {
        Self.cyclesWithoutWaysOut(in: graph).map(rankingWaysOut)
    }

    /// The same cycles with no way out ranked: what measuring a cut needs.
    static func cyclesWithoutWaysOut(in graph: ModuleGraph) -> [Cycle] {
        let exact = CycleFinder().stronglyConnectedSets(in: ModuleGraph(modules: graph.modules, dependencies: graph.dependencies.filter { !$0.isGuessed }))
        let possible = CycleFinder().stronglyConnectedSets(in: graph).filter { !exact.contains($0) }
        // Each list comes sorted.
        return (exact.map { ($0, false) } + possible.map { ($0, true) }).map { members, possible in
            let inside = Set(members)
            let dependencies = graph.dependencies.filter { inside.contains($0.from) && inside.contains($0.to) }
            return Cycle(modules: members, dependencies: dependencies, waysOut: [], possible: possible)
        }
    }

    /// The ways `from` stops using `to` and keeps its files: moving what it uses, or inverting
    /// with a protocol; fewest edits first.
    func waysOut(of dependency: ModuleGraph.Dependency) -> [WayOut] {
        [moveDeclarations(for: dependency), invert(dependency)].compactMap { $0 }.sorted { ($0.edits, $0.kind.rawValue) < ($1.edits, $1.kind.rawValue) }
    }

    private func rankingWaysOut(_ cycle: Cycle) -> Cycle {
        let (members, dependencies) = (cycle.modules, cycle.dependencies)
        // A move and an inversion of one dependency remove the same edge: the cycles left are counted once.
        var remaining: [WayOut.DependencyName?: [[String]]] = [:]
        let cuts = dependencies.flatMap { [moveDeclarations(for: $0), invert($0)].compactMap { $0 } }
            .map { way in
                var counted = way
                if remaining[way.removes] == nil { remaining[way.removes] = remainingCycles(members, dependencies, without: way.removes) }
                counted.remainingCycles = remaining[way.removes]!
                return counted
            }
            // Ways that break the whole cycle first, then by edits.
            .sorted {
                ($0.remainingCycles.count, $0.edits, $0.kind.rawValue, $0.summary)
                    < ($1.remainingCycles.count, $1.edits, $1.kind.rawValue, $1.summary)
            }
        var ranked = cycle
        ranked.waysOut = [merge(members)] + cuts.prefix(Self.waysOutShown)
        return ranked
    }

    /// The cycles among `members` once the dependency `removed` is gone.
    private func remainingCycles(
        _ members: [String], _ dependencies: [ModuleGraph.Dependency], without removed: WayOut.DependencyName?
    ) -> [[String]] {
        let kept = dependencies.filter { !($0.from == removed?.from && $0.to == removed?.to) }
        return CycleFinder().stronglyConnectedSets(in: ModuleGraph(modules: members, dependencies: kept))
    }

    private func merge(_ members: [String]) -> WayOut {
        let files = assignment.moduleByFile.filter { members.contains($0.value) }.count
        return WayOut(
            kind: .merge, removes: nil, edits: 0,
            summary: "merge \(members.joined(separator: ", ")) into one module (\(files) files); no source edits, a larger module",
            declarations: [], remainingCycles: [])
    }

    /// `from` stops using `to` when the declarations it uses, and what they use in turn within
    /// `to`, move into `from`; the files of `to` still using them then import `from`.
    private func moveDeclarations(for dependency: ModuleGraph.Dependency) -> WayOut? {
        var moved = Set(dependency.witnesses.map { tree.topLevel(of: $0.targetID) })
        var queue = Array(moved)
        while let next = queue.popLast() {
            for used in uses[next] ?? [] where !moved.contains(used) && module(of: used) == dependency.to {
                moved.insert(used)
                queue.append(used)
            }
        }
        // Moving most of a module is a merge by another name.
        guard moved.count * 5 < (topLevelCounts[dependency.to] ?? 0) * 4 else { return nil }
        let movedFiles = Set(moved.compactMap { tree.byID[$0]?.location.file })
        let importing = Set(moved.flatMap { usingFiles[$0] ?? [] })
            .filter { assignment.module(ofFile: $0) == dependency.to && !movedFiles.contains($0) }
        let names = moved.sorted().map(DeclarationTree.displayName(of:))
        return WayOut(
            kind: .moveDeclarations, removes: .init(from: dependency.from, to: dependency.to), edits: moved.count + importing.count,
            summary: "move \(Self.list(names)) from \(dependency.to) into \(dependency.from)"
                + (importing.isEmpty ? "" : "; \(importing.count) file\(importing.count == 1 ? "" : "s") of \(dependency.to) then import \(dependency.from)"),
            declarations: moved.sorted(), remainingCycles: [])
    }

    /// `from` stops using `to` when it declares a protocol of what it uses, `to`'s classes conform,
    /// and the app injects them. A subclass cannot be inverted this way.
    private func invert(_ dependency: ModuleGraph.Dependency) -> WayOut? {
        guard !dependency.witnesses.contains(where: { $0.kind == .inheritance || $0.kind == .extensionOf }) else { return nil }
        let members = Set(dependency.witnesses.map(\.targetID).filter { tree.byID[$0].map { !$0.kind.isType } ?? false })
        let types = Set(dependency.witnesses.map { tree.type(of: tree.topLevel(of: $0.targetID)) })
        let typeUses = dependency.witnesses.filter { $0.kind == .typeUse || $0.kind == .conformance }.count
        let constructed = Set(dependency.witnesses.filter { $0.kind == .initializerCall }.map { tree.type(of: tree.topLevel(of: $0.targetID)) })
        // A protocol stands in for behaviour: for classes. What is a protocol already is moved, not
        // wrapped; values (structs, enums) are data, which moves too.
        guard types.allSatisfy({ tree.byID[$0].map { [.class, .actor, .objcInterface].contains($0.kind) } ?? false }) else { return nil }
        let protocolName = (types.sorted().first.map(DeclarationTree.displayName(of:)) ?? dependency.to) + "Providing"
        let edits = members.count + types.count + typeUses + constructed.count + 1
        var summary = members.isEmpty
            ? "declare protocol \(protocolName) in \(dependency.from), with no requirement (it names the type only)"
            : "declare protocol \(protocolName) in \(dependency.from) with \(Self.list(members.sorted().map(DeclarationTree.displayName(of:))))"
        summary += "; \(Self.list(types.sorted().map(DeclarationTree.displayName(of:)))) conform\(types.count == 1 ? "s" : "") in \(dependency.to)"
        summary += "; \(dependency.from) holds the protocol (\(typeUses) type use\(typeUses == 1 ? "" : "s")) and the app injects it"
        if !constructed.isEmpty { summary += "; \(constructed.count) construction\(constructed.count == 1 ? "" : "s") become a factory" }
        return WayOut(
            kind: .invertWithProtocol, removes: .init(from: dependency.from, to: dependency.to), edits: edits, summary: summary,
            declarations: (members.union(types)).sorted(), remainingCycles: [])
    }

    private func module(of id: String) -> String? {
        tree.byID[id].map { assignment.module(ofFile: $0.location.file) }
    }

    /// `A, B and C`, or `A, B, C and 4 more`.
    static func list(_ names: [String], limit: Int = 4) -> String {
        guard names.count > 1 else { return names.first.map { "`\($0)`" } ?? "nothing" }
        let shown = names.prefix(limit).map { "`\($0)`" }
        if names.count > limit { return shown.joined(separator: ", ") + " and \(names.count - limit) more" }
        return shown.dropLast().joined(separator: ", ") + " and " + shown.last!
    }
}
