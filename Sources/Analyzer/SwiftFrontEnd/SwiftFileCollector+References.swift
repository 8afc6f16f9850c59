import SwiftSyntax

extension SwiftFileCollector {
    // MARK: Types

    func enter(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        if name == "Self", let expression = node.parent?.as(TypeExprSyntax.self) {
            addSelfReference(at: expression)
            return .visitChildren
        }
        guard !Self.builtinTypeNames.contains(name), !isGenericParameter(name) else { return .visitChildren }
        let kind = kindOverrides[node.id] ?? (node.parent?.is(AttributeSyntax.self) == true ? .attribute : .typeUse)
        addReference(name, kind: kind, at: node, receiver: .lexical)
        return .visitChildren
    }

    func enter(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
        var receiver: Receiver = node.baseType.namePath.map { .type($0) } ?? .unknown
        // `Option.Value` with `Option: ChannelOption` names the protocol's associated type.
        if case .type(let path) = receiver, let constraint = constrainingType(ofGenericParameter: path[0]) {
            receiver = .type(constraint + path.dropFirst())
        }
        let kind = kindOverrides[node.id] ?? (node.parent?.is(AttributeSyntax.self) == true ? .attribute : .typeUse)
        addReference(node.name.text, kind: kind, at: node.name, receiver: receiver)
        return .visitChildren
    }

    static let builtinTypeNames: Set<String> = ["Self", "Any", "AnyObject"]

    /// `Self.allocate()` names the enclosing type, from wherever its extension is.
    /// `Self(value)` calls one of its initializers.
    private func addSelfReference(at node: some ExprSyntaxProtocol) {
        guard let type = context.typeScope.last else { return }
        let outer = Array(context.typeScope.dropLast())
        let call = calledBy(node)
        addReference(
            type, kind: call == nil ? .typeUse : .call, at: node, receiver: outer.isEmpty ? .lexical : .type(outer),
            labels: call.map(argumentLabels), trailingClosures: call.map(trailingClosureCount) ?? 0,
            arguments: call.flatMap(argumentReceivers), inoutArguments: call.flatMap { inoutArguments($0.arguments) })
    }

    // MARK: Names in expressions

    func enter(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if node.baseName.tokenKind == .keyword(.Self) {
            addSelfReference(at: node)
            return .visitChildren
        }
        guard case .identifier(let name) = node.baseName.tokenKind else { return .visitChildren }
        if node.parent?.as(MemberAccessExprSyntax.self)?.declName.id == node.id
            || node.parent?.is(KeyPathPropertyComponentSyntax.self) == true
        {
            return .visitChildren
        }
        guard !name.hasPrefix("$") else { return .visitChildren }
        if let call = calledBy(node), let constraint = constrainingType(ofGenericParameter: name) {
            // `T(argument: text)` with `T: ExpressibleByArgument` calls the protocol's initializer.
            addReference(
                "init", kind: .call, at: node, receiver: .type(constraint), labels: argumentLabels(call),
                trailingClosures: trailingClosureCount(call), arguments: argumentReceivers(call),
                inoutArguments: inoutArguments(call.arguments))
            return .visitChildren
        }
        guard !isLocalName(name) else { return .visitChildren }
        let call = calledBy(node)
        addReference(
            name, kind: call == nil ? .memberAccess : .call, at: node, receiver: .lexical,
            labels: call.map(argumentLabels) ?? node.argumentNames?.labels,
            trailingClosures: call.map(trailingClosureCount) ?? 0, arguments: call.flatMap(argumentReceivers),
            inoutArguments: call.flatMap { inoutArguments($0.arguments) })
        if let call { addMemberwiseLabels(of: call) }
        return .visitChildren
    }

    func enter(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.declName.baseName.text
        guard name != "self" else { return .visitChildren }
        let receiver = node.base.map(receiver(of:)) ?? implicitMemberReceiver(ExprSyntax(node))
        // `.init(…)` says nothing without an evident contextual type.
        guard name != "init" || receiver != .implicitMember(nil) else { return .visitChildren }
        let call = calledBy(node)
        // `case .shelf(let id)` matches `shelf(id:)`: a pattern may leave the labels out.
        let inPattern = node.base == nil && isInPattern(node)
        let labels = call.flatMap { inPattern ? nil : argumentLabels($0) }
        addReference(
            name == "init" ? "init" : name, kind: call == nil ? .memberAccess : .call, at: node.declName,
            receiver: receiver, labels: labels ?? node.declName.argumentNames?.labels,
            trailingClosures: call.map(trailingClosureCount) ?? 0, arguments: call.flatMap(argumentReceivers),
            inoutArguments: call.flatMap { inoutArguments($0.arguments) })
        if inPattern { facts.references[facts.references.count - 1].isInCasePattern = true }
        if let call {
            facts.references[facts.references.count - 1].expectedResult = expectedResult(of: call)
            addMemberwiseLabels(of: call)
        }
        return .visitChildren
    }

