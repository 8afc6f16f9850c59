import SwiftSyntax

extension SwiftFileCollector {
    // MARK: Types and extensions

    func enter(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(
            name: node.name, kind: .class, modifiers: node.modifiers, attributes: node.attributes,
            inheritance: node.inheritanceClause, generics: node.genericParameterClause,
            whereClause: node.genericWhereClause)
    }
    func leave(_ node: ClassDeclSyntax) { pop() }

    func enter(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(
            name: node.name, kind: .struct, modifiers: node.modifiers, attributes: node.attributes,
            inheritance: node.inheritanceClause, generics: node.genericParameterClause,
            whereClause: node.genericWhereClause)
    }
    func leave(_ node: StructDeclSyntax) { pop() }

    func enter(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(
            name: node.name, kind: .enum, modifiers: node.modifiers, attributes: node.attributes,
            inheritance: node.inheritanceClause, generics: node.genericParameterClause,
            whereClause: node.genericWhereClause)
    }
    func leave(_ node: EnumDeclSyntax) { pop() }

    func enter(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(
            name: node.name, kind: .actor, modifiers: node.modifiers, attributes: node.attributes,
            inheritance: node.inheritanceClause, generics: node.genericParameterClause,
            whereClause: node.genericWhereClause)
    }
    func leave(_ node: ActorDeclSyntax) { pop() }

    func enter(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(
            name: node.name, kind: .protocol, modifiers: node.modifiers, attributes: node.attributes,
            inheritance: node.inheritanceClause, generics: nil, whereClause: nil)
    }
    func leave(_ node: ProtocolDeclSyntax) { pop() }

    func enter(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let modifiers = DeclarationModifiers(node.modifiers)
        let extendedPath = node.extendedType.namePath ?? [node.extendedType.trimmedText]
        let extended = extendedPath.dotted()
        kindOverrides[node.extendedType.id] = .extensionOf
        markInherited(node.inheritanceClause, as: .conformance)
        let index = addDeclaration(
            Declaration(
                id: "e:\(extended)@\(file.path)", name: extended, kind: .extension,
                location: location(of: node.extendedType.lastNameToken),
                parentID: context.declarationIndex.map { facts.declarations[$0].id },
                writtenAccess: modifiers.access, effectiveAccess: modifiers.access ?? .internal,
                attributes: node.attributes.names, modifiers: modifiers.others,
                inheritance: inheritedNames(node.inheritanceClause),
                genericConstraints: selfConformances(node.genericWhereClause),
                sameTypeRequirements: sameTypeRequirements(node.genericWhereClause),
                typeName: extended, conditions: conditions))
        var body = LexicalContext(declarationIndex: index, typeScope: extendedPath)
        body.isTypeBoundary = true
        body.memberDefaultAccess = modifiers.access
        body.idPrefix = "s:\(extended)."
        body.genericConstraints = genericConstraints(nil, node.genericWhereClause)
        push(body)
        return .visitChildren
    }
    func leave(_ node: ExtensionDeclSyntax) { pop() }

    private func enterType(
        name nameToken: TokenSyntax, kind: DeclarationKind, modifiers modifierList: DeclModifierListSyntax,
        attributes: AttributeListSyntax, inheritance: InheritanceClauseSyntax?, generics: GenericParameterClauseSyntax?,
        whereClause: GenericWhereClauseSyntax?
    ) -> SyntaxVisitorContinueKind {
        let name = nameToken.text
        let modifiers = DeclarationModifiers(modifierList)
        markInherited(inheritance, as: .inheritance)
        let access = effectiveAccess(written: modifiers.access)
        let genericNames = generics?.parameters.map { $0.name.text } ?? []
        // `Wrapped` and, from `where Wrapped.RawValue: AtomicOptionalWrappable`, `Wrapped.RawValue`.
        let constraints = genericConstraints(generics, whereClause).filter { parameter, _ in
            genericNames.contains(String(parameter.prefix { $0 != "." }))
        }.sorted { $0.key < $1.key }.map { GenericConstraint(parameter: $0.key, constraint: $0.value) }
        let index = addDeclaration(
            Declaration(
                id: context.idPrefix + name, name: name, kind: kind, location: location(of: nameToken),
                parentID: context.declarationIndex.map { facts.declarations[$0].id }, writtenAccess: modifiers.access,
                effectiveAccess: access, attributes: attributes.names, modifiers: modifiers.others,
                inheritance: inheritedNames(inheritance), genericParameters: genericNames,
                genericConstraints: constraints.isEmpty ? nil : constraints,
                storedProperties: kind == .struct || kind == .class || kind == .actor ? [] : nil,
                conditions: conditions))
        var body = LexicalContext(declarationIndex: index, typeScope: context.typeScope + [name])
        body.isTypeBoundary = true
        body.genericParameters = Set(genericNames)
        body.genericConstraints = genericConstraints(generics, whereClause)
        body.fixedElements = fixedElements(whereClause)
        body.accessCap = access
        body.membersInheritParentAccess = kind == .protocol
        body.superclassName = kind == .class ? inheritedNames(inheritance).first : nil
        body.idPrefix = context.idPrefix + name + "."
        push(body)
        return .visitChildren
    }

