/// Resolves written type names (`Format`, `Book.Format`, `[Book]`, `Paginated<Book>?`) to the
/// monolith's types, lexically: nested types of the enclosing scopes first, then the top level.
struct TypeResolver {
    let symbols: SymbolTable
    /// Every type's supertypes, nearest first, once they are known: member types are inherited
    /// from protocols (`typealias Scalar = Element.Scalar` in `protocol Group`).
    var ancestorsByType: [String: [String]] = [:]

    /// A type written in a declaration (text the symbol table holds), resolved; nil when the text is no type.
    func resolve(_ written: String, in scope: [String], expansions: Int = 0) -> TypeRef? {
        TypeRef(written: written).flatMap { resolve($0, in: scope, expansions: expansions) }
    }

    /// The type by its qualified name, or by the written name itself for a type the monolith does
    /// not declare (its extensions are keyed that way). Nil for function types and another module's
    /// type. A tuple type resolves to itself with its elements resolved, without optionality: it
    /// has no members of the monolith, and its labels (`result.node`) give the types of its elements.
    /// `expansions` counts the typealiases being expanded around this call (see `expandingTypealias`).
    func resolve(_ type: TypeRef, in scope: [String], expansions: Int = 0) -> TypeRef? {
        let resolvedOrAsWritten = { (part: TypeRef) in resolve(part, in: scope, expansions: expansions) ?? part }
        if let elements = type.tupleElements {
            // Each element resolved where the tuple is written: `(InputOrigin.Element, Element)`
            // in `SplitArguments` stays itself when read from elsewhere.
            return .tuple(elements.map { .init(label: $0.label, type: resolvedOrAsWritten($0.type)) })
        }
        if case .composition(let parts) = type.unwrapped.withoutSpecifiers {
            return declaredPart(ofComposition: parts, in: scope)
        }
        if let (pointer, pointee) = type.pointer {
            return .named(path: [pointer], generics: [resolvedOrAsWritten(pointee)])
        }
        switch type.unwrapped {
        case .array(let element): return .array(of: resolvedOrAsWritten(element))
        case .dictionary(let key, let value):
            return .named(path: ["Dictionary"], generics: [resolvedOrAsWritten(key), resolvedOrAsWritten(value)])
        default: break
        }
        guard let path = type.namePath,
            let qualified = resolve(path: path, in: scope, depth: 0, expansions: expansions)
        else { return nil }
        // `ViewState<BookDetail>` keeps its arguments, so that its `content: Content?` is a `BookDetail`;
        // so does a `Result`, for what `case .success(let value)` binds, and another module's
        // `PriorityQueue<Task>`, for what its `peek()` returns.
        return TypeRef(qualified: qualified, generics: type.genericArguments?.map(resolvedOrAsWritten) ?? [])
    }

    /// `Resolver & Sendable`: the one part the monolith declares, whose members its values have
    /// (the others are another module's protocols, such as marker protocols with none).
    private func declaredPart(ofComposition parts: [TypeRef], in scope: [String]) -> TypeRef? {
        let parts = parts.map(\.withoutSpecifiers)
        guard !parts.contains(where: { $0.genericArguments != nil }) else { return nil }
        let declared = parts.compactMap { resolve($0, in: scope) }.filter {
            symbols.typesByQualifiedName[$0.memberKey] != nil
        }
        return declared.count == 1 ? declared[0] : nil
    }

    func resolve(path: [String], in scope: [String]) -> String? {
        resolve(path: path, in: scope, depth: 0)
    }

