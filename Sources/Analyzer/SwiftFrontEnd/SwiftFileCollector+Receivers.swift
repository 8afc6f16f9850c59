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
        if let cast = base.as(AsExprSyntax.self) { return .instance(cast.type.trimmedDescription) }
        if let sequence = base.as(SequenceExprSyntax.self) { return receiver(ofSequence: sequence) }
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

    /// Sequences are not folded: a cast, a range, `??` and arithmetic are each a flat sequence.
    private func receiver(ofSequence sequence: SequenceExprSyntax) -> Receiver {
        // `x as! Cell` is `[x, as!, Cell]`.
        if sequence.elements.count == 3,
            sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true,
            let type = sequence.elements.last?.as(TypeExprSyntax.self)
        {
            return .instance(type.type.trimmedDescription)
        }
        // `start ..< end`: which overload of `_copy(from:to:)` it is passed to depends on it.
        if let range = ExprSyntax(sequence).rangeTypeName { return .instance(range) }
        // `(subcommands ?? [])`: of the type of what it unwraps.
        if sequence.elements.count == 3,
            sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
            let unwrapped = sequence.elements.first
        {
            return receiver(of: unwrapped)
        }
        return arithmeticResult(of: sequence) ?? .unknown
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
        if let path = call.calledExpression.typePath { return .instance(path.joined(separator: ".")) }
        if call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.Self) {
            return .instance("Self")
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let inner = member.base {
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
    private func arithmeticResult(of sequence: SequenceExprSyntax) -> Receiver? {
        let elements = Array(sequence.elements)
        guard elements.count >= 3, elements.count % 2 == 1 else { return nil }
        let operators = stride(from: 1, to: elements.count, by: 2).map {
            elements[$0].as(BinaryOperatorExprSyntax.self)?.operator.text
        }
        guard operators.allSatisfy({ $0 != nil }) else { return nil }
        if operators.contains(where: { Self.comparisonOperators.contains($0!) }) { return .instance("Bool") }
        guard operators.allSatisfy({ Self.arithmeticOperators.contains($0!) }) else { return nil }
        let operands = stride(from: 0, to: elements.count, by: 2).map { elements[$0] }
        if let typed = operands.first(where: { $0.literalTypeName == nil }) { return receiver(of: typed) }
        return receiver(of: operands[0])
    }

    static let arithmeticOperators: Set<String> = [
        "+", "-", "*", "/", "%", "&+", "&-", "&*", "<<", ">>", "&<<", "&>>", "&", "|", "^",
    ]
    static let comparisonOperators: Set<String> = ["==", "!=", "<", ">", "<=", ">=", "&&", "||", "===", "!=="]
}
