import Analyzer

/// Finds the cycles of a module graph and ranks the ways out of each: merging the modules,
/// moving the declarations one side uses into it, or inverting a dependency with a protocol.
public struct CycleBreaker: Sendable {
    let graph: ModuleGraph
    let tree: DeclarationTree
    let assignment: ModuleAssignment
    private let topLevel: TopLevelUses
    /// How many top-level declarations each module holds.
    private let topLevelCounts: [String: Int]

    /// - Parameter topLevel: the index's top-level uses, read while the graph is built.
    init(graph: ModuleGraph, index: Index, tree: DeclarationTree, assignment: ModuleAssignment, topLevel: TopLevelUses)
    {
        self.graph = graph
        self.tree = tree
        self.assignment = assignment
        self.topLevel = topLevel
        let declarations = index.declarations
        topLevelCounts = assignment.sumByModule(
            declarations.indices, file: { declarations[$0].location.file },
            count: { declarations[$0].parentID == nil ? 1 : 0 })
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
        let exact = CycleFinder().stronglyConnectedSets(
            in: ModuleGraph(modules: graph.modules, dependencies: graph.dependencies.filter { !$0.isGuessed }))
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
        [moveDeclarations(for: dependency)?.wayOut(topLevel), inversion(of: dependency)?.wayOut()].compactMap { $0 }
            .sorted { ($0.edits, $0.kind.rawValue) < ($1.edits, $1.kind.rawValue) }
    }

    private func rankingWaysOut(_ cycle: Cycle) -> Cycle {
        let withoutOne = CyclesWithoutOneDependency(cycle)
        // Ways that break the whole cycle first, then by edits. A move's edits are known only once
        // its walk is done, so it is queued at the least it can take (the declarations it uses) and
        // walked when it comes first: a cycle of a big monolith has thousands of dependencies, and
        // only the ways that can be shown are walked and written out. Each dependency is weighed on
        // its own, so on every core; a move and an inversion of it leave the same cycles.
        let weighed = ConcurrentMap.map(cycle.dependencies) { dependency in
            (
                remaining: withoutOne.cycles(without: .init(from: dependency.from, to: dependency.to)),
                leastMoved: leastMoved(for: dependency), inversion: inversion(of: dependency)
            )
        }
        var queue = MaxHeap<RankedWay>()
        for (dependency, (remaining, leastMoved, inversion)) in zip(cycle.dependencies, weighed) {
            if let leastMoved {
                queue.insert(
                    RankedWay(remaining: remaining, edits: leastMoved, kind: .moveDeclarations, way: .move(dependency)))
            }
            if let inversion {
                queue.insert(
                    RankedWay(
                        remaining: remaining, edits: inversion.edits, kind: .invertWithProtocol,
                        way: .invert(inversion)))
            }
        }
        var shown: [WayOut] = []
        var lastShown: RankedWay?
        while let next = queue.popMax() {
            if shown.count >= Self.waysOutShown, let lastShown, lastShown.key < next.key { break }
            // A way is written out only when it is shown: most queued ones never are.
            var way: WayOut
            switch next.way {
            case .invert(let inversion): way = inversion.wayOut()
            case .walked(let move): way = move.wayOut(topLevel)
            case .move(let dependency):
                guard let move = moveDeclarations(for: dependency) else { continue }
                var walked = next
                walked.edits = move.edits
                walked.way = .walked(move)
                queue.insert(walked)
                continue
            }
            way.remainingCycles = next.remaining.map { $0.map { withoutOne.members[$0] } }
            shown.append(way)
            lastShown = next
        }
        let cuts = shown.sorted {
            ($0.remainingCycles.count, $0.edits, $0.kind.rawValue, $0.summary)
                < ($1.remainingCycles.count, $1.edits, $1.kind.rawValue, $1.summary)
        }
        var ranked = cycle
        ranked.waysOut = [merge(cycle.modules)] + cuts.prefix(Self.waysOutShown)
        return ranked
    }

    /// A way out of a cycle as it is ranked: fewest cycles left, then fewest edits, first.
    private struct RankedWay: Comparable {
        enum Way {
            case invert(Inversion)
            /// A move not yet walked: `edits` is the least it can need.
            case move(ModuleGraph.Dependency)
            case walked(Move)
        }

        /// The cycles left, by their members' positions in the cycle.
        let remaining: [[Int]]
        var edits: Int
        let kind: WayOut.Kind
        var way: Way

        var key: (Int, Int, String) { (remaining.count, edits, kind.rawValue) }