    private func resolve(path: [String], in scope: [String], depth: Int, expansions: Int = 0) -> String? {
        guard let first = path.first else { return nil }
        if path.count > 1, first == symbols.moduleName || symbols.importedModules.contains(first),
            symbols.typesByQualifiedName[first] == nil
        {
            // `os.Logger.Extra` is the type the monolith declares in `extension os.Logger`, not a
            // member of the monolith's own `typealias Logger` (which may be `Extra` itself).
            if first != symbols.moduleName, path.count > 2,
                let length = (3...path.count).reversed().first(where: {
                    symbols.typesByQualifiedName[path[0..<$0].dotted()] != nil
                })
            {
                return resolve(
                    path: [path[0..<length].dotted()] + path.dropFirst(length), in: [], depth: depth,
                    expansions: expansions)
            }
            return resolve(path: Array(path.dropFirst()), in: [], depth: depth, expansions: expansions)
        }
        // `Self` is the type whose body (or extension) the name is written in.
        if first == "Self", !scope.isEmpty {
            return resolve(path: scope + path.dropFirst(), in: [], depth: depth, expansions: expansions)
        }
        var head: String?
        for depth in stride(from: scope.count, through: 0, by: -1) {
            let candidate = scope[0..<depth].dotted(appending: first)
            // (`Index` in `extension String` is `String.Index`, which the monolith extends too.)
            if symbols.typesByQualifiedName[candidate] != nil || (depth > 0 && symbols.membersByType[candidate] != nil)
            {
                head = candidate
                break
            }
        }
        // `Element` in `typealias Scalar = Element.Scalar` of a protocol, read where a conformer is:
        // the conformer's, inherited from its protocols.
        // (A generic parameter of that name is the witness: `Value` of `Storage<Value>: AtomicStorage`.)
        if head == nil, depth < 4, genericParameterDeclaration(first, in: scope) == nil {
            for length in stride(from: scope.count, to: 0, by: -1) {
                let owner = scope[0..<length].dotted()
                if let inherited = inheritedMemberType(first, of: owner, depth: depth) {
                    head = inherited
                    break
                }
            }
        }
        var rest = path.dropFirst()
        // `P256._ARCV1.H2G` where `P256` is another module's type and `_ARCV1` the monolith's,
        // declared in its extension.
        if head == nil, path.count > 1,
            let length = (2...path.count).reversed().first(where: {
                symbols.typesByQualifiedName[path[0..<$0].dotted()] != nil
            })
        {
            head = path[0..<length].dotted()
            rest = path.dropFirst(length)
        }
        // `H2G.G` in `struct Credential<H2G: HashToGroup>` (or its extension): `HashToGroup.G`; and
        // `Wrapped.RawValue.X` with `where Wrapped.RawValue: AtomicOptionalWrappable`: `AtomicOptionalWrappable.X`.
        if head == nil, depth < 4,
            let (length, constraint) = (1...path.count).reversed().lazy.compactMap({ length in
                self.constraint(of: path[0..<length].dotted(), genericParameter: first, in: scope).map {
                    (length, $0)
                }
            }).first
        {
            return resolve(
                path: constraint.split(separator: ".").map(String.init) + path.dropFirst(length), in: [],
                depth: depth + 1)
        }
        guard var qualified = head else { return path.dotted() }
        if let nested = nestedTypeOfAnotherModule(named: first, aliasedAs: qualified, in: scope) { return nested }
        for component in rest {
            // `Writer.Sink` with `typealias Writer = NIOAsyncWriter<A, B>`: `NIOAsyncWriter.Sink`.
            let owner = expandingTypealias(TypeRef(qualified: qualified), scope: scope, expansions: expansions)
                .memberKey
            qualified = inheritedMemberType(component, of: owner, depth: depth) ?? owner + "." + component
        }
        return qualified
    }

    /// What a generic parameter of an enclosing type, or a member type of it (`Wrapped.RawValue`),
    /// is constrained to.
    private func constraint(of constrained: String, genericParameter name: String, in scope: [String]) -> String? {
        genericParameterDeclaration(name, in: scope)?.genericConstraints?.first { $0.parameter == constrained }?
            .constraint
    }

    /// Whether `name` is a generic parameter of a type the scope is in (or extends): a use of it
    /// names no declaration.
    func isGenericParameter(_ name: String, in scope: [String]) -> Bool {
        genericParameterDeclaration(name, in: scope) != nil
    }

