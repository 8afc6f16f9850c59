import SwiftSyntax

extension SwiftFileCollector {
    // MARK: Types

    func enter(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        guard !Self.builtinTypeNames.contains(name), !isGenericParameter(name) else { return .visitChildren }
        let kind = kindOverrides[node.id] ?? (node.parent?.is(AttributeSyntax.self) == true ? .attribute : .typeUse)
        addReference(name, kind: kind, at: node, receiver: .lexical)
        return .visitChildren
    }

    func enter(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
        let receiver: Receiver = node.baseType.namePath.map { .type($0) } ?? .unknown
        let kind = kindOverrides[node.id] ?? (node.parent?.is(AttributeSyntax.self) == true ? .attribute : .typeUse)
        addReference(node.name.text, kind: kind, at: node.name, receiver: receiver)
        return .visitChildren
    }

    static let builtinTypeNames: Set<String> = ["Self", "Any", "AnyObject"]

    // MARK: Names in expressions

    func enter(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard case .identifier(let name) = node.baseName.tokenKind else { return .visitChildren }
        if node.parent?.as(MemberAccessExprSyntax.self)?.declName.id == node.id
            || node.parent?.is(KeyPathPropertyComponentSyntax.self) == true
        {
            return .visitChildren
        }
        guard !name.hasPrefix("$"), !isLocalName(name) else { return .visitChildren }
        let call = calledBy(node)
        addReference(
            name, kind: call == nil ? .memberAccess : .call, at: node, receiver: .lexical,
            labels: call.map(argumentLabels) ?? node.argumentNames?.labels,
            trailingClosures: call.map(trailingClosureCount) ?? 0)
        return .visitChildren
    }

    func enter(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.declName.baseName.text
        guard name != "self", name != "init" || node.base != nil else { return .visitChildren }
        let receiver = node.base.map(receiver(of:)) ?? .implicitMember(contextualType(of: ExprSyntax(node)))
        let call = calledBy(node)
        addReference(
            name == "init" ? "init" : name, kind: call == nil ? .memberAccess : .call, at: node.declName,
            receiver: receiver, labels: call.map(argumentLabels) ?? node.declName.argumentNames?.labels,
            trailingClosures: call.map(trailingClosureCount) ?? 0)
        return .visitChildren
    }

    func enter(_ node: KeyPathExprSyntax) -> SyntaxVisitorContinueKind {
        var receiver: Receiver = node.root.map { .instance($0.trimmedDescription) } ?? .unknown
        for component in node.components {
            guard case .property(let property) = component.component else {
                receiver = .unknown
                continue
            }
            let name = property.declName.baseName.text
            addReference(name, kind: .keyPath, at: property, receiver: receiver)
            receiver = .member(receiver, name)
        }
        return .visitChildren
    }

    // MARK: Operators

    func enter(_ node: BinaryOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        addReference(node.operator.text, kind: .operatorUse, at: node, receiver: .lexical)
        return .visitChildren
    }

    func enter(_ node: PrefixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        addReference(node.operator.text, kind: .operatorUse, at: node, receiver: .lexical)
        return .visitChildren
    }

    func enter(_ node: PostfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        addReference(node.operator.text, kind: .operatorUse, at: node.operator, receiver: .lexical)
        return .visitChildren
    }

    // MARK: Locals

    func enter(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        var body = LexicalContext(declarationIndex: context.declarationIndex, typeScope: context.typeScope)
        body.isStatic = context.isStatic
        body.superclassName = context.superclassName
        body.isCodeBlock = true
        body.accessCap = .private
        body.idPrefix = context.idPrefix
        switch node.signature?.parameterClause {
        case .simpleInput(let names):
            for name in names { body.locals[name.name.text] = .some(nil) }
        case .parameterClause(let clause):
            for parameter in clause.parameters {
                body.locals[(parameter.secondName ?? parameter.firstName).text] = .some(parameter.type?.trimmedDescription)
            }
        default:
            break
        }
        push(body)
        return .visitChildren
    }
    func leave(_ node: ClosureExprSyntax) { pop() }

