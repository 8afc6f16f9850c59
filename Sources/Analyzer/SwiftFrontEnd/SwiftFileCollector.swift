import SwiftSyntax

/// Walks one Swift syntax tree and records what the index needs. Declarations are pushed as
/// lexical contexts so that every reference site knows its enclosing declaration, its type scope,
/// the generic parameters and the local names that shadow members.
final class SwiftFileCollector: SyntaxVisitor {
    let file: SourceFile
    let converter: SourceLocationConverter
    var facts: FileFacts
    var contexts: [LexicalContext] = [LexicalContext()]
    var conditions: [String] = []
    var testedConditions: Set<String> = []
    /// Nodes whose reference kind is already decided by an enclosing node (an inherited type,
    /// an extended type, an attribute name, a default argument), keyed by node id.
    var kindOverrides: [SyntaxIdentifier: ReferenceKind] = [:]
    var defaultArgumentDepth = 0
    var declarationIDCounts: [String: Int] = [:]
    /// How many `receiver(of:)` calls are open: each site's receiver is bounded, so that a member
    /// chain of n steps costs n, not n² to collect and n³ to resolve.
    var receiverDepth = 0
    /// The operands that decide each arithmetic operation's type, once worked out (`arithmeticOperands`).
    var operandsOfOperations: [SyntaxIdentifier: ArithmeticOperands] = [:]

    init(file: SourceFile, tree: SourceFileSyntax) {
        self.file = file
        self.converter = SourceLocationConverter(fileName: file.path, tree: tree)
        self.facts = FileFacts(file: file)
        super.init(viewMode: .sourceAccurate)
    }

    var context: LexicalContext { contexts[contexts.count - 1] }

    func location(of node: some SyntaxProtocol) -> SourceLocation {
        let position = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return SourceLocation(file: file.path, line: position.line, column: position.column)
    }