    private func genericParameterDeclaration(_ name: String, in scope: [String]) -> Declaration? {
        for depth in stride(from: scope.count, to: 0, by: -1) {
            for index in symbols.typesByQualifiedName[scope[0..<depth].dotted()] ?? [] {
                let declaration = symbols.declarations[index]
                if declaration.genericParameters.contains(name) { return declaration }
            }
        }
        return nil
    }

    /// `OpenSSLGroup.Scalar` where only its protocol `Group` declares `typealias Scalar =
    /// Element.Scalar`: that alias, read where `OpenSSLGroup` is (so `Element` is its own); or the
    /// protocol's associated type of that name.
    private func inheritedMemberType(_ name: String, of owner: String, depth: Int) -> String? {
        guard depth < 4, symbols.typesByQualifiedName[owner + "." + name] == nil,
            let inherited = inheritedMemberTypeDeclaration(name, of: owner)
        else { return nil }
        let declaration = symbols.declarations[inherited]
        let qualified = symbols.qualifiedName(of: declaration)
        guard declaration.kind == .typealias, let path = declaration.typeName.flatMap(TypeRef.init(written:))?.namePath,
            let expanded = resolve(path: path, in: owner.split(separator: ".").map(String.init), depth: depth + 1)
        else { return qualified }
        return expanded
    }

    /// The member type of this name that a supertype of `owner` declares, nearest first: a
    /// protocol's typealias or associated type, or a superclass's nested type (`ReadResult` of
    /// `BaseSocketChannel` in its subclass).
    func inheritedMemberTypeDeclaration(_ name: String, of owner: String) -> Int? {
        for ancestor in ancestorsByType[owner] ?? [] {
            if let indices = symbols.typesByQualifiedName[ancestor + "." + name], indices.count == 1 {
                return indices[0]
            }
        }
        return nil
    }

    /// The type a typealias stands for, so members are looked up where they live. An alias can
    /// name itself through another module's type (DuckDuckGo's `typealias Logger =
    /// os.Logger.MaliciousSiteProtection`, whose `Logger` is the monolith's alias once `os.` is
    /// dropped): past `deepestExpansion` aliases expanding one another, the name stays as it is.
    func expandingTypealias(_ type: TypeRef, scope: [String], depth: Int = 0, expansions: Int = 0) -> TypeRef {
        guard expansions < Self.deepestExpansion else { return type }
        // `HashToCurveImpl<P256>` with `typealias HashToCurveImpl = OpenSSLHashToCurve`: `OpenSSLHashToCurve<P256>`.
        if case .named(let path, let arguments) = type, !arguments.isEmpty,
            let indices = symbols.typesByQualifiedName[type.memberKey],
            indices.allSatisfy({ symbols.declarations[$0].kind == .typealias }),
            indices.allSatisfy({ symbols.declarations[$0].genericParameters.isEmpty })
        {
            let unapplied = TypeRef.named(path: path, generics: [])
            let expanded = expandingTypealias(unapplied, scope: scope, depth: depth + 1, expansions: expansions)
            guard expanded != unapplied, expanded.genericArguments == nil else {
                return expanded == unapplied ? type : expanded
            }
            guard case .named(let expandedPath, []) = expanded else { return expanded }
            return .named(path: expandedPath, generics: arguments)
        }
        guard depth < 8, case .named(let path, []) = type,
            let indices = symbols.typesByQualifiedName[path.dotted()]
        else { return type }
        let targets = indices.compactMap { index -> (type: TypeRef, conditions: [String])? in
            let declaration = symbols.declarations[index]
            guard declaration.kind == .typealias, let aliased = declaration.typeName,
                let resolved = resolve(
                    aliased, in: Array(symbols.qualifiedPath(of: declaration).dropLast()), expansions: expansions + 1)
            else { return nil }
            return (resolved, declaration.conditions)
        }
        guard targets.count == indices.count, let target = Self.chosenAlternative(targets, symbols: symbols) else {
            return type
        }
        return expandingTypealias(target, scope: scope, depth: depth + 1, expansions: expansions)
    }

