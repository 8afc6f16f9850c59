/// What the standard library's members declare, seen on a receiver of a given type.
extension NameResolver {
    /// A standard member read on a receiver: `first` and `last` are elements (of a standard
    /// sequence, or what a collection of the monolith's subscript returns), `lazy` the same
    /// elements; anything else is of another module's type, as far as syntax tells.
    func typeOfStandardMember(_ name: String, of owner: TypeRef, scope: [String]) -> TypeRef? {
        if let argument = typeOfStandardGenericMember(name, of: owner) { return argument }
        if name == "lazy", owner.element != nil { return owner }
        guard ["first", "last"].contains(name) else { return nil }
        if let element = owner.element { return element }
        return subscriptType(of: owner, labeled: "subscript", scope: scope) ?? .external
    }

    /// The type standard members declare, seen on `owner`, when they agree and it names a type
    /// outright (`count: Int`, `description: String`, `Element` of an `Array<Book>`); another
    /// module's type otherwise (`Self.Index`, `T`).
    func declaredType(ofStandard members: [StandardLibrary.Member], declaredIn level: String, for owner: TypeRef)
        -> TypeRef
    {
        let written = Set(members.map(\.typeName))
        guard written.count == 1, let only = written.first, let typeName = only,
            let declared = TypeRef(written: typeName.replacingOccurrences(of: "Self.Element", with: "Element"))
        else { return .external }
        // (`Self` stays itself here: `Self.Magnitude` is an associated type, read below.)
        let replaced = declared.substituting(
            standardReplacements(declaredIn: level, for: owner).filter { $0.key != "Self" })
        // `other.magnitude` on a `BinaryInteger`: a `Self.Magnitude`, whose constraints
        // (`UnsignedInteger`…) its members are looked up in.
        if let path = replaced.namePath, (path.count == 2 && path[0] == "Self") || path.count == 1,
            let associated = standardAssociatedType(path.last!, of: owner.memberKey, declaredIn: level)
        {
            return associated
        }
        guard let path = replaced.namePath ?? replaced.arrayElement.map({ _ in ["Array"] }),
            path[0] != "Self", standard.genericParameters[level]?.contains(path[0]) != true,
            standard.kinds[level + "." + path[0]] != .associatedType,
            replaced != TypeRef(written: typeName) || !isGenericLooking(path[0]),
            let resolved = types.resolve(replaced, in: [])
        else { return .external }
        return resolved
    }

    /// `BinaryInteger.Magnitude`: the associated type of this name of the receiver's type or the
    /// nearest protocol it conforms to that declares one (standard or the monolith's).
    private func standardAssociatedType(_ name: String, of owner: String, declaredIn level: String) -> TypeRef? {
        guard standard.kinds[level + "." + name] == .associatedType else { return nil }
        for candidate in [owner] + (ancestorsByType[owner] ?? []) {
            let member = TypeRef(qualified: candidate + "." + name)
            if symbols.typesByQualifiedName[candidate + "." + name] != nil {
                return types.expandingTypealias(member, scope: [])
            }
            if standard.kinds[candidate + "." + name] == .associatedType { return member }
        }
        return TypeRef(qualified: level + "." + name)
    }

    /// `T`, `Element`, `Index`: a name a standard declaration uses for a type it does not fix.
    private func isGenericLooking(_ name: String) -> Bool {
        (name.count <= 2 && name.first?.isUppercase == true) || Self.associatedTypeNames.contains(name)
            || (!standard.declares(name) && symbols.typesByQualifiedName[name] == nil)
    }

    /// `storage.header` with `storage` a `ManagedBuffer<Header, Node>`, or of a class that inherits
    /// one: a `Header`.
    func typeOfStandardGenericMember(_ name: String, of type: TypeRef) -> TypeRef? {
        let key = type.memberKey
        if let position = StandardLibrary.genericArgumentMembers[key]?[name],
            let arguments = type.genericArguments, position < arguments.count
        {
            return arguments[position]
        }
        for inherited in symbols.inheritedByType[key] ?? [] {
            guard let inheritedType = TypeRef(written: inherited.name),
                let position = StandardLibrary.genericArgumentMembers[inheritedType.memberKey]?[name],
                let arguments = inheritedType.genericArguments, position < arguments.count
            else { continue }
            return types.resolve(arguments[position], in: inherited.scope)
        }
        return nil
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
    func standardReplacements(declaredIn level: String, for owner: TypeRef) -> [String: TypeRef] {
        // `Self` is the receiver's type (`contains(_ member: Self)` of an `OptionSet`).
        var replacements: [String: TypeRef] = ["Self": owner]
        let key = owner.memberKey
        // The elements of a collection of the monolith are what its subscript returns.
        if let element = owner.element
            ?? (isExternalType(key) ? nil : subscriptType(of: owner, labeled: "subscript", scope: []))
        {
            replacements["Element"] = element
        } else if elementIsItself(key) {
            // `interestedEvent.contains(.reset)` on an `OptionSet`: its elements are itself.
            replacements["Element"] = owner
        }
        let arguments = level == key ? owner.genericArguments : argumentsInherited(from: level, by: key)
        if let parameters = standard.genericParameters[level], let arguments, parameters.count == arguments.count {
            for (parameter, argument) in zip(parameters, arguments) { replacements[parameter] = argument }
        }
        return replacements
    }

    /// `BufferHeader` and `Element` of `final class DequeBuffer<Element>: ManagedBuffer<BufferHeader,
    /// Element>`: the arguments a type gives a generic superclass it inherits, directly or through
    /// others (`SocketChannel: BaseStreamSocketChannel<Socket>` gives `BaseSocketChannel` `Socket`).
    func argumentsInherited(from level: String, by key: String, depth: Int = 0) -> [TypeRef]? {
        guard depth < 8 else { return nil }
        for inherited in symbols.inheritedByType[key] ?? [] {
            let inheritedType = TypeRef(written: inherited.name)
            let inheritedKey = inheritedType?.memberKey ?? inherited.name
            let arguments = inheritedType?.genericArguments?.map { types.resolve($0, in: inherited.scope) ?? $0 }
            if inheritedKey == level { return arguments }
            guard symbols.typesByQualifiedName[inheritedKey] != nil,
                let upper = argumentsInherited(from: level, by: inheritedKey, depth: depth + 1)
            else { continue }
            let parameters = genericParameters(of: inheritedKey)
            guard let arguments, parameters.count == arguments.count else { return upper }
            let replacements = Dictionary(zip(parameters, arguments), uniquingKeysWith: { first, _ in first })
            return upper.map { $0.substituting(replacements) }
        }
        return nil
    }

    /// Whether a standard protocol the type conforms to says its `Element` is itself by default
    /// (`associatedtype Element = Self` of `OptionSet`), and the type does not say otherwise.
    private func elementIsItself(_ key: String) -> Bool {
        guard symbols.typesByQualifiedName[key + ".Element"] == nil else { return false }
        return (ancestorsByType[key] ?? []).contains { standard.aliases[$0 + ".Element"] == "Self" }
    }
}
