extension NameResolver {
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
                return member.kind == .variable && member.typeName.flatMap(TypeRef.init(written:))?.isFunction == true
            }
            return LabelMatcher.matches(
                callLabels: callLabels, trailingClosures: site.trailingClosures, declarationLabels: labels,
                hasDefault: member.hasDefault ?? labels.map { _ in false },
                isVariadic: Self.variadicParameters(member.parameterTypes))
        }
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

    /// The members of this name the monolith's extensions of standard types and protocols declare.
    func extensionsOfStandardTypes(declaring name: String) -> [Int] {
        membersOfExtendedStandardTypes[name] ?? []
    }

    /// The only type of this name declared inside another type (or an extension), if there is one.
    func uniqueNestedType(named name: String) -> Int? {
        guard let found = nestedTypesByName[name], found.count == 1 else { return nil }
        return found[0]
    }

    /// `pointer._load()` on an `UnsafeMutablePointer<_Int8Storage>`: of members declared by
    /// extensions that fix the type's generic arguments (`where Pointee == _Int8Storage`), those
    /// whose arguments the receiver has (where both are evident). None may be left: `get()` on a
    /// `Result<Name, any Error>` is not the monolith's `extension Result where Failure == Never`'s.
    func fittingSameTypeRequirements(_ found: [Int], of owner: TypeRef, scope: [String]) -> [Int] {
        guard !found.isEmpty, let arguments = owner.genericArguments else { return found }
        let key = owner.memberKey
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

    /// The member key of the type a member is declared in (or extends).
    func ownerKey(of index: Int) -> String? {
        symbols.ownerTypeName(of: symbols.declarations[index]).map(TypeRef.memberKey(ofWritten:))
    }
}