    /// `rows[safe: 1]` uses the monolith's `subscript(safe:)`. An unlabeled `x[i]` on a receiver of
    /// unknown type is left out: it is nearly always an array or a dictionary.
    func enter(_ node: SubscriptCallExprSyntax) -> SyntaxVisitorContinueKind {
        let receiver = receiver(of: node.calledExpression)
        let labels = node.arguments.map { $0.label?.text ?? "_" }
        if receiver != .unknown || labels.contains(where: { $0 != "_" }) {
            addReference(
                "subscript", kind: .call, at: node.leftSquare, receiver: receiver, labels: labels,
                arguments: argumentReceivers(node.arguments), inoutArguments: inoutArguments(node.arguments))
        }
        return .visitChildren
    }

    func enter(_ node: KeyPathExprSyntax) -> SyntaxVisitorContinueKind {
        var receiver: Receiver = node.root.map { .instance($0.trimmedText) } ?? sequenceElementRoot(of: node)
        for component in node.components {
            guard case .property(let property) = component.component else {
                // `?` and `!` keep the receiver's type; a subscript gives one that is not evident.
                if case .optional = component.component { continue }
                receiver = .unknown
                continue
            }
            let name = property.declName.baseName.text
            addReference(name, kind: .keyPath, at: property, receiver: receiver)
            receiver = .member(receiver, name)
        }
        return .visitChildren
    }

    /// `books.map(\.title)`, `books.sorted(by: \.title)`: the root is an element of `books`.
    private func sequenceElementRoot(of keyPath: KeyPathExprSyntax) -> Receiver {
        guard let argument = keyPath.parent?.as(LabeledExprSyntax.self),
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
            Self.elementClosureMethods[member.declName.baseName.text] != nil
        else { return .unknown }
        return .element(receiver(of: base))
    }

    // MARK: Operators

    /// `level == other.level`: `==` is looked up in the type of its left operand.
    func enter(_ node: BinaryOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        let (leftOperand, rightOperand) = operands(of: node)
        let left = leftOperand.map { Receiver.implicitMemberOfTypeOf(receiver(of: $0)) } ?? .lexical
        let right = rightOperand.map(receiver(of:))
        addReference(
            node.operator.text, kind: .operatorUse, at: node, receiver: left,
            arguments: right.map { right in [left == .lexical ? .unknown : left, right] })
        return .visitChildren
    }

    /// The operands of the infix operation the operator is of (in `a - b * c`, `-` has `a` and
    /// `b * c`).
    private func operands(of node: BinaryOperatorExprSyntax) -> (left: ExprSyntax?, right: ExprSyntax?) {
        guard let operation = node.parent?.as(InfixOperatorExprSyntax.self) else { return (nil, nil) }
        return (operation.leftOperand, operation.rightOperand)
    }

    func enter(_ node: PrefixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        addReference(node.operator.text, kind: .operatorUse, at: node, receiver: .lexical)
        return .visitChildren
    }

    func enter(_ node: PostfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        addReference(node.operator.text, kind: .operatorUse, at: node.operator, receiver: .lexical)
        return .visitChildren
    }

    // MARK: Calls

    /// Whether an expression is (part of) a `case` pattern.
    private func isInPattern(_ node: some SyntaxProtocol) -> Bool {
        var ancestor = node.parent
        while let current = ancestor {
            if current.is(ExpressionPatternSyntax.self) { return true }
            if current.is(CodeBlockItemSyntax.self) || current.is(MemberBlockItemSyntax.self) { return false }
            ancestor = current.parent
        }
        return false
    }

    /// The call whose callee the expression is; `Store<Book>(…)` calls `Store` too.
    func calledBy(_ node: some ExprSyntaxProtocol) -> FunctionCallExprSyntax? {
        var callee = Syntax(node)
        if let specialization = callee.parent?.as(GenericSpecializationExprSyntax.self) {
            callee = Syntax(specialization)
        }
        guard let call = callee.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == callee.id else {
            return nil
        }
        return call
    }

    /// `Book(id: …, title: …)` calls, when `Book` has no initializer of its own, the memberwise
    /// initializer, whose labels are the stored properties it sets: each label uses its property.
    private func addMemberwiseLabels(of call: FunctionCallExprSyntax) {
        guard let path = call.calledExpression.typePath else { return }
        for argument in call.arguments {
            guard let label = argument.label else { continue }
            addReference(label.text, kind: .memberAccess, at: label, receiver: .memberwiseInitializer(path))
        }
    }

    /// What each argument of a call is, for telling overloads by type apart; nil when none is evident.
    func argumentReceivers(_ call: FunctionCallExprSyntax) -> [Receiver]? {
        argumentReceivers(call.arguments)
    }

    func argumentReceivers(_ arguments: LabeledExprListSyntax) -> [Receiver]? {
        let receivers = arguments.map { receiver(of: $0.expression) }
        return receivers.contains { $0 != .unknown } ? receivers : nil
    }

    /// Which arguments are written `&x`, when any is.
    func inoutArguments(_ arguments: LabeledExprListSyntax) -> [Bool]? {
        let flags = arguments.map { $0.expression.is(InOutExprSyntax.self) }
        return flags.contains(true) ? flags : nil
    }

    func argumentLabels(_ call: FunctionCallExprSyntax) -> [String] {
        call.arguments.map { $0.label?.text ?? "_" }
    }

    func trailingClosureCount(_ call: FunctionCallExprSyntax) -> Int {
        (call.trailingClosure == nil ? 0 : 1) + call.additionalTrailingClosures.count
    }
}
