/// Names after a receiver (`x.name`, `Type.name`, `.name`): the members of the receiver's type.
extension NameResolver {
    func resolveExpression(_ site: ReferenceSite) -> [Resolution] {
        switch site.receiver {
        case .lexical:
            return resolveBareName(site)
        case .unknown, .implicitMember(nil):
            return resolveByNameAlone(site, implicitMember: site.receiver == .implicitMember(nil))
        case .memberwiseInitializer(let path):
            return resolveMemberwiseLabel(site, typePath: path)
        default:
            guard let owner = type(of: site.receiver, scope: site.scope) else {
                // `x[i]` on something of unknown type is nearly always an array or a dictionary.
                if site.name == "subscript", site.argumentLabels?.allSatisfy({ $0 == "_" }) ?? true { return [] }
                return resolveByNameAlone(
                    site, implicitMember: isImplicitMember(site.receiver),
                    onlyInExtensionsOfOtherModules: isPassedToAnotherModule(site.receiver, scope: site.scope))
            }
            // `.CSRAttributes` names a nested type of the implicit member's type, as `T.CSRAttributes` would.
            return resolveMember(
                site, of: owner, isTypeReceiver: isTypeReceiver(site.receiver) || isImplicitMember(site.receiver))
        }
    }

    private func resolveMember(_ site: ReferenceSite, of owner: TypeRef, isTypeReceiver: Bool) -> [Resolution] {
        let expandedType = expandingTypealiases(owner, scope: site.scope)
        let expanded = expandedType.memberKey
        // `Foo.init(…)`, and `self.init(…)`/`super.init(…)`/`.init(…)` on an evident instance type.
        if site.name == "init" {
            // `.map(String.init)` names one of String's own initializers, as far as syntax tells.
            if isStandardType(expanded), site.kind != .call, site.argumentLabels == nil { return [] }
            return initializerCall(site, type: expanded)
        }
        if expandedType.isExternal { return resolveOnExternalType(site) }
        // `self[item: slot].key` with `typealias Element = (key: Key, value: Value)`: a tuple's label.
        if expandedType.isTuple { return [] }
        if let declared = membersTheTypeDeclares(site, of: owner, key: expanded, isTypeReceiver: isTypeReceiver) {
            return declared
        }
        if let given = membersGivenElsewhere(site, key: expanded) { return given }
        return nestedTypeNamed(site, in: expanded, isTypeReceiver: isTypeReceiver)
    }

    /// The members of the receiver's type (its own, its extensions', what it inherits) that the site
    /// fits; nil when none does.
    private func membersTheTypeDeclares(
        _ site: ReferenceSite, of owner: TypeRef, key expanded: String, isTypeReceiver: Bool
    ) -> [Resolution]? {
        var members = matchingStaticness(
            fittingSameTypeRequirements(
                matching(site, among: lookUpMember(site.name, in: expanded, for: site)), of: owner, scope: site.scope),
            isTypeReceiver: isTypeReceiver)
        // `computed = .success(value)` is `Result`'s case, not the `var success: Success?` the
        // monolith's `extension Result` adds: an implicit member is never an instance member.
        if isImplicitMemberExpression(site.receiver) {
            members = members.filter {
                symbols.declarations[$0].isStatic
                    || ![.variable, .function, .subscript].contains(symbols.declarations[$0].kind)
            }
        }
        // `array.count` reads the standard library's property, not the monolith's `count(of:)`.
        if isStandardType(expanded) || owner.subscriptResult != nil {
            members = readsNoFunction(site, members)
            if site.name == "subscript" { members = overloadsTheArgumentsShowToBeTheMonoliths(members, site) }
        }
        if !members.isEmpty {
            return [Resolution(targets: members, certainty: members.count == 1 ? .exact : .ambiguous, kind: site.kind)]
        }
        let returningExpected = membersReturningTheExpectedResult(site, of: expanded)
        if !returningExpected.isEmpty {
            return [
                Resolution(
                    targets: returningExpected, certainty: returningExpected.count == 1 ? .inferred : .ambiguous,
                    kind: site.kind)
            ]
        }
        return nil
    }

