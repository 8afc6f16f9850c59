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
    /// Internal declarations that public inlinable code uses: they need `@usableFromInline`.
    public private(set) var usableFromInline: Set<String> = []
    /// `<struct id>.<property>` for each stored property a call names by its argument label
    /// (`Progress(id: …)`): the public init written out for the struct must take it.
    public let propertiesNamedByCalls: Set<String>

    private let context: PlanContext
    private let signatures: [String: [String]]
    /// Function → what its default arguments use: its callers run them, in their module.
    private let defaultArgumentTargets: [String: [String]]
    private let conformances: Conformances
    /// Precise mode: what the compiler says witnesses an outside protocol's requirement.
    private let outsideWitnesses: Set<String>

    /// - Parameters:
    ///   - signatureTypes: declaration id → the monolith's type declarations its signature names
    ///     (parameters, result, property type, superclass, protocols, aliased type).
    ///   - argumentLabels: where calls write argument labels: a label of a memberwise initializer
    ///     names a stored property, but the public init written out is what it needs.
    ///   - outsideProtocols: the requirements of the protocols the monolith's imports declare
    ///     (`Sequence`, `Codable`…), whose witnesses in a public type must be public too.
    ///   - usedElsewhere: what code outside the monolith uses of the modules (an extension's own
    ///     files, `OtherTargetFiles`).
    public init(
        context: PlanContext, signatureTypes: [String: [String]], argumentLabels: Set<SourceLocation> = [],
        samePackage: Bool = false, outsideProtocols: ProtocolRequirements = ProtocolRequirements(),
        usedElsewhere: [String] = []
    ) {
        self.context = context
        visible = samePackage ? .package : .public
        signatures = signatureTypes
        defaultArgumentTargets = Dictionary(
            grouping: context.index.references.filter { $0.kind == .defaultArgument && $0.sourceID != nil },
            by: { $0.sourceID! }
        ).mapValues { $0.flatMap(\.targetIDs) }
        conformances = Conformances(tree: context.tree, outside: outsideProtocols)
        outsideWitnesses = Set(context.index.outsideWitnesses ?? [])
        propertiesNamedByCalls = Set(
            context.index.references.filter { argumentLabels.contains($0.location) }.flatMap { reference in
                reference.targetIDs.compactMap { context.tree[$0] }.compactMap { property in
                    property.parentID.map { "\($0).\(property.name)" }
                }
            })
        var queue: [(String, Level)] = usedElsewhere.map { ($0, visible) }
        for dependency in context.graph.dependencies where dependency.to != context.assignment.appName {
            for witness in dependency.witnesses where !argumentLabels.contains(witness.location) {
                guard let target = context.tree[witness.targetID] else { continue }
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
        // Outside types (`extension Double: Interpolatable`) are public: their conformances to
        // the monolith's protocols are public as soon as the protocol is.
        queue += conformances.outsideTypes.flatMap { witnesses(of: $0) }.map { ($0, visible) }
        queue += witnessesForConformancesElsewhere().map { ($0, visible) }
        propagate(&queue)
        // A struct built in a public function's default argument (`= { ReaderLayout() }`) is built
        // by callers elsewhere: its memberwise initializer must be public too.
        for (function, targets) in defaultArgumentTargets where levels[function] != nil {
            for target in targets
            where context.tree[target]?.kind == .struct && !conformances.hasInitializer(target) {
                memberwiseInitializers.insert(target)
            }
        }
        // The initializer written out has the struct's access, and its parameters' types need it too.
        for structure in memberwiseInitializers {
            let level = min(levels[structure] ?? visible, .public)
            for property in context.tree[structure]?.storedProperties ?? [] {
                queue += (signatures["\(structure).\(property.name)"] ?? []).map { ($0, level) }
            }
        }
        propagate(&queue)
        usableFromInline = InlinableBodies.usableFromInline(
            context, levels: levels, signatures: signatures,
            extendedType: conformances.extendedType.compactMapValues {
                if case .monolith(let id) = $0 { id } else { nil }
            })
    }

    private mutating func propagate(_ queue: inout [(String, Level)]) {
        while let (id, level) = queue.popLast() {
            guard raise(id, to: level) else { continue }
            queue += implied(by: id)
        }
    }

    /// What the types that become public conform to without the requirements being known: the
    /// protocols of modules whose interfaces were not read (and superclasses, which look the same).
    public var unknownConformances: Set<String> {
        let visibleTypes = levels.keys.filter { context.tree[$0].map(Self.isType) ?? false }.map {
            Conformances.TypeKey.monolith($0)
        }
        return (visibleTypes + conformances.outsideTypes).reduce(into: []) {
            $0.formUnion(conformances.unknownConformances(of: $1))
        }
    }

    /// Records the level; false when the declaration already had it (or cannot carry one).
    private mutating func raise(_ id: String, to level: Level) -> Bool {
        guard let declaration = context.tree[id], carriesAccess(declaration) || Self.isType(declaration),
            // Objective-C is public to its importers by its headers.
            declaration.location.file.hasSuffix(".swift")
        else { return false }
        if let current = levels[id], current >= level { return false }
        // An open class or member must be overridable: one that is `final` stays public.
        let effective: Level =
            level == .open && (declaration.modifiers.contains("final") || declaration.kind == .struct) ? visible : level
        if let current = levels[id], current >= effective { return false }
        levels[id] = effective
        return true
    }

    /// What raising `id` drags along: the types it is nested in (an extension's member needs the
    /// extended type), the types its signature names, what its default arguments use; for a type,
    /// the witnesses of its public conformances and its overrides and operators; for a protocol,
    /// its witnesses in the public types that conform to it.
    private func implied(by id: String) -> [(String, Level)] {
        guard let declaration = context.tree[id] else { return [] }
        // What an open (or public) declaration names must be public; a package one's, package.
        let level = min(levels[id] ?? visible, .public)
        var implied: [(String, Level)] = []
        if let parent = declaration.parentID.flatMap({ context.tree[$0] }) {
            if parent.kind == .extension {
                if let extended = conformances.extendedType[parent.id], case .monolith(let type) = extended {
                    implied.append((type, level))
                }
                implied += (signatures[parent.id] ?? []).map { ($0, level) }
            } else {
                implied.append((parent.id, level))
            }
        }
        implied += (signatures[id] ?? []).map { ($0, level) }
        implied += defaultArgumentTargets[id, default: []].map { ($0, level) }
        guard Self.isType(declaration) else { return implied }
        // A public protocol's requirements are public with it, and so must be what they name.
        if declaration.kind == .protocol {
            for requirement in conformances.members(of: id) {
                implied += (signatures[requirement.id] ?? []).map { ($0, level) }
            }
            for type in conformances.types(conformingTo: declaration.name) {
                implied += witnesses(of: type).map { ($0, visible) }
            }
        }
        implied += witnesses(of: .monolith(id)).map { ($0, visible) }
        implied += overridesAndOperators(of: id).map { ($0, visible) }
        return implied
    }

    /// Members that implement a requirement of a protocol their type conforms to, when both are
    /// public (by the requirements' names, and in precise mode as the compiler says); a public
    /// protocol's default implementations; a public property wrapper's values.
    private func witnesses(of type: Conformances.TypeKey) -> [String] {
        guard isVisible(type) else { return [] }
        var required = conformances.requirements(of: type, isVisibleProtocol: { isVisible(.monolith($0)) })
        if case .monolith(let id) = type, let declaration = context.tree[id] {
            if declaration.attributes.contains("propertyWrapper") {
                required.formUnion(["wrappedValue", "projectedValue"])
            }
            if declaration.kind == .protocol { required.formUnion(conformances.requirementSignatures(ofProtocol: id)) }
        }
        return members(of: conformances.containers(of: type), witnessing: required)
    }

    /// A conformance declared in one module (`extension Options: ProvidesFeatures {}`) is satisfied
    /// by members the type declares in another: that module must see them.
    private func witnessesForConformancesElsewhere() -> [String] {
        conformances.declaredConformances.flatMap { container, type -> [String] in
            let module = context.assignment.module(ofFile: container.location.file)
            let elsewhere = conformances.containers(of: type).filter { id in
                context.tree[id].map { context.assignment.module(ofFile: $0.location.file) != module } ?? false
            }
            guard !elsewhere.isEmpty else { return [] }
            return members(of: elsewhere, witnessing: conformances.requirements(ofProtocols: container.inheritance))
        }
    }

    /// The members of those containers that witness one of the requirements, or that the compiler
    /// says witness an outside protocol's.
    private func members(of containers: [String], witnessing required: Set<String>) -> [String] {
        containers.flatMap { conformances.members(of: $0) }.filter { member in
            carriesAccess(member)
                && (required.contains(member.name) || required.contains(Conformances.signature(of: member))
                    || outsideWitnesses.contains(member.id))
        }.map(\.id)
    }

    /// In a public class, an override of a visible member must be as visible; a public type's
    /// operators are part of its interface (`progress + 1` picks them only when they are visible,
    /// and otherwise quietly picks another).
    private func overridesAndOperators(of type: String) -> [String] {
        conformances.containers(of: .monolith(type)).flatMap { conformances.members(of: $0) }.filter { member in
            let isOperator =
                member.kind == .function && !(member.name.first?.isLetter ?? true) && member.name.first != "_"
            return carriesAccess(member) && (member.modifiers.contains("override") || isOperator)
        }.map(\.id)
    }

    /// Outside types are public; a monolith declaration is once raised, or if written so.
    private func isVisible(_ type: Conformances.TypeKey) -> Bool {
        guard case .monolith(let id) = type else { return true }
        if levels[id] != nil { return true }
        guard let declaration = context.tree[id] else { return false }
        return declaration.writtenAccess == .public || declaration.writtenAccess == .open
    }

    /// Kinds that take an access modifier of their own: not enum cases, protocol requirements,
    /// extensions, accessors or locals.
    func carriesAccess(_ declaration: Declaration) -> Bool {
        guard
            [.class, .struct, .enum, .protocol, .actor, .function, .initializer, .variable, .subscript, .typealias]
                .contains(declaration.kind)
        else { return false }
        // A protocol's requirements, and locals, take none.
        if let parent = declaration.parentID.flatMap({ context.tree[$0] }),
            ![.class, .struct, .enum, .actor, .extension].contains(parent.kind)
        {
            return false
        }
        return declaration.effectiveAccess >= .internal && declaration.writtenAccess != .public
            && declaration.writtenAccess != .open
    }

    static func isType(_ declaration: Declaration) -> Bool { declaration.kind.isType || declaration.kind == .typealias }

    /// How many declarations become public (or package), and how many open.
    public var counts: (public: Int, open: Int) {
        (levels.values.filter { $0 != .open }.count, levels.values.filter { $0 == .open }.count)
    }
}
