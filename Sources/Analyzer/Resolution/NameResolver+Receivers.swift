/// What a receiver evaluates to: the type that members after `receiver.` are looked up in.
extension NameResolver {
    /// An implicit member (`.loading`) whose type was to come from elsewhere.
    func isImplicitMember(_ receiver: Receiver) -> Bool {
        switch receiver {
        case .argument, .implicitMemberOfTypeOf: return true
        default: return false
        }
    }

    /// Any implicit member (`.loading`), its type written beside it or to come from elsewhere: it
    /// names a case or a static member, never an instance member.
    func isImplicitMemberExpression(_ receiver: Receiver) -> Bool {
        if case .implicitMember = receiver { return true }
        return isImplicitMember(receiver)
    }

    func isTypeReceiver(_ receiver: Receiver) -> Bool {
        if case .type = receiver { return true }
        return false
    }

    /// Whether a value is evidently optional (`var text: String?`, a property declared so), or
    /// evidently not; nil when syntax does not say.
    func isOptional(_ receiver: Receiver, scope: [String]) -> Bool? {
        switch receiver {
        case .instance(let written):
            return TypeRef(written: written)?.isOptional ?? false
        case .member(.lexical, let name):
            for owner in enclosingTypes(scope) {
                let variables = lookUpMember(name, in: owner).filter { symbols.declarations[$0].kind == .variable }
                if !variables.isEmpty { return writtenOptionality(of: variables) }
            }
            return writtenOptionality(
                of: (symbols.topLevelByName[name] ?? []).filter { symbols.declarations[$0].kind == .variable })
        case .member(let base, let name):
            guard let owner = type(of: base, scope: scope), !owner.isExternal else { return nil }
            return writtenOptionality(
                of: lookUpMember(name, in: memberKey(owner, scope: scope)).filter {
                    symbols.declarations[$0].kind == .variable
                })
        default:
            return nil
        }
    }

    private func writtenOptionality(of variables: [Int]) -> Bool? {
        let optionality = Set(
            variables.compactMap { variable in
                symbols.declarations[variable].typeName.map { TypeRef(written: $0)?.isOptional ?? false }
            })
        return optionality.count == 1 ? optionality.first : nil
    }

    /// The qualified type a receiver evaluates to, when it is evident.
    func type(of receiver: Receiver, scope: [String]) -> TypeRef? {
        guard let memo = receiverTypes else { return computedType(of: receiver, scope: scope) }
        let key = ReceiverTypeMemo.Key(receiver: receiver, scope: scope, bindings: memo.bindings)
        if let known = memo.types[key] { return known }
        let type = computedType(of: receiver, scope: scope)
        memo.types[key] = type
        return type
    }

    private func computedType(of receiver: Receiver, scope: [String]) -> TypeRef? {
        switch receiver {
        case .type(let path):
            return types.resolve(path: path, in: scope).map { TypeRef(qualified: $0) }
        case .instance(let written):
            return typeOfInstance(written, scope: scope)
        case .implicitMember(let written):
            return written.flatMap { types.resolve($0, in: scope) }
        case .implicitMemberOfTypeOf(let peer):
            return type(of: peer, scope: scope)
        case .member(.lexical, let name):
            return typeOfVariable(named: name, scope: scope)
        case .member(let base, let name):
            return typeOfMember(name, of: base, scope: scope)
        case .result(.lexical, let name):
            for owner in enclosingTypes(scope) {
                let functions = lookUpMember(name, in: owner).filter { symbols.declarations[$0].kind == .function }
                if !functions.isEmpty { return declaredType(of: functions, selfType: TypeRef(qualified: owner)) }
            }
            let functions = (symbols.topLevelByName[name] ?? []).filter { symbols.declarations[$0].kind == .function }
            return declaredType(of: functions, selfType: nil)
        case .result(let base, let name) where name.hasPrefix("subscript"):
            // `_rope[i]` with `typealias _Rope = Rope<_Chunk>`: a `Rope<_Chunk>`'s subscript.
            guard let owner = type(of: base, scope: scope).map({ types.expandingTypealias($0, scope: scope) }) else {
                return nil
            }
            if let result = owner.subscriptResult { return result }
            return subscriptType(of: owner, labeled: name, scope: scope)
        case .result(let base, let name):
            return typeOfResult(name, of: base, scope: scope)
        case .argument(let base, let callee, let labels, let position):
            return parameterType(base: base, callee: callee, labels: labels, position: position, scope: scope)
        case .closureParameter(let argument, let index):
            return closureParameterType(argument: argument, index: index, scope: scope)
        case .element(let base):
            guard let owner = type(of: base, scope: scope).map(expandingStandardAlias) else { return nil }
            if let element = owner.element { return expandingStandardAlias(element) }
            if let element = arrayLiteralElement(of: owner, scope: scope) { return element }
            // `for x in store`: what the monolith type's subscripts return.
            return subscriptType(of: owner, labeled: "subscript", scope: scope)
        case .payload(let matched, let caseName, let index):
            guard let owner = type(of: matched, scope: scope) else { return nil }
            return payloadType(caseName, at: index, of: owner, scope: scope)
        case .lexical, .unknown, .memberwiseInitializer:
            return nil
        }
    }