    /// Members the receiver's type has though neither it nor its supertypes declare them: from
    /// protocols that refine its constraints, from the monolith's extensions of standard protocols
    /// and of other modules' types, of `Optional`; nil when there is nothing of the kind to look at.
    private func membersGivenElsewhere(_ site: ReferenceSite, key expanded: String) -> [Resolution]? {
        // A value of a standard protocol's associated type (`x.magnitude` of a `BinaryInteger`):
        // whatever it is, it has the members the monolith's extensions of standard protocols add.
        if standard.kinds[expanded] == .associatedType, symbols.typesByQualifiedName[expanded] == nil {
            return resolveOnExternalType(site)
        }
        let refined = membersOfRefinements(site, of: expanded)
        if !refined.isEmpty { return guess(refined, for: site) }
        // `Relaxed.multiplyAdd(.cos(x), .expMinusOne(y), .cosMinusOne(z))` with `<T: AlgebraicField>`:
        // an implicit member of a generic parameter's type is a static member some protocol gives it.
        if isImplicitMember(site.receiver), genericNames.contains(expanded) {
            let candidates = (symbols.membersByName[site.name] ?? []).filter {
                canBeImplicitMember($0) && symbols.isProtocol(ownerKey(of: $0) ?? "")
            }
            let found = matching(site, among: candidates)
            if !found.isEmpty { return guess(found, for: site) }
        }
        // `.interspersed(with: .right(separator))` fills a `Sequence`'s `Element`, which may be the
        // monolith's own type (swift-algorithms' `EitherSequence`).
        if isImplicitMember(site.receiver), symbols.typesByQualifiedName[expanded] == nil,
            standardAssociatedTypeNames.contains(expanded)
        {
            return resolveByNameAlone(site, implicitMember: true)
        }
        // `toArray().hexString` with `extension DataProtocol { var hexString }`: standard types
        // conform to other modules' protocols (Foundation's) that the standard library does not list.
        if isStandardType(expanded), !standardDeclaresAnywhere(site) {
            let found = readsNoFunction(
                site,
                matching(
                    site, among: (symbols.membersByName[site.name] ?? []).filter(isInExtensionOfAnotherModulesType)))
            if !found.isEmpty { return guess(found, for: site) }
        }
        // `self._prefix._take()` on a `_Chunk?`: the monolith's `extension Optional { func _take() }`.
        if symbols.membersByType["Optional"]?[site.name] != nil, isOptional(site.receiver, scope: site.scope) == true {
            let optional = matching(site, among: lookUpMember(site.name, in: "Optional", for: site))
            if !optional.isEmpty {
                return [
                    Resolution(targets: optional, certainty: optional.count == 1 ? .exact : .ambiguous, kind: site.kind)
                ]
            }
        }
        return nil
    }