        /// The heap gives the largest first: the cheapest way is the largest.
        static func < (lhs: RankedWay, rhs: RankedWay) -> Bool { rhs.key < lhs.key }
        static func == (lhs: RankedWay, rhs: RankedWay) -> Bool { lhs.key == rhs.key }
    }

    private func merge(_ members: [String]) -> WayOut {
        let files = assignment.moduleByFile.filter { members.contains($0.value) }.count
        return WayOut(
            kind: .merge, removes: nil, edits: 0,
            summary:
                "merge \(members.joined(separator: ", ")) into one module (\(files) files); no source edits, a larger module",
            declarations: [], remainingCycles: [])
    }

    /// The fewest edits a move for `dependency` can take: the declarations it uses, moved; nil
    /// when none can move.
    private func leastMoved(for dependency: ModuleGraph.Dependency) -> Int? {
        guard topLevel.moduleNumbers[dependency.to] != nil, topLevelCounts[dependency.to] ?? 0 > 0 else { return nil }
        return Set(dependency.witnesses.compactMap { topLevel.topLevelNumber(of: $0.targetID) }).count
    }

    /// `from` stops using `to` when the declarations it uses, and what they use in turn within
    /// `to`, move into `from`; the files of `to` still using them then import `from`.
    private func moveDeclarations(for dependency: ModuleGraph.Dependency) -> Move? {
        guard let to = topLevel.moduleNumbers[dependency.to] else { return nil }
        let used = dependency.witnesses.compactMap { topLevel.topLevelNumber(of: $0.targetID) }
        // Moving most of a module is a merge by another name: the walk stops short of four fifths.
        let declarationsOfTo = topLevelCounts[dependency.to] ?? 0
        guard declarationsOfTo > 0,
            let moved = Reachability.reachable(
                from: used, nodeCount: topLevel.ids.count, atMost: (declarationsOfTo * 4 - 1) / 5,
                successors: { topLevel.uses[$0].lazy.filter { topLevel.module[$0] == to } })
        else { return nil }
        let movedFiles = Set(moved.map { topLevel.file[$0] })
        var importing = Set<Int>()
        for declaration in moved {
            for file in topLevel.usingFiles[declaration]
            where topLevel.moduleOfFile[file] == to && !movedFiles.contains(file) {
                importing.insert(file)
            }
        }
        return Move(dependency: dependency, moved: moved, importingFiles: importing.count)
    }

    /// A move of declarations, counted: written out as a way only when it is shown.
    private struct Move {
        let dependency: ModuleGraph.Dependency
        /// Top-level declaration numbers.
        let moved: [Int]
        let importingFiles: Int
        var edits: Int { moved.count + importingFiles }

        func wayOut(_ topLevel: TopLevelUses) -> WayOut {
            let declarations = moved.map { topLevel.ids[$0] }.sorted()
            let (from, to) = (dependency.from, dependency.to)
            return WayOut(
                kind: .moveDeclarations, removes: .init(from: from, to: to), edits: edits,
                summary:
                    "move \(CycleBreaker.list(declarations.map(DeclarationTree.displayName(of:)))) from \(to) into \(from)"
                    + (importingFiles == 0
                        ? ""
                        : "; \(importingFiles) file\(importingFiles == 1 ? "" : "s") of \(to) then import \(from)"),
                declarations: declarations, remainingCycles: [])
        }
    }

    /// `from` stops using `to` when it declares a protocol of what it uses, `to`'s classes conform,
    /// and the app injects them. A subclass cannot be inverted this way.
    private func inversion(of dependency: ModuleGraph.Dependency) -> Inversion? {
        guard !dependency.witnesses.contains(where: { $0.kind == .inheritance || $0.kind == .extensionOf }) else {
            return nil
        }
        // Most dependencies of a big cycle use a value or a protocol, which no protocol inverts:
        // their types are asked first, once for each top-level declaration the witnesses use.
        let typeOfTopLevel = Dictionary(
            Set(dependency.witnesses.map { tree.topLevel(of: $0.targetID) }).map { ($0, tree.type(of: $0)) },
            uniquingKeysWith: { first, _ in first })
        let types = Set(typeOfTopLevel.values)
        // A protocol stands in for behaviour: for classes. What is a protocol already is moved, not
        // wrapped; values (structs, enums) are data, which moves too.
        guard types.allSatisfy({ tree.kind(of: $0).map { [.class, .actor, .objcInterface].contains($0) } ?? false })
        else { return nil }
        let members = Set(
            dependency.witnesses.map(\.targetID).filter { tree.kind(of: $0).map { !$0.isType } ?? false })
        let typeUses = dependency.witnesses.filter { $0.kind == .typeUse || $0.kind == .conformance }.count
        let constructed = Set(
            dependency.witnesses.filter { $0.kind == .initializerCall }.compactMap {
                typeOfTopLevel[tree.topLevel(of: $0.targetID)]
            })
        return Inversion(
            dependency: dependency, members: members, types: types, typeUses: typeUses,
            constructions: constructed.count)
    }