    static let deepestExpansion = 8

    /// The type an alias stands for when `#if` gives it alternatives: the one they agree on, else
    /// the only one the monolith declares (`typealias HashToCurveImpl = CoreCryptoHashToCurve` on
    /// Apple's platforms, `= OpenSSLHashToCurve` elsewhere: only the second is the monolith's, and
    /// only its members can be), else the one for 64-bit pointers (`#if _pointerBitWidth(_64)`),
    /// as nearly every platform has.
    private static func chosenAlternative(_ targets: [(type: TypeRef, conditions: [String])], symbols: SymbolTable)
        -> TypeRef?
    {
        guard let first = targets.first?.type else { return nil }
        if targets.allSatisfy({ $0.type == first }) { return first }
        let declared = Set(targets.map(\.type).filter { symbols.typesByQualifiedName[$0.memberKey] != nil })
        if declared.count == 1 { return declared.first }
        let sixtyFourBit = Set(targets.filter { $0.conditions.last == "_pointerBitWidth(_64)" }.map(\.type))
        return sixtyFourBit.count == 1 ? sixtyFourBit.first : nil
    }

    /// In `extension _UnsafeBitSet` (another module's type), `_Word` is `_UnsafeBitSet._Word`, not the
    /// monolith's `typealias _Word = _UnsafeBitSet._Word` that says the nested type exists: member
    /// types are found before top-level ones.
    private func nestedTypeOfAnotherModule(named name: String, aliasedAs qualified: String, in scope: [String])
        -> String?
    {
        guard qualified == name, let indices = symbols.typesByQualifiedName[name], indices.count == 1,
            symbols.declarations[indices[0]].kind == .typealias, let aliased = symbols.declarations[indices[0]].typeName
        else { return nil }
        for depth in stride(from: scope.count, to: 0, by: -1) {
            let owner = scope[0..<depth].dotted()
            if aliased == owner + "." + name, symbols.typesByQualifiedName[owner] == nil { return aliased }
        }
        return nil
    }

    /// `NetworkResult<Catalog>` with `typealias NetworkResult<T> = Result<T, APIError>` is a
    /// `Result<Catalog, APIError>`; a resolved type that is no generic typealias stays as it is.
    func expandingGenericTypealias(_ resolved: TypeRef) -> TypeRef {
        guard let arguments = resolved.genericArguments,
            let indices = symbols.typesByQualifiedName[resolved.memberKey], indices.count == 1
        else { return resolved }
        let alias = symbols.declarations[indices[0]]
        guard alias.kind == .typealias, let aliased = alias.typeName.flatMap(TypeRef.init(written:)),
            alias.genericParameters.count == arguments.count
        else { return resolved }
        let replacements = Dictionary(zip(alias.genericParameters, arguments), uniquingKeysWith: { first, _ in first })
        return resolve(aliased.substituting(replacements), in: Array(symbols.qualifiedPath(of: alias).dropLast()))
            ?? resolved
    }

    /// The parameter types of the function type a written type names, through typealiases
    /// (`@escaping Handler` with `typealias Handler = (HTTPRequest) -> HTTPResponse`), as written,
    /// with the scope they are written in.
    func functionParameters(_ written: String, in scope: [String]) -> (types: [TypeRef], scope: [String])? {
        guard var current = TypeRef(written: written).map({ (type: $0, scope: scope) }) else { return nil }
        for _ in 0..<8 {
            if let parameters = current.type.functionParameters { return (parameters, current.scope) }
            guard let path = current.type.namePath,
                let qualified = resolve(path: path, in: current.scope),
                let indices = symbols.typesByQualifiedName[qualified], indices.count == 1,
                symbols.declarations[indices[0]].kind == .typealias,
                let aliased = symbols.declarations[indices[0]].typeName.flatMap(TypeRef.init(written:))
            else { return nil }
            current = (aliased, Array(symbols.qualifiedPath(of: symbols.declarations[indices[0]]).dropLast()))
        }
        return nil
    }
}
