import Analyzer
import Splitter

/// The access each declaration needs once the monolith is cut as a plan says, and no more: what
/// another module uses becomes `public`, what it subclasses or overrides `open`; the types that
/// hold them, the types their public signatures name (found from the syntax, as `SignatureTypes`
/// reads it), what default arguments use, and the witnesses of public conformances follow.
public struct AccessRequirements: Sendable {
    public enum Level: String, Codable, Comparable, CaseIterable, Sendable {
        case package, `public`, open
        public static func < (lhs: Level, rhs: Level) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    /// What a use from another module asks: `public`, or `package` when every module is in the
    /// same package (`--access package`); what an `open` declaration names must be public still.
    private let visible: Level

    /// Declaration id → the access it needs.
    public private(set) var levels: [String: Level] = [:]
    /// Structs built with their memberwise initializer from another module: they need an explicit
    /// `public init` with the same labels.
    public private(set) var memberwiseInitializers: Set<String> = []

    private let context: PlanContext
    private let signatures: [String: [String]]
    /// Function → what its default arguments use: its callers run them, in their module.
    private let defaultArgumentTargets: [String: [String]]
    /// Declaration → the ids of its members.
    private let requirementsByParent: [String: [String]]

    /// - Parameters:
    ///   - signatureTypes: declaration id → the monolith's type declarations its signature names
    ///     (parameters, result, property type, superclass, protocols, aliased type).
    ///   - argumentLabels: where calls write argument labels: a label of a memberwise initializer
    ///     names a stored property, but the public init written out is what it needs.
    public init(
        context: PlanContext, signatureTypes: [String: [String]], argumentLabels: Set<SourceLocation> = [],
        samePackage: Bool = false
    ) {
        self.context = context
        visible = samePackage ? .package : .public
        signatures = signatureTypes
        requirementsByParent = Dictionary(grouping: context.index.declarations.filter { $0.parentID != nil }, by: { $0.parentID! })
            .mapValues { $0.map(\.id) }
        defaultArgumentTargets = Dictionary(
            grouping: context.index.references.filter { $0.kind == .defaultArgument && $0.sourceID != nil }, by: { $0.sourceID! }
        ).mapValues { $0.flatMap(\.targetIDs) }
        var queue: [(String, Level)] = []
        for dependency in context.graph.dependencies where dependency.to != context.assignment.appName {
            for witness in dependency.witnesses where !argumentLabels.contains(witness.location) {
                guard let target = context.tree.byID[witness.targetID] else { continue }
                if witness.kind == .inheritance, target.kind == .class {
                    queue.append((target.id, .open))
                } else if witness.kind == .override {
                    queue.append((target.id, .open))
                    if let owner = target.parentID { queue.append((owner, .open)) }
                } else if witness.kind == .initializerCall, target.kind == .struct {
                    memberwiseInitializers.insert(target.id)
                    queue.append((target.id, visible))
                } else {
                    queue.append((target.id, visible))
                }
            }
        }
        while let (id, level) = queue.popLast() {
            guard raise(id, to: level) else { continue }
            queue += implied(by: id)
        }
        // A struct built in a public function's default argument (`= { ReaderLayout() }`) is built
        // by callers elsewhere: its memberwise initializer must be public too.
        for (function, targets) in defaultArgumentTargets where levels[function] != nil {
            for target in targets where context.tree.byID[target]?.kind == .struct && !hasOwnInitializer(target) {
                memberwiseInitializers.insert(target)
            }
        }
        // The initializer written out has the struct's access, and its parameters' types need it too.
        for structure in memberwiseInitializers {
            let level = min(levels[structure] ?? visible, .public)
            for property in context.tree.byID[structure]?.storedProperties ?? [] {
                queue += (signatures["\(structure).\(property.name)"] ?? []).map { ($0, level) }
            }
        }
        while let (id, level) = queue.popLast() {
            guard raise(id, to: level) else { continue }
            queue += implied(by: id)
        }
        queue = (witnessesOfPublicConformances() + overridesAndOperatorsOfPublicTypes()).map { ($0, visible) }
        while let (id, level) = queue.popLast() {
            guard raise(id, to: level) else { continue }
            queue += implied(by: id)
        }
    }

    /// Records the level; false when the declaration already had it (or cannot carry one).
    private mutating func raise(_ id: String, to level: Level) -> Bool {
        guard let declaration = context.tree.byID[id], carriesAccess(declaration) || Self.isType(declaration),
            // Objective-C is public to its importers by its headers.
            declaration.location.file.hasSuffix(".swift")
        else { return false }
        if let current = levels[id], current >= level { return false }
        // An open class or member must be overridable: one that is `final` stays public.
        let effective: Level = level == .open && (declaration.modifiers.contains("final") || declaration.kind == .struct) ? visible : level
        if let current = levels[id], current >= effective { return false }
        levels[id] = effective
        return true
    }

    /// What raising `id` drags along: the types it is nested in (an extension's member needs the
    /// extended type), the types its signature names, what its default arguments use.
    private func implied(by id: String) -> [(String, Level)] {
        guard let declaration = context.tree.byID[id] else { return [] }
        // What an open (or public) declaration names must be public; a package one's, package.
        let level = min(levels[id] ?? visible, .public)
        var implied: [(String, Level)] = []
        if let parent = declaration.parentID.flatMap({ context.tree.byID[$0] }) {
            if parent.kind == .extension {
                let extended = context.tree.type(of: parent.id)
                if extended != parent.id { implied.append((extended, level)) }
            } else {
                implied.append((parent.id, level))
            }
        }
        implied += (signatures[id] ?? []).map { ($0, level) }
        implied += defaultArgumentTargets[id, default: []].map { ($0, level) }
        // A public protocol's requirements are public with it, and so must be what they name.
        if declaration.kind == .protocol {
            for requirement in requirementsByParent[id] ?? [] { implied += (signatures[requirement] ?? []).map { ($0, level) } }
        }
        return implied
    }