    /// An inversion with a protocol, counted: written out as a way only when it is shown.
    private struct Inversion {
        let dependency: ModuleGraph.Dependency
        /// The members the protocol declares, and the types that conform.
        let members: Set<String>
        let types: Set<String>
        let typeUses: Int
        let constructions: Int
        var edits: Int { members.count + types.count + typeUses + constructions + 1 }

        func wayOut() -> WayOut {
            let protocolName =
                (types.sorted().first.map(DeclarationTree.displayName(of:)) ?? dependency.to) + "Providing"
            var summary =
                members.isEmpty
                ? "declare protocol \(protocolName) in \(dependency.from), with no requirement (it names the type only)"
                : "declare protocol \(protocolName) in \(dependency.from) with \(CycleBreaker.list(members.sorted().map(DeclarationTree.displayName(of:))))"
            summary +=
                "; \(CycleBreaker.list(types.sorted().map(DeclarationTree.displayName(of:)))) conform\(types.count == 1 ? "s" : "") in \(dependency.to)"
            summary +=
                "; \(dependency.from) holds the protocol (\(typeUses) type use\(typeUses == 1 ? "" : "s")) and the app injects it"
            if constructions > 0 {
                summary += "; \(constructions) construction\(constructions == 1 ? "" : "s") become a factory"
            }
            return WayOut(
                kind: .invertWithProtocol, removes: .init(from: dependency.from, to: dependency.to), edits: edits,
                summary: summary,
                declarations: (members.union(types)).sorted(), remainingCycles: [])
        }
    }

    /// `A, B and C`, or `A, B, C and 4 more`.
    static func list(_ names: [String], limit: Int = 4) -> String {
        guard names.count > 1 else { return names.first.map { "`\($0)`" } ?? "nothing" }
        let shown = names.prefix(limit).map { "`\($0)`" }
        if names.count > limit { return shown.joined(separator: ", ") + " and \(names.count - limit) more" }
        return shown.dropLast().joined(separator: ", ") + " and " + shown.last!
    }
}

/// The cycles left among a cycle's modules once one dependency between them is gone.
private struct CyclesWithoutOneDependency {
    /// Sorted, as the cycle's.
    let members: [String]
    let numbers: [String: Int]
    let successors: [[Int]]
    /// The cycles with every dependency in place: what most dependencies of a big cycle leave.
    private let whole: [[Int]]

    init(_ cycle: Cycle) {
        members = cycle.modules
        let numbers = Dictionary(members.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        var successors = [Set<Int>](repeating: [], count: members.count)
        for dependency in cycle.dependencies {
            guard let from = numbers[dependency.from], let to = numbers[dependency.to] else { continue }
            successors[from].insert(to)
        }
        self.numbers = numbers
        self.successors = successors.map { $0.sorted() }
        whole = Self.components(of: self.successors, without: nil)
    }

    /// By the members' positions in `members`; sorted, as the names would be, for `members` is.
    func cycles(without removed: WayOut.DependencyName) -> [[Int]] {
        guard let from = numbers[removed.from], let to = numbers[removed.to] else { return whole }
        // Where another path still leads from `from` to `to`, every path through the dependency
        // has a detour, so every cycle stays: no need to find them again.
        let reached = Reachability.reachable(
            from: successors[from].filter { $0 != to }, nodeCount: members.count, atMost: members.count,
            successors: { $0 == from ? [] : self.successors[$0] })
        if reached?.contains(to) == true { return whole }
        return Self.components(of: successors, without: (from, to))
    }

    private static func components(of successors: [[Int]], without removed: (from: Int, to: Int)?) -> [[Int]] {
        StronglyConnected.components(nodeCount: successors.count) { node in
            node == removed?.from ? successors[node].filter { $0 != removed?.to } : successors[node]
        }
        .sorted { $0.lexicographicallyPrecedes($1) }
    }
}