    /// `<T: Store>` and `where T: Store`: the type a generic parameter's values are looked up in.
    func genericConstraints(
        _ generics: GenericParameterClauseSyntax?, _ whereClause: GenericWhereClauseSyntax?
    ) -> [String: String] {
        var constraints: [String: String] = [:]
        // `~Copyable` suppresses a conformance: it is no constraint to look members up in.
        func usable(_ constraint: String) -> String? {
            let parts = constraint.split(separator: "&").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
                !$0.hasPrefix("~")
            }
            return parts.isEmpty ? nil : parts.joined(separator: " & ")
        }
        for parameter in generics?.parameters ?? [] {
            if let inherited = parameter.inheritedType.flatMap({ usable($0.trimmedText) }) {
                constraints[parameter.name.text] = inherited
            }
        }
        for requirement in whereClause?.requirements ?? [] {
            switch requirement.requirement {
            case .conformanceRequirement(let conformance):
                guard let name = conformance.leftType.namePath?.dotted(), constraints[name] == nil,
                    let constraint = usable(conformance.rightType.trimmedText)
                else { continue }
                constraints[name] = constraint
            case .sameTypeRequirement(let sameType):
                // `where Element == Book`.
                guard let name = sameType.leftType.as(IdentifierTypeSyntax.self)?.name.text else { continue }
                constraints[name] = sameType.rightType.trimmedText
            default:
                continue
            }
        }
        return constraints.compactMapValues { constraint in
            // `A & B`: members are looked up in the first.
            constraint.split(separator: "&").first.map { $0.trimmingCharacters(in: .whitespaces) }
        }
    }

    /// `where Pointee == _AtomicInt8Storage`, `where S.Element == (key: K, value: V)`; nil when the
    /// clause fixes no generic parameter or associated type of one.
    func sameTypeRequirements(_ whereClause: GenericWhereClauseSyntax?) -> [GenericConstraint]? {
        let requirements = (whereClause?.requirements ?? []).compactMap { requirement -> GenericConstraint? in
            guard case .sameTypeRequirement(let sameType) = requirement.requirement,
                let name = sameType.leftType.as(TypeSyntax.self)?.namePath?.dotted()
            else { return nil }
            return GenericConstraint(parameter: name, constraint: sameType.rightType.trimmedText)
        }
        return requirements.isEmpty ? nil : requirements
    }

    /// `where S.Element == Book`: `Book` for `S`.
    func fixedElements(_ whereClause: GenericWhereClauseSyntax?) -> [String: String] {
        var elements: [String: String] = [:]
        for requirement in sameTypeRequirements(whereClause) ?? [] {
            let path = requirement.parameter.split(separator: ".")
            if path.count == 2, path[1] == "Element" { elements[String(path[0])] = requirement.constraint }
        }
        return elements
    }

    /// `where Self: BidirectionalCollection` of a protocol extension; nil when there is none.
    private func selfConformances(_ whereClause: GenericWhereClauseSyntax?) -> [GenericConstraint]? {
        let requirements = (whereClause?.requirements ?? []).flatMap { requirement -> [GenericConstraint] in
            guard case .conformanceRequirement(let conformance) = requirement.requirement,
                conformance.leftType.as(IdentifierTypeSyntax.self)?.name.text == "Self"
            else { return [] }
            return conformance.rightType.trimmedText.split(separator: "&").map {
                GenericConstraint(parameter: "Self", constraint: $0.trimmingCharacters(in: .whitespaces))
            }
        }
        return requirements.isEmpty ? nil : requirements
    }

    private func markInherited(_ clause: InheritanceClauseSyntax?, as kind: ReferenceKind) {
        for inherited in clause?.inheritedTypes ?? [] {
            kindOverrides[inherited.type.id] = kind
        }
    }

    func inheritedNames(_ clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.map { $0.type.trimmedText } ?? []
    }

    // MARK: Access

    /// What the compiler makes of a written (or absent) access level in the current context.
    func effectiveAccess(written: AccessLevel?) -> AccessLevel {
        let context = self.context
        var level =
            written
            ?? (context.membersInheritParentAccess ? context.accessCap : context.memberDefaultAccess ?? .internal)
        if level == .private && contexts.count == 1 { level = .fileprivate }
        return min(level, context.accessCap)
    }
}
