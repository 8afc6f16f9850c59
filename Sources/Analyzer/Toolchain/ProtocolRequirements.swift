import Foundation
import SwiftParser
import SwiftSyntax

/// What the protocols of a module's interface require: for each protocol, the protocols it
/// refines and the names of its requirements, as `AccessRequirements` matches members against
/// them — `next()`, `index(after:)`, `subscript(_:)` and `init(from:)` with their labels,
/// `underestimatedCount` and `Element` (properties and associated types) by name, operators by
/// name alone. Protocol compositions the interface names (`typealias Codable = Decodable &
/// Encodable`) refine their parts.
public struct ProtocolRequirements: Sendable, Equatable {
    public struct Requirements: Sendable, Equatable {
        public var refines: [String]
        public var members: Set<String>
    }

    /// By protocol name, without its module.
    public private(set) var protocols: [String: Requirements] = [:]

    public init(protocols: [String: Requirements] = [:]) {
        self.protocols = protocols
    }

    /// Reads the protocols of an interface. Only the protocol declarations are parsed: an
    /// interface is megabytes of inlinable code, and a protocol's declaration in it starts a line
    /// and ends at the next line that is `}` alone.
    public init(interface text: String) {
        var blocks: [String] = []
        var current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if current != nil {
                current!.append(line)
                if line == "}" {
                    blocks.append(current!.joined(separator: "\n"))
                    current = nil
                }
            } else if Self.startsProtocol(line) {
                current = [line]
                if line.hasSuffix("}") {
                    blocks.append(String(line))
                    current = nil
                }
            } else if line.hasPrefix("public typealias "), line.contains("&") {
                blocks.append(String(line))
            }
        }
        for block in blocks {
            for statement in Parser.parse(source: block).statements {
                if let decl = statement.item.as(ProtocolDeclSyntax.self) {
                    protocols[decl.name.text] = Self.requirements(of: decl)
                } else if let alias = statement.item.as(TypeAliasDeclSyntax.self),
                    let composition = alias.initializer.value.as(CompositionTypeSyntax.self)
                {
                    protocols[alias.name.text] = Requirements(
                        refines: composition.elements.map { Self.lastComponent($0.type.trimmedText) },
                        members: [])
                }
            }
        }
    }

    /// `public protocol Sequence<Element> {`, after attributes such as `@_marker`.
    private static func startsProtocol(_ line: Substring) -> Bool {
        var rest = line
        while rest.hasPrefix("@"), let space = rest.firstIndex(of: " ") { rest = rest[rest.index(after: space)...] }
        return rest.hasPrefix("public protocol ")
    }

    /// The public protocols declared by the Swift sources under a folder: a package the monolith
    /// depends on, whose interface no toolchain ships.
    public init(sourcesIn folder: URL) {
        self.init()
        guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return }
        for case let file as URL in files where file.pathExtension == "swift" {
            guard let text = try? String(contentsOf: file, encoding: .utf8), text.contains("public protocol ") else {
                continue
            }
            self = merging(ProtocolRequirements(interface: text))
        }
    }

    /// Another module's protocols added; a name both declare keeps the first.
    public func merging(_ other: ProtocolRequirements) -> ProtocolRequirements {
        ProtocolRequirements(protocols: protocols.merging(other.protocols) { first, _ in first })
    }

    /// Everything a conformance to `name` requires, its refined protocols' requirements included.
    public func allMembers(of name: String) -> Set<String> {
        Reachability.reachable(from: [name]) { protocols[$0]?.refines ?? [] }
            .reduce(into: Set<String>()) { $0.formUnion(protocols[$1]?.members ?? []) }
    }

    /// The name a member is matched by: with its labels for functions, initializers and
    /// subscripts (`index(after:)`), bare for properties, types and operators.
    public static func signature(name: String, labels: [String]?) -> String {
        guard let labels, let first = name.first,
            first.isLetter || first == "_" || name == "subscript" || name == "init"
        else { return name }
        return name + "(" + labels.map { $0 + ":" }.joined() + ")"
    }

    private static func requirements(of decl: ProtocolDeclSyntax) -> Requirements {
        var refines = decl.inheritanceClause?.inheritedTypes.map { lastComponent($0.type.trimmedText) } ?? []
        for requirement in decl.genericWhereClause?.requirements ?? [] {
            if let conformance = requirement.requirement.as(ConformanceRequirementSyntax.self),
                conformance.leftType.trimmedText == "Self"
            {
                refines.append(lastComponent(conformance.rightType.trimmedText))
            }
        }
        var members: Set<String> = []
        for member in decl.memberBlock.members.flatMap(Self.declarations) {
            if let function = member.as(FunctionDeclSyntax.self) {
                members.insert(
                    signature(
                        name: function.name.text,
                        labels: function.signature.parameterClause.parameters.map(\.firstName.text)))
            } else if let initializer = member.as(InitializerDeclSyntax.self) {
                members.insert(
                    signature(
                        name: "init", labels: initializer.signature.parameterClause.parameters.map(\.firstName.text)))
            } else if let subscripted = member.as(SubscriptDeclSyntax.self) {
                let labels = subscripted.parameterClause.parameters.map {
                    $0.secondName == nil ? "_" : $0.firstName.text
                }
                members.insert(signature(name: "subscript", labels: labels))
            } else if let variable = member.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self) {
                        members.insert(name.identifier.text)
                    }
                }
            } else if let associated = member.as(AssociatedTypeDeclSyntax.self) {
                members.insert(associated.name.text)
            }
        }
        return Requirements(refines: refines, members: members)
    }

    /// The member's declarations, the branches of an `#if` included: what any build may require.
    private static func declarations(in member: MemberBlockItemSyntax) -> [DeclSyntax] {
        guard let ifConfig = member.decl.as(IfConfigDeclSyntax.self) else { return [member.decl] }
        return ifConfig.clauses.flatMap { clause -> [DeclSyntax] in
            guard case .decls(let members)? = clause.elements else { return [] }
            return members.flatMap(declarations)
        }
    }

    /// `Swift.Sequence` → `Sequence`.
    private static func lastComponent(_ name: String) -> String {
        String(name.split(separator: ".").last ?? Substring(name))
    }
}
