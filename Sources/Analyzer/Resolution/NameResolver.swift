/// Resolves reference sites to the monolith's declarations: lexically (nested types, members
/// of `self` and of enclosing types, then the top level), through the receiver's type where it is
/// evident, and by name alone where it is not, with the certainty of each answer. Sites that
/// name nothing of the monolith (Foundation, UIKit, locals) resolve to nothing.
struct NameResolver {
    let symbols: SymbolTable
    let types: TypeResolver
    /// Every type's direct supertypes (superclass, protocols), resolved once: member look-up walks
    /// them for most references.
    private let supertypesByType: [String: [String]]
    /// Every type's supertypes, transitively, nearest first.
    let ancestorsByType: [String: [String]]
    /// Every name a declaration of the monolith uses as a generic parameter or associated type.
    let genericNames: Set<String>
    /// The standard protocols' associated types by name (`Element`, `Index`).
    private let standardAssociatedTypeNames: Set<String>
    let standard: StandardLibrary
    /// The standard types and protocols the monolith extends, sorted.
    private let extendedStandardTypes: [String]
    /// Types declared inside other types (or extensions), by their own name.
    private let nestedTypesByName: [String: [Int]]
    /// Each file's type declarations and extensions, in source order: what a site is written in.
    private let typeContextsByFile: [String: [Int]]
    /// The monolith's protocols that other modules' types adopt in the monolith's extensions
    /// (`extension Float: Real`), with the protocols they inherit.
    private let protocolsAdoptedElsewhere: Set<String>
    /// Names of one type that share a member table (`SymbolTable.shareMembers`), as `name=name`.
    private let sharedMemberTables: [String]
    /// Set while one file's sites are resolved (`forOneFile()`).
    private(set) var receiverTypes: ReceiverTypeMemo?

    /// This resolver, remembering receiver types while it resolves one file's sites.
    func forOneFile() -> NameResolver {
        var resolver = self
        resolver.receiverTypes = ReceiverTypeMemo()
        return resolver
    }

    init(symbols unmerged: SymbolTable, standard: StandardLibrary = .current) {
        self.standard = standard
        var symbols = unmerged
        let types = TypeResolver(symbols: unmerged)
        var sameTypes: [(String, String)] = []
        for (name, indices) in unmerged.typesByQualifiedName
        where indices.count == 1 && unmerged.declarations[indices[0]].kind == .typealias
            && unmerged.membersByType[name] != nil
        {
            sameTypes.append((name, TypeResolver.memberKey(of: types.expandingTypealias(name, scope: []))))
        }
        // `extension UnicodeScalar` serves `Unicode.Scalar`s, and the other way round.
        for (alias, aliased) in standard.aliases
        where !aliased.contains("&") && unmerged.typesByQualifiedName[alias] == nil {
            sameTypes.append((alias, TypeResolver.memberKey(of: aliased)))
        }
        symbols.shareMembers(among: sameTypes)
        sharedMemberTables = sameTypes.map { "\($0.0)=\($0.1)" }.sorted()
        self.symbols = symbols
        genericNames = Set(symbols.declarations.flatMap(\.genericParameters))
            .union(symbols.declarations.filter { $0.kind == .associatedType }.map(\.name))
        standardAssociatedTypeNames = Set(
            standard.kinds.filter { $0.value == .associatedType }.keys.compactMap {
                $0.split(separator: ".").last.map(String.init)
            })
        // Resolving every written supertype is most of building the resolver: on all cores.
        let written = Array(symbols.inheritedByType)
        let resolved = ConcurrentMap.map(written.map(\.value)) { inherited in
            inherited.compactMap {
                types.resolve($0.name, in: $0.scope).map {
                    TypeResolver.memberKey(of: types.expandingTypealias($0, scope: []))
                }
            }
        }
        var direct = Dictionary(uniqueKeysWithValues: zip(written.map(\.key), resolved))
        for (type, supertypes) in standard.supertypes where symbols.typesByQualifiedName[type] == nil {
            direct[type, default: []] += supertypes.map(TypeResolver.memberKey(of:))
        }
        // An alias of an alias (`Substring.UTF8View.Index` = `String.UTF8View.Index` = `String.Index`)
        // takes what each name on the way to the type was given. Taking from the next name alone,
        // alias by alias, gave it what that name had taken so far: a dictionary's order, each run's own.
        let given = direct
        for (alias, aliased) in standard.aliases
        where !aliased.contains("&") && symbols.typesByQualifiedName[alias] == nil {
            var inherited = direct[alias] ?? []
            var visited: Set<String> = [alias]
            var next = TypeResolver.memberKey(of: aliased)
            while visited.insert(next).inserted {
                inherited += given[next] ?? []
                guard let further = standard.aliases[next], !further.contains("&"),
                    symbols.typesByQualifiedName[next] == nil
                else { break }
                next = TypeResolver.memberKey(of: further)
            }
            direct[alias] = inherited
        }
        nestedTypesByName = symbols.typesByQualifiedName.reduce(into: [:]) { byName, entry in
            guard entry.key.contains(".") else { return }
            let nominal = entry.value.filter { symbols.declarations[$0].kind.isType }
            if !nominal.isEmpty { byName[String(entry.key.split(separator: ".").last!), default: []] += nominal }
        }
        typeContextsByFile = Dictionary(
            grouping: symbols.declarations.indices.filter {
                symbols.declarations[$0].kind == .extension || symbols.declarations[$0].kind.isType
            }
        ) {
            symbols.declarations[$0].location.file
        }
        extendedStandardTypes = standard.kinds.keys.filter {
            symbols.membersByType[$0] != nil && symbols.typesByQualifiedName[$0] == nil
        }.sorted()
        supertypesByType = direct
        let ancestors = direct.mapValues { firstLevel in
            var visited: Set<String> = []
            var ordered: [String] = []
            var queue = firstLevel[...]
            while let next = queue.popFirst() {
                guard visited.insert(next).inserted else { continue }
                ordered.append(next)
                queue.append(contentsOf: direct[next] ?? [])
            }
            return ordered
        }
        ancestorsByType = ancestors
        protocolsAdoptedElsewhere = Set(
            ancestors.filter { type, _ in unmerged.typesByQualifiedName[type] == nil }.values.joined().filter(
                unmerged.isProtocol))
        var inheriting = types
        inheriting.ancestorsByType = ancestors.filter { symbols.typesByQualifiedName[$0.key] != nil }
        self.types = inheriting
    }

    /// What this resolver works out over the whole monolith rather than name by name: every
    /// type's supertypes, the generic parameter names, the standard types the monolith extends,
    /// the protocols other modules' types adopt here, the names that share a member table. Where
    /// two monoliths have the same shape, a site resolves alike in both unless it mentions a name
    /// whose declarations differ between them (what `IncrementalResolution` relies on).
    var shapeFingerprint: String {
        // A type with no supertypes has an empty entry, which reads as no entry: adding one is no change.
        let byType = { (table: [String: [String]]) in
            table.filter { !$0.value.isEmpty }.sorted { $0.key < $1.key }.map {
                "\($0.key):\($0.value.joined(separator: ","))"
            }
        }
        return ContentHash.combining(
            genericNames.sorted() + ["|"] + extendedStandardTypes + ["|"] + protocolsAdoptedElsewhere.sorted() + ["|"]
                + sharedMemberTables + ["|"] + byType(supertypesByType) + ["|"] + byType(ancestorsByType))
    }

    struct Resolution: Equatable {
        var targets: [Int]
        var certainty: Certainty
        var kind: ReferenceKind
        /// Found by name alone, the receiver's type not being evident.
        var isGuess = false
    }

    func resolve(_ site: ReferenceSite) -> [Resolution] {
        // `Logging.Logger` in module `Logging`: the top-level `Logger`.
        if case .type(let path) = site.receiver, path == [symbols.moduleName],
            symbols.typesByQualifiedName[path[0]] == nil
        {
            var topLevel = site
            topLevel.receiver = .lexical
            topLevel.scope = []
            return resolve(topLevel)
        }
        switch site.kind {
        case .typeUse, .inheritance, .conformance, .extensionOf, .attribute:
            return resolveTypeName(site)
        case .override:
            return resolveOverride(site)
        case .operatorUse:
            return resolveOperator(site)
        default:
            return resolveExpression(site)
        }
    }

