/// What a receiver evaluates to: the type that members after `receiver.` are looked up in.
extension NameResolver {
    /// An implicit member (`.loading`) whose type was to come from elsewhere.
    func isImplicitMember(_ receiver: Receiver) -> Bool {
        switch receiver {
        case .argument, .implicitMemberOfTypeOf: return true
        default: return false
        }
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
            return TypeResolver.isOptional(written)
        case .member(.lexical, let name):
            for owner in enclosingTypes(scope) {
                let variables = lookUpMember(name, in: owner).filter { symbols.declarations[$0].kind == .variable }
                if !variables.isEmpty { return writtenOptionality(of: variables) }
            }
            return writtenOptionality(
                of: (symbols.topLevelByName[name] ?? []).filter { symbols.declarations[$0].kind == .variable })
        case .member(let base, let name):
            guard let owner = type(of: base, scope: scope), owner != Self.externalType else { return nil }
            return writtenOptionality(
                of: lookUpMember(name, in: memberKey(owner, scope: scope)).filter {
                    symbols.declarations[$0].kind == .variable
                })
        default:
            return nil
        }
    }

    private func writtenOptionality(of variables: [Int]) -> Bool? {
        let optionality = Set(variables.compactMap { symbols.declarations[$0].typeName.map(TypeResolver.isOptional) })
        return optionality.count == 1 ? optionality.first : nil
    }

    /// The qualified type a receiver evaluates to, when it is evident.
    func type(of receiver: Receiver, scope: [String]) -> String? {
        guard let memo = receiverTypes else { return computedType(of: receiver, scope: scope) }
        let key = ReceiverTypeMemo.Key(receiver: receiver, scope: scope)
        if let known = memo.types[key] { return known }
        let type = computedType(of: receiver, scope: scope)
        memo.types[key] = type
        return type
    }

    private func computedType(of receiver: Receiver, scope: [String]) -> String? {
        switch receiver {
        case .type(let path):
            return types.resolve(path: path, in: scope)
        case .instance(let written):
            guard let resolved = types.resolve(written, in: scope) else { return nil }
            if let aliased = standardAlias(resolved, scope: scope) { return aliased }
            // `let prefix = I2OSP(value: 0, outputByteCount: 1)`: a function named like a type.
            if let result = resultOfFunctionNamedLikeAType(resolved) { return result }
            return isAssociatedTypeOfAnotherModule(resolved, scope: scope) ? Self.externalType : resolved
        case .implicitMember(let written):
            return written.flatMap { types.resolve($0, in: scope) }
        case .implicitMemberOfTypeOf(let peer):
            return type(of: peer, scope: scope)
        case .member(.lexical, let name):
            return typeOfVariable(named: name, scope: scope)
        case .member(let base, let name):
            guard let ownerOrAlias = type(of: base, scope: scope) else {
                // `.CSRAttributes.extensionRequest` where the chain's type is not evident.
                if name.looksLikeTypeName, isImplicitMember(base) || base == .implicitMember(nil),
                    let nested = uniqueNestedType(named: name)
                {
                    return symbols.qualifiedName(of: symbols.declarations[nested])
                }
                return typeOfVariableByNameAlone(name)
            }
            if ownerOrAlias == Self.externalType { return ownerOrAlias }
            let owner = types.expandingTypealias(ownerOrAlias, scope: scope)
            if name == "pointee", let pointee = TypeResolver.pointee(of: owner) { return pointee }
            if owner.hasPrefix("(") {
                return TypeResolver.tupleElement(name, of: owner).flatMap { types.resolve($0, in: scope) }
            }
            let key = memberKey(owner, scope: scope)
            let found = findMember(name, in: key)
            // `x.first` on a collection of the monolith: the standard library's, of no type it says here.
            if case .standard(let level, let standardMembers) = found {
                // `Section.allCases`, synthesized for a `CaseIterable` enum.
                if name == "allCases", isTypeReceiver(base) { return "Array<\(key)>" }
                return typeOfStandardMember(name, of: owner, scope: scope)
                    ?? declaredType(
                        ofStandard: standardMembers.filter { $0.kind == .variable }, declaredIn: level, for: owner)
            }
            let members = fittingSameTypeRequirements(found.monolith, of: owner, scope: scope)
            // `Key.shellName.rawValue`: a case of an enum is of the enum's type.
            if !members.isEmpty, members.allSatisfy({ symbols.declarations[$0].kind == .enumCase }) { return key }
            let variables = members.filter { symbols.declarations[$0].kind == .variable }
            if variables.isEmpty, symbols.typesByQualifiedName[key + "." + name] != nil {
                return key + "." + name  // a nested type named in lower case: `Constants.keys.token`
            }
            // `Section.allCases`, synthesized for a `CaseIterable` enum.
            if variables.isEmpty, name == "allCases", isTypeReceiver(base) { return "Array<\(key)>" }
            if variables.isEmpty, let argument = typeOfStandardGenericMember(name, of: owner) { return argument }
            if variables.isEmpty {
                if let element = TypeResolver.element(of: owner) {
                    if ["first", "last"].contains(name) { return element }
                    // `values.lazy.map { … }`: the same elements.
                    if name == "lazy" { return owner }
                }
                // Another module's property of another module's type is of no type of the monolith;
                // one the monolith's class inherits (a UIKit property) may be, as far as its name says.
                return isExternalType(key) ? Self.externalType : typeOfVariableByNameAlone(name)
            }
            return declaredType(of: variables, selfType: owner)
        case .result(.lexical, let name):
            for owner in enclosingTypes(scope) {
                let functions = lookUpMember(name, in: owner).filter { symbols.declarations[$0].kind == .function }
                if !functions.isEmpty { return declaredType(of: functions, selfType: owner) }
            }
            let functions = (symbols.topLevelByName[name] ?? []).filter { symbols.declarations[$0].kind == .function }
            return declaredType(of: functions, selfType: nil)
        case .result(let base, let name) where name.hasPrefix("subscript"):
            // `_rope[i]` with `typealias _Rope = Rope<_Chunk>`: a `Rope<_Chunk>`'s subscript.
            guard let owner = type(of: base, scope: scope).map({ types.expandingTypealias($0, scope: scope) }) else {
                return nil
            }
            if let result = TypeResolver.subscriptResult(of: owner) { return result }
            return subscriptType(of: owner, labeled: name, scope: scope)
        case .result(let base, let name):
            guard let owner = type(of: base, scope: scope).map({ types.expandingTypealias($0, scope: scope) }) else {
                return typeOfResultByNameAlone(name)
            }
            if let element = TypeResolver.element(of: owner) {
                if Self.elementReturningMethods.contains(name) { return element }
                if Self.sequencePreservingMethods.contains(name) { return owner }
                // `sets.joined()`: the elements of the elements.
                if name == "joined", let inner = type(of: .element(.instance(element)), scope: scope) {
                    return "Array<\(inner)>"
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
                    let arguments = TypeResolver.genericArguments(of: owner), arguments.count == 1
                {
                    return types.resolve(arguments[0], in: scope) ?? arguments[0]
                }
                return Self.externalType
            }
            // `args.popFirst()` on the monolith's collection: an element, which its subscript returns.
            if functions.isEmpty, Self.elementReturningMethods.contains(name) {
                return subscriptType(of: owner, labeled: "subscript", scope: scope)
            }
            return declaredType(of: functions, selfType: owner)
        case .argument(let base, let callee, let labels, let position):
            return parameterType(base: base, callee: callee, labels: labels, position: position, scope: scope)
        case .closureParameter(let argument, let index):
            return closureParameterType(argument: argument, index: index, scope: scope)
        case .element(let base):
            guard let owner = type(of: base, scope: scope) else { return nil }
            if let element = TypeResolver.element(of: owner) { return element }
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

    /// A standard member read on a receiver: `first` and `last` are elements (of a standard
    /// sequence, or what a collection of the monolith's subscript returns), `lazy` the same
    /// elements; anything else is of another module's type, as far as syntax tells.
    private func typeOfStandardMember(_ name: String, of owner: String, scope: [String]) -> String? {
        if let argument = typeOfStandardGenericMember(name, of: owner) { return argument }
        if name == "lazy", TypeResolver.element(of: owner) != nil { return owner }
        guard ["first", "last"].contains(name) else { return nil }
        if let element = TypeResolver.element(of: owner) { return element }
        return subscriptType(of: owner, labeled: "subscript", scope: scope) ?? Self.externalType
    }

    /// The type standard members declare, seen on `owner`, when they agree and it names a type
    /// outright (`count: Int`, `description: String`, `Element` of an `Array<Book>`); another
    /// module's type otherwise (`Self.Index`, `T`).
    func declaredType(ofStandard members: [StandardLibrary.Member], declaredIn level: String, for owner: String)
        -> String
    {
        let written = Set(members.map(\.typeName))
        guard written.count == 1, let only = written.first, let typeName = only else { return Self.externalType }
        // (`Self` stays itself here: `Self.Magnitude` is an associated type, read below.)
        let replaced = TypeResolver.substituting(
            standardReplacements(declaredIn: level, for: owner).filter { $0.key != "Self" },
            in: typeName.replacingOccurrences(of: "Self.Element", with: "Element"))
        // `other.magnitude` on a `BinaryInteger`: a `Self.Magnitude`, whose constraints
        // (`UnsignedInteger`…) its members are looked up in.
        if let path = TypeResolver.namePath(of: replaced), (path.count == 2 && path[0] == "Self") || path.count == 1,
            let associated = standardAssociatedType(
                path.last!, of: TypeResolver.memberKey(of: owner), declaredIn: level)
        {
            return associated
        }
        guard
            let path = TypeResolver.namePath(of: replaced)
                ?? TypeResolver.arrayElement(of: replaced).map({ _ in ["Array"] }),
            path[0] != "Self", standard.genericParameters[level]?.contains(path[0]) != true,
            standard.kinds[level + "." + path[0]] != .associatedType,
            replaced != typeName || !isGenericLooking(path[0]),
            let resolved = types.resolve(replaced, in: [])
        else { return Self.externalType }
        return resolved
    }

    /// `BinaryInteger.Magnitude`: the associated type of this name of the receiver's type or the
    /// nearest protocol it conforms to that declares one (standard or the monolith's).
    private func standardAssociatedType(_ name: String, of owner: String, declaredIn level: String) -> String? {
        guard standard.kinds[level + "." + name] == .associatedType else { return nil }
        for candidate in [owner] + (ancestorsByType[owner] ?? []) {
            if symbols.typesByQualifiedName[candidate + "." + name] != nil {
                return types.expandingTypealias(candidate + "." + name, scope: [])
            }
            if standard.kinds[candidate + "." + name] == .associatedType { return candidate + "." + name }
        }
        return level + "." + name
    }

    /// `T`, `Element`, `Index`: a name a standard declaration uses for a type it does not fix.
    private func isGenericLooking(_ name: String) -> Bool {
        (name.count <= 2 && name.first?.isUppercase == true) || Self.associatedTypeNames.contains(name)
            || (!standard.declares(name) && symbols.typesByQualifiedName[name] == nil)
    }

    /// `storage.header` with `storage` a `ManagedBuffer<Header, Node>`, or of a class that inherits
    /// one: a `Header`.
    private func typeOfStandardGenericMember(_ name: String, of type: String) -> String? {
        if let position = StandardLibrary.genericArgumentMembers[TypeResolver.memberKey(of: type)]?[name],
            let arguments = TypeResolver.genericArguments(of: type), position < arguments.count
        {
            return arguments[position]
        }
        for inherited in symbols.inheritedByType[TypeResolver.memberKey(of: type)] ?? [] {
            guard
                let position = StandardLibrary.genericArgumentMembers[TypeResolver.memberKey(of: inherited.name)]?[
                    name],
                let arguments = TypeResolver.genericArguments(of: inherited.name), position < arguments.count
            else { continue }
            return types.resolve(arguments[position], in: inherited.scope)
        }
        return nil
    }

    /// `[.short, .long]` as a `NameSpecification`: the element its `init(arrayLiteral:)` takes.
    private func arrayLiteralElement(of owner: String, scope: [String]) -> String? {
        let inits = lookUpMember("init", in: memberKey(owner, scope: scope), includingInherited: false)
            .filter { symbols.declarations[$0].argumentLabels == ["arrayLiteral"] }
        guard inits.count == 1, let written = symbols.declarations[inits[0]].parameterTypes?.first,
            written.hasSuffix("...")
        else { return nil }
        return resolve(String(written.dropLast(3)), writtenIn: symbols.declarations[inits[0]], selfType: owner)
    }

    /// What the subscripts of a type of the monolith return, when they agree: those with the labels
    /// written (`subscript(item:)`), or any for a bare `subscript`.
    private func subscriptType(of owner: String, labeled name: String, scope: [String]) -> String? {
        if owner == Self.externalType { return owner }
        var subscripts = lookUpMember("subscript", in: memberKey(owner, scope: scope))
        if name != "subscript" {
            let labels = name.dropFirst("subscript(".count).dropLast().split(separator: ":").map(String.init)
            subscripts = subscripts.filter { symbols.declarations[$0].argumentLabels == labels }
        }
        return subscripts.isEmpty ? nil : declaredType(of: subscripts, selfType: owner)
    }

    func typeOfVariable(named name: String, scope: [String]) -> String? {
        if name.hasPrefix("$") { return typeOfProjectedValue(of: String(name.dropFirst()), scope: scope) }
        for owner in enclosingTypes(scope) {
            let variables = lookUpMember(name, in: owner).filter { symbols.declarations[$0].kind == .variable }
            if !variables.isEmpty {
                return declaredType(of: variables, selfType: owner)
                    ?? (variables.allSatisfy(isMadeElsewhere) ? Self.externalType : nil)
            }
        }
        let globals = (symbols.topLevelByName[name] ?? []).filter { symbols.declarations[$0].kind == .variable }
        if globals.isEmpty, let innermost = enclosingTypes(scope).first, isExternalType(memberKey(innermost, scope: []))
        {
            // In `extension CommandInfo` (another module's type), `arguments` is CommandInfo's.
            return Self.externalType
        }
        return declaredType(of: globals, selfType: nil)
    }

    /// `var event = yaml_event_t()`: a stored property made by calling what the monolith does not
    /// declare (a C type, another module's function) is of another module's type.
    private func isMadeElsewhere(_ variable: Int) -> Bool {
        let declaration = symbols.declarations[variable]
        guard let parent = declaration.parentID.flatMap({ symbols.indexByID[$0] }),
            let value = symbols.declarations[parent].storedProperties?.first(where: { $0.name == declaration.name })?
                .defaultValue,
            let open = value.firstIndex(of: "("), value.hasSuffix(")")
        else { return false }
        let callee = String(value[..<open])
        return !callee.isEmpty && callee.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
            && symbols.topLevelByName[callee] == nil && symbols.membersByName[callee] == nil
            && types.resolve(path: [callee], in: []).map { symbols.typesByQualifiedName[$0] == nil } ?? true
    }

    /// `$fontScale` with `@Persisted var fontScale`: the wrapper's `projectedValue`.
    private func typeOfProjectedValue(of name: String, scope: [String]) -> String? {
        for owner in enclosingTypes(scope) {
            let variables = lookUpMember(name, in: owner).filter { symbols.declarations[$0].kind == .variable }
            guard let variable = variables.first else { continue }
            for attribute in symbols.declarations[variable].attributes {
                let wrapperName = String(attribute.prefix { $0 != "(" && $0 != "<" })
                guard let wrapper = types.resolve(wrapperName, in: scope),
                    let declaration = symbols.typesByQualifiedName[wrapper]?.first.map({ symbols.declarations[$0] }),
                    declaration.attributes.contains("propertyWrapper")
                else { continue }
                let projected = lookUpMember("projectedValue", in: wrapper).filter {
                    symbols.declarations[$0].kind == .variable
                }
                return projected.isEmpty ? nil : declaredType(of: projected, selfType: wrapper)
            }
            return nil
        }
        return nil
    }

    /// What a receiver is when its type is another module's and so are its members: nothing of
    /// the monolith is looked up in it, by name or otherwise.
    static let externalType = "(external)"

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

    private func resultOfFunctionNamedLikeAType(_ name: String) -> String? {
        guard symbols.typesByQualifiedName[name] == nil, !isStandardType(name),
            case let functions = (symbols.topLevelByName[name] ?? []).filter({
                symbols.declarations[$0].kind == .function
            }),
            !functions.isEmpty
        else { return nil }
        return declaredType(of: functions, selfType: nil)
    }

    /// `Index` in `extension Span`: the standard library's `typealias Index = Int` of that type.
    private func standardAlias(_ name: String, scope: [String]) -> String? {
        guard !name.contains("."), symbols.typesByQualifiedName[name] == nil else { return nil }
        for owner in enclosingTypes(scope) where isStandardType(owner) {
            if let aliased = standard.aliases[owner + "." + name],
                TypeResolver.namePath(of: aliased)?.first.map(isStandardType) == true
            {
                return aliased
            }
        }
        return nil
    }

    /// `Index` in `extension _UnsafeBitSet`, another module's type the standard library does not
    /// describe: that type's own `Index`, not one of the monolith.
    private func isAssociatedTypeOfAnotherModule(_ resolved: String, scope: [String]) -> Bool {
        guard Self.associatedTypeNames.contains(resolved), let outermost = scope.first else { return false }
        return isExternalType(outermost) && !isStandardType(outermost)
    }

    /// The standard library's associated types that name the monolith's types in its extensions.
    static let associatedTypeNames: Set<String> = [
        "Element", "Index", "Indices", "Iterator", "SubSequence", "Key", "Value", "Wrapped", "Success", "Failure",
        "RawValue", "Body", "ID",
    ]

    /// The type of the parameter an argument fills, when every function the call can mean agrees
    /// on it: `track(.opened)` with `func track(_ event: Event)`. A struct built with its memberwise
    /// initializer has its stored properties for parameters.
    func parameterType(base: Receiver, callee: String, labels: [String], position: Int, scope: [String]) -> String? {
        // `.failure(.notFound)` as a `NetworkResult<Data>`: the `Result`'s own cases take its arguments.
        if ["success", "failure"].contains(callee), position == 0, let owner = type(of: base, scope: scope) {
            let expanded = types.expandingGenericTypealias(owner)
            if TypeResolver.memberKey(of: expanded) == "Result" {
                return payloadType(callee, at: 0, of: expanded, scope: scope)
            }
        }
        guard
            let written = writtenParameterType(
                base: base, callee: callee, labels: labels, position: position, scope: scope)
        else { return nil }
        return types.resolve(written.type, in: written.scope)
    }

    /// `{ request in … }` passed where a `(HTTPRequest) -> HTTPResponse` is expected: `HTTPRequest`.
    func closureParameterType(argument: Receiver, index: Int, scope: [String]) -> String? {
        guard case .argument(let base, let callee, let labels, let position) = argument,
            let parameter = writtenParameterType(
                base: base, callee: callee, labels: labels, position: position, scope: scope),
            let function = types.functionType(parameter.type, in: parameter.scope),
            let inputs = TypeResolver.functionInputs(of: function.type), index < inputs.count
        else { return nil }
        return types.resolve(inputs[index], in: function.scope)
    }

    /// The type, as written, of the parameter an argument fills, and the scope it is written in;
    /// nil unless every declaration the call fits agrees.
    private func writtenParameterType(
        base: Receiver, callee: String, labels: [String], position: Int, scope: [String]
    ) -> (type: String, scope: [String])? {
        // `init(mutating: UnsafePointer<Pointee>)` and `init?(mutating: UnsafePointer<Pointee>?)` agree
        // on the type, whatever its optionality.
        let written = Set(
            writtenParameterTypes(base: base, callee: callee, labels: labels, position: position, scope: scope).map {
                WrittenType(
                    type: String($0.type.reversed().drop { $0 == "?" || $0 == "!" }.reversed()), scope: $0.scope)
            })
        guard written.count == 1, let only = written.first, !only.type.isEmpty else { return nil }
        return (only.type, only.scope)
    }

    /// `initial: .init()` with `update<A>(…, initial: A, …)` and `update<A>(…, initial: [A], …)`: an
    /// argument whose parameter, in every declaration the call fits, is a generic parameter or a
    /// standard type, can name nothing of the monolith but its extensions of other modules' types.
    func fillsOnlyGenericOrStandardParameters(_ receiver: Receiver, scope: [String]) -> Bool {
        guard case .argument(let base, let callee, let labels, let position) = receiver else { return false }
        let written = writtenParameterTypes(
            base: base, callee: callee, labels: labels, position: position, scope: scope)
        return !written.isEmpty
            && written.allSatisfy { parameter in
                guard let path = TypeResolver.namePath(of: parameter.type) else {
                    return TypeResolver.arrayElement(of: parameter.type).map { genericNames.contains($0) } ?? false
                }
                return genericNames.contains(path[0]) || isStandardType(path.joined(separator: "."))
            }
    }

    /// The types, as written, of the parameter an argument fills in each declaration the call fits
    /// (`position` equal to the count of labels: the trailing closure, which fills the last
    /// parameter), with the scope each is written in.
    private func writtenParameterTypes(
        base: Receiver, callee: String, labels: [String], position: Int, scope: [String]
    ) -> Set<WrittenType> {
        var candidates: [(labels: [String], defaults: [Bool], types: [String], owner: String?)] = []
        let isTrailing = position == labels.count
        /// Whether a candidate the call fits has been added: the next source is tried only if not.
        func noneFits() -> Bool {
            !candidates.contains { candidate in
                LabelMatcher.parameterIndices(
                    callLabels: labels, trailingClosures: isTrailing ? 1 : 0, declarationLabels: candidate.labels,
                    hasDefault: candidate.defaults, isVariadic: Self.variadicParameters(candidate.types)) != nil
            }
        }
        func add(_ indices: [Int]) {
            for index in indices {
                let declaration = symbols.declarations[index]
                let owner = symbols.ownerTypeName(of: declaration)
                if let labels = declaration.argumentLabels, let types = declaration.parameterTypes {
                    candidates.append(
                        (labels, declaration.argumentHasDefault ?? labels.map { _ in false }, types, owner))
                } else if declaration.kind == .variable, let written = declaration.typeName,
                    let inputs = functionInputs(written, in: owner?.split(separator: ".").map(String.init) ?? [])
                {
                    // `onChange?(.saved)`: a property of function type is called.
                    candidates.append((inputs.map { _ in "_" }, inputs.map { _ in false }, inputs, owner))
                }
            }
        }
        // `withUnsafeBytes(of: &value) { … }`, `buffer.withUnsafeBufferPointer { … }`: the standard
        // library's functions, whose parameter types its interface gives.
        func addStandard(_ members: [StandardLibrary.Member], replacing replacements: [String: String]) {
            for member in members {
                guard let labels = member.labels, let types = member.parameterTypes else { continue }
                candidates.append(
                    (
                        labels, member.hasDefault ?? labels.map { _ in false },
                        types.map {
                            TypeResolver.substituting(
                                replacements, in: $0.replacingOccurrences(of: "Self.Element", with: "Element"))
                        },
                        nil
                    ))
            }
        }
        if callee.isEmpty {
            // `callback?(.failed(error))`: a local of function type is called.
            guard case .instance(let written) = base, let inputs = functionInputs(written, in: scope) else { return [] }
            candidates.append(
                (inputs.map { _ in "_" }, inputs.map { _ in false }, inputs, scope.joined(separator: ".")))
        } else if case .lexical = base {
            for owner in enclosingTypes(scope) where candidates.isEmpty {
                add(lookUpMember(callee, in: owner))
            }
            if candidates.isEmpty { add(symbols.topLevelByName[callee] ?? []) }
            if candidates.isEmpty { addStandard(standard.members[""]?[callee] ?? [], replacing: [:]) }
        } else if case .type(["Swift"]) = base, symbols.typesByQualifiedName["Swift"] == nil {
            addStandard(standard.members[""]?[callee] ?? [], replacing: [:])
        } else if let owner = type(of: base, scope: scope) {
            let key = memberKey(owner, scope: scope)
            add(lookUpMember(callee, in: key, includingInherited: callee != "init"))
            // `self.removeItem(at: path, strategy: .platformDefault)` where the type declares only
            // `removeItem(at:strategy:recursively:)`: its protocol's extension declares the one called.
            for level in ancestorsByType[key] ?? [] where callee != "init" && noneFits() {
                add(symbols.membersByType[level]?[callee] ?? [])
            }
            if candidates.isEmpty, callee == "init", let typeIndex = symbols.typesByQualifiedName[key]?.first,
                let stored = symbols.declarations[typeIndex].storedProperties
            {
                let settable = stored.filter { !($0.isLet && $0.defaultValue != nil) }
                candidates.append(
                    (
                        settable.map(\.name), settable.map { $0.defaultValue != nil },
                        settable.map { $0.typeName ?? "" }, key
                    ))
            }
            // `Self(mutating: ._dangling())` in `extension UnsafeMutablePointer`: the monolith's
            // initializers of it do not fit, the standard library's does.
            if noneFits(), let (level, members) = standardMembers(callee, of: key, includingInherited: callee != "init")
            {
                addStandard(members, replacing: standardReplacements(declaredIn: level, for: owner))
            }
            // `magnitude.shifted(rightBy: 1, rounding: .down)` on a value of another module's type
            // or a standard associated type: the monolith's extensions of standard protocols.
            if candidates.isEmpty, callee != "init",
                owner == Self.externalType || standard.kinds[key] == .associatedType
            {
                add(extensionsOfStandardTypes(declaring: callee))
            }
        }
        return Set(
            candidates.compactMap { candidate -> WrittenType? in
                guard
                    let indices = LabelMatcher.parameterIndices(
                        callLabels: labels, trailingClosures: isTrailing ? 1 : 0, declarationLabels: candidate.labels,
                        hasDefault: candidate.defaults, isVariadic: Self.variadicParameters(candidate.types))
                else { return nil }
                let parameter =
                    isTrailing ? candidate.labels.count - 1 : position < indices.count ? indices[position] : nil
                guard let parameter, parameter >= 0 else { return nil }
                return WrittenType(
                    type: candidate.types[parameter],
                    scope: candidate.owner?.split(separator: ".").map(String.init) ?? [])
            })
    }

    /// The parameter types of a function type, written directly or through typealiases.
    private func functionInputs(_ written: String, in scope: [String]) -> [String]? {
        types.functionType(written, in: scope).flatMap { TypeResolver.functionInputs(of: $0.type) }
    }

    /// The standard members of this name of a standard type, or of the nearest standard type or
    /// protocol it inherits that declares any, with where they were found.
    func standardMembers(_ name: String, of key: String, includingInherited: Bool = true) -> (
        String, [StandardLibrary.Member]
    )? {
        let levels = includingInherited ? [key] + (ancestorsByType[key] ?? []) : [key]
        for level in levels where isStandardType(level) {
            if let members = standard.members[level]?[name], !members.isEmpty { return (level, members) }
        }
        return nil
    }

    /// What a standard member's written types mean on a receiver of `owner`: the declaring type's
    /// generic parameters are the receiver's arguments (`Element` of `Array<Book>` is `Book`), and
    /// so is an evident element (`Self.Element`).
    func standardReplacements(declaredIn level: String, for owner: String) -> [String: String] {
        // `Self` is the receiver's type (`contains(_ member: Self)` of an `OptionSet`).
        var replacements: [String: String] = ["Self": owner]
        // The elements of a collection of the monolith are what its subscript returns.
        if let element = TypeResolver.element(of: owner)
            ?? (isExternalType(TypeResolver.memberKey(of: owner))
                ? nil : subscriptType(of: owner, labeled: "subscript", scope: []))
        {
            replacements["Element"] = element
        } else if elementIsItself(TypeResolver.memberKey(of: owner)) {
            // `interestedEvent.contains(.reset)` on an `OptionSet`: its elements are itself.
            replacements["Element"] = owner
        }
        let key = TypeResolver.memberKey(of: owner)
        let arguments =
            level == key ? TypeResolver.genericArguments(of: owner) : argumentsInherited(from: level, by: key)
        if let parameters = standard.genericParameters[level], let arguments, parameters.count == arguments.count {
            for (parameter, argument) in zip(parameters, arguments) { replacements[parameter] = argument }
        }
        return replacements
    }

    /// `BufferHeader` and `Element` of `final class DequeBuffer<Element>: ManagedBuffer<BufferHeader,
    /// Element>`: the arguments a type gives a generic superclass it inherits, directly or through
    /// others (`SocketChannel: BaseStreamSocketChannel<Socket>` gives `BaseSocketChannel` `Socket`).
    private func argumentsInherited(from level: String, by key: String, depth: Int = 0) -> [String]? {
        guard depth < 8 else { return nil }
        for inherited in symbols.inheritedByType[key] ?? [] {
            let inheritedKey = TypeResolver.memberKey(of: inherited.name)
            let arguments = TypeResolver.genericArguments(of: inherited.name)?.map {
                types.resolve($0, in: inherited.scope) ?? $0
            }
            if inheritedKey == level { return arguments }
            guard symbols.typesByQualifiedName[inheritedKey] != nil,
                let upper = argumentsInherited(from: level, by: inheritedKey, depth: depth + 1)
            else { continue }
            let parameters = genericParameters(of: inheritedKey)
            guard let arguments, parameters.count == arguments.count else { return upper }
            let replacements = Dictionary(zip(parameters, arguments), uniquingKeysWith: { first, _ in first })
            return upper.map { TypeResolver.substituting(replacements, in: $0) }
        }
        return nil
    }

    /// Whether a standard protocol the type conforms to says its `Element` is itself by default
    /// (`associatedtype Element = Self` of `OptionSet`), and the type does not say otherwise.
    private func elementIsItself(_ key: String) -> Bool {
        guard symbols.typesByQualifiedName[key + ".Element"] == nil else { return false }
        return (ancestorsByType[key] ?? []).contains { standard.aliases[$0 + ".Element"] == "Self" }
    }

    /// A type as written in a declaration, and the scope it is written in.
    struct WrittenType: Hashable {
        let type: String
        let scope: [String]
    }

    /// `cell.label.text` with `cell` of unknown type: when every property named `label` in the
    /// monolith has the same declared type, that is the type of `cell.label`.
    func typeOfVariableByNameAlone(_ name: String) -> String? {
        typeOfMembers(named: name, kind: .variable)
    }

    /// `….interspersed(with: x).joined()` with the receiver's type lost on the way: a method no
    /// standard type declares, whose every declaration in the monolith returns the same type,
    /// returns that type.
    private func typeOfResultByNameAlone(_ name: String) -> String? {
        StandardLibrary.memberNames.contains(name) ? nil : typeOfMembers(named: name, kind: .function)
    }

    private func typeOfMembers(named name: String, kind: DeclarationKind) -> String? {
        let members = (symbols.membersByName[name] ?? []).filter { symbols.declarations[$0].kind == kind }
        guard !members.isEmpty else { return nil }
        let resolved = Set(members.map { declaredType(of: [$0], selfType: nil) })
        return resolved.count == 1 ? resolved.first! : nil
    }

    /// What `case .success(let catalog)` binds: the success type of a `Result`, or the type the
    /// monolith's enum declares at that position of the case's payload.
    private func payloadType(_ caseName: String, at index: Int, of owner: String, scope: [String]) -> String? {
        let expanded = types.expandingGenericTypealias(owner)
        if TypeResolver.memberKey(of: expanded) == "Result" {
            guard index == 0, let arguments = TypeResolver.genericArguments(of: expanded), arguments.count == 2 else {
                return nil
            }
            return ["success": arguments[0], "failure": arguments[1]][caseName]
        }
        let cases = lookUpMember(caseName, in: memberKey(expanded, scope: scope)).filter {
            symbols.declarations[$0].kind == .enumCase
        }
        let written = Set(
            cases.map { symbols.declarations[$0].parameterTypes.flatMap { index < $0.count ? $0[index] : nil } })
        guard written.count == 1, let first = cases.first, let typeName = written.first ?? nil else { return nil }
        return resolve(typeName, writtenIn: symbols.declarations[first], selfType: expanded)
    }

    /// The declared type (of variables) or result type (of functions), when all candidates agree.
    func declaredType(of declarations: [Int], selfType: String?) -> String? {
        let typeNames = Set(declarations.map { symbols.declarations[$0].typeName })
        guard typeNames.count == 1, let first = declarations.first, let typeName = typeNames.first ?? nil else {
            return nil
        }
        return resolve(typeName, writtenIn: symbols.declarations[first], selfType: selfType)
    }

    /// A type written in a member's declaration, seen from `selfType`, an instance of the member's
    /// type: `Self` is that type, and its generic arguments replace the type's generic parameters.
    private func resolve(_ typeName: String, writtenIn declaration: Declaration, selfType: String?) -> String? {
        if typeName == "Self" || typeName == "Self?" { return selfType }
        let written = substitutingGenericArguments(of: selfType, for: declaration, in: typeName)
        let scope = symbols.ownerTypeName(of: declaration).map { $0.split(separator: ".").map(String.init) } ?? []
        let resolved = types.resolve(written, in: scope)
        // `var content: Content?` in `ViewState<Content>`: of whatever type the generic parameter is;
        // but `Element?` in `ParsedValues`, which declares a nested `Element`, is that type.
        if let path = TypeResolver.namePath(of: written), path.count == 1, genericNames.contains(path[0]),
            resolved.map({ symbols.typesByQualifiedName[TypeResolver.memberKey(of: $0)] == nil }) ?? true
        {
            return nil
        }
        return resolved
    }

    /// A member of `ViewState<BookDetail>` declared as `Content?` in `ViewState<Content>` is a `BookDetail?`.
    private func substitutingGenericArguments(of owner: String?, for declaration: Declaration, in written: String)
        -> String
    {
        guard let owner, let ownerName = symbols.ownerTypeName(of: declaration) else { return written }
        let declaringKey = TypeResolver.memberKey(of: ownerName)
        // `socket: SocketType` of `BaseSocketChannel<SocketType>`, read on a `SocketChannel`.
        let ownerKey = TypeResolver.memberKey(of: owner)
        guard
            let arguments = TypeResolver.genericArguments(of: owner)
                ?? (ownerKey == declaringKey ? nil : argumentsInherited(from: declaringKey, by: ownerKey))
        else { return written }
        // (A standard type's too: `UnsafeMutablePointer<Pointee._Storage>` in its extension.)
        let parameters = genericParameters(of: declaringKey)
        guard parameters.count == arguments.count else { return written }
        return TypeResolver.substituting(
            Dictionary(zip(parameters, arguments), uniquingKeysWith: { first, _ in first }), in: written)
    }

    /// The types a scope is nested in, innermost first: `["Book", "Format"]` → `Book.Format`, `Book`.
    func enclosingTypes(_ scope: [String]) -> [String] {
        stride(from: scope.count, to: 0, by: -1).map { scope[0..<$0].joined(separator: ".") }
    }

    /// `NetworkResult<Book>` with `typealias NetworkResult<T> = Result<T, APIError>` → `Result`.
    func memberKey(_ owner: String, scope: [String]) -> String {
        TypeResolver.memberKey(of: types.expandingTypealias(types.expandingGenericTypealias(owner), scope: scope))
    }
}

/// `type(of:scope:)`'s answers for the file being resolved. The sites of a member chain share its
/// prefixes, so with the memo each prefix is resolved once: a chain of n steps costs n, not n².
/// A memo belongs to one file, resolved on one thread.
final class ReceiverTypeMemo: @unchecked Sendable {
    struct Key: Hashable {
        let receiver: Receiver
        let scope: [String]
    }

    var types: [Key: String?] = [:]
}
