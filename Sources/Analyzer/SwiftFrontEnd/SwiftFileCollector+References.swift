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
        var receiver: Receiver = node.root.map { .instance($0.trimmedDescription) } ?? sequenceElementRoot(of: node)
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

    /// The elements before and after the operator (sequences are not folded: in `a - b * c`,
    /// `-` has `a` and `b`), found from the operator's own position in the sequence.
    private func operands(of node: BinaryOperatorExprSyntax) -> (left: ExprSyntax?, right: ExprSyntax?) {
        guard let list = node.parent?.as(ExprListSyntax.self), let position = list.index(of: ExprSyntax(node)) else {
            return (nil, nil)
        }
        let after = list.index(after: position)
        return (
            position == list.startIndex ? nil : list[list.index(before: position)],
            after == list.endIndex ? nil : list[after]
        )
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
                    parameterValue(declared: parameter.type?.trimmedDescription)
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

    /// `case let command as HelpCommand:` binds a `HelpCommand` (the sequence is not folded:
    /// `[command, as, HelpCommand]`).
    private func castType(of pattern: IdentifierPatternSyntax) -> String? {
        guard let expression = pattern.parent?.as(PatternExprSyntax.self),
            let list = expression.parent?.as(ExprListSyntax.self), list.count == 3, list.first?.id == expression.id,
            list.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true,
            let type = list.last?.as(TypeExprSyntax.self)
        else { return nil }
        return type.type.trimmedDescription
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
                type: node.typeAnnotation.map { instance(ofWritten: $0.type.trimmedDescription) }
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

    // MARK: Receivers

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
        if let reference = base.as(DeclReferenceExprSyntax.self) {
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
        // Sequences are not folded, so `x as! Cell` is `[x, as!, Cell]`.
        if let sequence = base.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true,
            let type = sequence.elements.last?.as(TypeExprSyntax.self)
        {
            return .instance(type.type.trimmedDescription)
        }
        if let optional = base.as(OptionalChainingExprSyntax.self) { return receiver(of: optional.expression) }
        if let attempt = base.as(TryExprSyntax.self) { return receiver(of: attempt.expression) }
        if let awaited = base.as(AwaitExprSyntax.self) { return receiver(of: awaited.expression) }
        if let subscripted = base.as(SubscriptCallExprSyntax.self) {
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
        if let forced = base.as(ForceUnwrapExprSyntax.self) { return receiver(of: forced.expression) }
        if let call = base.as(FunctionCallExprSyntax.self) {
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
        }
        if let literal = base.literalTypeName { return .instance(literal) }
        if base.is(ArrayExprSyntax.self) { return .instance("Array") }
        if base.is(DictionaryExprSyntax.self) { return .instance("Dictionary") }
        if let tuple = base.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return receiver(of: only.expression)
        }
        // `start ..< end`: which overload of `_copy(from:to:)` it is passed to depends on it.
        if let range = base.rangeTypeName { return .instance(range) }
        // `(subcommands ?? [])`: of the type of what it unwraps.
        if let sequence = base.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
            let unwrapped = sequence.elements.first
        {
            return receiver(of: unwrapped)
        }
        if let sequence = base.as(SequenceExprSyntax.self), let result = arithmeticResult(of: sequence) {
            return result
        }
        // `&value` passed inout is of the type of `value`.
        if let passed = base.as(InOutExprSyntax.self) { return receiver(of: passed.expression) }
        return .unknown
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
        if let ternary = node.parent?.as(UnresolvedTernaryExprSyntax.self) { node = Syntax(ternary) }
        if let sequence = node.parent?.parent?.as(SequenceExprSyntax.self),
            sequence.elements.contains(where: { $0.is(UnresolvedTernaryExprSyntax.self) })
        {
            node = Syntax(sequence)
        }
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
    private func callAndPosition(of argument: LabeledExprSyntax) -> (FunctionCallExprSyntax, Int)? {
        guard let list = argument.parent?.as(LabeledExprListSyntax.self),
            let call = list.parent?.as(FunctionCallExprSyntax.self),
            let index = list.firstIndex(where: { $0.id == argument.id })
        else { return nil }
        return (call, list.distance(from: list.startIndex, to: index))
    }

    /// The parameter the argument at `position` of a call fills (the count of its labels: the
    /// trailing closure), to type the argument by; nil when the callee is no name, member or type.
    private func parameterReceiver(of call: FunctionCallExprSyntax, position: Int) -> Receiver? {
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
    private func matchedTupleElement(of node: Syntax) -> Receiver? {
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
    private func peerExpression(of node: Syntax) -> ExprSyntax? {
        // Sequences are not folded: `x = c ? .a : .b` is `[x, =, c, ? .a :, .b]`.
        var member = node
        if let ternary = node.parent?.as(UnresolvedTernaryExprSyntax.self) { member = Syntax(ternary) }
        if let list = member.parent?.as(ExprListSyntax.self), list.parent?.is(SequenceExprSyntax.self) == true {
            let elements = Array(list)
            guard let position = elements.firstIndex(where: { $0.id == member.id }), position >= 2 else { return nil }
            if let binary = elements[position - 1].as(BinaryOperatorExprSyntax.self),
                ["==", "!=", "~=", "??"].contains(binary.operator.text)
            {
                return elements[position - 2]
            }
            let isBranch =
                member.is(UnresolvedTernaryExprSyntax.self)
                || elements[position - 1].is(UnresolvedTernaryExprSyntax.self)
            if elements[1].is(AssignmentExprSyntax.self), position == 2 || isBranch { return elements[0] }
            return nil
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
    private func expectedResult(of call: FunctionCallExprSyntax) -> Receiver? {
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
            if let sequence = ternaryBranched(by: node, parent: parent) {
                node = Syntax(sequence)
                continue
            }
            if let clause = parent.as(InitializerClauseSyntax.self) {
                if let binding = clause.parent?.as(PatternBindingSyntax.self) {
                    return binding.typeAnnotation?.type.trimmedDescription
                }
                return clause.parent?.as(FunctionParameterSyntax.self)?.type.trimmedDescription
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

    /// The operator sequence (no assignment in it) whose ternary has `node` as a branch.
    private func ternaryBranched(by node: Syntax, parent: Syntax) -> SequenceExprSyntax? {
        if let ternary = parent.as(UnresolvedTernaryExprSyntax.self), ternary.thenExpression.id == node.id {
            return ternary.parent?.parent?.as(SequenceExprSyntax.self).flatMap(withoutAssignment)
        }
        guard let list = parent.as(ExprListSyntax.self), list.last?.id == node.id, list.count >= 2,
            list[list.index(list.endIndex, offsetBy: -2)].is(UnresolvedTernaryExprSyntax.self)
        else { return nil }
        return list.parent?.as(SequenceExprSyntax.self).flatMap(withoutAssignment)
    }

    private func withoutAssignment(_ sequence: SequenceExprSyntax) -> SequenceExprSyntax? {
        sequence.elements.contains { $0.is(AssignmentExprSyntax.self) } ? nil : sequence
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

extension DeclNameArgumentsSyntax {
    var labels: [String] { arguments.map { $0.name.text } }
}

extension ExprSyntax {
    /// The type Swift gives a scalar literal by default.
    var literalTypeName: String? {
        if self.is(StringLiteralExprSyntax.self) { return "String" }
        if self.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if self.is(FloatLiteralExprSyntax.self) { return "Double" }
        if self.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        return nil
    }

    /// The written type path of an expression that names a type: `Foo`, `Foo.Bar`, `Foo<T>`
    /// (capitalised names, as Swift code conventionally writes types).
    /// `Range` for `a..<b`, `ClosedRange` for `a...b` (operator sequences are not folded).
    var rangeTypeName: String? {
        guard let sequence = self.as(SequenceExprSyntax.self) else { return nil }
        let operators = sequence.elements.compactMap { $0.as(BinaryOperatorExprSyntax.self)?.operator.text }
        if operators.contains("..<") { return "Range" }
        return operators.contains("...") ? "ClosedRange" : nil
    }

    /// `a...b`, `a..<b`, `a...`, `..<b`, `...` (operator sequences are not folded).
    var isRange: Bool {
        if let reference = self.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == "..." }
        if let postfix = self.as(PostfixOperatorExprSyntax.self) { return postfix.operator.text == "..." }
        if let prefix = self.as(PrefixOperatorExprSyntax.self) { return ["...", "..<"].contains(prefix.operator.text) }
        if let tuple = self.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return only.expression.isRange
        }
        guard let sequence = self.as(SequenceExprSyntax.self) else { return false }
        return sequence.elements.contains {
            ["...", "..<"].contains($0.as(BinaryOperatorExprSyntax.self)?.operator.text)
        }
    }

    var typePath: [String]? {
        // Walked from the last member down, each name checked as it is met: a member chain
        // thousands of steps long is no type path, and is said so at its first lower-case step.
        var members: [String] = []
        var expression = ExprSyntax(self)
        while true {
            if let specialization = expression.as(GenericSpecializationExprSyntax.self) {
                expression = specialization.expression
            } else if let member = expression.as(MemberAccessExprSyntax.self) {
                let name = member.declName.baseName.text
                guard name.looksLikeTypeName, members.count < TypeSyntax.longestNamePath, let base = member.base else {
                    return nil
                }
                members.append(name)
                expression = base
            } else if let reference = expression.as(DeclReferenceExprSyntax.self) {
                let name = reference.baseName.text
                guard name.looksLikeTypeName, reference.baseName.tokenKind != .keyword(.Self) else { return nil }
                return [name] + members.reversed()
            } else if let type = expression.as(TypeExprSyntax.self), let path = type.type.namePath {
                return path + members.reversed()
            } else {
                return nil
            }
        }
    }
}
