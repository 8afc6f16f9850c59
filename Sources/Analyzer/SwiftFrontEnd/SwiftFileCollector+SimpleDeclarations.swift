import SwiftSyntax

/// Declarations without a body of members: enum cases, typealiases, associated types, operators,
/// precedence groups and macros.
extension SwiftFileCollector {
    func enter(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        let modifiers = DeclarationModifiers(node.modifiers)
        for element in node.elements {
            let parameters = element.parameterClause?.parameters.map { $0 } ?? []
            let labels = element.parameterClause == nil ? nil : parameters.map { $0.firstName?.text ?? "_" }
            let signature = labels.map { "(\($0.map { "\($0):" }.joined()))" } ?? ""
            _ = addDeclaration(
                Declaration(
                    id: context.idPrefix + element.name.text + signature, name: element.name.text, kind: .enumCase,
                    location: location(of: element.name),
                    parentID: context.declarationIndex.map { facts.declarations[$0].id },
                    effectiveAccess: context.accessCap == .open ? .public : context.accessCap,
                    attributes: node.attributes.names, modifiers: modifiers.others, argumentLabels: labels,
                    argumentHasDefault: labels == nil ? nil : parameters.map { $0.defaultValue != nil },
                    parameterTypes: labels == nil ? nil : parameters.map { $0.type.trimmedText },
                    conditions: conditions))
        }
        return .visitChildren
    }

    func enter(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        let index = addSimpleDeclaration(
            name: node.name, kind: .typealias, modifiers: node.modifiers, attributes: node.attributes,
            typeName: node.initializer.value.trimmedText, generics: node.genericParameterClause)
        pushSignature(of: index)
        return .visitChildren
    }
    func leave(_ node: TypeAliasDeclSyntax) { pop() }

    func enter(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind {
        let index = addSimpleDeclaration(
            name: node.name, kind: .associatedType, modifiers: node.modifiers, attributes: node.attributes,
            typeName: nil)
        // `associatedtype Command: ParsableCommand`: `Command.exit(…)` is `ParsableCommand`'s.
        facts.declarations[index].inheritance = inheritedNames(node.inheritanceClause)
        contexts[contexts.count - 1].genericParameters.insert(node.name.text)
        pushSignature(of: index)
        return .visitChildren
    }
    func leave(_ node: AssociatedTypeDeclSyntax) { pop() }

    func enter(_ node: OperatorDeclSyntax) -> SyntaxVisitorContinueKind {
        let index = addSimpleDeclaration(
            name: node.name, kind: .operator, modifiers: DeclModifierListSyntax([]),
            attributes: AttributeListSyntax([]), typeName: node.fixitySpecifier.text)
        pushSignature(of: index)
        if let group = node.operatorPrecedenceAndTypes?.precedenceGroup {
            addReference(group.text, kind: .typeUse, at: group, receiver: .lexical)
        }
        pop()
        return .skipChildren
    }

    func enter(_ node: PrecedenceGroupDeclSyntax) -> SyntaxVisitorContinueKind {
        let index = addSimpleDeclaration(
            name: node.name, kind: .precedenceGroup, modifiers: node.modifiers,
            attributes: node.attributes, typeName: nil)
        pushSignature(of: index)
        for attribute in node.groupAttributes {
            guard let relation = attribute.as(PrecedenceGroupRelationSyntax.self) else { continue }
            for group in relation.precedenceGroups {
                addReference(group.name.text, kind: .typeUse, at: group, receiver: .lexical)
            }
        }
        pop()
        return .skipChildren
    }

    func enter(_ node: MacroDeclSyntax) -> SyntaxVisitorContinueKind {
        let index = addSimpleDeclaration(
            name: node.name, kind: .macro, modifiers: node.modifiers, attributes: node.attributes,
            typeName: node.signature.trimmedText, generics: node.genericParameterClause)
        pushSignature(of: index)
        return .visitChildren
    }
    func leave(_ node: MacroDeclSyntax) { pop() }

    private func addSimpleDeclaration(
        name nameToken: TokenSyntax, kind: DeclarationKind, modifiers modifierList: DeclModifierListSyntax,
        attributes: AttributeListSyntax, typeName: String?,
        generics: GenericParameterClauseSyntax? = nil
    ) -> Int {
        let name = nameToken.text
        let modifiers = DeclarationModifiers(modifierList)
        return addDeclaration(
            Declaration(
                id: context.idPrefix + name, name: name, kind: kind, location: location(of: nameToken),
                parentID: context.declarationIndex.map { facts.declarations[$0].id }, writtenAccess: modifiers.access,
                effectiveAccess: effectiveAccess(written: modifiers.access), attributes: attributes.names,
                modifiers: modifiers.others, genericParameters: generics?.parameters.map { $0.name.text } ?? [],
                typeName: typeName, conditions: conditions))
    }

    /// The context of a typealias, associated type, macro, operator or precedence group: what it
    /// names are its references, and its generic parameters name nothing of the monolith.
    private func pushSignature(of index: Int) {
        var signature = LexicalContext(declarationIndex: index, typeScope: context.typeScope)
        signature.genericParameters = Set(facts.declarations[index].genericParameters)
        signature.isStatic = context.isStatic
        signature.idPrefix = context.idPrefix
        push(signature)
    }
}
