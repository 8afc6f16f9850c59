import SwiftSyntax

/// Implicit members (`.loading`): where they take their type from.
extension SwiftFileCollector {
    /// Where an implicit member (`.loading`) takes its type from: its surroundings when they write
    /// the type, else the parameter it is passed to.
    func implicitMemberReceiver(_ expression: ExprSyntax) -> Receiver {
        // `case .CSRAttributes.extensionRequest:`: a chain of implicit members starts from the
        // type the whole chain has (SE-0287), so its context is the chain's.
        var chain = Syntax(expression)
        while let parent = chain.parent {
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == chain.id {
                chain = parent
            } else if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id == chain.id,
                call.parent?.as(MemberAccessExprSyntax.self)?.base?.id == call.id
            {
                chain = parent
            } else {
                break
            }
        }
        if chain.id != expression.id, let outer = chain.as(ExprSyntax.self) { return implicitMemberReceiver(outer) }
        if let written = contextualType(of: expression) { return .implicitMember(written) }
        var node = Syntax(expression)
        // `.ready(at: 1)` is passed as a whole: climb to the argument.
        if let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id {
            node = Syntax(call)
        }
        if let peer = peerExpression(of: node) { return .implicitMemberOfTypeOf(receiver(of: peer)) }
        if let matched = matchedTupleElement(of: node) { return .implicitMemberOfTypeOf(matched) }
        // `visibility: shown ? .hidden : .default`: either branch is the argument.
        node = outsideTernaries(node)
        // `name: [.short, .long]`: an element of whatever the array literal is.
        if let element = node.parent?.as(ArrayElementSyntax.self),
            let array = element.parent?.parent?.as(ArrayExprSyntax.self)
        {
            // `[.flag, .option].contains(kind)`: of the type of what is looked for.
            if let member = array.parent?.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "contains",
                let call = member.parent?.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
                let sought = call.arguments.first, sought.label == nil
            {
                return .implicitMemberOfTypeOf(receiver(of: sought.expression))
            }
            switch implicitMemberReceiver(ExprSyntax(array)) {
            case .implicitMember(let written?): return .implicitMemberOfTypeOf(.element(.instance(written)))
            case .implicitMember(nil): return .implicitMember(nil)
            case .implicitMemberOfTypeOf(let peer): return .implicitMemberOfTypeOf(.element(peer))
            case let whole: return .implicitMemberOfTypeOf(.element(whole))
            }
        }
        guard let argument = node.parent?.as(LabeledExprSyntax.self) else { return .implicitMember(nil) }
        if let wrapperArgument = propertyWrapperArgument(argument) { return wrapperArgument }
        guard let (call, position) = callAndPosition(of: argument) else { return .implicitMember(nil) }
        return parameterReceiver(of: call, position: position) ?? .implicitMember(nil)
    }

    /// `@Flag(help: .private) var help = false`: an argument of the wrapper's initializer, which
    /// takes the initial value first, as `wrappedValue`.
    private func propertyWrapperArgument(_ argument: LabeledExprSyntax) -> Receiver? {
        guard let list = argument.parent?.as(LabeledExprListSyntax.self),
            let attribute = list.parent?.as(AttributeSyntax.self),
            let path = attribute.attributeName.namePath, let index = list.firstIndex(where: { $0.id == argument.id })
        else { return nil }
        var labels = list.map { $0.label?.text ?? "_" }
        var position = list.distance(from: list.startIndex, to: index)
        let variable = attribute.parent?.parent?.as(VariableDeclSyntax.self)
        if variable?.bindings.first?.initializer != nil {
            labels.insert("wrappedValue", at: 0)
            position += 1
        }
        return .argument(base: .type(path), callee: "init", labels: labels, position: position)
    }

    /// The call an argument is passed to, and the argument's position in it.
    func callAndPosition(of argument: LabeledExprSyntax) -> (FunctionCallExprSyntax, Int)? {
        guard let list = argument.parent?.as(LabeledExprListSyntax.self),
            let call = list.parent?.as(FunctionCallExprSyntax.self),
            let index = list.firstIndex(where: { $0.id == argument.id })
        else { return nil }
        return (call, list.distance(from: list.startIndex, to: index))
    }

