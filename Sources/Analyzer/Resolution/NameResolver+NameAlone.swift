/// Guesses by name alone, where the receiver's type is not evident.
extension NameResolver {
    /// A name after a receiver whose type is unknown: every member of that name that fits. An
    /// implicit member (`.loading`) without an evident contextual type prefers the enclosing types'
    /// own members (`if case .loading = self`, `self = .show(…)`).
    func resolveByNameAlone(
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
                ownerKey(of: index).map { isExtendedTypeOfAnotherModule($0) || protocolsAdoptedElsewhere.contains($0) }
                    ?? false
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

    /// `MutableSpan(_unsafeElements: .init(mutating: segment))`: an implicit member passed to
    /// another module's type, whose parameters can only be of that module's types (or of ones it
    /// knows, such as a protocol the monolith's type conforms to: too rare to guess).
    func isPassedToAnotherModule(_ receiver: Receiver, scope: [String]) -> Bool {
        guard case .argument(let base, _, _, _) = receiver else { return false }
        if fillsOnlyGenericOrStandardParameters(receiver, scope: scope) { return true }
        guard let owner = type(of: base, scope: scope) else { return false }
        let key = memberKey(owner, scope: scope)
        // A standard type's members take standard types, or its generic arguments: `append(.x)` on
        // an `Array<Shelf>` may take one of the monolith's.
        if isStandardType(key) {
            return owner.genericArguments?.allSatisfy { isExternalType(memberKey($0, scope: scope)) } ?? true
        }
        return owner.isExternal || isExternalType(key)
    }

    /// A guess by name among these candidates: `inferred` when there is one, else `ambiguous`.
    func guess(_ targets: [Int], for site: ReferenceSite) -> [Resolution] {
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
}