    /// Members that implement a requirement of a protocol their public type conforms to: the
    /// monolith's public protocols, and the standard library's whose requirements the monolith
    /// commonly writes out.
    private func witnessesOfPublicConformances() -> [String] {
        var requirementsByProtocol: [String: Set<String>] = Self.standardRequirements
        for (id, _) in levels {
            guard let declaration = context.tree.byID[id], declaration.kind == .protocol else { continue }
            requirementsByProtocol[declaration.name] = Set(context.tree.byID.values.filter { $0.parentID == id }.map(\.name))
        }
        var witnesses: [String] = []
        let members = Dictionary(grouping: context.tree.byID.values.filter { $0.parentID != nil }) { $0.parentID! }
        for (id, _) in levels {
            guard let type = context.tree.byID[id], Self.isType(type) else { continue }
            let conformances = context.tree.byID.values.filter { $0.id == id || ($0.kind == .extension && context.tree.type(of: $0.id) == id) }
            let protocols = conformances.flatMap(\.inheritance)
            var required = protocols.reduce(into: Set<String>()) { $0.formUnion(requirementsByProtocol[$1] ?? []) }
            // A public property wrapper's value must be as visible as the wrapper.
            if type.attributes.contains("propertyWrapper") { required.formUnion(["wrappedValue", "projectedValue"]) }
            // A public protocol's default implementations witness its requirements for conformers elsewhere.
            if type.kind == .protocol { required.formUnion(requirementsByProtocol[type.name] ?? []) }
            guard !required.isEmpty else { continue }
            // Wherever the conformance is declared: with the type and the protocol public, it is public.
            for container in conformances {
                witnesses += (members[container.id] ?? []).filter { member in
                    (required.contains(member.name) || required.contains(Self.signature(of: member))) && carriesAccess(member)
                }.map(\.id)
            }
        }
        return witnesses
    }

    /// In a public class, an override of a visible member must be as visible; a public type's
    /// operators are part of its interface (`progress + 1` picks them only when they are visible,
    /// and otherwise quietly picks another).
    private func overridesAndOperatorsOfPublicTypes() -> [String] {
        let publicTypes = Set(levels.keys.filter { context.tree.byID[$0].map(Self.isType) ?? false })
        return context.tree.byID.values.filter { member in
            guard let parent = member.parentID, carriesAccess(member) else { return false }
            let owner = context.tree.type(of: context.tree.topLevel(of: parent))
            guard publicTypes.contains(owner) || publicTypes.contains(parent) else { return false }
            let isOperator = member.kind == .function && !(member.name.first?.isLetter ?? true) && member.name.first != "_"
            return member.modifiers.contains("override") || isOperator
        }.map(\.id)
    }

    private func hasOwnInitializer(_ structure: String) -> Bool {
        context.tree.byID.values.contains { $0.kind == .initializer && $0.parentID == structure }
    }

    /// `init(from:)`: how a requirement with labels is matched.
    static func signature(of member: Declaration) -> String {
        member.argumentLabels.map { member.name + "(" + $0.map { $0 + ":" }.joined() + ")" } ?? member.name
    }

    static let standardRequirements: [String: Set<String>] = [
        "CustomStringConvertible": ["description"], "CustomDebugStringConvertible": ["debugDescription"],
        "Equatable": ["=="], "Comparable": ["<", "<=", ">", ">="], "Hashable": ["hash(into:)", "hashValue", "=="],
        "Identifiable": ["id"], "Encodable": ["encode(to:)"], "Decodable": ["init(from:)"],
        "Codable": ["encode(to:)", "init(from:)"],
        "LocalizedError": ["errorDescription", "failureReason", "recoverySuggestion", "helpAnchor"],
        "Sequence": ["makeIterator"], "IteratorProtocol": ["next"],
        "Collection": ["startIndex", "endIndex", "index(after:)", "subscript"],
        "BidirectionalCollection": ["index(before:)"],
        "RandomAccessCollection": ["startIndex", "endIndex", "index(after:)", "index(before:)", "subscript"],
        "ExpressibleByStringLiteral": ["init(stringLiteral:)"], "ExpressibleByArrayLiteral": ["init(arrayLiteral:)"],
        "RawRepresentable": ["init(rawValue:)", "rawValue"], "Error": [],
    ]

    /// Kinds that take an access modifier of their own: not enum cases, protocol requirements,
    /// extensions, accessors or locals.
    func carriesAccess(_ declaration: Declaration) -> Bool {
        guard [.class, .struct, .enum, .protocol, .actor, .function, .initializer, .variable, .subscript, .typealias]
            .contains(declaration.kind)
        else { return false }
        // A protocol's requirements, and locals, take none.
        if let parent = declaration.parentID.flatMap({ context.tree.byID[$0] }),
            ![.class, .struct, .enum, .actor, .extension].contains(parent.kind)
        {
            return false
        }
        return declaration.effectiveAccess >= .internal && declaration.writtenAccess != .public && declaration.writtenAccess != .open
    }

    static func isType(_ declaration: Declaration) -> Bool { declaration.kind.isType || declaration.kind == .typealias }

    /// How many declarations become public (or package), and how many open.
    public var counts: (public: Int, open: Int) {
        (levels.values.filter { $0 != .open }.count, levels.values.filter { $0 == .open }.count)
    }
}