    // MARK: Kinds of sites

    private func resolveTypeName(_ site: ReferenceSite) -> [Resolution] {
        var candidates: [Int]
        switch site.receiver {
        case .type(let path):
            guard let base = types.resolve(path: path, in: site.scope) else { return [] }
            let owner = TypeResolver.memberKey(of: types.expandingTypealias(base, scope: site.scope))
            candidates = symbols.typesByQualifiedName[owner + "." + site.name] ?? []
            // `G.Scalar` with `G` a conformer of `Group`, which declares `Scalar`.
            if candidates.isEmpty, let inherited = types.inheritedMemberTypeDeclaration(site.name, of: owner) {
                candidates = [inherited]
            }
        default:
            // `H2G` in `extension Credential` of `struct Credential<H2G: HashToGroup>`.
            if types.isGenericParameter(site.name, in: site.scope) { return [] }
            guard let qualified = typeNamed(site.name, at: site) else { return [] }
            candidates = symbols.typesByQualifiedName[qualified] ?? []
        }
        candidates = visible(candidates, from: site)
        guard !candidates.isEmpty else { return [] }
        var kind = site.kind
        if kind == .inheritance,
            candidates.allSatisfy({ [.protocol, .objcProtocol].contains(symbols.declarations[$0].kind) })
        {
            kind = .conformance
        }
        return [Resolution(targets: candidates, certainty: candidates.count == 1 ? .exact : .ambiguous, kind: kind)]
    }

    private func resolveOverride(_ site: ReferenceSite) -> [Resolution] {
        let owner = site.scope.joined(separator: ".")
        let overriding = symbols.membersByType[owner]?[site.name]?.first {
            symbols.declarations[$0].location == site.location
        }
        for superclass in superclasses(of: owner) {
            var found = matching(site, among: symbols.membersByType[superclass]?[site.name] ?? [])
            // `override func connectSocket(to address: SocketAddress)` overrides the overload that
            // takes a `SocketAddress`, not the one taking a `VsockAddress`.
            if found.count > 1, let overriding {
                let signature = parameterSignature(symbols.declarations[overriding])
                let same = found.filter { parameterSignature(symbols.declarations[$0]) == signature }
                if !same.isEmpty { found = same }
            }
            if !found.isEmpty {
                return [Resolution(targets: found, certainty: found.count == 1 ? .exact : .ambiguous, kind: .override)]
            }
        }
        return []
    }

    private func resolveOperator(_ site: ReferenceSite) -> [Resolution] {
        guard let operators = symbols.operatorsByName[site.name] else { return resolveOperatorOnOperandType(site) }
        var resolutions = [Resolution(targets: operators, certainty: .exact, kind: .operatorUse)]
        let implementations = ((symbols.membersByName[site.name] ?? []) + (symbols.topLevelByName[site.name] ?? []))
            .filter { symbols.declarations[$0].kind == .function }
        if !implementations.isEmpty {
            resolutions.append(
                Resolution(
                    targets: implementations.sorted(), certainty: implementations.count == 1 ? .exact : .ambiguous,
                    kind: .operatorUse))
        }
        return resolutions
    }

    /// `==` on two `_HashSlot`s: the `static func ==` of the left operand's type, when its type is
    /// evident and the monolith's (a standard operator on other types is the standard library's).
    private func resolveOperatorOnOperandType(_ site: ReferenceSite) -> [Resolution] {
        guard symbols.membersByName[site.name] != nil, site.receiver != .lexical,
            let owner = type(of: site.receiver, scope: site.scope)
        else { return [] }
        func implementations(in key: String) -> [Int] {
            key == Self.externalType
                ? [] : lookUpMember(site.name, in: key).filter { symbols.declarations[$0].kind == .function }
        }
        var found = implementations(in: memberKey(owner, scope: site.scope))
        // `scalar * element` is `GroupElement`'s `*(left: Scalar, right: Self)`: the operator of
        // either operand's type whose parameters both operands fit.
        if let arguments = site.argumentTypes, arguments.count == 2 {
            let operands = arguments.map { type(of: $0, scope: site.scope).map { memberKey($0, scope: site.scope) } }
            let both = Array(Set(operands.compactMap { $0 }.flatMap(implementations(in:)))).sorted()
            let fitting = both.filter { fitsOperands($0, operands) }
            if !fitting.isEmpty {
                found = fitting
            } else if found.isEmpty, operands.contains(where: { $0.map(isStandardType) ?? false }),
                operands.contains(where: { $0.map(symbols.isProtocol) ?? false })
            {
                // `1/self` in `extension Real`: Swift converts no number implicitly, so a standard
                // operand beside a value of the monolith's protocol is a literal of that type, and the
                // operator its requirement. (On a concrete type, `1+z` is the standard library's
                // generic operator as often as the type's own.)
                found = both
            }
        }
        found = withoutDefaultImplementations(found)
        guard !found.isEmpty else { return [] }
        return [
            Resolution(targets: found.sorted(), certainty: found.count == 1 ? .exact : .ambiguous, kind: .operatorUse)
        ]
    }

    /// Whether an operator function's two parameters take operands of these types (where known).
    private func fitsOperands(_ index: Int, _ operands: [String?]) -> Bool {
        let declaration = symbols.declarations[index]
        guard let parameters = declaration.parameterTypes, parameters.count == operands.count,
            let owner = symbols.ownerTypeName(of: declaration).map(TypeResolver.memberKey(of:))
        else { return false }
        let scope = owner.split(separator: ".").map(String.init)
        return zip(parameters, operands).allSatisfy { written, operand in
            guard let operand, operand != Self.externalType else { return true }
            let parameter =
                TypeResolver.withoutSpecifiers(written) == "Self"
                ? owner : types.resolve(written, in: scope).map { memberKey($0, scope: scope) }
            guard let parameter, let path = TypeResolver.namePath(of: written),
                !genericNames.contains(path[0]) || parameter == owner
            else { return true }
            return operand == parameter || (ancestorsByType[operand] ?? []).contains(parameter)
        }
    }

