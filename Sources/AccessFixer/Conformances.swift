import Analyzer
import Splitter

/// Which protocols the monolith's types and the outside types it extends conform to, where their
/// members are declared, and what those protocols require: the monolith's own protocols from the
/// index, the others (`Sequence`, `Codable`, `LocalizedError`…) from their modules' interfaces.
struct Conformances: Sendable {
    /// A type that conforms: one of the monolith's, or an outside one its extensions extend (`Double`).
    enum TypeKey: Hashable, Sendable {
        case monolith(String)
        case outside(String)
    }

    /// Extension id → the type it extends.
    let extendedType: [String: TypeKey]
    /// The outside types the monolith extends.
    let outsideTypes: [TypeKey]
    private let outside: ProtocolRequirements
    /// A type and its extensions, by type.
    private let containersByType: [TypeKey: [String]]
    private let membersByParent: [String: [Declaration]]
    private let protocolIDsByName: [String: String]
    private let tree: DeclarationTree
    /// Protocol name → the types that conform to it, directly or through a protocol that refines it.
    private var typesByProtocol: [String: [TypeKey]] = [:]

    init(tree: DeclarationTree, outside: ProtocolRequirements) {
        self.tree = tree
        self.outside = outside
        let declarations = tree.declarations.sorted { $0.id < $1.id }
        membersByParent = Dictionary(grouping: declarations.filter { $0.parentID != nil }, by: { $0.parentID! })
        let typeIDsByName = Dictionary(
            declarations.filter { $0.kind.isType || $0.kind == .typealias }.map {
                (DeclarationTree.displayName(of: $0.id), $0.id)
            },
            uniquingKeysWith: { first, _ in first })
        protocolIDsByName = Dictionary(
            declarations.filter { $0.kind == .protocol }.map { ($0.name, $0.id) },
            uniquingKeysWith: { first, _ in first })
        var extendedType: [String: TypeKey] = [:]
        var containers: [TypeKey: [String]] = [:]
        for declaration in declarations {
            if declaration.kind == .extension, let written = declaration.typeName {
                let name = Self.withoutGenericArguments(written)
                let type: TypeKey =
                    typeIDsByName[name].map { .monolith($0) }
                    ?? typeIDsByName[name.split(separator: ".").dropFirst().joined(separator: ".")].map {
                        .monolith($0)
                    }
                    ?? .outside(name)
                extendedType[declaration.id] = type
                containers[type, default: []].append(declaration.id)
            } else if declaration.kind.isType {
                containers[.monolith(declaration.id), default: []].insert(declaration.id, at: 0)
            }
        }
        self.extendedType = extendedType
        containersByType = containers
        outsideTypes = containers.keys.filter { if case .outside = $0 { return true } else { return false } }
            .sorted { "\($0)" < "\($1)" }
        // Last: finding what a protocol refines needs the rest of `self`.
        for (type, ids) in containers {
            let written = ids.compactMap { tree[$0] }.flatMap(\.inheritance).map(Self.bareName)
            for name in Reachability.reachable(from: written, successors: refinedProtocols(of:)) {
                typesByProtocol[name, default: []].append(type)
            }
        }
    }

    /// The type's declaration (for one of the monolith's) and its extensions.
    func containers(of type: TypeKey) -> [String] { containersByType[type] ?? [] }

    func members(of id: String) -> [Declaration] { membersByParent[id] ?? [] }

    func types(conformingTo protocolName: String) -> [TypeKey] { typesByProtocol[protocolName] ?? [] }

    func hasInitializer(_ structure: String) -> Bool {
        members(of: structure).contains { $0.kind == .initializer }
    }

    /// What the type's conformances require, as `signature(of:)` names members: the requirements
    /// of each protocol it conforms to and of the protocols those refine, except the monolith's
    /// protocols that stay hidden (a conformance to those is not public; one to what they refine may be).
    func requirements(of type: TypeKey, isVisibleProtocol: (String) -> Bool) -> Set<String> {
        requirements(
            ofProtocols: containers(of: type).compactMap { tree[$0] }.flatMap(\.inheritance),
            isVisibleProtocol: isVisibleProtocol)
    }

    /// What conforming to the protocols named requires, their refined protocols' requirements
    /// included; of the monolith's protocols, only those `isVisibleProtocol` accepts count.
    func requirements(ofProtocols written: [String], isVisibleProtocol: (String) -> Bool = { _ in true }) -> Set<String>
    {
        var required: Set<String> = []
        for name in Reachability.reachable(from: written.map(Self.bareName), successors: refinedProtocols(of:)) {
            if let id = protocolIDsByName[name] {
                if isVisibleProtocol(id) { required.formUnion(members(of: id).map(Self.signature)) }
            } else if let requirements = outside.protocols[name] {
                required.formUnion(requirements.members)
            }
        }
        return required
    }

    /// The protocols a protocol refines: those the monolith's declaration inherits, or an outside protocol's.
    private func refinedProtocols(of name: String) -> [String] {
        protocolIDsByName[name].flatMap { tree[$0]?.inheritance.map(Self.bareName) }
            ?? outside.protocols[name]?.refines ?? []
    }

    /// Each conformance the monolith declares on a type or in an extension: where, of what type,
    /// to what.
    var declaredConformances: [(container: Declaration, type: TypeKey)] {
        containersByType.sorted { "\($0.key)" < "\($1.key)" }.flatMap { type, ids in
            ids.compactMap { tree[$0] }.filter { !$0.inheritance.isEmpty }.map { ($0, type) }
        }
    }

    /// What the type conforms to (or inherits) that is neither one of the monolith's protocols nor
    /// an outside protocol whose requirements are known: a protocol of a module read without its
    /// interface, or a superclass.
    func unknownConformances(of type: TypeKey) -> Set<String> {
        Set(
            containers(of: type).compactMap { tree[$0] }.flatMap(\.inheritance).map(Self.bareName).filter {
                protocolIDsByName[$0] == nil && outside.protocols[$0] == nil
            })
    }

    /// A protocol of the monolith's own requirements, which its extensions' default
    /// implementations witness for conformers elsewhere.
    func requirementSignatures(ofProtocol id: String) -> Set<String> {
        Set(members(of: id).map(Self.signature))
    }

    /// How a member is matched against requirements: `index(after:)`, `next()`, `Element`, `==`.
    static func signature(of member: Declaration) -> String {
        ProtocolRequirements.signature(
            name: member.name, labels: member.kind == .variable ? nil : member.argumentLabels)
    }

    /// `Swift.Sequence` → `Sequence`; `Collection<Int>` → `Collection`.
    static func bareName(_ written: String) -> String {
        String(withoutGenericArguments(written).split(separator: ".").last ?? "")
    }

    /// `Outer<T>.Inner<U>` → `Outer.Inner`.
    static func withoutGenericArguments(_ written: String) -> String {
        var depth = 0
        var result = ""
        for character in written {
            if character == "<" {
                depth += 1
            } else if character == ">" {
                depth -= 1
            } else if depth == 0, !character.isWhitespace {
                result.append(character)
            }
        }
        return result
    }
}