    /// `Outer.Inner` and `Outer.Inner(…)` written as a member of a type: the nested type, or the
    /// initializer the call runs.
    private func nestedTypeNamed(_ site: ReferenceSite, in expanded: String, isTypeReceiver: Bool) -> [Resolution] {
        guard isTypeReceiver else { return [] }
        // `String.Index(_utf8Offset: 0)` with `extension String.Index { init(_utf8Offset:) }`.
        if site.kind == .call, site.argumentLabels != nil,
            symbols.typesByQualifiedName[expanded + "." + site.name] == nil,
            symbols.membersByType[expanded + "." + site.name]?["init"] != nil
        {
            return initializerCall(site, type: expanded + "." + site.name)
        }
        let nested = visible(
            symbols.typesByQualifiedName[expanded + "." + site.name]
                ?? types.inheritedMemberTypeDeclaration(site.name, of: expanded).map { [$0] } ?? [], from: site)
        guard !nested.isEmpty else { return [] }
        // `options: OpenOptions.Read = OpenOptions.Read()` calls an initializer too.
        guard site.argumentLabels != nil, site.kind == .call || site.kind == .defaultArgument else {
            return [
                Resolution(targets: nested, certainty: nested.count == 1 ? .exact : .ambiguous, kind: typeKind(site))
            ]
        }
        // `H2G.G.Scalar(bytes: b)` with `typealias Scalar = Element.Scalar` in the protocol `G`
        // conforms to: the initializer of the type the alias stands for there, and the alias.
        let nestedType =
            types.resolve(path: expanded.split(separator: ".").map(String.init) + [site.name], in: [])
            ?? expanded + "." + site.name
        let call = initializerCall(site, type: memberKey(TypeRef(qualified: nestedType), scope: site.scope)).map {
            resolution in
            var kept = resolution
            if site.kind == .defaultArgument { kept.kind = .defaultArgument }
            return kept
        }
        return call + aliasUse(nested, site)
    }

    /// `self.inner = base.lazy.map(…).interspersed(with: …).joined()` with `inner: FlattenCollection<…>`:
    /// where a standard protocol's member (`Sequence.joined()`) hides one the monolith's extension of
    /// another protocol of the receiver's type declares (`extension Collection { func joined() ->
    /// FlattenCollection<Self> }`), the compiler takes the one returning the type the result must have.
    private func membersReturningTheExpectedResult(_ site: ReferenceSite, of owner: String) -> [Int] {
        guard let expected = site.expectedResult.flatMap({ type(of: $0, scope: site.scope) }) else { return [] }
        let key = memberKey(expected, scope: site.scope)
        guard symbols.typesByQualifiedName[key] != nil else { return [] }
        let candidates = ([owner] + (ancestorsByType[owner] ?? [])).flatMap {
            symbols.membersByType[$0]?[site.name] ?? []
        }
        return matching(site, among: candidates).filter { index in
            symbols.declarations[index].kind == .function
                && declaredType(of: [index], selfType: nil).map { memberKey($0, scope: []) } == key
        }
    }

    /// Where clauses can say more of a value than the declarations syntax follows: in `extension
    /// UnsafeAtomic where Value: AtomicInteger`, `_Storage.atomicLoadThenWrappingIncrement(…)` with
    /// `_Storage = Value.AtomicRepresentation` is `AtomicIntegerStorage`'s (which `AtomicInteger`'s
    /// where clause requires of that associated type); in `extension BaseSocketChannel where
    /// SocketType: BaseSocket`, `self.socket.shutdown(how:)` with `socket: SocketType` and
    /// `SocketType: BaseSocketProtocol` is the refining `SocketProtocol`'s. So a member the
    /// constraints lack may be one of a protocol refining them, or else of a type conforming to them
    /// (`self.socket.withUnsafeHandle(body)`: `BaseSocket`'s).
    private func membersOfRefinements(_ site: ReferenceSite, of key: String) -> [Int] {
        let isAssociatedType =
            symbols.typesByQualifiedName[key]?.contains(where: { symbols.declarations[$0].kind == .associatedType })
            == true
        guard isAssociatedType || symbols.isProtocol(key), !standardDeclaresAnywhere(site) else { return [] }
        let constraints = isAssociatedType ? Set(ancestorsByType[key] ?? []) : [key]
        guard !constraints.isEmpty else { return [] }
        let refining = Set(constraints.flatMap { descendantsByType[$0] ?? [] })
        for protocols in [true, false] {
            let levels = refining.filter { symbols.isProtocol($0) == protocols }.sorted()
            let found = matching(site, among: levels.flatMap { symbols.membersByType[$0]?[site.name] ?? [] })
            if !found.isEmpty { return found }
        }
        return []
    }

