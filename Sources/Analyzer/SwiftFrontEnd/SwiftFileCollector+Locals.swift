import SwiftSyntax

/// Locals: block scopes, closure parameters, bindings and loop variables, with what each holds.
extension SwiftFileCollector {
    /// A scope inside a code block: the locals declared in it end with it.
    func blockContext() -> LexicalContext {
        var block = LexicalContext(declarationIndex: context.declarationIndex, typeScope: context.typeScope)
        block.isStatic = context.isStatic
        block.superclassName = context.superclassName
        block.isCodeBlock = true
        block.accessCap = .private
        block.idPrefix = context.idPrefix
        return block
    }

    func enter(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        var body = blockContext()
        let elements = sequenceElementParameters(of: node)
        let argument = elements.isEmpty ? closureArgument(node) : nil
        var position = 0
        func parameterValue(declared: String?) -> Receiver {
            defer { position += 1 }
            if let declared { return instance(ofWritten: declared) }
            if let argument { return .closureParameter(argument: argument, index: position) }
            return elements.count > position ? elements[position] : .unknown
        }
        switch node.signature?.parameterClause {
        case .simpleInput(let names):
            for name in names { body.locals[name.name.text] = parameterValue(declared: nil) }
        case .parameterClause(let clause):
            for parameter in clause.parameters {
                body.locals[(parameter.secondName ?? parameter.firstName).text] =
                    parameterValue(declared: parameter.type?.trimmedText)
            }
        default:
            for (index, element) in elements.enumerated() { body.locals["$\(index)"] = element }
            if let argument {
                for index in 0..<4 { body.locals["$\(index)"] = .closureParameter(argument: argument, index: index) }
            }
        }
        push(body)
        return .visitChildren
    }

    /// The sequence methods whose closure parameters are elements of the receiver, and which
    /// parameters those are (`reduce`'s first parameter is the accumulator).
    static let elementClosureMethods: [String: [Bool]] = [
        "map": [true], "compactMap": [true], "flatMap": [true], "filter": [true], "forEach": [true],
        "first": [true], "last": [true], "contains": [true], "allSatisfy": [true], "firstIndex": [true],
        "lastIndex": [true], "removeAll": [true], "drop": [true], "prefix": [true], "sorted": [true, true],
        "sort": [true, true], "min": [true, true], "max": [true, true], "reduce": [false, true],
    ]

    /// `books.map { $0.title }`: the closure's parameters that are elements of `books`.
    private func sequenceElementParameters(of closure: ClosureExprSyntax) -> [Receiver] {
        var callNode = closure.parent
        if callNode?.is(LabeledExprSyntax.self) == true { callNode = callNode?.parent?.parent }
        guard let call = callNode?.as(FunctionCallExprSyntax.self) else { return [] }
        let element: Receiver
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
            Self.elementClosureMethods[member.declName.baseName.text] != nil
        {
            if Self.elementClosureMethods[member.declName.baseName.text] == [true],
                declaredParameterCount(of: closure) == 2,
                let pair = pairedElements(of: base)
            {
                return pair
            }
            element = elementReceiver(of: base)
        } else if let function = call.calledExpression.as(DeclReferenceExprSyntax.self), context.isCodeBlock,
            Self.elementClosureMethods[function.baseName.text] != nil, !isLocalName(function.baseName.text),
            !context.typeScope.isEmpty
        {
            // `first { $0.id == id }` in `extension Sequence where Element: Identified`, or in a
            // collection type of the monolith (its elements are what its subscript returns).
            element = elementReceiver(of: nil)
        } else {
            return []
        }
        let name =
            call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
        return (Self.elementClosureMethods[name] ?? []).map { $0 ? element : .unknown }
    }

    /// `{ index, book in … }` over `books.enumerated()`, `{ position, book in … }` over
    /// `zip(1..., books)`: the two halves of each element.
    private func pairedElements(of sequence: ExprSyntax) -> [Receiver]? {
        guard let call = sequence.as(FunctionCallExprSyntax.self) else { return nil }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "enumerated",
            call.arguments.isEmpty, let base = member.base
        {
            return [.instance("Int"), elementReceiver(of: base)]
        }
        guard call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "zip", call.arguments.count == 2
        else {
            return nil
        }
        return call.arguments.map { elementReceiver(of: $0.expression) }
    }

    private func declaredParameterCount(of closure: ClosureExprSyntax) -> Int? {
        switch closure.signature?.parameterClause {
        case .simpleInput(let names): names.count
        case .parameterClause(let clause): clause.parameters.count
        default: nil
        }
    }

    /// An element of a sequence; of `self` (or of a bare call's implicit `self`) in an extension
    /// constraining its `Element` (`where Element: Identified`), one of that constraint.
    func elementReceiver(of base: ExprSyntax?) -> Receiver {
        let isSelf = base == nil || base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        if isSelf, let constraint = constraint(ofGenericParameter: "Element") { return instance(ofWritten: constraint) }
        return .element(base.map(receiver(of:)) ?? selfReceiver)
    }
    func leave(_ node: ClosureExprSyntax) { pop() }

    /// The argument a closure is of a call (not a sequence method): `register(path: "/", handler: {…})`
    /// or, trailing, `register(path: "/") {…}`.
    private func closureArgument(_ closure: ClosureExprSyntax) -> Receiver? {
        if let call = closure.parent?.as(FunctionCallExprSyntax.self), call.trailingClosure?.id == closure.id {
            return parameterReceiver(of: call, position: call.arguments.count)
        }
        guard let argument = closure.parent?.as(LabeledExprSyntax.self),
            let (call, position) = callAndPosition(of: argument)
        else { return nil }
        return parameterReceiver(of: call, position: position)
    }