    // MARK: What is visited (overrides cannot live in extensions; the work is in `enter`/`leave`)

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    override func visit(_ node: InitializerClauseSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    override func visit(_ node: OperatorDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    override func visit(_ node: PrecedenceGroupDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    override func visit(_ node: MacroDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    override func visit(_ node: KeyPathExprSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    override func visit(_ node: SubscriptCallExprSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    override func visit(_ node: BinaryOperatorExprSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    override func visit(_ node: PrefixOperatorExprSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    override func visit(_ node: PostfixOperatorExprSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { enterBlock(node) }
    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind { enterBlock(node) }
    override func visit(_ node: WhileStmtSyntax) -> SyntaxVisitorContinueKind { enterBlock(node) }
    override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind { enterBlock(node) }
    override func visit(_ node: CatchClauseSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind { enter(node) }

    override func visitPost(_ node: ClassDeclSyntax) { leave(node) }
    override func visitPost(_ node: StructDeclSyntax) { leave(node) }
    override func visitPost(_ node: EnumDeclSyntax) { leave(node) }
    override func visitPost(_ node: ActorDeclSyntax) { leave(node) }
    override func visitPost(_ node: ProtocolDeclSyntax) { leave(node) }
    override func visitPost(_ node: ExtensionDeclSyntax) { leave(node) }
    override func visitPost(_ node: FunctionDeclSyntax) { leave(node) }
    override func visitPost(_ node: InitializerDeclSyntax) { leave(node) }
    override func visitPost(_ node: DeinitializerDeclSyntax) { leave(node) }
    override func visitPost(_ node: SubscriptDeclSyntax) { leave(node) }
    override func visitPost(_ node: InitializerClauseSyntax) { leave(node) }
    override func visitPost(_ node: VariableDeclSyntax) { leave(node) }
    override func visitPost(_ node: TypeAliasDeclSyntax) { leave(node) }
    override func visitPost(_ node: AssociatedTypeDeclSyntax) { leave(node) }
    override func visitPost(_ node: MacroDeclSyntax) { leave(node) }
    override func visitPost(_ node: ClosureExprSyntax) { leave(node) }
    override func visitPost(_ node: ForStmtSyntax) { leaveBlock(node) }
    override func visitPost(_ node: CodeBlockSyntax) { leaveBlock(node) }
    override func visitPost(_ node: IfExprSyntax) { leaveBlock(node) }
    override func visitPost(_ node: WhileStmtSyntax) { leaveBlock(node) }
    override func visitPost(_ node: SwitchCaseSyntax) { leaveBlock(node) }
    override func visitPost(_ node: CatchClauseSyntax) { leaveBlock(node) }

    // MARK: Contexts

    func push(_ context: LexicalContext) { contexts.append(context) }

    func pop() { contexts.removeLast() }

    /// The context a member declaration inherits: the enclosing declaration and type scope, and
    /// no locals (members do not see the locals of the function that happens to enclose them).
    // The lookups below read each context in place: a copy of every context per name took most
    // of the time where contexts nest thousands deep (an `else if` chain, found by `cleave-fuzz`).
    func isLocalName(_ name: String) -> Bool {
        for position in contexts.indices.reversed() {
            if contexts[position].locals[name] != nil || contexts[position].genericParameters.contains(name) {
                return true
            }
            if contexts[position].isTypeBoundary { return false }
        }
        return false
    }

    func localType(of name: String) -> Receiver? {
        for position in contexts.indices.reversed() {
            if let type = contexts[position].locals[name] { return type }
            if contexts[position].isTypeBoundary { return nil }
        }
        return nil
    }

    func isGenericParameter(_ name: String) -> Bool {
        contexts.indices.contains { contexts[$0].genericParameters.contains(name) }
    }

    /// What a generic parameter's values are looked up in: its constraint, if it has one.
    func constraint(ofGenericParameter name: String, innermost: LexicalContext? = nil) -> String? {
        if let constraint = innermost?.genericConstraints[name] { return constraint }
        for position in contexts.indices.reversed() {
            if let constraint = contexts[position].genericConstraints[name] { return constraint }
        }
        return nil
    }

    /// The elements a where clause fixes for a generic parameter's values, if one does.
    private func fixedElement(ofGenericParameter name: String, innermost: LexicalContext?) -> String? {
        if let element = innermost?.fixedElements[name] { return element }
        for position in contexts.indices.reversed() {
            if let element = contexts[position].fixedElements[name] { return element }
        }
        return nil
    }

    /// The path of the type a generic parameter is constrained to (`["Store"]` for `T: Store`).
    func constrainingType(ofGenericParameter name: String) -> [String]? {
        constraint(ofGenericParameter: name).map { $0.split(separator: ".").map(String.init) }
    }

    /// A value of a written type; of `T`, `T?` or `[T]` with `T: Store`, one of `Store`; with
    /// `T: Sequence` and `where T.Element == Book`, one of `Sequence<Book>`.
    func instance(ofWritten written: String, in innermost: LexicalContext? = nil) -> Receiver {
        // `message: inout M` is an `M` inside the function.
        guard let type = TypeRef(written: written)?.withoutSpecifiers else { return .instance(written) }
        var element = type.unwrapped
        var isArray = false
        if case .array(let inner) = element { (element, isArray) = (inner, true) }
        guard case .named(let path, let generics) = element, generics.isEmpty else { return .instance(written) }
        if path.count == 1, let constraint = constraint(ofGenericParameter: path[0], innermost: innermost) {
            // `S: Sequence` with `where S.Element == Book`: a `Sequence<Book>`.
            let constrained =
                fixedElement(ofGenericParameter: path[0], innermost: innermost).map { "\(constraint)<\($0)>" }
                ?? constraint
            guard let constrainedType = TypeRef(written: constrained) else { return .instance(written) }
            return .instance(type.rewrapping(isArray ? .array(constrainedType) : constrainedType).description)
        }
        // `H.G.Element` with `H: HashToGroup`: `HashToGroup.G.Element`.
        if path.count > 1, !isArray, let constraint = constraint(ofGenericParameter: path[0], innermost: innermost) {
            let constrained = constraint.split(separator: ".").map(String.init) + path.dropFirst()
            return .instance(type.rewrapping(.named(path: constrained, generics: [])).description)
        }
        return .instance(written)
    }

    func declareLocal(_ name: String, type: Receiver) {
        contexts[contexts.count - 1].locals[name] = type
    }

    // MARK: Recording

    /// Appends a declaration, making its id unique within the file (`#if` alternatives,
    /// overloads that differ only in types) with a `#2`, `#3` … suffix.
    func addDeclaration(_ declaration: Declaration) -> Int {
        var declaration = declaration
        // `` case `default` `` is used as `.default`.
        declaration.id = declaration.id.withoutBackticks
        declaration.name = declaration.name.withoutBackticks
        declaration.argumentLabels = declaration.argumentLabels?.map(\.withoutBackticks)
        if let count = declarationIDCounts[declaration.id] {
            declarationIDCounts[declaration.id] = count + 1
            declaration.id += "#\(count + 1)"
        } else {
            declarationIDCounts[declaration.id] = 1
        }
        facts.declarations.append(declaration)
        return facts.declarations.count - 1
    }

    func addReference(
        _ name: String, kind: ReferenceKind, at node: some SyntaxProtocol, receiver: Receiver,
        labels: [String]? = nil, trailingClosures: Int = 0, arguments: [Receiver]? = nil, inoutArguments: [Bool]? = nil
    ) {
        let effectiveKind = defaultArgumentDepth > 0 ? .defaultArgument : kind
        facts.references.append(
            ReferenceSite(
                name: name.withoutBackticks, kind: effectiveKind, location: location(of: node),
                sourceIndex: context.declarationIndex, scope: context.typeScope, receiver: receiver,
                argumentLabels: labels?.map(\.withoutBackticks),
                trailingClosures: trailingClosures, argumentTypes: arguments, inoutArguments: inoutArguments))
    }

    /// The `self` type of the current context, as a receiver.
    var selfReceiver: Receiver {
        context.isStatic ? .type(context.typeScope) : .instance(context.typeScope.dotted())
    }
}

/// One lexical level: a declaration, a type body, a function body or a closure.
struct LexicalContext {
    /// Index of the innermost enclosing declaration in the file's declarations.
    var declarationIndex: Int?
    /// Qualified path of the innermost type (or extended type).
    var typeScope: [String] = []
    var genericParameters: Set<String> = []
    /// The protocol or class a generic parameter is constrained to (`T: Decodable`, `where T: Store`).
    var genericConstraints: [String: String] = [:]
    /// The elements a where clause fixes for a generic parameter's values (`where S.Element == Book`).
    var fixedElements: [String: String] = [:]
    /// Local names (parameters, `let`s, closure parameters) with what their value is, as far as
    /// it is evident (`.unknown` otherwise).
    var locals: [String: Receiver] = [:]
    /// In a `static`/`class` member, `self` is the type.
    var isStatic = false
    /// Function, accessor and closure bodies: variables declared here are locals, not members.
    var isCodeBlock = false
    /// The member variable whose accessors this context is for.
    var memberVariable: SyntaxIdentifier?
    /// Type bodies stop the search for locals: a member never sees an outer function's locals.
    var isTypeBoundary = false
    /// The superclass (first inherited type) of the innermost class, for `super.`.
    var superclassName: String?
    /// Default access for members declared here (`public extension` makes members public).
    var memberDefaultAccess: AccessLevel?
    /// The effective access of the enclosing declaration, which caps its members.
    var accessCap: AccessLevel = .open
    /// Members of protocols and cases of enums take the access of their parent.
    var membersInheritParentAccess = false
    /// Qualified id prefix for members (`s:Book.` inside `struct Book` or `extension Book`).
    var idPrefix = "s:"
}

extension String {
    /// Capitalised, as Swift code conventionally names types, after any leading underscores
    /// (`_HashNode`, `__Storage`).
    var looksLikeTypeName: Bool {
        drop { $0 == "_" }.first?.isUppercase == true
    }

    /// `` `default` `` → `default`: the name a backticked identifier declares.
    var withoutBackticks: String {
        utf8.contains(UInt8(ascii: "`")) ? replacingOccurrences(of: "`", with: "") : self
    }
}

/// Of an arithmetic operation: its first operand, and the first whose type a literal does not merely suggest.
struct ArithmeticOperands {
    let first: ExprSyntax
    let typed: ExprSyntax?
}
