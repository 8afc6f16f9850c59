/// Resolves reference sites to the monolith's declarations: lexically (nested types, members
/// of `self` and of enclosing types, then the top level), through the receiver's type where it is
/// evident, and by name alone where it is not, with the certainty of each answer. Sites that
/// name nothing of the monolith (Foundation, UIKit, locals) resolve to nothing.
struct NameResolver {
    let symbols: SymbolTable
    let types: TypeResolver
    /// Every type's direct supertypes (superclass, protocols), resolved once: member look-up walks
    /// them for most references.
    let supertypesByType: [String: [String]]
    /// Every type's supertypes, transitively, nearest first.
    let ancestorsByType: [String: [String]]
    /// The other way round: the types that have a type among their ancestors, in no order.
    let descendantsByType: [String: [String]]
    /// Every name a declaration of the monolith uses as a generic parameter or associated type.
    let genericNames: Set<String>
    /// The standard protocols' associated types by name (`Element`, `Index`).
    let standardAssociatedTypeNames: Set<String>
    let standard: StandardLibrary
    /// The standard types and protocols the monolith extends, sorted.
    let extendedStandardTypes: [String]
    /// What the monolith's extensions of those types declare, by name, in the order of the types:
    /// read for many sites whose receiver is unknown, so gathered once.
    let membersOfExtendedStandardTypes: [String: [Int]]
    /// Types declared inside other types (or extensions), by their own name.
    let nestedTypesByName: [String: [Int]]
    /// Each file's type declarations and extensions, in source order: what a site is written in.
    let typeContextsByFile: [String: [Int]]
    /// The monolith's protocols that other modules' types adopt in the monolith's extensions
    /// (`extension Float: Real`), with the protocols they inherit.
    let protocolsAdoptedElsewhere: Set<String>
    /// Names of one type that share a member table (`SymbolTable.shareMembers`), as `name=name`.
    private let sharedMemberTables: [String]
    /// Set while one file's sites are resolved (`forOneFile(declaring:)`).
    private(set) var receiverTypes: ReceiverTypeMemo?
    /// The declarations of the file whose sites are resolved, which `ReferenceSite.sourceIndex` counts.
    private(set) var fileDeclarations: [Declaration] = []

    /// This resolver, remembering receiver types while it resolves the sites of one file, which
    /// declares `declarations`.
    func forOneFile(declaring declarations: [Declaration]) -> NameResolver {
        var resolver = self
        resolver.receiverTypes = ReceiverTypeMemo()
        resolver.fileDeclarations = declarations
        return resolver
    }

    init(symbols unmerged: SymbolTable, standard: StandardLibrary = .current) {
        self.standard = standard
        var symbols = unmerged
        let types = TypeResolver(symbols: unmerged)
        let sameTypes = Self.namesOfOneType(in: unmerged, types: types, standard: standard)
        symbols.shareMembers(among: sameTypes)
        sharedMemberTables = sameTypes.map { "\($0.0)=\($0.1)" }.sorted()
        self.symbols = symbols
        genericNames = Set(symbols.declarations.flatMap(\.genericParameters))
            .union(symbols.declarations.filter { $0.kind == .associatedType }.map(\.name))
        standardAssociatedTypeNames = Set(
            standard.kinds.filter { $0.value == .associatedType }.keys.compactMap {
                $0.split(separator: ".").last.map(String.init)
            })
        let direct = Self.directSupertypes(in: symbols, types: types, standard: standard)
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
        membersOfExtendedStandardTypes = extendedStandardTypes.reduce(into: [:]) { byName, type in
            for (name, found) in symbols.membersByType[type] ?? [:] { byName[name, default: []] += found }
        }
        supertypesByType = direct
        let ancestors = Self.ancestors(from: direct)
        ancestorsByType = ancestors
        descendantsByType = ancestors.reduce(into: [:]) { descendants, entry in
            for ancestor in entry.value { descendants[ancestor, default: []].append(entry.key) }
        }
        protocolsAdoptedElsewhere = Set(
            ancestors.filter { type, _ in unmerged.typesByQualifiedName[type] == nil }.values.joined().filter(
                unmerged.isProtocol))
        var inheriting = types
        inheriting.ancestorsByType = ancestors.filter { symbols.typesByQualifiedName[$0.key] != nil }
        self.types = inheriting
    }

