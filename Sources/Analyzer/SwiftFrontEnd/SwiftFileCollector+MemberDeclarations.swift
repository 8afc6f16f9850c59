import SwiftSyntax

/// Member declarations: functions, initializers, deinitializers, subscripts and variables.
extension SwiftFileCollector {
    func enter(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let parameters = node.signature.parameterClause.parameters
        // A local function shadows members and top-level functions of its name.
        if context.isCodeBlock { declareLocal(node.name.text, type: .unknown) }
        enterFunction(
            name: node.name.text, at: node.name, kind: .function, modifiers: node.modifiers,
            attributes: node.attributes,
            parameters: Array(parameters), generics: node.genericParameterClause, whereClause: node.genericWhereClause,
            resultType: node.signature.returnClause?.type.trimmedText)
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
            resultType: node.returnClause.type.trimmedText, labels: labels)
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
                    ? nil : parameters.map { $0.type.trimmedText + ($0.ellipsis == nil ? "" : "...") },
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
            let written = parameter.type.trimmedText
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
                let annotated = binding.typeAnnotation.map { instance(ofWritten: $0.type.trimmedText) }
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
            let typeName = binding.typeAnnotation?.type.trimmedText ?? inferredType(binding.initializer)
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
                        name: name, typeName: typeName, defaultValue: binding.initializer?.value.trimmedText,
                        isLet: isLet, access: access))
            }
        }
        var body = LexicalContext(declarationIndex: lastIndex ?? context.declarationIndex, typeScope: context.typeScope)
        body.isStatic = modifiers.isStatic
        body.superclassName = context.superclassName
        body.isCodeBlock = true
        body.accessCap = .private
        let propertyType =
            node.bindings.first?.typeAnnotation.map { Receiver.instance($0.type.trimmedText) } ?? .unknown
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
                return call.calledExpression.trimmedText
            }
            return path.dotted()
        }
        // `static let shell = Self(rawValue: "SHELL")`.
        if value.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind
            == .keyword(.Self)
        {
            return "Self"
        }
        return value.literalTypeName
    }
}
