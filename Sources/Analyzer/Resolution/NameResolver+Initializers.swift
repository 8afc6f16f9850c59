extension NameResolver {
    /// `Foo(…)`: the initializers whose labels fit, else the type itself (its memberwise or
    /// implicit initializer).
    func initializerCall(_ site: ReferenceSite, type qualified: String) -> [Resolution] {
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
            // `TextDocumentIdentifier(uri)`: another module's type has initializers of its own, which
            // may take unlabelled arguments too. Unless an argument shows the monolith's, it is a guess.
            if isExternalType(qualified), !isStandardType(qualified),
                site.argumentLabels?.allSatisfy({ $0 == "_" }) ?? true
            {
                let shown = overloadsTheArgumentsShowToBeTheMonoliths(inits, site)
                guard !shown.isEmpty else {
                    let certainty: Certainty = inits.count == 1 ? .inferred : .ambiguous
                    return [Resolution(targets: inits, certainty: certainty, kind: .initializerCall)]
                }
                inits = shown
            }
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
}