    func enter(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        if context.isCodeBlock, localType(of: node.identifier.text) == nil {
            declareLocal(node.identifier.text, type: nil)
        }
        return .visitChildren
    }

    /// `if let datasource {` reads `datasource` before it binds a local of the same name.
    func enter(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        if node.initializer == nil, let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            !isLocalName(name)
        {
            addReference(name, kind: .memberAccess, at: node.pattern, receiver: .lexical)
        }
        return .visitChildren
    }

    // MARK: Receivers

    /// What the member after `base.` is looked up in.
    func receiver(of base: ExprSyntax) -> Receiver {
        if let reference = base.as(DeclReferenceExprSyntax.self) {
            switch reference.baseName.tokenKind {
            case .keyword(.self): return selfReceiver
            case .keyword(.Self): return .type(context.typeScope)
            case .identifier(let name):
                if let local = localType(of: name) { return local.map { .instance($0) } ?? .unknown }
                if isGenericParameter(name) { return .unknown }
                return name.first?.isUppercase == true ? .type([name]) : .member(.lexical, name)
            default: return .unknown
            }
        }
        if base.is(SuperExprSyntax.self) {
            return context.superclassName.map { .instance($0) } ?? .unknown
        }
        if let path = base.typePath { return .type(path) }
        if let member = base.as(MemberAccessExprSyntax.self), let inner = member.base {
            return .member(receiver(of: inner), member.declName.baseName.text)
        }
        if let optional = base.as(OptionalChainingExprSyntax.self) { return receiver(of: optional.expression) }
        if let forced = base.as(ForceUnwrapExprSyntax.self) { return receiver(of: forced.expression) }
        if let call = base.as(FunctionCallExprSyntax.self), let path = call.calledExpression.typePath {
            return .instance(path.joined(separator: "."))
        }
        if let tuple = base.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return receiver(of: only.expression)
        }
        return .unknown
    }

    /// The type an implicit member expression (`.loading`) gets from its surroundings, where it is
    /// written: a typed binding, a default argument, or a `return` in a function with a result type.
    func contextualType(of expression: ExprSyntax) -> String? {
        var node = Syntax(expression)
        while let parent = node.parent {
            if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id {
                node = parent
                continue
            }
            if let clause = parent.as(InitializerClauseSyntax.self) {
                if let binding = clause.parent?.as(PatternBindingSyntax.self) {
                    return binding.typeAnnotation?.type.trimmedDescription
                }
                return clause.parent?.as(FunctionParameterSyntax.self)?.type.trimmedDescription
            }
            if parent.is(ReturnStmtSyntax.self), let index = context.declarationIndex {
                let declaration = facts.declarations[index]
                return declaration.kind == .function ? declaration.typeName : nil
            }
            return nil
        }
        return nil
    }

    // MARK: Calls

    func calledBy(_ node: some ExprSyntaxProtocol) -> FunctionCallExprSyntax? {
        guard let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id else {
            return nil
        }
        return call
    }

    func argumentLabels(_ call: FunctionCallExprSyntax) -> [String] {
        call.arguments.map { $0.label?.text ?? "_" }
    }

    func trailingClosureCount(_ call: FunctionCallExprSyntax) -> Int {
        (call.trailingClosure == nil ? 0 : 1) + call.additionalTrailingClosures.count
    }
}

extension DeclNameArgumentsSyntax {
    var labels: [String] { arguments.map { $0.name.text } }
}

extension ExprSyntax {
    /// The written type path of an expression that names a type: `Foo`, `Foo.Bar`, `Foo<T>`
    /// (capitalised names, as Swift code conventionally writes types).
    var typePath: [String]? {
        if let reference = self.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return name.first?.isUppercase == true && reference.baseName.tokenKind != .keyword(.Self) ? [name] : nil
        }
        if let member = self.as(MemberAccessExprSyntax.self), let base = member.base?.typePath {
            let name = member.declName.baseName.text
            return name.first?.isUppercase == true ? base + [name] : nil
        }
        if let specialization = self.as(GenericSpecializationExprSyntax.self) {
            return specialization.expression.typePath
        }
        if let type = self.as(TypeExprSyntax.self) { return type.type.namePath }
        return nil
    }
}
