import Analyzer

/// What a split does with the syntax resolver's guesses (`inferred` and `ambiguous` references),
/// so that it builds whether they are right or not: a dependency that rests on guesses alone and
/// would close a cycle is left out (declaring it would make the manifest cyclic); every other
/// guess is relied on as if it were exact. From the compiler's index store every reference is
/// exact, and nothing is left out.
public struct GuessedDependencies: Sendable {
    /// Dependencies that rest on guesses alone and that a split must not declare, for each would
    /// close a cycle among the dependencies it does declare; sorted by `from`, then `to`. A split
    /// neither imports, nor depends on, nor raises access for what their references use.
    public let leftOut: [ModuleGraph.Dependency]
    /// The guesses a split relies on: every non-exact reference across modules on a dependency it
    /// declares. Those on dependencies that rest on guesses alone come first (each is the reason a
    /// dependency is declared), then the others; in file order within each. Gathered when asked:
    /// only `apply` lists them, and every `plan` gathered and sorted them.
    public var reliedOn: [ModuleGraph.Witness] {
        let guessedOnly = declared.filter(\.isGuessed).flatMap(\.witnesses)
        let alongsideExact = declared.filter { !$0.isGuessed }.flatMap {
            $0.witnesses.filter { $0.certainty != .exact }
        }
        let inFileOrder = { (list: [ModuleGraph.Witness]) in
            list.sorted { ($0.location, $0.targetID) < ($1.location, $1.targetID) }
        }
        return inFileOrder(guessedOnly) + inFileOrder(alongsideExact)
    }
    /// The dependencies a split declares.
    private let declared: [ModuleGraph.Dependency]
    private let leftOutPairs: Set<Pair>

    private struct Pair: Hashable, Sendable {
        let from: String
        let to: String
    }

    /// Guessed dependencies are kept greedily, heaviest first: one is left out only if the
    /// dependencies kept before it (every one with an exact reference among them) already lead
    /// back from its end to its start. Only a dependency inside a cycle of `graph` can close one.
    public init(graph: ModuleGraph) {
        var component: [String: Int] = [:]
        for (number, members) in CycleFinder().stronglyConnectedSets(in: graph).enumerated() {
            for member in members { component[member] = number }
        }
        func closesNothing(_ dependency: ModuleGraph.Dependency) -> Bool {
            !dependency.isGuessed || component[dependency.from] == nil
                || component[dependency.from] != component[dependency.to]
        }
        // Modules numbered: a big cycle has hundreds of guessed dependencies, each a walk.
        var numbers: [String: Int] = [:]
        for module in graph.modules + graph.dependencies.flatMap({ [$0.from, $0.to] }) where numbers[module] == nil {
            numbers[module] = numbers.count
        }
        var kept = [[Int]](repeating: [], count: numbers.count)
        for dependency in graph.dependencies where closesNothing(dependency) {
            kept[numbers[dependency.from]!].append(numbers[dependency.to]!)
        }
        let candidates = graph.dependencies.filter { !closesNothing($0) }
            .sorted {
                ($1.weight, $1.witnesses.count, $0.from, $0.to) < ($0.weight, $0.witnesses.count, $1.from, $1.to)
            }
        var leftOut: [ModuleGraph.Dependency] = []
        for dependency in candidates {
            let (from, to) = (numbers[dependency.from]!, numbers[dependency.to]!)
            let reached = Reachability.reachable(from: [to], nodeCount: kept.count, atMost: kept.count) { kept[$0] }
            if reached?.contains(from) == true {
                leftOut.append(dependency)
            } else {
                kept[from].append(to)
            }
        }
        self.leftOut = leftOut.sorted { ($0.from, $0.to) < ($1.from, $1.to) }
        let pairs = Set(leftOut.map { Pair(from: $0.from, to: $0.to) })
        leftOutPairs = pairs
        declared = graph.dependencies.filter { !pairs.contains(Pair(from: $0.from, to: $0.to)) }
    }

    /// No guess weighed, none left out: for a cut that is only measured, never split.
    static let unweighed = GuessedDependencies(graph: ModuleGraph(modules: [], dependencies: []))

    /// Whether a split leaves out the dependency of `from` on `to`.
    public func leavesOut(from: String, to: String) -> Bool {
        leftOutPairs.contains(Pair(from: from, to: to))
    }

    /// `index` without the references behind the left-out dependencies (an ambiguous reference
    /// keeps its candidates elsewhere): what a split computes its imports, dependencies and access from.
    public func removingLeftOut(from index: Index, assignment: ModuleAssignment) -> Index {
        guard !leftOut.isEmpty else { return index }
        let fileOfDeclaration = Dictionary(
            index.declarations.map { ($0.id, $0.location.file) }, uniquingKeysWith: { first, _ in first })
        var kept = index
        kept.references = index.references.compactMap { reference in
            guard reference.certainty != .exact else { return reference }
            let from = assignment.module(ofFile: reference.location.file)
            var trimmed = reference
            trimmed.targetIDs = reference.targetIDs.filter { target in
                guard let file = fileOfDeclaration[target] else { return true }
                return !leavesOut(from: from, to: assignment.module(ofFile: file))
            }
            return trimmed.targetIDs.isEmpty ? nil : trimmed
        }
        return kept
    }
}