    /// A member of another module's type can still be the monolith's, from its extension of a
    /// standard protocol (`rest.joined().nonEmpty` with `extension Collection { var nonEmpty }`).
    ///
    /// When the receiver's type is lost on the way (`names` of `ArgumentInfoV0`, read in the
    /// monolith's `extension ArgumentInfoV0`), a name only the monolith's extensions of other
    /// modules' types declare is theirs: `$0.commonCompletionSynopsisString()`.
    private func resolveOnExternalType(_ site: ReferenceSite) -> [Resolution] {
        // `value[0]` on another module's type is its own subscript, not one the monolith adds to a
        // standard type: a name the standard library declares is far more often theirs.
        if standardDeclaresAnywhere(site) { return [] }
        let found = readsNoFunction(site, matching(site, among: extensionsOfStandardTypes(declaring: site.name)))
        let targets = Array(Set(found)).sorted()
        if !targets.isEmpty {
            return [
                Resolution(targets: targets, certainty: targets.count == 1 ? .inferred : .ambiguous, kind: site.kind)
            ]
        }
        // `data.write(webSocketErrorCode: code)`: labels that no standard member takes settle it.
        let isLabelledCall = site.argumentLabels?.contains { $0 != "_" } == true
        guard isLabelledCall || !StandardLibrary.memberNames.contains(site.name),
            var candidates = symbols.membersByName[site.name]
        else { return [] }
        if isImplicitMember(site.receiver) { candidates = candidates.filter(canBeImplicitMember) }
        if isLabelledCall { candidates = matching(site, among: candidates) }
        guard candidates.allSatisfy(isInExtensionOfAnotherModulesType) else { return [] }
        let extended = readsNoFunction(
            site, matching(site, among: candidates, limit: IndexBuilder.maximumAmbiguousTargets))
        guard !extended.isEmpty else { return [] }
        return guess(extended, for: site)
    }

    func isInExtensionOfAnotherModulesType(_ index: Int) -> Bool {
        guard let owner = ownerKey(of: index) else { return false }
        return isExtendedTypeOfAnotherModule(owner) && !isStandardType(owner)
    }

    /// The type an extension's members belong to, when the monolith does not declare it. Unlike
    /// `isExternalType`, a generic parameter of the same name elsewhere does not count: no extension
    /// extends one, so beside `UIViewRepresenting<View: UIView>`, `extension View` is SwiftUI's.
    func isExtendedTypeOfAnotherModule(_ owner: String) -> Bool {
        symbols.typesByQualifiedName[owner] == nil
    }

    /// A label of `Foo(title: …)` is the stored property `title` when `Foo` is a struct that
    /// declares no initializer (so the call is to its memberwise one); otherwise it names nothing.
    private func resolveMemberwiseLabel(_ site: ReferenceSite, typePath: [String]) -> [Resolution] {
        guard let qualified = types.resolve(path: typePath, in: site.scope) else { return [] }
        let expanded = types.expandingTypealias(TypeRef(qualified: qualified), scope: site.scope)
        let structs = (symbols.typesByQualifiedName[expanded.description] ?? []).filter {
            symbols.declarations[$0].kind == .struct
        }
        guard structs.count == 1, let structure = structs.first,
            symbols.declarations[structure].storedProperties?.contains(where: { $0.name == site.name }) == true,
            // An initializer in an extension leaves the memberwise one in place.
            !lookUpMember("init", in: expanded.memberKey, includingInherited: false)
                .contains(where: { symbols.declarations[$0].parentID == symbols.declarations[structure].id })
        else { return [] }
        let properties = lookUpMember(site.name, in: expanded.memberKey, includingInherited: false)
            .filter {
                symbols.declarations[$0].kind == .variable && !symbols.declarations[$0].isStatic
            }
        guard properties.count == 1 else { return [] }
        return [Resolution(targets: properties, certainty: .exact, kind: .memberAccess)]
    }
}
