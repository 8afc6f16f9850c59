/// Names written without a receiver: the enclosing types' members, then the top level, then types.
extension NameResolver {
    func resolveBareName(_ site: ReferenceSite) -> [Resolution] {
        for (position, owner) in enclosingTypes(site.scope).enumerated() {
            let found = findMember(site.name, in: owner, for: site)
            // `count` in `extension Collection` is the standard library's.
            if case .standard = found { return [] }
            var members = availableWhereWritten(matching(site, among: found.monolith), site)
            if position == 0, !members.isEmpty, let context = memberContext(of: site) {
                members = members.filter { reachesUnqualified($0, from: context) }
            }
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
            return initializerCall(site, type: qualified)
        }
        // `= Cache(capacity: 32)` in a default argument calls an initializer too, and keeps its kind:
        // the function's callers run it, so what it calls must be as visible as the function.
        if site.kind == .call || (site.kind == .defaultArgument && site.argumentLabels != nil) {
            let expanded = types.expandingTypealias(TypeRef(qualified: qualified), scope: site.scope)
            let call = initializerCall(site, type: expanded.description).map { resolution in
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

    /// Whether a site is written in a static member of its type or in an instance member; nil
    /// where it is in neither (at the top level, in a type's own header).
    private func memberContext(of site: ReferenceSite) -> MemberContext? {
        guard let sourceIndex = site.sourceIndex, sourceIndex < fileDeclarations.count else { return nil }
        var member = fileDeclarations[sourceIndex]
        // A local function or a closure's enclosing member is what decides.
        while let parentID = member.parentID, let parentIndex = symbols.indexByID[parentID] {
            let parent = symbols.declarations[parentIndex]
            if parent.kind.isType || parent.kind == .extension {
                return [.function, .variable, .subscript, .initializer].contains(member.kind)
                    ? (member.isStatic ? .staticMember : .instanceMember) : nil
            }
            member = parent
        }
        return nil
    }

    enum MemberContext { case staticMember, instanceMember }

    /// `pointSize` in an instance method of `extension UIFont` is UIFont's own property, not the
    /// monolith's `static func pointSize(for:)`: Swift reaches a type's static members from its
    /// instance members only through `Self.` or the type, and its instance members from its
    /// static ones not at all.
    private func reachesUnqualified(_ index: Int, from context: MemberContext) -> Bool {
        let declaration = symbols.declarations[index]
        guard [.function, .variable, .subscript].contains(declaration.kind) else { return true }
        return declaration.isStatic == (context == .staticMember)
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
        let owner = memberKey(TypeRef(qualified: site.scope.dotted()), scope: [])
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
        return (declaration.genericConstraints ?? []).filter { $0.parameter == "Self" }.map { requirement in
            TypeRef(written: requirement.constraint).map { memberKey($0, scope: []) } ?? requirement.constraint
        }
    }
}
