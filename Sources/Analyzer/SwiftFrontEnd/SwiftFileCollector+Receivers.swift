import SwiftSyntax

/// Receivers: what the member after `base.` is looked up in, as far as syntax tells.
extension SwiftFileCollector {
    /// Receivers deeper than this are unknown: longer than any chain people write.
    static let maximumReceiverDepth = 32

    /// What the member after `base.` is looked up in.
    func receiver(of base: ExprSyntax) -> Receiver {
        receiverDepth += 1
        defer { receiverDepth -= 1 }
        guard receiverDepth <= Self.maximumReceiverDepth else { return .unknown }
        return unboundedReceiver(of: base)
    }

    private func unboundedReceiver(of base: ExprSyntax) -> Receiver {
        if let reference = base.as(DeclReferenceExprSyntax.self) { return receiver(ofReference: reference) }
        if base.is(SuperExprSyntax.self) {
            return context.superclassName.map { .instance($0) } ?? .unknown
        }
        if let path = base.typePath { return .type(path) }
        if let member = base.as(MemberAccessExprSyntax.self) {
            // `.CSRAttributes.extensionRequest`: a member of an implicit member.
            let inner = member.base.map(receiver(of:)) ?? implicitMemberReceiver(ExprSyntax(member))
            return .member(inner, member.declName.baseName.text)
        }
        if let cast = base.as(AsExprSyntax.self) { return .instance(cast.type.trimmedText) }
        if let operation = base.as(InfixOperatorExprSyntax.self) { return receiver(ofOperation: operation) }
        if let subscripted = base.as(SubscriptCallExprSyntax.self) { return receiver(ofSubscript: subscripted) }
        if let call = base.as(FunctionCallExprSyntax.self), let result = receiver(ofCall: call) { return result }
        if let value = expressionOfTheSameType(base) { return receiver(of: value) }
        if let literal = base.literalTypeName { return .instance(literal) }
        if base.is(ArrayExprSyntax.self) { return .instance("Array") }
        if base.is(DictionaryExprSyntax.self) { return .instance("Dictionary") }
        return .unknown
    }

    /// `self`, `Self`, a local, a generic parameter, a type or a member of an enclosing type.
    private func receiver(ofReference reference: DeclReferenceExprSyntax) -> Receiver {
        switch reference.baseName.tokenKind {
        case .keyword(.self): return selfReceiver
        case .keyword(.Self): return .type(context.typeScope)
        case .dollarIdentifier(let name):
            return localType(of: name) ?? .unknown
        case .identifier(let name):
            if let local = localType(of: name) { return local }
            // `T.defaultValue` with `T: ExpressibleByArgument`: a static member of the protocol.
            if let constraint = constrainingType(ofGenericParameter: name) { return .type(constraint) }
            if isGenericParameter(name) { return .unknown }
            return name.looksLikeTypeName ? .type([name]) : .member(.lexical, name)
        default: return .unknown
        }
    }

    /// A range, `??` and arithmetic (a cast is an `AsExprSyntax` of its own).
    private func receiver(ofOperation operation: InfixOperatorExprSyntax) -> Receiver {
        // `start ..< end`: which overload of `_copy(from:to:)` it is passed to depends on it.
        if let range = ExprSyntax(operation).rangeTypeName { return .instance(range) }
        // `(subcommands ?? [])`: of the type of what it unwraps.
        if operation.operatorText == "??" { return receiver(of: operation.leftOperand) }
        return arithmeticResult(of: operation) ?? .unknown
    }

    private func receiver(ofSubscript subscripted: SubscriptCallExprSyntax) -> Receiver {
        // `books[1...]`: a slice, with the elements and members of the whole.
        if subscripted.arguments.count == 1, let only = subscripted.arguments.first, only.label == nil,
            only.expression.isRange
        {
            return receiver(of: subscripted.calledExpression)
        }
        // `books[0]`, `cache[key]`, `node[item: slot]`: what the receiver's subscript returns,
        // named with its labels when it has any (`subscript(item:)`).
        let labels = subscripted.arguments.map { ($0.label?.text ?? "_") + ":" }
        let name = labels.allSatisfy { $0 == "_:" } ? "subscript" : "subscript(" + labels.joined() + ")"
        return .result(receiver(of: subscripted.calledExpression), name)
    }