    /// A value of a written type (`let x: Foo`, `Foo()`).
    private func typeOfInstance(_ written: String, scope: [String]) -> TypeRef? {
        guard let resolved = types.resolve(written, in: scope) else { return nil }
        guard let name = resolved.simpleName else { return resolved }
        if let aliased = standardAlias(name, scope: scope) { return aliased }
        // `let prefix = I2OSP(value: 0, outputByteCount: 1)`: a function named like a type.
        if let result = resultOfFunctionNamedLikeAType(name) { return result }
        return isAssociatedTypeOfAnotherModule(name, scope: scope) ? .external : resolved
    }

    /// `base.name` read: the declared type of the property of the base's type, or what the standard
    /// library's property of that name is.
    private func typeOfMember(_ name: String, of base: Receiver, scope: [String]) -> TypeRef? {
        guard let ownerOrAlias = type(of: base, scope: scope) else {
            guard isImplicitMember(base) || base == .implicitMember(nil) else { return typeOfVariableByNameAlone(name) }
            // `.CSRAttributes.extensionRequest` where the chain's type is not evident.
            if name.looksLikeTypeName, let nested = uniqueNestedType(named: name) {
                return TypeRef(qualified: symbols.qualifiedName(of: symbols.declarations[nested]))
            }
            // `track(.search(query: q))` where the parameter's type is not evident: an implicit
            // member is of that type, which a property of the same name elsewhere
            // (`Resource.search`, a `String`) says nothing of.
            return nil
        }
        if ownerOrAlias.isExternal { return ownerOrAlias }
        let owner = types.expandingTypealias(ownerOrAlias, scope: scope)
        if name == "pointee", let pointee = owner.pointer?.pointee { return pointee }
        if owner.isTuple { return owner.tupleElement(name).flatMap { types.resolve($0, in: scope) } }
        let key = memberKey(owner, scope: scope)
        let found = findMember(name, in: key)
        // `x.first` on a collection of the monolith: the standard library's, of no type it says here.
        if case .standard(let level, let standardMembers) = found {
            // `Section.allCases`, synthesized for a `CaseIterable` enum.
            if name == "allCases", isTypeReceiver(base) { return .array(of: TypeRef(qualified: key)) }
            return typeOfStandardMember(name, of: owner, scope: scope)
                ?? declaredType(
                    ofStandard: standardMembers.filter { $0.kind == .variable }, declaredIn: level, for: owner)
        }
        let members = fittingSameTypeRequirements(found.monolith, of: owner, scope: scope)
        // `Key.shellName.rawValue`: a case of an enum is of the enum's type.
        if !members.isEmpty, members.allSatisfy({ symbols.declarations[$0].kind == .enumCase }) {
            return TypeRef(qualified: key)
        }
        let variables = members.filter { symbols.declarations[$0].kind == .variable }
        if variables.isEmpty, symbols.typesByQualifiedName[key + "." + name] != nil {
            return TypeRef(qualified: key + "." + name)  // a nested type named in lower case: `Constants.keys.token`
        }
        // `Section.allCases`, synthesized for a `CaseIterable` enum.
        if variables.isEmpty, name == "allCases", isTypeReceiver(base) { return .array(of: TypeRef(qualified: key)) }
        if variables.isEmpty, let argument = typeOfStandardGenericMember(name, of: owner) { return argument }
        if variables.isEmpty {
            if let element = owner.element {
                if ["first", "last"].contains(name) { return element }
                // `values.lazy.map { … }`: the same elements.
                if name == "lazy" { return owner }
            }
            // Another module's property of another module's type is of no type of the monolith;
            // one the monolith's class inherits (a UIKit property) may be, as far as its name says.
            return isExternalType(key) ? .external : typeOfVariableByNameAlone(name)
        }
        return declaredType(of: variables, selfType: owner)
    }

    /// `base.name(…)` called: the result type of the method of the base's type, or of the standard
    /// library's method of that name.
    private func typeOfResult(_ name: String, of base: Receiver, scope: [String]) -> TypeRef? {
        guard let owner = type(of: base, scope: scope).map({ types.expandingTypealias($0, scope: scope) }) else {
            return typeOfResultByNameAlone(name)
        }
        if let element = owner.element {
            if Self.elementReturningMethods.contains(name) { return element }
            if Self.sequencePreservingMethods.contains(name) { return owner }
            // `sets.joined()`: the elements of the elements.
            if name == "joined", let inner = type(of: .element(.instance(element.description)), scope: scope) {
                return .array(of: inner)
            }
        }
        let key = memberKey(owner, scope: scope)
        let found = findMember(name, in: key)
        // `buffer.index(after: i)`, `text.lowercased()`: what the standard library's method returns.
        if case .standard(let level, let members) = found {
            return declaredType(ofStandard: members.filter { $0.kind == .function }, declaredIn: level, for: owner)
        }
        let functions = fittingSameTypeRequirements(found.monolith, of: owner, scope: scope).filter {
            symbols.declarations[$0].kind == .function
        }
        if functions.isEmpty, isExternalType(key) {
            // `scheduledTasks.peek()` on another module's `PriorityQueue<EmbeddedScheduledTask>`.
            if Self.elementReturningMethods.contains(name) || Self.queueMethods.contains(name),
                let arguments = owner.genericArguments, arguments.count == 1
            {
                return types.resolve(arguments[0], in: scope) ?? arguments[0]
            }
            return .external
        }
        // `args.popFirst()` on the monolith's collection: an element, which its subscript returns.
        if functions.isEmpty, Self.elementReturningMethods.contains(name) {
            return subscriptType(of: owner, labeled: "subscript", scope: scope)
        }
        return declaredType(of: functions, selfType: owner)
    }