    /// Names of one type that are to share a member table: the monolith's typealiases of its own
    /// types, the standard library's aliases (`extension UnicodeScalar` serves `Unicode.Scalar`s,
    /// and the other way round), and an extended type named with its module (`extension
    /// Foundation.Process` serves every `Process`; sourcekit-lsp writes it so beside TSCBasic's).
    private static func namesOfOneType(in unmerged: SymbolTable, types: TypeResolver, standard: StandardLibrary)
        -> [(String, String)]
    {
        var sameTypes: [(String, String)] = []
        for name in unmerged.membersByType.keys {
            guard let dot = name.firstIndex(of: "."), case let module = String(name[..<dot]),
                module == "Swift" || module == unmerged.moduleName || unmerged.importedModules.contains(module),
                unmerged.typesByQualifiedName[module] == nil
            else { continue }
            // `extension Foundation.Process` beside the monolith's own `Process` extends the other one.
            let unqualified = String(name[name.index(after: dot)...])
            guard module == unmerged.moduleName || unmerged.typesByQualifiedName[unqualified] == nil else { continue }
            sameTypes.append((name, unqualified))
        }
        for (name, indices) in unmerged.typesByQualifiedName
        where indices.count == 1 && unmerged.declarations[indices[0]].kind == .typealias
            && unmerged.membersByType[name] != nil
        {
            sameTypes.append((name, types.expandingTypealias(TypeRef(qualified: name), scope: []).memberKey))
        }
        for (alias, aliased) in standard.aliases
        where !aliased.contains("&") && unmerged.typesByQualifiedName[alias] == nil {
            sameTypes.append((alias, TypeRef.memberKey(ofWritten: aliased)))
        }
        return sameTypes
    }

    /// Every type's direct supertypes: those the monolith writes, resolved, and the standard library's.
    private static func directSupertypes(in symbols: SymbolTable, types: TypeResolver, standard: StandardLibrary)
        -> [String: [String]]
    {
        // Resolving every written supertype is most of building the resolver: on all cores.
        let written = Array(symbols.inheritedByType)
        let resolved = ConcurrentMap.map(written.map(\.value)) { inherited in
            inherited.compactMap {
                types.resolve($0.name, in: $0.scope).map { types.expandingTypealias($0, scope: []).memberKey }
            }
        }
        var direct = Dictionary(uniqueKeysWithValues: zip(written.map(\.key), resolved))
        for (type, supertypes) in standard.supertypes where symbols.typesByQualifiedName[type] == nil {
            direct[type, default: []] += supertypes.map(TypeRef.memberKey(ofWritten:))
        }
        // An alias of an alias (`Substring.UTF8View.Index` = `String.UTF8View.Index` = `String.Index`)
        // takes what each name on the way to the type was given. Taking from the next name alone,
        // alias by alias, gave it what that name had taken so far: a dictionary's order, each run's own.
        let given = direct
        for (alias, aliased) in standard.aliases
        where !aliased.contains("&") && symbols.typesByQualifiedName[alias] == nil {
            var inherited = direct[alias] ?? []
            var visited: Set<String> = [alias]
            var next = TypeRef.memberKey(ofWritten: aliased)
            while visited.insert(next).inserted {
                inherited += given[next] ?? []
                guard let further = standard.aliases[next], !further.contains("&"),
                    symbols.typesByQualifiedName[next] == nil
                else { break }
                next = TypeRef.memberKey(ofWritten: further)
            }
            direct[alias] = inherited
        }
        return direct
    }

    /// Every type's supertypes, transitively, nearest first.
    private static func ancestors(from direct: [String: [String]]) -> [String: [String]] {
        direct.mapValues { firstLevel in
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
    }

    /// What this resolver works out over the whole monolith rather than name by name: every
    /// type's supertypes, the generic parameter names, the standard types the monolith extends,
    /// the protocols other modules' types adopt here, the names that share a member table. Where
    /// two monoliths have the same shape, a site resolves alike in both unless it mentions a name
    /// whose declarations differ between them (what `IncrementalResolution` relies on).
    var shapeFingerprint: String {
        // A type with no supertypes has an empty entry, which reads as no entry: adding one is no change.
        let byType = { (table: [String: [String]]) in
            ContentHash.combiningUnordered(table.lazy.filter { !$0.value.isEmpty }.map { [$0.key] + $0.value })
        }
        return ContentHash.combining([
            ContentHash.combiningUnordered(genericNames.lazy.map { [$0] }),
            ContentHash.combining(extendedStandardTypes),
            ContentHash.combiningUnordered(protocolsAdoptedElsewhere.lazy.map { [$0] }),
            ContentHash.combining(sharedMemberTables), byType(supertypesByType), byType(ancestorsByType),
        ])
    }

    struct Resolution: Equatable {
        var targets: [Int]
        var certainty: Certainty
        var kind: ReferenceKind
        /// Found by name alone, the receiver's type not being evident.
        var isGuess = false
    }

    func resolve(_ site: ReferenceSite) -> [Resolution] {
        receiverTypes?.bindings = genericBindings(of: site)
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

    /// The types (or file scope) the targets of a resolution belong to.
    func owningTypes(of targets: [Int]) -> Set<String> {
        Set(targets.map { symbols.ownerTypeName(of: symbols.declarations[$0]) ?? "" })
    }
}