    /// `Foo(…)`, `Self(…)`, `base.method(…)`, `function(…)`; nil for any other call.
    private func receiver(ofCall call: FunctionCallExprSyntax) -> Receiver? {
        if let path = call.calledExpression.typePath { return .instance(path.dotted()) }
        if call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.Self) {
            return .instance("Self")
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            guard let inner = member.base else {
                // `.error(domain: d)`: a case with a payload (or a static function) of the type the
                // surroundings give, as `.error` alone would be; which overload of the call it is
                // passed to then depends on which parameter's type has that member.
                return .member(implicitMemberReceiver(ExprSyntax(member)), member.declName.baseName.text)
            }
            return .result(receiver(of: inner), member.declName.baseName.text)
        }
        if let function = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            return .result(.lexical, function.baseName.text)
        }
        return nil
    }

    /// The expression a wrapper around it has the type of: `x?`, `try x`, `await x`, `x!`, `(x)`,
    /// and `&value` passed inout.
    private func expressionOfTheSameType(_ base: ExprSyntax) -> ExprSyntax? {
        if let optional = base.as(OptionalChainingExprSyntax.self) { return optional.expression }
        if let attempt = base.as(TryExprSyntax.self) { return attempt.expression }
        if let awaited = base.as(AwaitExprSyntax.self) { return awaited.expression }
        if let forced = base.as(ForceUnwrapExprSyntax.self) { return forced.expression }
        if let tuple = base.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return only.expression
        }
        if let passed = base.as(InOutExprSyntax.self) { return passed.expression }
        return nil
    }

    /// `count * MemoryLayout<Float>.size` is of the type of its operands, as the standard
    /// arithmetic operators are: of the first whose type a literal does not merely suggest.
    /// A comparison is a `Bool`.
    private func arithmeticResult(of operation: InfixOperatorExprSyntax) -> Receiver? {
        guard let text = operation.operatorText else { return nil }
        if Self.comparisonOperators.contains(text) { return .instance("Bool") }
        guard Self.arithmeticOperators.contains(text) else { return nil }
        let operands = arithmeticOperands(of: ExprSyntax(operation))
        return receiver(of: operands.typed ?? operands.first)
    }

    /// The first operand, in the order written, of an arithmetic operation and the arithmetic
    /// operations it is made of (`a * b + c`: `a`, `b`, `c`), and the first whose type a literal
    /// does not merely suggest. Kept per operation: in a chain of n operations each is the left
    /// operand of the next, and each asks.
    private func arithmeticOperands(of expression: ExprSyntax) -> ArithmeticOperands {
        guard let operation = arithmeticOperation(expression) else {
            return ArithmeticOperands(first: expression, typed: expression.literalTypeName == nil ? expression : nil)
        }
        if let known = operandsOfOperations[operation.id] { return known }
        let left = arithmeticOperands(of: operation.leftOperand)
        let found = ArithmeticOperands(
            first: left.first, typed: left.typed ?? arithmeticOperands(of: operation.rightOperand).typed)
        operandsOfOperations[operation.id] = found
        return found
    }

    private func arithmeticOperation(_ expression: ExprSyntax) -> InfixOperatorExprSyntax? {
        guard let operation = expression.as(InfixOperatorExprSyntax.self),
            Self.arithmeticOperators.contains(operation.operatorText ?? "")
        else { return nil }
        return operation
    }

    static let arithmeticOperators: Set<String> = [
        "+", "-", "*", "/", "%", "&+", "&-", "&*", "<<", ">>", "&<<", "&>>", "&", "|", "^",
    ]
    static let comparisonOperators: Set<String> = ["==", "!=", "<", ">", "<=", ">=", "&&", "||", "===", "!=="]
}
