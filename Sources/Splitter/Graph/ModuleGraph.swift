import Analyzer

/// The modules of a plan and the dependencies between them, each backed by the references that
/// cause it: what a cut costs and where cycles come from.
public struct ModuleGraph: Sendable {
    /// One reference across a module line: the evidence a reviewer reads.
    public struct Witness: Codable, Hashable, Sendable {
        public var location: SourceLocation
        /// The declaration the reference is written in (nil at file scope) and the one it uses.
        public var sourceID: String?
        public var targetID: String
        public var kind: ReferenceKind
        public var certainty: Certainty
        public var weight: Int
    }

    /// Everything module `from` uses of module `to`.
    public struct Dependency: Codable, Hashable, Sendable {
        public var from: String
        public var to: String
        /// Heaviest first, then in file order.
        public var witnesses: [Witness]
        public var weight: Int
        public var referencesByKind: [ReferenceKind: Int]
        /// Whether every reference behind it is a guess among several declarations.
        public var isUncertain: Bool { witnesses.allSatisfy { $0.certainty == .ambiguous } }
        /// Whether it rests on guesses of the syntax resolver alone (`inferred` or `ambiguous`
        /// references, none `exact`): the code may not have it.
        public var isGuessed: Bool { !witnesses.contains { $0.certainty == .exact } }
    }

    public let modules: [String]
    /// Sorted by `from`, then `to`.
    public let dependencies: [Dependency]
    private let dependencyIndex: [String: [String: Int]]
    /// The modules that depend on each module, sorted: asked for every module when the cut is measured.
    private let predecessorsByModule: [String: [String]]

    /// - Parameter tree: the index's declarations by id.
    public init(index: Index, assignment: ModuleAssignment, tree: DeclarationTree) {
        // Modules by number, and each declaration's: a reference's target is looked up once.
        var moduleNames: [String] = []
        var moduleNumbers: [String: Int] = [:]
        var moduleOfFile = PerFile { file in
            let name = assignment.module(ofFile: file)
            if let number = moduleNumbers[name] { return number }
            moduleNumbers[name] = moduleNames.count
            moduleNames.append(name)
            return moduleNames.count - 1
        }
        let declarations = tree.declarations
        let moduleOfDeclaration = declarations.indices.map { moduleOfFile(declarations[$0].location.file) }
        var witnesses: [ModulePair: [Witness]] = [:]
        // Over indices: `for reference in` copied each reference whole.
        let references = index.references
        for position in references.indices {
            let from = moduleOfFile(references[position].location.file)
            let targets = references[position].targetIDs
            // A guess among several declarations of one module is one reference to it, not several.
            var reached: [Int] = []
            for target in targets {
                guard let declaration = tree.number(of: target) else { continue }
                let to = moduleOfDeclaration[declaration]
                guard from != to else { continue }
                if targets.count > 1 {
                    guard !reached.contains(to) else { continue }
                    reached.append(to)
                }
                let reference = references[position]
                witnesses[ModulePair(from: from, to: to), default: []].append(
                    Witness(
                        location: reference.location, sourceID: reference.sourceID, targetID: target,
                        kind: reference.kind, certainty: reference.certainty,
                        weight: Self.weight(of: reference, tree: tree)))
            }
        }
        let dependencies = witnesses.map { pair, list in
            Dependency(
                from: moduleNames[pair.from], to: moduleNames[pair.to], witnesses: Self.heaviestFirst(list),
                weight: list.reduce(0) { $0 + $1.weight },
                referencesByKind: list.reduce(into: [:]) { counts, witness in counts[witness.kind, default: 0] += 1 })
        }
        self.init(modules: assignment.modules, dependencies: dependencies)
    }

    private struct ModulePair: Hashable {
        let from: Int, to: Int
    }

    /// A graph from its parts, as tests build small ones.
    public init(modules: [String], dependencies: [Dependency]) {
        self.modules = modules
        self.dependencies = dependencies.sorted { ($0.from, $0.to) < ($1.from, $1.to) }
        var dependencyIndex: [String: [String: Int]] = [:]
        var predecessors: [String: [String]] = [:]
        for (position, dependency) in self.dependencies.enumerated() {
            dependencyIndex[dependency.from, default: [:]][dependency.to] = position
            predecessors[dependency.to, default: []].append(dependency.from)
        }
        self.dependencyIndex = dependencyIndex
        predecessorsByModule = predecessors
    }

    /// Heaviest first, then by location and target. The index lists references file by file, in
    /// source order, so witnesses nearly always come in order already, and most dependencies'
    /// are of one weight: the witnesses are copied and sorted only where they are not in order.
    static func heaviestFirst(_ witnesses: [Witness]) -> [Witness] {
        let inOrder = { (a: Witness, b: Witness) in (a.location, a.targetID) < (b.location, b.targetID) }
        var ordered = witnesses
        // Compared by index: a pair of witnesses taken out of the array is a copy of each.
        if !ordered.indices.dropFirst().allSatisfy({ ordered[$0 - 1].weight >= ordered[$0].weight }) {
            ordered.sort { $0.weight > $1.weight }
        }
        var start = ordered.startIndex
        while start < ordered.endIndex {
            let weight = ordered[start].weight
            let end = ordered[start...].indices.first { ordered[$0].weight != weight } ?? ordered.endIndex
            if !(start + 1..<end).allSatisfy({ !inOrder(ordered[$0], ordered[$0 - 1]) }) {
                ordered[start..<end].sort(by: inOrder)
            }
            start = end
        }
        return ordered
    }

    public func dependency(from: String, to: String) -> Dependency? {
        dependencyIndex[from]?[to].map { dependencies[$0] }
    }

    /// The modules `module` depends on, sorted.
    public func successors(of module: String) -> [String] {
        (dependencyIndex[module]?.keys).map { $0.sorted() } ?? []
    }

    /// The modules that depend on `module`, sorted.
    public func predecessors(of module: String) -> [String] {
        predecessorsByModule[module] ?? []
    }

    /// How much a use ties two modules: a subclass or a stored property of another module's
    /// type weighs more than a call, which a protocol can stand in for.
    static func weight(of reference: Reference, tree: DeclarationTree) -> Int {
        switch reference.kind {
        case .inheritance: return 5
        case .conformance, .override, .extensionOf: return 3
        case .typeUse:
            return reference.sourceID.map(tree.isStoredProperty) == true ? 4 : 2
        case .defaultArgument, .attribute: return 2
        case .initializerCall, .call, .memberAccess, .keyPath, .operatorUse: return 1
        }
    }
}