    private func resolveExpression(_ site: ReferenceSite) -> [Resolution] {
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

    private func resolveMember(_ site: ReferenceSite, of owner: String, isTypeReceiver: Bool) -> [Resolution] {
        let expanded = memberKey(owner, scope: site.scope)
        // `Foo.init(…)`, and `self.init(…)`/`super.init(…)`/`.init(…)` on an evident instance type.
        if site.name == "init" {
            // `.map(String.init)` names one of String's own initializers, as far as syntax tells.
            if isStandardType(expanded), site.kind != .call, site.argumentLabels == nil { return [] }
            return initializerCall(site, type: expanded)
        }
        if expanded == Self.externalType { return resolveOnExternalType(site) }
        // `self[item: slot].key` with `typealias Element = (key: Key, value: Value)`: a tuple's label.
        if TypeResolver.isTuple(expanded) { return [] }
        var members = matchingStaticness(
            fittingSameTypeRequirements(
                matching(site, among: lookUpMember(site.name, in: expanded, for: site)), of: owner, scope: site.scope),
            isTypeReceiver: isTypeReceiver)
        // `array.count` reads the standard library's property, not the monolith's `count(of:)`.
        if isStandardType(expanded) || TypeResolver.subscriptResult(of: owner) != nil {
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
        // `String.Index(_utf8Offset: 0)` with `extension String.Index { init(_utf8Offset:) }`.
        if isTypeReceiver, site.kind == .call, site.argumentLabels != nil,
            symbols.typesByQualifiedName[expanded + "." + site.name] == nil,
            symbols.membersByType[expanded + "." + site.name]?["init"] != nil
        {
            return initializerCall(site, type: expanded + "." + site.name)
        }
        if isTypeReceiver,
            case let nested = visible(
                symbols.typesByQualifiedName[expanded + "." + site.name]
                    ?? types.inheritedMemberTypeDeclaration(site.name, of: expanded).map { [$0] } ?? [], from: site),
            !nested.isEmpty
        {
            // `options: OpenOptions.Read = OpenOptions.Read()` calls an initializer too.
            guard site.argumentLabels != nil, site.kind == .call || site.kind == .defaultArgument else {
                return [
                    Resolution(
                        targets: nested, certainty: nested.count == 1 ? .exact : .ambiguous, kind: typeKind(site))
                ]
            }
            // `H2G.G.Scalar(bytes: b)` with `typealias Scalar = Element.Scalar` in the protocol `G`
            // conforms to: the initializer of the type the alias stands for there, and the alias.
            let nestedType =
                types.resolve(path: expanded.split(separator: ".").map(String.init) + [site.name], in: [])
                ?? expanded + "." + site.name
            let call = initializerCall(site, type: memberKey(nestedType, scope: site.scope)).map { resolution in
                var kept = resolution
                if site.kind == .defaultArgument { kept.kind = .defaultArgument }
                return kept
            }
            return call + aliasUse(nested, site)
        }
        return []
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

    private func resolveBareName(_ site: ReferenceSite) -> [Resolution] {
        for owner in enclosingTypes(site.scope) {
            let found = findMember(site.name, in: owner, for: site)
            // `count` in `extension Collection` is the standard library's.
            if case .standard = found { return [] }
            var members = availableWhereWritten(matching(site, among: found.monolith), site)
            // `count` in `extension Array` reads Array's own, not the monolith's `count(of:)`.
            if isStandardType(owner) { members = readsNoFunction(site, members) }
            if !members.isEmpty {
                return [
                    Resolution(targets: members, certainty: members.count == 1 ? .exact : .ambiguous, kind: site.kind)
                ]
            }
        }
        let topLevel = matching(site, among: symbols.topLevelByName[site.name] ?? [])
        if !topLevel.isEmpty {
            return [
                Resolution(targets: topLevel, certainty: topLevel.count == 1 ? .exact : .ambiguous, kind: site.kind)
            ]
        }
        let inherited = membersOfExtensionsOfUnknownAncestors(site)
        if !inherited.isEmpty { return guess(inherited, for: site) }
        guard site.name.first?.isUppercase == true || site.name.first == "_",
            !types.isGenericParameter(site.name, in: site.scope),
            let qualified = typeNamed(site.name, at: site)
        else { return [] }
        let typeIndices = visible(symbols.typesByQualifiedName[qualified] ?? [], from: site)
        if typeIndices.isEmpty {
            // `UIColor(hex: "#fff")` with `extension UIColor { convenience init(hex:) }`.
            guard site.kind == .call, isExternalType(qualified) else { return [] }
            var inits = matching(site, among: symbols.membersByType[qualified]?["init"] ?? [])
            if isStandardType(qualified) { inits = overloadsTheArgumentsShowToBeTheMonoliths(inits, site) }
            return inits.isEmpty
                ? []
                : [
                    Resolution(
                        targets: inits, certainty: inits.count == 1 ? .exact : .ambiguous, kind: .initializerCall)
                ]
        }
        // `= Cache(capacity: 32)` in a default argument calls an initializer too, and keeps its kind:
        // the function's callers run it, so what it calls must be as visible as the function.
        if site.kind == .call || (site.kind == .defaultArgument && site.argumentLabels != nil) {
            let call = initializerCall(site, type: types.expandingTypealias(qualified, scope: site.scope)).map {
                resolution in
                var kept = resolution
                if site.kind == .defaultArgument { kept.kind = .defaultArgument }
                return kept
            }
            return call + aliasUse(typeIndices, site)
        }
        return [
            Resolution(
                targets: typeIndices, certainty: typeIndices.count == 1 ? .exact : .ambiguous, kind: typeKind(site))
        ]
    }

    /// `Bucket(offset: 0)` through `typealias Bucket = _HashTable.Bucket` uses the alias too (and,
    /// for an alias of another module's type, only the alias).
    private func aliasUse(_ typeIndices: [Int], _ site: ReferenceSite) -> [Resolution] {
        let aliases = typeIndices.filter { symbols.declarations[$0].kind == .typealias }
        guard !aliases.isEmpty else { return [] }
        return [Resolution(targets: aliases, certainty: aliases.count == 1 ? .exact : .ambiguous, kind: .typeUse)]
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

    private func isInExtensionOfAnotherModulesType(_ index: Int) -> Bool {
        guard let owner = ownerKey(of: index) else { return false }
        return isExternalType(owner) && !isStandardType(owner)
    }

    /// A label of `Foo(title: …)` is the stored property `title` when `Foo` is a struct that
    /// declares no initializer (so the call is to its memberwise one); otherwise it names nothing.
    private func resolveMemberwiseLabel(_ site: ReferenceSite, typePath: [String]) -> [Resolution] {
        guard let qualified = types.resolve(path: typePath, in: site.scope) else { return [] }
        let expanded = types.expandingTypealias(qualified, scope: site.scope)
        let structs = (symbols.typesByQualifiedName[expanded] ?? []).filter { symbols.declarations[$0].kind == .struct }
        guard structs.count == 1, let structure = structs.first,
            symbols.declarations[structure].storedProperties?.contains(where: { $0.name == site.name }) == true,
            // An initializer in an extension leaves the memberwise one in place.
            !lookUpMember("init", in: TypeResolver.memberKey(of: expanded), includingInherited: false)
                .contains(where: { symbols.declarations[$0].parentID == symbols.declarations[structure].id })
        else { return [] }
        let properties = lookUpMember(site.name, in: TypeResolver.memberKey(of: expanded), includingInherited: false)
            .filter {
                symbols.declarations[$0].kind == .variable && !symbols.declarations[$0].modifiers.contains("static")
            }
        guard properties.count == 1 else { return [] }
        return [Resolution(targets: properties, certainty: .exact, kind: .memberAccess)]
    }

    /// A type named in an expression is a type use, except in a default argument, whose
    /// expression must stay visible wherever the function is.
    private func typeKind(_ site: ReferenceSite) -> ReferenceKind {
        site.kind == .defaultArgument ? .defaultArgument : .typeUse
    }

    /// `Foo(…)`: the initializers whose labels fit, else the type itself (its memberwise or
    /// implicit initializer).
    private func initializerCall(_ site: ReferenceSite, type qualified: String) -> [Resolution] {
        var inits = matching(site, among: lookUpMember("init", in: qualified, includingInherited: false))
        // `_Capacity(bytesCount)` with `typealias _Capacity = UInt32` is UInt32's own initializer,
        // unless the argument shows it to be the monolith's `extension UInt32 { init(_: _UInt24) }`.
        if isStandardType(qualified) { inits = overloadsTheArgumentsShowToBeTheMonoliths(inits, site) }
        // `GeneralName(derEncoded: &nodes)` where the type's own `init(derEncoded: ASN1Node)` takes no
        // `inout`: the initializer is another one, of a protocol's extension (swift-asn1's).
        if site.inoutArguments?.contains(true) == true, !inits.contains(where: { fitsInoutArguments($0, of: site) }) {
            inits = []
        }
        if inits.isEmpty {
            // `self.init(_decoder:)` from `extension ParsedWrapper` a conformer does not declare itself.
            let protocols = (ancestorsByType[qualified] ?? []).filter(symbols.isProtocol)
            // The nearest protocol's, as Swift prefers the more refined protocol's extension.
            for level in protocols {
                let found = matching(site, among: symbols.membersByType[level]?["init"] ?? [])
                guard !found.isEmpty, found.contains(where: { fitsInoutArguments($0, of: site) }) else { continue }
                // `RFC5480AlgorithmIdentifier(asn1Encoded: node)` with the initializer of a protocol
                // extension names the type it builds too, as the compiler records it.
                let named = site.name == "init" ? [] : typeInitialized(qualified, site)
                return [
                    Resolution(
                        targets: found, certainty: found.count == 1 ? .exact : .ambiguous, kind: .initializerCall)
                ] + named
            }
        }
        if !inits.isEmpty {
            return [
                Resolution(targets: inits, certainty: inits.count == 1 ? .exact : .ambiguous, kind: .initializerCall)
            ]
        }
        return typeInitialized(qualified, site)
    }

    private func typeInitialized(_ qualified: String, _ site: ReferenceSite) -> [Resolution] {
        let typeIndices = visible(symbols.typesByQualifiedName[qualified] ?? [], from: site)
        guard !typeIndices.isEmpty else { return [] }
        return [
            Resolution(
                targets: typeIndices, certainty: typeIndices.count == 1 ? .exact : .ambiguous, kind: .initializerCall)
        ]
    }

    /// A name after a receiver whose type is unknown: every member of that name that fits. An
    /// implicit member (`.loading`) without an evident contextual type prefers the enclosing types'
    /// own members (`if case .loading = self`, `self = .show(…)`).
    /// `MutableSpan(_unsafeElements: .init(mutating: segment))`: an implicit member passed to
    /// another module's type, whose parameters can only be of that module's types (or of ones it
    /// knows, such as a protocol the monolith's type conforms to: too rare to guess).
    private func isPassedToAnotherModule(_ receiver: Receiver, scope: [String]) -> Bool {
        guard case .argument(let base, _, _, _) = receiver else { return false }
        if fillsOnlyGenericOrStandardParameters(receiver, scope: scope) { return true }
        guard let owner = type(of: base, scope: scope) else { return false }
        let key = memberKey(owner, scope: scope)
        // A standard type's members take standard types, or its generic arguments: `append(.x)` on
        // an `Array<Shelf>` may take one of the monolith's.
        if isStandardType(key) {
            return TypeResolver.genericArguments(of: owner)?.allSatisfy { isExternalType(memberKey($0, scope: scope)) }
                ?? true
        }
        return key == Self.externalType || isExternalType(key)
    }

    private func resolveByNameAlone(
        _ site: ReferenceSite, implicitMember: Bool, onlyInExtensionsOfOtherModules: Bool = false
    ) -> [Resolution] {
        guard implicitMember || !StandardLibrary.memberNames.contains(site.name) else { return [] }
        // `.init(…)` where the type is not evident is any type's initializer
        // (`pthread_mutexattr_settype(&attr, .init(PTHREAD_MUTEX_ERRORCHECK))`).
        if implicitMember, site.name == "init" { return [] }
        // `state == .none` where the type is not evident: `Optional.none`, the idiom for nil.
        if implicitMember, standard.members["Optional"]?[site.name]?.contains(where: { $0.kind == .enumCase }) == true {
            return []
        }
        // `.CSRAttributes.extensionRequest` with no evident type: the one nested type of that name.
        if implicitMember, site.name.looksLikeTypeName, let nested = uniqueNestedType(named: site.name),
            isVisible(nested, from: site)
        {
            return [Resolution(targets: [nested], certainty: .inferred, kind: typeKind(site))]
        }
        if implicitMember {
            for owner in enclosingTypes(site.scope) {
                // `Float16(.cos(Float(x)))` in `extension Float16`: not its own `cos(_: Float16)`, which
                // the evident argument type contradicts.
                let own = matching(
                    site, among: (symbols.membersByType[owner]?[site.name] ?? []).filter(canBeImplicitMember)
                )
                .filter { !argumentTypesContradict($0, site) }
                if !own.isEmpty {
                    return [
                        Resolution(targets: own, certainty: own.count == 1 ? .inferred : .ambiguous, kind: site.kind)
                    ]
                }
                // `switch action { case .tap: … }` in a reducer whose `Action` is nested in it.
                let nested = matching(
                    site,
                    among: (symbols.nestedTypesByOwner[owner] ?? []).sorted().flatMap {
                        symbols.membersByType[$0]?[site.name] ?? []
                    }.filter(canBeImplicitMember))
                if !nested.isEmpty {
                    return [
                        Resolution(
                            targets: nested, certainty: nested.count == 1 ? .inferred : .ambiguous, kind: site.kind)
                    ]
                }
            }
        }
        var candidates = symbols.membersByName[site.name] ?? []
        if implicitMember { candidates = candidates.filter(canBeImplicitMember) }
        // `.font(.headline)` on a SwiftUI view: `extension Font { static let headline … }` at most.
        // `Float16(.cos(Float(x)))`: the monolith's `extension Float { static func cos }` may be it too.
        // `Float16(.sqrt(x))`: so may the default `extension Real { static func sqrt }` that
        // `extension Float: Real` gives `Float`.
        if onlyInExtensionsOfOtherModules {
            candidates = candidates.filter { index in
                ownerKey(of: index).map { isExternalType($0) || protocolsAdoptedElsewhere.contains($0) } ?? false
            }
        }
        var found = nearestToTheSite(
            readsNoFunction(site, matching(site, among: candidates, limit: IndexBuilder.maximumAmbiguousTargets)), site)
        if onlyInExtensionsOfOtherModules { found = implementationsOverRequirements(found) }
        // `amount >= 0 ? .max : .min` where the type is not evident: where several of the monolith's
        // types declare the name, the standard numbers' own is far more likely than any one of them.
        if implicitMember, found.count > 1,
            Self.standardNumberProtocols.contains(where: {
                standard.members[$0]?[site.name]?.contains { $0.isStatic } == true
            })
        {
            return []
        }
        guard !found.isEmpty else { return [] }
        return guess(found, for: site)
    }

    /// A guess by name among these candidates: `inferred` when there is one, else `ambiguous`.
    private func guess(_ targets: [Int], for site: ReferenceSite) -> [Resolution] {
        [
            Resolution(
                targets: targets, certainty: targets.count == 1 ? .inferred : .ambiguous, kind: site.kind, isGuess: true
            )
        ]
    }

    static let standardNumberProtocols = [
        "AdditiveArithmetic", "Numeric", "BinaryInteger", "FixedWidthInteger", "FloatingPoint", "BinaryFloatingPoint",
    ]

    /// A guess among members of several types keeps those of the types declared nearest the site:
    /// `state.didSuspend` in `NIOAsyncWriter.Storage` is `NIOAsyncWriter.Storage.State`'s, not
    /// `NIOThrowingAsyncSequenceProducer.Storage.State`'s (code works with its own nested types).
    private func nearestToTheSite(_ found: [Int], _ site: ReferenceSite) -> [Int] {
        guard found.count > 1, !site.scope.isEmpty else { return found }
        return nearestToTheSiteAmong(found, site)
    }

    /// `context.pop(entry)` calls the instance method, `TestContext.pop(context)` the static one:
    /// where both fit, the receiver says which.
    private func matchingStaticness(_ found: [Int], isTypeReceiver: Bool) -> [Int] {
        guard found.count > 1 else { return found }
        let kept = found.filter { index in
            let declaration = symbols.declarations[index]
            guard declaration.kind != .initializer else { return true }
            let isStatic =
                declaration.kind == .enumCase || declaration.modifiers.contains("static")
                || declaration.modifiers.contains("class")
            return isStatic == isTypeReceiver
        }
        return kept.isEmpty ? found : kept
    }

    private func nearestToTheSiteAmong(_ found: [Int], _ site: ReferenceSite) -> [Int] {
        guard found.count > 1, !site.scope.isEmpty else { return found }
        let shared = found.map { index -> Int in
            let owner =
                symbols.ownerTypeName(of: symbols.declarations[index])?.split(separator: ".").map(String.init) ?? []
            return zip(owner, site.scope).prefix { $0 == $1 }.count
        }
        guard let nearest = shared.max(), nearest > 0, shared.contains(where: { $0 < nearest }) else { return found }
        return zip(found, shared).filter { $0.1 == nearest }.map(\.0)
    }

    /// `bitmap[i]` on an `UnsafeMutableBufferPointer` is the standard subscript, and `String(x)` the
    /// standard initializer, unless a label, or an argument evidently of the type the monolith's
    /// own overload takes, says otherwise (`bitmap[bucket]`, `String(bigString)`).
    private func overloadsTheArgumentsShowToBeTheMonoliths(_ found: [Int], _ site: ReferenceSite) -> [Int] {
        // `rows[safe: 1]`, `String(hex: …)`: a label of the monolith's own says it.
        if site.argumentLabels?.contains(where: { $0 != "_" }) ?? false { return found }
        guard let arguments = site.argumentTypes else { return [] }
        let argumentTypes = arguments.map { type(of: $0, scope: site.scope).map { memberKey($0, scope: site.scope) } }
        return found.filter { index in
            guard let filled = filledParameterTypes(index, by: site) else { return false }
            return zip(zip(arguments, argumentTypes), filled.types).contains { passed, written in
                let (argument, argumentType) = passed
                if isBuiltinValue(argument) { return TypeResolver.namePath(of: written)?.first == "Builtin" }
                return argumentType != nil
                    && argumentType
                        == types.resolve(written, in: filled.scope).map { memberKey($0, scope: filled.scope) }
            }
        }
    }

    /// A value the `Builtin` module gives (`Builtin.cmpxchg_…(…)`, an element of its result) is of
    /// one of its types, which no standard declaration takes.
    private func isBuiltinValue(_ receiver: Receiver) -> Bool {
        switch receiver {
        case .type(let path): return path.first == "Builtin" && symbols.typesByQualifiedName["Builtin"] == nil
        case .member(let base, _), .result(let base, _): return isBuiltinValue(base)
        default: return false
        }
    }

    /// `x.first` read (no call) on a receiver of unknown or standard type is no `first(withID:)` of
    /// the monolith: a method named without a call is rare enough not to guess.
    private func readsNoFunction(_ site: ReferenceSite, _ found: [Int]) -> [Int] {
        guard site.kind != .call, site.argumentLabels == nil else { return found }
        return found.filter { ![.function, .initializer, .subscript].contains(symbols.declarations[$0].kind) }
    }

    /// The types (or file scope) the targets of a resolution belong to.
    func owningTypes(of targets: [Int]) -> Set<String> {
        Set(targets.map { symbols.ownerTypeName(of: symbols.declarations[$0]) ?? "" })
    }

    /// `.name` can only name what produces its own type: an enum case, an initializer, or a static
    /// member whose type (or result) is the type it belongs to (`static let shared = Foo()`, not
    /// `static let title = "…"`). Members whose type is not written are kept.
    private func canBeImplicitMember(_ index: Int) -> Bool {
        let declaration = symbols.declarations[index]
        switch declaration.kind {
        case .enumCase, .initializer: return true
        case .variable, .function:
            guard declaration.modifiers.contains("static") || declaration.modifiers.contains("class") else {
                return false
            }
            guard let written = declaration.typeName, let owner = symbols.ownerTypeName(of: declaration) else {
                return true
            }
            if written.hasPrefix("Self") { return true }
            let ownerPath = owner.split(separator: ".").map(String.init)
            return types.resolve(written, in: ownerPath).map(TypeResolver.memberKey(of:)) == owner
        default: return false
        }
    }

    // MARK: Members

    /// Members named `name` of a type: its own and its extensions', else its superclasses',
    /// else those of the protocols it conforms to (requirements and protocol extensions). With a
    /// site, a type's members whose labels the call does not fit are passed over; and a standard
    /// type or protocol that declares a member the site can mean ends the search, with none of
    /// the monolith's (`array.count`, `x.isFinite` with `x: some FloatingPoint`).
    func lookUpMember(_ name: String, in owner: String, includingInherited: Bool = true, for site: ReferenceSite? = nil)
        -> [Int]
    {
        findMember(name, in: owner, includingInherited: includingInherited, for: site).monolith
    }

    /// `pointer._load()` on an `UnsafeMutablePointer<_Int8Storage>`: of members declared by
    /// extensions that fix the type's generic arguments (`where Pointee == _Int8Storage`), those
    /// whose arguments the receiver has (where both are evident). None may be left: `get()` on a
    /// `Result<Name, any Error>` is not the monolith's `extension Result where Failure == Never`'s.
    func fittingSameTypeRequirements(_ found: [Int], of owner: String, scope: [String]) -> [Int] {
        guard !found.isEmpty, let arguments = TypeResolver.genericArguments(of: owner) else { return found }
        let key = TypeResolver.memberKey(of: owner)
        let parameters = genericParameters(of: key)
        guard parameters.count == arguments.count else { return found }
        let kept = found.filter { index in
            guard let parent = symbols.declarations[index].parentID.flatMap({ symbols.indexByID[$0] }),
                let requirements = symbols.declarations[parent].sameTypeRequirements
            else { return true }
            let extensionScope = key.split(separator: ".").map(String.init)
            return requirements.allSatisfy { requirement in
                guard let position = parameters.firstIndex(of: requirement.parameter),
                    let required = types.resolve(requirement.constraint, in: extensionScope).map({
                        memberKey($0, scope: extensionScope)
                    }),
                    let argument = types.resolve(arguments[position], in: scope).map({ memberKey($0, scope: scope) })
                else { return true }
                return required == argument
            }
        }
        return kept
    }

    /// The generic parameters of a type of the monolith or of the standard library.
    func genericParameters(of key: String) -> [String] {
        if let declared = symbols.typesByQualifiedName[key]?.first {
            return symbols.declarations[declared].genericParameters
        }
        return standard.genericParameters[key] ?? []
    }

    /// What a member look-up found: the monolith's declarations, or a standard member first.
    enum MemberLookup {
        case monolith([Int])
        /// The standard members of that name of `level`, a standard type or protocol.
        case standard(level: String, members: [StandardLibrary.Member])
        case none

        var monolith: [Int] {
            if case .monolith(let found) = self { return found }
            return []
        }
    }

    func findMember(_ name: String, in owner: String, includingInherited: Bool = true, for site: ReferenceSite? = nil)
        -> MemberLookup
    {
        let levels = includingInherited ? [owner] + (ancestorsByType[owner] ?? []).filter { $0 != owner } : [owner]
        for level in levels {
            if let found = symbols.membersByType[level]?[name], !found.isEmpty,
                site.map({ site in found.contains { fitsLabels($0, of: site) } }) ?? true
            {
                return .monolith(found)
            }
            if isStandardType(level), standardDeclares(name, in: level, for: site) {
                if let restated = requirementRestated(name, by: levels, for: site) { return .monolith(restated) }
                return .standard(level: level, members: standard.members[level]?[name] ?? [])
            }
        }
        return .none
    }

    /// `x / 2` in `extension Real`: `FloatingPoint` declares `/`, and so does the monolith's
    /// `AlgebraicField`, which `Real` inherits too; the compiler names the monolith's requirement.
    private func requirementRestated(_ name: String, by levels: [String], for site: ReferenceSite?) -> [Int]? {
        guard let owner = levels.first, !isStandardType(owner), symbols.isProtocol(owner) else { return nil }
        for level in levels.dropFirst() where symbols.isProtocol(level) {
            if let found = symbols.membersByType[level]?[name], !found.isEmpty,
                site.map({ site in found.contains { fitsLabels($0, of: site) } }) ?? true
            {
                return found
            }
        }
        return nil
    }

    /// Whether the standard library declares, on this standard type or protocol itself (not what it
    /// inherits), a member of this name that the site's call fits.
    private func standardDeclares(_ name: String, in type: String, for site: ReferenceSite?) -> Bool {
        guard let members = standard.members[type]?[name] else { return false }
        guard let site, let callLabels = site.argumentLabels else { return true }
        return members.contains { member in
            // A property is called only when it holds a closure.
            guard let labels = member.labels else {
                return member.kind == .variable && member.typeName?.contains("->") == true
            }
            return LabelMatcher.matches(
                callLabels: callLabels, trailingClosures: site.trailingClosures, declarationLabels: labels,
                hasDefault: member.hasDefault ?? labels.map { _ in false },
                isVariadic: Self.variadicParameters(member.parameterTypes))
        }
    }

    /// The members of this name the monolith's extensions of standard types and protocols declare.
    func extensionsOfStandardTypes(declaring name: String) -> [Int] {
        extendedStandardTypes.flatMap { lookUpMember(name, in: $0, includingInherited: false) }
    }

    /// The only type of this name declared inside another type (or an extension), if there is one.
    func uniqueNestedType(named name: String) -> Int? {
        guard let found = nestedTypesByName[name], found.count == 1 else { return nil }
        return found[0]
    }

    /// Whether some standard type or protocol declares a member the site can mean.
    func standardDeclaresAnywhere(_ site: ReferenceSite) -> Bool {
        standard.owners(ofMembersNamed: site.name).contains {
            !$0.isEmpty && standardDeclares(site.name, in: $0, for: site)
        }
    }

    /// A type of the standard library (or Foundation's `Data`) that the monolith does not declare
    /// a type of the same name beside.
    func isStandardType(_ key: String) -> Bool {
        standard.declares(key) && symbols.typesByQualifiedName[key] == nil
    }

    /// `assertSnapshot(…)` in a subclass of `XCTestCase`: where an enclosing type inherits from
    /// another module's class, whose own ancestors the index does not know, the monolith's
    /// extensions of other modules' types may declare the name (`extension XCTest`).
    private func membersOfExtensionsOfUnknownAncestors(_ site: ReferenceSite) -> [Int] {
        let inheritsFromElsewhere = enclosingTypes(site.scope).contains { owner in
            supertypes(of: owner).contains { isExternalType($0) && !isStandardType($0) }
        }
        guard inheritsFromElsewhere else { return [] }
        return matching(site, among: (symbols.membersByName[site.name] ?? []).filter(isInExtensionOfAnotherModulesType))
    }

    /// `rotate(subrange:toStartAt:)` called in a plain `extension MutableCollection` is not the one
    /// of `extension MutableCollection where Self: BidirectionalCollection`: a member of an extension
    /// that requires more of `Self` is there only where the call's own context grants it, and
    /// where it is, Swift prefers it to the less constrained one.
    private func availableWhereWritten(_ found: [Int], _ site: ReferenceSite) -> [Int] {
        guard found.count > 1 else { return found }
        let required = found.map(selfRequirements(ofExtensionDeclaring:))
        guard required.contains(where: { !$0.isEmpty }), let context = typeContext(of: site) else { return found }
        let owner = memberKey(site.scope.joined(separator: "."), scope: [])
        let granted = ([owner] + selfRequirements(of: context)).flatMap { [$0] + (ancestorsByType[$0] ?? []) }
        let available = zip(found, required).filter { _, requirements in requirements.allSatisfy(granted.contains) }
        guard let most = available.map(\.1.count).max() else { return found }
        return available.filter { $0.1.count == most }.map(\.0)
    }

    private func selfRequirements(ofExtensionDeclaring index: Int) -> [String] {
        guard let parent = symbols.declarations[index].parentID.flatMap({ symbols.indexByID[$0] }) else { return [] }
        return selfRequirements(of: parent)
    }

    private func selfRequirements(of context: Int) -> [String] {
        let declaration = symbols.declarations[context]
        guard declaration.kind == .extension else { return [] }
        return (declaration.genericConstraints ?? []).filter { $0.parameter == "Self" }.map {
            memberKey($0.constraint, scope: [])
        }
    }

    /// The type a bare name means where the site is. An extension is written at file scope: in
    /// `extension P256.Signing.ECDSASignature`, `ECDSASignature` is the top-level class of that
    /// name, not the extended type that `P256.Signing` declares.
    private func typeNamed(_ name: String, at site: ReferenceSite) -> String? {
        let qualified = types.resolve(path: [name], in: site.scope)
        guard site.scope.count > 1, let qualified, qualified != name, symbols.typesByQualifiedName[name] != nil,
            (1..<site.scope.count).contains(where: { (site.scope[0..<$0] + [name]).joined(separator: ".") == qualified }
            ),
            let context = typeContext(of: site), symbols.declarations[context].kind == .extension
        else { return qualified }
        return name
    }

    /// The type declaration or extension a site is written in: the last one of its scope's name
    /// that starts before it in its file (extensions do not nest).
    private func typeContext(of site: ReferenceSite) -> Int? {
        let name = site.scope.joined(separator: ".")
        return typeContextsByFile[site.location.file]?.last { index in
            let declaration = symbols.declarations[index]
            let declaredName =
                declaration.kind == .extension
                ? declaration.typeName ?? declaration.name : symbols.qualifiedName(of: declaration)
            return declaredName == name && declaration.location < site.location
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
        let refining = ancestorsByType.filter { _, ancestors in !constraints.isDisjoint(with: ancestors) }
        for protocols in [true, false] {
            let levels = refining.keys.filter { symbols.isProtocol($0) == protocols }.sorted()
            let found = matching(site, among: levels.flatMap { symbols.membersByType[$0]?[site.name] ?? [] })
            if !found.isEmpty { return found }
        }
        return []
    }

    /// The member key of the type a member is declared in (or extends).
    private func ownerKey(of index: Int) -> String? {
        symbols.ownerTypeName(of: symbols.declarations[index]).map(TypeResolver.memberKey(of:))
    }

    private func supertypes(of owner: String) -> [String] {
        supertypesByType[owner] ?? []
    }

    private func superclasses(of owner: String) -> [String] {
        var chain: [String] = []
        var current = owner
        while chain.count < 32, let next = supertypes(of: current).first(where: { isClass($0) }), !chain.contains(next)
        {
            chain.append(next)
            current = next
        }
        return chain
    }

    private func isClass(_ qualified: String) -> Bool {
        symbols.typesByQualifiedName[qualified]?.contains {
            [.class, .objcInterface].contains(symbols.declarations[$0].kind)
        } ?? false
    }

    /// Visible candidates whose argument labels fit the site's call; all visible ones where the
    /// site is no call.
    /// With a `limit`, stops once more than `limit` fit: the caller only needs to know there are too many.
    private func matching(_ site: ReferenceSite, among candidates: [Int], limit: Int = .max) -> [Int] {
        var found: [Int] = []
        for index in candidates where isVisible(index, from: site) && fitsLabels(index, of: site) {
            found.append(index)
            if found.count > limit { break }
        }
        let used = withoutDefaultImplementations(
            preferringHowItIsUsed(fittingInoutArguments(shadowingInOwnFile(found, from: site), of: site), by: site))
        return preferringArgumentTypes(preferringFewestOmitted(used, by: site), of: site).sorted()
    }

    /// `Self()` calls `init()` rather than `init(dictionaryLiteral:)` with nothing, as Swift ranks a
    /// declaration that needs no default or variadic argument left out above one that does.
    private func preferringFewestOmitted(_ found: [Int], by site: ReferenceSite) -> [Int] {
        guard found.count > 1, let callLabels = site.argumentLabels else { return found }
        let omitted = found.map { index in
            (symbols.declarations[index].argumentLabels?.count).map { $0 - callLabels.count - site.trailingClosures }
                ?? 0
        }
        let fewest = omitted.min() ?? 0
        return zip(found, omitted).filter { $0.1 == fewest }.map(\.0)
    }

    /// `IntegerType(asn1Encoded: &nodes)` calls the overload whose parameter is `inout`; an argument
    /// without `&` fills no `inout` parameter (a pointer parameter takes either).
    private func fittingInoutArguments(_ found: [Int], of site: ReferenceSite) -> [Int] {
        guard found.count > 1 else { return found }
        let fitting = found.filter { fitsInoutArguments($0, of: site) }
        return fitting.isEmpty ? found : fitting
    }

    private func fitsInoutArguments(_ index: Int, of site: ReferenceSite) -> Bool {
        guard let callLabels = site.argumentLabels, !callLabels.isEmpty,
            let filled = filledParameterTypes(index, by: site)
        else { return true }
        let passed = site.inoutArguments ?? callLabels.map { _ in false }
        return zip(passed, filled.types).allSatisfy { isInout, written in
            written.contains("Pointer") || isInout == TypeResolver.withoutAttributes(written).hasPrefix("inout ")
        }
    }

    /// A protocol's requirement and the default its extension gives it are one member to callers:
    /// `command.configuration` is `ParsableCommand.configuration`, the requirement.
    private func withoutDefaultImplementations(_ found: [Int]) -> [Int] {
        guard found.count > 1 else { return found }
        let requirements = Set(
            found.compactMap { index -> String? in
                let declaration = symbols.declarations[index]
                guard let parent = declaration.parentID.flatMap({ symbols.indexByID[$0] }),
                    symbols.declarations[parent].kind == .protocol
                else { return nil }
                return memberSignature(declaration)
            })
        guard !requirements.isEmpty else { return found }
        return found.filter { index in
            !(isInExtension(index) && requirements.contains(memberSignature(symbols.declarations[index])))
        }
    }

    /// `Float16(.sqrt(x))` calls `Float`'s `sqrt`, which `extension Real { static func sqrt }`
    /// implements, not the requirement `ElementaryFunctions.sqrt` a generic caller would name.
    private func implementationsOverRequirements(_ found: [Int]) -> [Int] {
        let implementations = found.filter { !symbols.isProtocol(ownerKey(of: $0) ?? "") || isInExtension($0) }
        return implementations.isEmpty ? found : implementations
    }

    private func isInExtension(_ index: Int) -> Bool {
        symbols.declarations[index].parentID.flatMap { symbols.indexByID[$0] }.map {
            symbols.declarations[$0].kind == .extension
        } ?? false
    }

    /// The member with its labels and the last name of each parameter's type: an extension's
    /// overload of a requirement by parameter type (`init(asn1Encoded: inout Iterator)` beside the
    /// requirement's `init(asn1Encoded: ASN1Node)`) is no default implementation of it.
    private func memberSignature(_ declaration: Declaration) -> String {
        (symbols.ownerTypeName(of: declaration).map(TypeResolver.memberKey(of:)) ?? "") + "."
            + parameterSignature(declaration)
    }

    private func parameterSignature(_ declaration: Declaration) -> String {
        let parameters = zip(declaration.argumentLabels ?? [], declaration.parameterTypes ?? []).map { label, written in
            let type = TypeResolver.withoutAttributes(written)
            let name = TypeResolver.namePath(of: type)?.last ?? type
            return label + ":" + (type.hasPrefix("inout ") ? "inout " : "") + name
        }
        return declaration.name + "(" + parameters.joined(separator: ",") + ")"
    }

    /// `_copy(from: range, to: 0)` is the overload whose parameter types the evident argument types
    /// fit; one that an evident argument type contradicts is dropped (unless all are).
    private func preferringArgumentTypes(_ found: [Int], of site: ReferenceSite) -> [Int] {
        guard found.count > 1, let arguments = site.argumentTypes else { return found }
        let argumentTypes = arguments.map { type(of: $0, scope: site.scope).map { memberKey($0, scope: site.scope) } }
        // For each candidate, what the parameter each argument fills resolves to, and whether it is
        // generic (or `Self`) and so fits any argument.
        let candidates = found.map { index -> (index: Int, parameters: [FilledParameter]) in
            guard let filled = filledParameterTypes(index, by: site) else { return (index, []) }
            let tupleElements = genericParametersOfTupleElements(symbols.declarations[index])
            return (
                index,
                filled.types.map { written in
                    let path = TypeResolver.namePath(of: written)
                    return FilledParameter(
                        type: types.resolve(written, in: filled.scope).map { memberKey($0, scope: filled.scope) },
                        // (`[Instance]` is an array whatever its element: no value of a generic parameter fills it.)
                        isGeneric: path.map { genericNames.contains($0[0]) || $0[0] == "Self" }
                            ?? (TypeResolver.arrayElement(of: written) == nil),
                        isOptional: TypeResolver.isOptional(written),
                        isTuple: TypeResolver.isTuple(TypeResolver.withoutAttributes(written)),
                        takesTupleElements: path.map { $0.count == 1 && tupleElements.contains($0[0]) } ?? false)
                }
            )
        }
        // `mapping[.anchorKeyNode]`: an implicit member argument fits a parameter whose type has a
        // member of its name.
        let implicitNames = arguments.map { argument -> String? in
            guard case .member(let base, let name) = argument, isImplicitMember(base) || base == .implicitMember(nil)
            else { return nil }
            return name
        }
        let fitting = candidates.filter { candidate in
            zip(zip(argumentTypes, implicitNames), candidate.parameters).allSatisfy { argumentAndName, parameter in
                let (argument, implicitName) = argumentAndName
                // (Another module's type may have it, unless it is a standard type, whose members are known.)
                if argument == nil, let implicitName, !parameter.isGeneric, let type = parameter.type,
                    !isExternalType(type) || isStandardType(type)
                {
                    if case .none = findMember(implicitName, in: type) { return false }
                    return true
                }
                guard let argument, argument != Self.externalType, !parameter.isGeneric, let type = parameter.type
                else { return true }
                return argument == type || (ancestorsByType[argument] ?? []).contains(type)
            }
        }
        guard !fitting.isEmpty else { return found }
        // `isStrictSubset(of: self)` on a `BitSet`: `(of: BitSet)` over `(of: some Sequence)`; and a
        // generic parameter constrained to what the argument conforms to over one that takes anything
        // (`.right(separator)` of a `Collection`: `EitherSequence<Left, Right: Sequence>.right`, not
        // `Either<Left, Right>.right`).
        let exactness = fitting.map { candidate in
            zip(argumentTypes, candidate.parameters).reduce(0) { score, pair in
                let (argument, parameter) = pair
                guard let argument, let type = parameter.type else { return score }
                if argument == type { return score + 2 }
                return score + (parameter.isGeneric && (ancestorsByType[argument] ?? []).contains(type) ? 1 : 0)
            }
        }
        let best = exactness.max() ?? 0
        let closest = zip(fitting, exactness).filter { $0.1 == best }.map(\.0)
        guard closest.count > 1 else { return closest.map(\.index) }
        // `decodeSingularStringField(value: &text)` with `var text: String?` fills `value: inout String?`,
        // not `value: inout String`: where an argument is evidently optional or not, so is its parameter;
        // and where its elements evidently are tuples or not, so are those its parameter takes
        // (`expectEqualElements` for sequences whose where clause makes `Element` a `(key:value:)` pair).
        let optionality = arguments.map { isOptional($0, scope: site.scope) }
        let tupleElements = arguments.map {
            type(of: $0, scope: site.scope).flatMap(TypeResolver.element(of:)).map(TypeResolver.isTuple)
        }
        let shaped = closest.filter { candidate in
            zip(zip(optionality, tupleElements), candidate.parameters).allSatisfy { argument, parameter in
                let (isOptional, hasTupleElements) = argument
                return (isOptional.map { $0 == parameter.isOptional } ?? true)
                    && (hasTupleElements.map { $0 == parameter.takesTupleElements } ?? true)
            }
        }
        let remaining = shaped.isEmpty ? closest : shaped
        // `expectEqual(a, b)` beside overloads for `(T?, T?)` and `((key: K, value: V), …)`, the
        // arguments' types not evident: values are seldom optional or tuples, and for any that is
        // neither the compiler takes the plain overload.
        let plain = remaining.filter { candidate in
            zip(zip(zip(optionality, argumentTypes), tupleElements), candidate.parameters).allSatisfy {
                argument, parameter in
                let ((isOptional, type), hasTupleElements) = argument
                if parameter.isTuple, !(type.map(TypeResolver.isTuple) ?? false) { return false }
                if parameter.takesTupleElements, hasTupleElements != true { return false }
                return isOptional != nil || !parameter.isOptional
            }
        }
        return (plain.isEmpty ? remaining : plain).map(\.index)
    }

    /// What an overload's parameter that an argument fills says of the arguments it takes.
    private struct FilledParameter {
        /// The type it resolves to, when it does.
        let type: String?
        /// A generic parameter (or `Self`), which takes any argument.
        let isGeneric: Bool
        let isOptional: Bool
        let isTuple: Bool
        /// A sequence whose elements the where clause makes tuples (`S1.Element == (key: A, value: B)`).
        let takesTupleElements: Bool
    }

    /// The generic parameters whose elements a function's where clause makes tuples
    /// (`where S1.Element == (key: A, value: B)`).
    private func genericParametersOfTupleElements(_ declaration: Declaration) -> Set<String> {
        Set(
            (declaration.sameTypeRequirements ?? []).compactMap { requirement in
                let path = requirement.parameter.split(separator: ".")
                guard path.count == 2, path[1] == "Element", TypeResolver.isTuple(requirement.constraint) else {
                    return nil
                }
                return String(path[0])
            })
    }

    /// Whether an evident argument type is no type the parameter it fills takes (a generic
    /// parameter takes any).
    private func argumentTypesContradict(_ index: Int, _ site: ReferenceSite) -> Bool {
        guard let arguments = site.argumentTypes, let filled = filledParameterTypes(index, by: site) else {
            return false
        }
        return zip(arguments, filled.types).contains { argument, written in
            guard let path = TypeResolver.namePath(of: written), !genericNames.contains(path[0]), path[0] != "Self",
                let argumentType = type(of: argument, scope: site.scope).map({ memberKey($0, scope: site.scope) }),
                argumentType != Self.externalType,
                let parameterType = types.resolve(written, in: filled.scope).map({ memberKey($0, scope: filled.scope) })
            else { return false }
            return argumentType != parameterType && !(ancestorsByType[argumentType] ?? []).contains(parameterType)
        }
    }

    /// The parameter types, as written, that a call's arguments fill, in argument order, and the
    /// scope they are written in; nil when the call does not fit the declaration's labels.
    private func filledParameterTypes(_ index: Int, by site: ReferenceSite) -> (types: [String], scope: [String])? {
        let declaration = symbols.declarations[index]
        guard let callLabels = site.argumentLabels, let labels = declaration.argumentLabels,
            let parameterTypes = declaration.parameterTypes,
            let positions = LabelMatcher.parameterIndices(
                callLabels: callLabels, trailingClosures: site.trailingClosures, declarationLabels: labels,
                hasDefault: omissibleParameters(of: declaration), isVariadic: Self.variadicParameters(parameterTypes))
        else { return nil }
        let scope = symbols.ownerTypeName(of: declaration).map { $0.split(separator: ".").map(String.init) } ?? []
        return (positions.map { $0 < parameterTypes.count ? parameterTypes[$0] : "" }, scope)
    }

    /// `catalog.books` reads the property `books`, not the method `books(by:)`; `books(by: x)` calls
    /// the method, not a property (unless it holds a closure). Either kind stays when it is all there is.
    private func preferringHowItIsUsed(_ found: [Int], by site: ReferenceSite) -> [Int] {
        guard found.count > 1 else { return found }
        let isCall = site.kind == .call || site.argumentLabels != nil
        // `case .failsToMeetPolicy(let reason):` matches a case with a payload, never a static
        // function of that name (a pattern's call is recorded without labels).
        let isCasePattern = site.isInCasePattern
        let preferred = found.filter { index in
            let declaration = symbols.declarations[index]
            switch declaration.kind {
            case .variable:
                return (!isCall || declaration.typeName?.contains("->") == true) && !isCasePattern
            case .enumCase:
                // `case .alias:` matches `case alias(Alias)`, its payload left out.
                return isCasePattern || isCall == (declaration.argumentLabels != nil)
            case .function, .initializer, .subscript, .macro:
                return isCall && !isCasePattern
            default:
                return true
            }
        }
        return preferred.isEmpty ? found : preferred
    }

    private func fitsLabels(_ index: Int, of site: ReferenceSite) -> Bool {
        guard let callLabels = site.argumentLabels else {
            // `case .head(var request)`: a pattern with a payload matches no case without one.
            return
                !(site.isInCasePattern && site.kind == .call && symbols.declarations[index].kind == .enumCase
                && symbols.declarations[index].argumentLabels == nil)
        }
        // Read fields in place: copying a whole Declaration here dominated resolution time.
        guard let labels = symbols.declarations[index].argumentLabels else {
            // A closure a property holds is called without labels: `x.string(for: y)` calls no property.
            return symbols.declarations[index].kind != .enumCase && callLabels.allSatisfy { $0 == "_" }
        }
        guard
            LabelMatcher.matches(
                callLabels: callLabels, trailingClosures: site.trailingClosures, declarationLabels: labels,
                hasDefault: omissibleParameters(of: symbols.declarations[index]),
                isVariadic: Self.variadicParameters(symbols.declarations[index].parameterTypes))
        else { return false }
        // `first { … }` is not `first(withID:)`: a trailing closure fills a parameter of function type.
        guard site.trailingClosures > 0, let types = symbols.declarations[index].parameterTypes else { return true }
        return types.suffix(site.trailingClosures).allSatisfy(mayBeFunctionType)
    }

    /// Which parameters are variadic (`_ args: AnyHashable...`); empty when none is, as for nearly all.
    static func variadicParameters(_ types: [String]?) -> [Bool] {
        guard let types, types.contains(where: { $0.hasSuffix("...") }) else { return [] }
        return types.map { $0.hasSuffix("...") }
    }

    /// Parameters a call may leave out: those with a default value, and variadic ones
    /// (`InputOrigin()` calls `init(arrayLiteral elements: Element...)`).
    private func omissibleParameters(of declaration: Declaration) -> [Bool] {
        let labels = declaration.argumentLabels ?? []
        let defaults = declaration.argumentHasDefault ?? labels.map { _ in false }
        // This runs for every candidate of every call: no new array unless a parameter is variadic.
        guard let types = declaration.parameterTypes, types.count == defaults.count,
            types.contains(where: { $0.hasSuffix("...") })
        else { return defaults }
        return zip(defaults, types).map { $0 || $1.hasSuffix("...") }
    }

    /// Whether a parameter's written type may be a function type: one with an arrow, or a single
    /// name that could be a typealias of one or a generic parameter (but not a standard value type
    /// such as `UInt` or `StaticString`, nor a common Foundation one).
    private func mayBeFunctionType(_ written: String) -> Bool {
        if written.contains("->") { return true }
        let name = TypeResolver.withoutAttributes(written)
        return !name.contains(".") && !name.contains("<") && !name.contains("[")
            && !(isStandardType(name) && [.struct, .enum].contains(standard.kinds[name]))
            && !["Data", "URL", "Date", "UUID"].contains(name)
    }

    /// Private and fileprivate declarations are seen only from their own file: two files may each
    /// have a `private func helper()`, and each calls its own.
    private func visible(_ candidates: [Int], from site: ReferenceSite) -> [Int] {
        shadowingInOwnFile(candidates.filter { isVisible($0, from: site) }, from: site)
    }

    /// A declaration only its own file sees (`fileprivate`, or `private` at file scope or in a type)
    /// shadows the same name declared in other files, for that file: `private struct Row` in
    /// `List.swift` is what `Row` means there, whatever another file declares.
    private func shadowingInOwnFile(_ found: [Int], from site: ReferenceSite) -> [Int] {
        guard found.count > 1,
            found.contains(where: {
                symbols.declarations[$0].effectiveAccess <= .fileprivate
                    && symbols.declarations[$0].location.file == site.location.file
            })
        else { return found }
        return found.filter { symbols.declarations[$0].location.file == site.location.file }
    }

    private func isVisible(_ index: Int, from site: ReferenceSite) -> Bool {
        symbols.declarations[index].effectiveAccess > .fileprivate
            || symbols.declarations[index].location.file == site.location.file
    }
}
