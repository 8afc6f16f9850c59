import Analyzer
import SwiftSyntax

/// The monolith's types each declaration's signature names, read from the syntax (parameters,
/// result, property type, aliased type, superclass and refined protocols, enum payloads, generic
/// parameters and constraints, an extension's constraints) and resolved through the index's references at those positions. A public
/// declaration needs every one of them public too; what its body uses does not matter.
enum SignatureTypes {
    static func find(in files: [DeclarationSyntaxIndex], index: Index) -> [String: [String]] {
        let idsByLocation = Dictionary(
            index.declarations.map { ($0.location, $0.id) }, uniquingKeysWith: { first, _ in first })
        let declarations = Dictionary(index.declarations.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var typesByLocation: [Analyzer.SourceLocation: [String]] = [:]
        for reference in index.references
        where [.typeUse, .inheritance, .conformance, .initializerCall].contains(reference.kind) {
            typesByLocation[reference.location, default: []] += reference.targetIDs.filter {
                declarations[$0].map(isTypeLike) ?? false
            }
        }
        var result: [String: [String]] = [:]
        for file in files {
            for node in file.tree.descendants(DeclSyntax.self) {
                guard let name = DeclarationSyntaxIndex.nameToken(of: node),
                    let id = idsByLocation[file.location(of: name.positionAfterSkippingLeadingTrivia)]
                else { continue }
                let types = signatureParts(of: node).flatMap { part in
                    part.descendants(TokenSyntax.self).flatMap { token in
                        typesByLocation[file.location(of: token.positionAfterSkippingLeadingTrivia)] ?? []
                    }
                }
                if !types.isEmpty { result[id, default: []] += types }
            }
        }
        return result.mapValues { Array(Set($0)).sorted() }
    }

    /// Where calls write argument labels (`Book(title: …)`).
    static func argumentLabels(in files: [DeclarationSyntaxIndex]) -> Set<Analyzer.SourceLocation> {
        Set(
            files.flatMap { file in
                file.tree.descendants(LabeledExprSyntax.self).compactMap { argument in
                    guard argument.parent?.parent?.is(FunctionCallExprSyntax.self) == true, let label = argument.label
                    else { return nil }
                    return file.location(of: label.positionAfterSkippingLeadingTrivia)
                }
            })
    }

    private static func isTypeLike(_ declaration: Declaration) -> Bool {
        declaration.kind.isType || declaration.kind == .typealias
    }

    /// A generic type's constraints (`<Key: MapKeyType>`, `where Value: FieldType`): a public generic
    /// type may only name public protocols there.
    private static func genericParts(
        _ parameters: GenericParameterClauseSyntax?, _ constraints: GenericWhereClauseSyntax?
    ) -> [Syntax] {
        [parameters.map { Syntax($0) }, constraints.map { Syntax($0) }].compactMap { $0 }
    }

    /// The parts of a declaration a client sees.
    private static func signatureParts(of node: DeclSyntax) -> [Syntax] {
        if let decl = node.as(FunctionDeclSyntax.self) {
            return [Syntax(decl.signature)] + genericParts(decl.genericParameterClause, decl.genericWhereClause)
        }
        if let decl = node.as(InitializerDeclSyntax.self) {
            return [Syntax(decl.signature)] + genericParts(decl.genericParameterClause, decl.genericWhereClause)
        }
        if let decl = node.as(SubscriptDeclSyntax.self) {
            return [Syntax(decl.parameterClause), Syntax(decl.returnClause)]
                + genericParts(decl.genericParameterClause, decl.genericWhereClause)
        }
        // An extension's constraints, which its public members need public.
        if let decl = node.as(ExtensionDeclSyntax.self) { return genericParts(nil, decl.genericWhereClause) }
        if let decl = node.as(TypeAliasDeclSyntax.self) {
            return [Syntax(decl.initializer)] + genericParts(decl.genericParameterClause, decl.genericWhereClause)
        }
        if let decl = node.as(VariableDeclSyntax.self) {
            // Without a written type, the initializer's says it (`let store = Store()`).
            return decl.bindings.compactMap { binding -> Syntax? in
                if let annotation = binding.typeAnnotation { return Syntax(annotation) }
                return binding.initializer.map { Syntax($0) }
            }
        }
        if let decl = node.as(ClassDeclSyntax.self) {
            // Its superclass only: a public class may conform to an internal protocol.
            let superclass = decl.inheritanceClause?.inheritedTypes.first.map { [Syntax($0)] } ?? []
            return superclass + genericParts(decl.genericParameterClause, decl.genericWhereClause)
        }
        if let decl = node.as(StructDeclSyntax.self) {
            return genericParts(decl.genericParameterClause, decl.genericWhereClause)
        }
        if let decl = node.as(ActorDeclSyntax.self) {
            return genericParts(decl.genericParameterClause, decl.genericWhereClause)
        }
        if let decl = node.as(ProtocolDeclSyntax.self) {
            guard let inherited = decl.inheritanceClause else { return [] }
            return [Syntax(inherited)]
        }
        if let decl = node.as(EnumDeclSyntax.self) {
            let cases = decl.memberBlock.members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }
            return cases.flatMap {
                $0.elements.compactMap { element -> Syntax? in element.parameterClause.map { Syntax($0) } }
            }
                + genericParts(decl.genericParameterClause, decl.genericWhereClause)
        }
        return []
    }
}
