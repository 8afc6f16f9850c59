import Analyzer

/// Something a plan leads to that a team should know: a rule broken, a cycle, a hazard the
/// compiler will not catch. Codes are stable; reports and CI key on them.
public struct Finding: Codable, Hashable, Sendable {
    public enum Severity: String, Codable, Comparable, CaseIterable, Sendable {
        case error, warning, note

        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    public var code: String
    public var severity: Severity
    public var message: String
    public var location: SourceLocation?
    /// Evidence and ways out, one line each.
    public var notes: [String]
    /// The modules it concerns, for filtering.
    public var modules: [String]

    public init(
        code: String, severity: Severity, message: String, location: SourceLocation?, notes: [String] = [],
        modules: [String] = []
    ) {
        self.code = code
        self.severity = severity
        self.message = message
        self.location = location
        self.notes = notes
        self.modules = modules
    }
}

/// What every check reads: the plan, the index, where each file goes, and the graph it makes.
public struct PlanContext: Sendable {
    public let plan: Plan
    public let index: Index
    public let assignment: ModuleAssignment
    public let graph: ModuleGraph
    public let tree: DeclarationTree
    public let cycles: [Cycle]
    /// Which dependencies that rest on guesses alone a split leaves out, and which guesses it relies on.
    public let guesses: GuessedDependencies
    /// The dependencies the plan's `inverts` names, with their ways out: work to do before the
    /// module that has one is cut out. They are not in `graph`, so no check counts them again.
    public let plannedInversions: [(dependency: ModuleGraph.Dependency, waysOut: [WayOut])]

    /// - Parameters:
    ///   - rankingWaysOut: false when only the cut is measured: the cycles and planned inversions
    ///     come without their ways out, and no guess is weighed (`guesses` leaves nothing out),
    ///     which are most of the time on a big monolith.
    ///   - tree: the index's declarations, where the caller has them already.
    public init(
        plan: Plan, index: Index, assignment: ModuleAssignment, rankingWaysOut: Bool = true,
        tree: DeclarationTree? = nil
    ) {
        self.plan = plan
        self.index = index
        self.assignment = assignment
        let tree = tree ?? DeclarationTree(index.declarations)
        // What a move of declarations drags along is read from every reference, as the graph is:
        // the two side by side.
        let (everyDependency, topLevel) = ConcurrentMap.both(
            { ModuleGraph(index: index, assignment: assignment, tree: tree) },
            { rankingWaysOut ? TopLevelUses(index: index, tree: tree, assignment: assignment) : nil })
        let inverted = Dictionary(plan.modules.map { ($0.name, Set($0.inverts)) }, uniquingKeysWith: { $0.union($1) })
        let isPlanned = { (dependency: ModuleGraph.Dependency) in
            inverted[dependency.from]?.contains(dependency.to) == true
        }
        let graph =
            inverted.values.allSatisfy(\.isEmpty)
            ? everyDependency
            : ModuleGraph(
                modules: everyDependency.modules, dependencies: everyDependency.dependencies.filter { !isPlanned($0) })
        self.graph = graph
        self.tree = tree
        guard let topLevel else {
            guesses = .unweighed
            cycles = CycleBreaker.cyclesWithoutWaysOut(in: graph)
            plannedInversions = everyDependency.dependencies.filter(isPlanned).map { ($0, []) }
            return
        }
        let (guesses, (breaker, cycles)) = ConcurrentMap.both(
            { GuessedDependencies(graph: graph) },
            {
                let breaker = CycleBreaker(
                    graph: graph, index: index, tree: tree, assignment: assignment, topLevel: topLevel)
                return (breaker, breaker.cycles())
            })
        self.guesses = guesses
        self.cycles = cycles
        plannedInversions = everyDependency.dependencies.filter(isPlanned).map { ($0, breaker.waysOut(of: $0)) }
    }

    /// The context a split is computed from: the same plan without the references behind the
    /// dependencies `guesses` leaves out, so that nothing imports, depends on or raises access for
    /// them, and no cycle is left but those of exact references. Itself when nothing is left out.
    public func leavingOutGuesses() -> PlanContext {
        guard !guesses.leftOut.isEmpty else { return self }
        return PlanContext(
            plan: plan, index: guesses.removingLeftOut(from: index, assignment: assignment), assignment: assignment)
    }

    /// Position of a module's layer, top first; the app is at the top.
    public func layerRank(of module: String) -> Int {
        assignment.layerByModule[module].flatMap { plan.layers.firstIndex(of: $0) } ?? 0
    }

    /// `Features/Search/SearchUseCase.swift:36: SearchUseCase.load → BaseUseCase.validate (call)`;
    /// a guess says so: `(memberAccess, inferred)`.
    public func describe(_ witness: ModuleGraph.Witness) -> String {
        let source = witness.sourceID.map(DeclarationTree.displayName(of:)) ?? "file scope"
        let certainty = witness.certainty == .exact ? "" : ", \(witness.certainty.rawValue)"
        return
            "\(witness.location): \(source) → \(DeclarationTree.displayName(of: witness.targetID)) (\(witness.kind.rawValue)\(certainty))"
    }
}

/// One kind of finding, computed from the context alone.
public protocol PlanCheck: Sendable {
    func findings(in context: PlanContext) -> [Finding]
}