    /// `books.first(where:)`, `books.randomElement()`: an element of the array.
    static let elementReturningMethods: Set<String> = [
        "first", "last", "randomElement", "popLast", "popFirst", "removeFirst", "removeLast", "min", "max",
    ]
    /// What queues, stacks and heaps of other modules name the methods that return an element.
    static let queueMethods: Set<String> = ["peek", "pop", "dequeue", "top"]
    /// `books.filter { … }`, `books.sorted()`: an array of the same elements.
    static let sequencePreservingMethods: Set<String> = [
        "filter", "sorted", "reversed", "shuffled", "prefix", "suffix", "dropFirst", "dropLast",
    ]

    /// A type the monolith does not declare and that is no generic parameter or associated type
    /// either (`Content`, `Element`, `T`): a type of another module.
    func isExternalType(_ key: String) -> Bool {
        symbols.typesByQualifiedName[key] == nil && !genericNames.contains(key)
            && !Self.associatedTypeNames.contains(key)
            && !(key.count <= 2 && key.first?.isUppercase == true)
    }

    private func resultOfFunctionNamedLikeAType(_ name: String) -> TypeRef? {
        guard symbols.typesByQualifiedName[name] == nil, !isStandardType(name),
            case let functions = (symbols.topLevelByName[name] ?? []).filter({
                symbols.declarations[$0].kind == .function
            }),
            !functions.isEmpty
        else { return nil }
        return declaredType(of: functions, selfType: nil)
    }

    /// `Index` in `extension Span`: the standard library's `typealias Index = Int` of that type.
    /// `Mirror.Children` → `AnyCollection<Mirror.Child>`, `Mirror.Child` → `(label: String?, value: Any)`:
    /// a standard typealias as what its values are. (A protocol composition such as `Codable` stays
    /// by its name, under which the monolith extends it.)
    private func expandingStandardAlias(_ type: TypeRef) -> TypeRef {
        guard case .named(let path, []) = type, let written = standard.aliases[path.dotted()],
            let aliased = TypeRef(written: written)
        else { return type }
        if case .composition = aliased { return type }
        return aliased
    }

    private func standardAlias(_ name: String, scope: [String]) -> TypeRef? {
        guard symbols.typesByQualifiedName[name] == nil else { return nil }
        for owner in enclosingTypes(scope) where isStandardType(owner) {
            if let aliased = standard.aliases[owner + "." + name].flatMap(TypeRef.init(written:)),
                aliased.namePath?.first.map(isStandardType) == true
            {
                return aliased
            }
        }
        return nil
    }

    /// `Index` in `extension _UnsafeBitSet`, another module's type the standard library does not
    /// describe: that type's own `Index`, not one of the monolith.
    private func isAssociatedTypeOfAnotherModule(_ name: String, scope: [String]) -> Bool {
        guard Self.associatedTypeNames.contains(name), let outermost = scope.first else { return false }
        return isExternalType(outermost) && !isStandardType(outermost)
    }

    /// The standard library's associated types that name the monolith's types in its extensions.
    static let associatedTypeNames: Set<String> = [
        "Element", "Index", "Indices", "Iterator", "SubSequence", "Key", "Value", "Wrapped", "Success", "Failure",
        "RawValue", "Body", "ID",
    ]

    /// The types a scope is nested in, innermost first: `["Book", "Format"]` → `Book.Format`, `Book`.
    func enclosingTypes(_ scope: [String]) -> [String] {
        stride(from: scope.count, to: 0, by: -1).map { scope[0..<$0].dotted() }
    }

    /// The type an owner's typealiases stand for: `NetworkResult<Book>` with `typealias
    /// NetworkResult<T> = Result<T, APIError>` → `Result<Book, APIError>`.
    func expandingTypealiases(_ owner: TypeRef, scope: [String]) -> TypeRef {
        types.expandingTypealias(types.expandingGenericTypealias(owner), scope: scope)
    }

    /// The key the members of an owner's type are registered under: `NetworkResult<Book>` → `Result`.
    func memberKey(_ owner: TypeRef, scope: [String]) -> String {
        expandingTypealiases(owner, scope: scope).memberKey
    }

    /// The member key of a receiver's evident type; nil where it is not evident, or is another
    /// module's type, whose members are not the monolith's.
    func evidentMemberKey(of receiver: Receiver, scope: [String]) -> String? {
        guard let type = type(of: receiver, scope: scope), !type.isExternal else { return nil }
        return memberKey(type, scope: scope)
    }
}
