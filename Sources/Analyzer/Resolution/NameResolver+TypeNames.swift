/// Type names: a type written by name, and the type a bare name means where it is written.
extension NameResolver {
    func resolveTypeName(_ site: ReferenceSite) -> [Resolution] {
        var candidates: [Int]
        switch site.receiver {
        case .type(let path):
            guard let base = types.resolve(path: path, in: site.scope) else { return [] }
            let owner = types.expandingTypealias(TypeRef(qualified: base), scope: site.scope).memberKey
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

    /// The type a bare name means where the site is. An extension is written at file scope: in
    /// `extension P256.Signing.ECDSASignature`, `ECDSASignature` is the top-level class of that
    /// name, not the extended type that `P256.Signing` declares.
    func typeNamed(_ name: String, at site: ReferenceSite) -> String? {
        let qualified = types.resolve(path: [name], in: site.scope)
        guard site.scope.count > 1, let qualified, qualified != name, symbols.typesByQualifiedName[name] != nil,
            (1..<site.scope.count).contains(where: { site.scope[0..<$0].dotted(appending: name) == qualified }
            ),
            let context = typeContext(of: site), symbols.declarations[context].kind == .extension
        else { return qualified }
        return name
    }

    /// The type declaration or extension a site is written in: the last one of its scope's name
    /// that starts before it in its file (extensions do not nest).
    func typeContext(of site: ReferenceSite) -> Int? {
        let name = site.scope.dotted()
        return typeContexts(in: site.location.file).last { context in
            context.name == name && symbols.declarations[context.index].location < site.location
        }?.index
    }

    /// A file's type declarations and extensions, in source order, each with the name a site's
    /// scope gives it; remembered for the file being resolved (most sites ask).
    private func typeContexts(in file: String) -> [(index: Int, name: String)] {
        if let known = receiverTypes?.typeContexts, known.file == file { return known.contexts }
        let contexts = (typeContextsByFile[file] ?? []).map { index in
            let declaration = symbols.declarations[index]
            let name =
                declaration.kind == .extension
                ? declaration.typeName ?? declaration.name : symbols.qualifiedName(of: declaration)
            return (index, name)
        }
        receiverTypes?.typeContexts = (file, contexts)
        return contexts
    }

    /// A type named in an expression is a type use, except in a default argument, whose
    /// expression must stay visible wherever the function is.
    func typeKind(_ site: ReferenceSite) -> ReferenceKind {
        site.kind == .defaultArgument ? .defaultArgument : .typeUse
    }

    /// `Bucket(offset: 0)` through `typealias Bucket = _HashTable.Bucket` uses the alias too (and,
    /// for an alias of another module's type, only the alias).
    func aliasUse(_ typeIndices: [Int], _ site: ReferenceSite) -> [Resolution] {
        let aliases = typeIndices.filter { symbols.declarations[$0].kind == .typealias }
        guard !aliases.isEmpty else { return [] }
        return [Resolution(targets: aliases, certainty: aliases.count == 1 ? .exact : .ambiguous, kind: .typeUse)]
    }
}