    /// Braces, and the statements whose bindings hold only inside them (`if let`, `while let`,
    /// `for`, `case let`, `catch`): a name bound there shadows nothing after it.
    func enterBlock(_ node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
        push(blockContext())
        return .visitChildren
    }
    func leaveBlock(_ node: some SyntaxProtocol) { pop() }

    /// `catch {` binds `error`.
    func enter(_ node: CatchClauseSyntax) -> SyntaxVisitorContinueKind {
        push(blockContext())
        if node.catchItems.isEmpty { declareLocal("error", type: .unknown) }
        return .visitChildren
    }

    func enter(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        if let cast = castType(of: node) {
            declareLocal(node.identifier.text, type: instance(ofWritten: cast))
        } else if let payload = payloadReceiver(of: node) {
            declareLocal(node.identifier.text, type: payload)
        } else if context.isCodeBlock, localType(of: node.identifier.text) == nil {
            declareLocal(node.identifier.text, type: .unknown)
        }
        return .visitChildren
    }

    /// `case let command as HelpCommand:` binds a `HelpCommand`.
    private func castType(of pattern: IdentifierPatternSyntax) -> String? {
        guard let expression = pattern.parent?.as(PatternExprSyntax.self),
            let cast = expression.parent?.as(AsExprSyntax.self), cast.expression.id == expression.id
        else { return nil }
        return cast.type.trimmedText
    }

    /// `case .success(let catalog)` (or `case let .success(catalog)`) in a `switch` or an `if case`:
    /// the value at that position of the case's payload, in the value the pattern matches.
    private func payloadReceiver(of pattern: IdentifierPatternSyntax) -> Receiver? {
        var node = Syntax(pattern)
        while let parent = node.parent, parent.is(ValueBindingPatternSyntax.self) || parent.is(PatternExprSyntax.self) {
            node = parent
        }
        guard let argument = node.parent?.as(LabeledExprSyntax.self),
            let (call, position) = callAndPosition(of: argument),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            // `case (.p256(let l), .p256(let r))` in `switch (lhs, rhs)`: in an element of the matched tuple.
            let matched = peerExpression(of: Syntax(call)).map(receiver(of:)) ?? matchedTupleElement(of: Syntax(call))
        else { return nil }
        return .payload(matched, case: member.declName.baseName.text, index: position)
    }

    /// `if let datasource {` and `if let datasource = datasource {` read `datasource` before they
    /// bind a local of the same name; `if let book = store.book(id)` binds a local of the evident type.
    func enter(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        if let names = Self.tupleNames(node.pattern), let initializer = node.initializer {
            walk(initializer)
            declareLocals(names, elementsOf: receiver(of: initializer.value))
            return .skipChildren
        }
        guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return .visitChildren }
        if let initializer = node.initializer {
            if let annotation = node.typeAnnotation { walk(annotation) }
            walk(initializer)
            declareLocal(
                name,
                type: node.typeAnnotation.map { instance(ofWritten: $0.type.trimmedText) }
                    ?? receiver(of: initializer.value))
            return .skipChildren
        }
        let value: Receiver = localType(of: name) ?? .member(.lexical, name)
        if !isLocalName(name) { addReference(name, kind: .memberAccess, at: node.pattern, receiver: .lexical) }
        declareLocal(name, type: value)
        return .visitChildren
    }

    /// `let (_, element) = arguments.peekNext()`: each name is the tuple's element at its position.
    func declareLocals(_ names: [String?], elementsOf value: Receiver) {
        for (position, name) in names.enumerated() {
            if let name { declareLocal(name, type: .member(value, String(position))) }
        }
    }

    /// The names a tuple pattern binds, by position (nil for `_` and nested patterns); nil for
    /// another pattern. `if let (a, b) = …` parses as an expression pattern.
    static func tupleNames(_ pattern: PatternSyntax) -> [String?]? {
        if let tuple = pattern.as(TuplePatternSyntax.self) {
            return tuple.elements.map { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        }
        guard let tuple = pattern.as(ExpressionPatternSyntax.self)?.expression.as(TupleExprSyntax.self),
            tuple.elements.count > 1
        else { return nil }
        return tuple.elements.map { element in
            element.expression.as(PatternExprSyntax.self)?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                ?? element.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
        }
    }

    /// `for book in books` binds `book` to an element of `books`, inside the loop.
    func enter(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
        push(blockContext())
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            declareLocal(name, type: elementReceiver(of: node.sequence))
        } else if let (elementName, sequence) = enumeratedElement(node) {
            declareLocal(elementName, type: .element(receiver(of: sequence)))
        } else if let tuple = node.pattern.as(TuplePatternSyntax.self) {
            // `for (name, values) in table`: `values` is the `value` of a `(key:, value:)` element.
            let element = elementReceiver(of: node.sequence)
            for (position, item) in tuple.elements.enumerated() {
                guard let name = item.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                declareLocal(name, type: .member(element, String(position)))
            }
        }
        return .visitChildren
    }

    /// `for (index, book) in books.enumerated()`: `book` is an element of `books`.
    private func enumeratedElement(_ node: ForStmtSyntax) -> (String, ExprSyntax)? {
        guard let tuple = node.pattern.as(TuplePatternSyntax.self), tuple.elements.count == 2,
            let name = tuple.elements.last?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let call = node.sequence.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "enumerated", let base = member.base
        else { return nil }
        return (name, base)
    }
}
