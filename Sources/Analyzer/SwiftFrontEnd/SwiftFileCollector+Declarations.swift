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
        let extendedPath = node.extendedType.namePath ?? [node.extendedType.trimmedDescription]
        let extended = extendedPath.joined(separator: ".")
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
    private func genericConstraints(
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
            if let inherited = parameter.inheritedType.flatMap({ usable($0.trimmedDescription) }) {
                constraints[parameter.name.text] = inherited
            }
        }
        for requirement in whereClause?.requirements ?? [] {
            switch requirement.requirement {
            case .conformanceRequirement(let conformance):
                guard let name = conformance.leftType.namePath?.joined(separator: "."), constraints[name] == nil,
                    let constraint = usable(conformance.rightType.trimmedDescription)
                else { continue }
                constraints[name] = constraint
            case .sameTypeRequirement(let sameType):
                // `where Element == Book`.
                guard let name = sameType.leftType.as(IdentifierTypeSyntax.self)?.name.text else { continue }
                constraints[name] = sameType.rightType.trimmedDescription
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
    private func sameTypeRequirements(_ whereClause: GenericWhereClauseSyntax?) -> [GenericConstraint]? {
        let requirements = (whereClause?.requirements ?? []).compactMap { requirement -> GenericConstraint? in
            guard case .sameTypeRequirement(let sameType) = requirement.requirement,
                let name = sameType.leftType.as(TypeSyntax.self)?.namePath?.joined(separator: ".")
            else { return nil }
            return GenericConstraint(parameter: name, constraint: sameType.rightType.trimmedDescription)
        }
        return requirements.isEmpty ? nil : requirements
    }

    /// `where S.Element == Book`: `Book` for `S`.
    private func fixedElements(_ whereClause: GenericWhereClauseSyntax?) -> [String: String] {
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
            return conformance.rightType.trimmedDescription.split(separator: "&").map {
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

    private func inheritedNames(_ clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
    }

    // MARK: Members

    func enter(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let parameters = node.signature.parameterClause.parameters
        // A local function shadows members and top-level functions of its name.
        if context.isCodeBlock { declareLocal(node.name.text, type: .unknown) }
        enterFunction(
            name: node.name.text, at: node.name, kind: .function, modifiers: node.modifiers,
            attributes: node.attributes,
            parameters: Array(parameters), generics: node.genericParameterClause, whereClause: node.genericWhereClause,
            resultType: node.signature.returnClause?.type.trimmedDescription)
        return .visitChildren
    }
    func leave(_ node: FunctionDeclSyntax) { pop() }

    func enter(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        enterFunction(
            name: "init", at: node.initKeyword, kind: .initializer, modifiers: node.modifiers,
            attributes: node.attributes,
            parameters: Array(node.signature.parameterClause.parameters), generics: node.genericParameterClause,
            whereClause: node.genericWhereClause,
            resultType: nil)
        return .visitChildren
    }
    func leave(_ node: InitializerDeclSyntax) { pop() }

    func enter(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        enterFunction(
            name: "deinit", at: node.deinitKeyword, kind: .deinitializer, modifiers: node.modifiers,
            attributes: node.attributes,
            parameters: [], generics: nil, whereClause: nil, resultType: nil)
        return .visitChildren
    }
    func leave(_ node: DeinitializerDeclSyntax) { pop() }

    func enter(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
        let parameters = Array(node.parameterClause.parameters)
        let labels = parameters.map { $0.secondName == nil ? "_" : $0.firstName.text }
        enterFunction(
            name: "subscript", at: node.subscriptKeyword, kind: .subscript, modifiers: node.modifiers,
            attributes: node.attributes,
            parameters: parameters, generics: node.genericParameterClause, whereClause: node.genericWhereClause,
            resultType: node.returnClause.type.trimmedDescription, labels: labels)
        return .visitChildren
    }
    func leave(_ node: SubscriptDeclSyntax) { pop() }

    private func enterFunction(
        name: String, at nameToken: TokenSyntax, kind: DeclarationKind,
        modifiers modifierList: DeclModifierListSyntax, attributes: AttributeListSyntax,
        parameters: [FunctionParameterSyntax],
        generics: GenericParameterClauseSyntax?, whereClause: GenericWhereClauseSyntax?, resultType: String?,
        labels explicitLabels: [String]? = nil
    ) {
        let modifiers = DeclarationModifiers(modifierList)
        let labels = explicitLabels ?? parameters.map { $0.firstName.text }
        let signature = kind == .deinitializer ? name : "\(name)(\(labels.map { "\($0):" }.joined()))"
        let genericNames = generics?.parameters.map { $0.name.text } ?? []
        let index = addDeclaration(
            Declaration(
                id: context.idPrefix + signature, name: name, kind: kind, location: location(of: nameToken),
                parentID: context.declarationIndex.map { facts.declarations[$0].id }, writtenAccess: modifiers.access,
                effectiveAccess: effectiveAccess(written: modifiers.access), attributes: attributes.names,
                modifiers: modifiers.others, genericParameters: genericNames,
                sameTypeRequirements: sameTypeRequirements(whereClause),
                typeName: resultType,
                argumentLabels: kind == .deinitializer ? nil : labels,
                argumentHasDefault: kind == .deinitializer ? nil : parameters.map { $0.defaultValue != nil },
                // A variadic parameter's type is written `Int...`.
                parameterTypes: kind == .deinitializer
                    ? nil : parameters.map { $0.type.trimmedDescription + ($0.ellipsis == nil ? "" : "...") },
                conditions: conditions))
        var body = LexicalContext(declarationIndex: index, typeScope: context.typeScope)
        body.genericParameters = Set(genericNames)
        body.genericConstraints = genericConstraints(generics, whereClause)
        body.fixedElements = fixedElements(whereClause)
        body.isStatic = modifiers.isStatic
        body.superclassName = context.superclassName
        body.accessCap = .private
        body.isCodeBlock = true
        body.idPrefix = context.idPrefix + signature + "."
        for parameter in parameters {
            let localName = (parameter.secondName ?? parameter.firstName).text
            let written = parameter.type.trimmedDescription
            // Inside, `elements: Int...` is an `[Int]`.
            let type = parameter.ellipsis == nil ? written : "[\(written)]"
            if localName != "_" { body.locals[localName] = instance(ofWritten: type, in: body) }
        }
        push(body)
        // Recorded from inside, so that the overriding member is the reference's source.
        if modifiers.isOverride {
            addReference(name, kind: .override, at: nameToken, receiver: .lexical, labels: labels)
        }
    }

    func enter(_ node: InitializerClauseSyntax) -> SyntaxVisitorContinueKind {
        if node.parent?.is(FunctionParameterSyntax.self) == true { defaultArgumentDepth += 1 }
        return .visitChildren
    }
    func leave(_ node: InitializerClauseSyntax) {
        if node.parent?.is(FunctionParameterSyntax.self) == true { defaultArgumentDepth -= 1 }
    }

    func enter(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if context.isCodeBlock {
            for binding in node.bindings {
                if let names = Self.tupleNames(binding.pattern), let initializer = binding.initializer {
                    declareLocals(names, elementsOf: receiver(of: initializer.value))
                }
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                let annotated = binding.typeAnnotation.map { instance(ofWritten: $0.type.trimmedDescription) }
                declareLocal(name, type: annotated ?? binding.initializer.map { receiver(of: $0.value) } ?? .unknown)
            }
            return .visitChildren
        }
        let modifiers = DeclarationModifiers(node.modifiers)
        let isLet = node.bindingSpecifier.tokenKind == .keyword(.let)
        // All bindings of one declaration share an access level and its accessors' context.
        var lastIndex: Int?
        var overriding: [(name: String, binding: PatternBindingSyntax)] = []
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let typeName = binding.typeAnnotation?.type.trimmedDescription ?? inferredType(binding.initializer)
            let access = effectiveAccess(written: modifiers.access)
            lastIndex = addDeclaration(
                Declaration(
                    id: context.idPrefix + name, name: name, kind: .variable, location: location(of: binding.pattern),
                    parentID: context.declarationIndex.map { facts.declarations[$0].id },
                    writtenAccess: modifiers.access, effectiveAccess: access, setterAccess: modifiers.setterAccess,
                    attributes: node.attributes.names, modifiers: modifiers.others + (isLet ? ["let"] : ["var"]),
                    typeName: typeName, conditions: conditions))
            if modifiers.isOverride { overriding.append((name, binding)) }
            if !modifiers.isStatic, isStored(binding), let parent = context.declarationIndex,
                facts.declarations[parent].storedProperties != nil
            {
                facts.declarations[parent].storedProperties?.append(
                    StoredProperty(
                        name: name, typeName: typeName, defaultValue: binding.initializer?.value.trimmedDescription,
                        isLet: isLet, access: access))
            }
        }
        var body = LexicalContext(declarationIndex: lastIndex ?? context.declarationIndex, typeScope: context.typeScope)
        body.isStatic = modifiers.isStatic
        body.superclassName = context.superclassName
        body.isCodeBlock = true
        body.accessCap = .private
        let propertyType =
            node.bindings.first?.typeAnnotation.map { Receiver.instance($0.type.trimmedDescription) } ?? .unknown
        body.locals = ["newValue": propertyType, "oldValue": propertyType]
        body.memberVariable = node.id
        push(body)
        for (name, binding) in overriding {
            addReference(name, kind: .override, at: binding, receiver: .lexical)
        }
        return .visitChildren
    }
    func leave(_ node: VariableDeclSyntax) {
        if context.memberVariable == node.id { pop() }
    }

    private func isStored(_ binding: PatternBindingSyntax) -> Bool {
        guard let accessors = binding.accessorBlock?.accessors else { return true }
        guard case .accessors(let list) = accessors else { return false }
        return list.allSatisfy { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }
    }

    /// The type of `= Foo(…)`, `= Foo.Bar(…)` and of simple literals, when no annotation says it.
    func inferredType(_ initializer: InitializerClauseSyntax?) -> String? {
        guard var value = initializer?.value else { return nil }
        // `try! Defaults(serializedBytes: bytes)`, `await Store()`: of the type called.
        while true {
            if let tried = value.as(TryExprSyntax.self),
                tried.questionOrExclamationMark?.tokenKind != .postfixQuestionMark
            {
                value = tried.expression
            } else if let awaited = value.as(AwaitExprSyntax.self) {
                value = awaited.expression
            } else {
                break
            }
        }
        if let call = value.as(FunctionCallExprSyntax.self), let path = call.calledExpression.typePath {
            // `PriorityQueue<EmbeddedScheduledTask>()` keeps its arguments: its elements are of that type.
            if call.calledExpression.is(GenericSpecializationExprSyntax.self) {
                return call.calledExpression.trimmedDescription
            }
            return path.joined(separator: ".")
        }
        // `static let shell = Self(rawValue: "SHELL")`.
        if value.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind
            == .keyword(.Self)
        {
            return "Self"
        }
        return value.literalTypeName
    }

    // MARK: Other declarations

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
                    parameterTypes: labels == nil ? nil : parameters.map { $0.type.trimmedDescription },
                    conditions: conditions))
        }
        return .visitChildren
    }

    func enter(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        let index = addSimpleDeclaration(
            name: node.name, kind: .typealias, modifiers: node.modifiers, attributes: node.attributes,
            typeName: node.initializer.value.trimmedDescription, generics: node.genericParameterClause)
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
            typeName: node.signature.trimmedDescription, generics: node.genericParameterClause)
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

    // MARK: Imports and #if

    func enter(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let module = node.path.first?.name.text else { return .skipChildren }
        let attributes = node.attributes.names + node.modifiers.map { $0.name.text }
        facts.imports.append(
            Import(module: module, location: location(of: node), attributes: attributes, conditions: conditions))
        return .skipChildren
    }

    /// `ALPHA || DEBUG` → ALPHA, DEBUG; what a call tests (`os(iOS)`, `swift(>=5.9)`) is no condition.
    /// One walk that does not enter calls: asking each name for the calls above it took the square
    /// of a member chain's length (`#if A.b.b.b…`, found by `cleave-fuzz`: 117 s on 80 KB).
    private static func conditionNames(in condition: ExprSyntax) -> [String] {
        var names: [String] = []
        var pending = [Syntax(condition)]
        while let node = pending.popLast() {
            if node.is(FunctionCallExprSyntax.self) { continue }
            if let name = node.as(DeclReferenceExprSyntax.self) { names.append(name.baseName.text) }
            pending += node.children(viewMode: .sourceAccurate).reversed()
        }
        return names
    }

    func enter(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        var previous: [String] = []
        for clause in node.clauses {
            if let condition = clause.condition { testedConditions.formUnion(Self.conditionNames(in: condition)) }
            let condition = clause.condition?.trimmedDescription
            let negatedPrevious = previous.map { "!(\($0))" }
            conditions.append((negatedPrevious + [condition].compactMap { $0 }).joined(separator: " && "))
            if let elements = clause.elements { walk(elements) }
            conditions.removeLast()
            if let condition { previous.append(condition) }
        }
        return .skipChildren
    }
}
