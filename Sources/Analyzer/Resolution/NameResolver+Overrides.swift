/// What an `override` overrides: the member of that name and signature of the nearest superclass.
extension NameResolver {
    func resolveOverride(_ site: ReferenceSite) -> [Resolution] {
        let owner = site.scope.dotted()
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

    func supertypes(of owner: String) -> [String] {
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
}