    /// The parameter the argument at `position` of a call fills (the count of its labels: the
    /// trailing closure), to type the argument by; nil when the callee is no name, member or type.
    func parameterReceiver(of call: FunctionCallExprSyntax, position: Int) -> Receiver? {
        let labels = argumentLabels(call)
        if let path = call.calledExpression.typePath {
            return .argument(base: .type(path), callee: "init", labels: labels, position: position)
        }
        // `Self(mutating: ._dangling())`: an initializer of the type the code is in.
        if call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.Self),
            !context.typeScope.isEmpty
        {
            return .argument(base: .type(context.typeScope), callee: "init", labels: labels, position: position)
        }
        // `callback?(.failed(error))`, `self.onChange?(.saved)`: a value of function type is called.
        let called = call.calledExpression.as(OptionalChainingExprSyntax.self)?.expression ?? call.calledExpression
        if let member = called.as(MemberAccessExprSyntax.self) {
            // `.show(.library, actions: [])`: `show` is looked up where the implicit member `.show` is.
            let base = member.base.map(receiver(of:)) ?? implicitMemberReceiver(ExprSyntax(member))
            return .argument(base: base, callee: member.declName.baseName.text, labels: labels, position: position)
        }
        if let function = called.as(DeclReferenceExprSyntax.self) {
            if let local = localType(of: function.baseName.text) {
                return .argument(base: local, callee: "", labels: labels, position: position)
            }
            return .argument(base: .lexical, callee: function.baseName.text, labels: labels, position: position)
        }
        return nil
    }

    /// `case (.relaxed, .acquiring):` in `switch (ordering, failureOrdering)`: an element of a tuple
    /// pattern matches the element of the matched tuple at its position.
    func matchedTupleElement(of node: Syntax) -> Receiver? {
        guard let element = node.parent?.as(LabeledExprSyntax.self),
            let list = element.parent?.as(LabeledExprListSyntax.self),
            list.count > 1, let tuple = list.parent?.as(TupleExprSyntax.self),
            let index = list.firstIndex(where: { $0.id == element.id }), let matched = peerExpression(of: Syntax(tuple))
        else { return nil }
        let position = list.distance(from: list.startIndex, to: index)
        if let written = matched.as(TupleExprSyntax.self), written.elements.count == list.count {
            return receiver(
                of: written.elements[written.elements.index(written.elements.startIndex, offsetBy: position)].expression
            )
        }
        return .member(receiver(of: matched), String(position))
    }

    /// The expression whose type an implicit member takes: the other side of `=`, `==`, `!=` or
    /// `~=`, the subject of the `switch` whose case it is, the value an `if case` matches.
    func peerExpression(of node: Syntax) -> ExprSyntax? {
        // `x = c ? .a : .b`: a branch of a ternary is on the right of what the whole is.
        let member = outsideTernaries(node)
        if let operation = member.parent?.as(InfixOperatorExprSyntax.self) {
            guard operation.rightOperand.id == member.id else { return nil }
            let compares = ["==", "!=", "~=", "??"].contains(operation.operatorText ?? "")
            return compares || operation.operator.is(AssignmentExprSyntax.self) ? operation.leftOperand : nil
        }
        guard let pattern = node.parent?.as(ExpressionPatternSyntax.self) else { return nil }
        // `if case let .failure(error) = result`: the binding wraps the pattern.
        var outer = Syntax(pattern)
        while let binding = outer.parent?.as(ValueBindingPatternSyntax.self) { outer = Syntax(binding) }
        if let condition = outer.parent?.as(MatchingPatternConditionSyntax.self) { return condition.initializer.value }
        var ancestor = pattern.parent
        while let current = ancestor, !current.is(SwitchExprSyntax.self), !current.is(CodeBlockSyntax.self) {
            ancestor = current.parent
        }
        return ancestor?.as(SwitchExprSyntax.self)?.subject
    }

    /// What a call's value must be, where its surroundings say (`let x: T = a.b()`, `self.inner = a.b()`).
    func expectedResult(of call: FunctionCallExprSyntax) -> Receiver? {
        if let written = contextualType(of: ExprSyntax(call)) { return instance(ofWritten: written) }
        return peerExpression(of: Syntax(call)).map(receiver(of:))
    }

    /// The type an implicit member expression (`.loading`) gets from its surroundings, where it is
    /// written: a typed binding, a default argument, or what a function, property or subscript
    /// returns (`return .loading`, or a body of just `.loading`).
    func contextualType(of expression: ExprSyntax) -> String? {
        var node = Syntax(expression)
        while let parent = node.parent {
            if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id {
                node = parent
                continue
            }
            // `c ? .close : .keepAlive`: a branch of a ternary has the type of the whole.
            if let ternary = parent.as(TernaryExprSyntax.self), ternary.condition.id != node.id {
                node = parent
                continue
            }
            if let clause = parent.as(InitializerClauseSyntax.self) {
                if let binding = clause.parent?.as(PatternBindingSyntax.self) {
                    return binding.typeAnnotation?.type.trimmedText
                }
                return clause.parent?.as(FunctionParameterSyntax.self)?.type.trimmedText
            }
            if parent.is(ReturnStmtSyntax.self) || isSingleExpressionBody(parent), let index = context.declarationIndex
            {
                let declaration = facts.declarations[index]
                return [.function, .variable, .subscript].contains(declaration.kind) ? declaration.typeName : nil
            }
            return nil
        }
        return nil
    }

    /// The outermost ternary `node` is a branch of, through nested ones (`a ? .x : b ? .y : .z`);
    /// `node` itself when it is none's.
    private func outsideTernaries(_ node: Syntax) -> Syntax {
        var node = node
        while let ternary = node.parent?.as(TernaryExprSyntax.self), ternary.condition.id != node.id {
            node = Syntax(ternary)
        }
        return node
    }

    /// The only statement of a function body or getter, which it returns: `func next() -> State { .idle }`.
    private func isSingleExpressionBody(_ node: Syntax) -> Bool {
        guard node.is(CodeBlockItemSyntax.self), let items = node.parent?.as(CodeBlockItemListSyntax.self),
            items.count == 1
        else { return false }
        if items.parent?.is(AccessorBlockSyntax.self) == true { return true }
        guard let body = items.parent?.as(CodeBlockSyntax.self) else { return false }
        return body.parent?.is(FunctionDeclSyntax.self) == true
            || body.parent?.as(AccessorDeclSyntax.self)?.accessorSpecifier.text == "get"
    }
}
