extension NameResolver {
    func resolveOperator(_ site: ReferenceSite) -> [Resolution] {
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
            lookUpMember(site.name, in: key).filter { symbols.declarations[$0].kind == .function }
        }
        var found = owner.isExternal ? [] : implementations(in: memberKey(owner, scope: site.scope))
        // `scalar * element` is `GroupElement`'s `*(left: Scalar, right: Self)`: the operator of
        // either operand's type whose parameters both operands fit.
        if let arguments = site.argumentTypes, arguments.count == 2 {
            let operands = arguments.map { evidentMemberKey(of: $0, scope: site.scope) }
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
            let owner = ownerKey(of: index)
        else { return false }
        let scope = owner.split(separator: ".").map(String.init)
        return zip(parameters, operands).allSatisfy { written, operand in
            guard let operand, let type = TypeRef(written: written) else { return true }
            let parameter =
                type.withoutSpecifiers == TypeRef(qualified: "Self")
                ? owner : types.resolve(type, in: scope).map { memberKey($0, scope: scope) }
            guard let parameter, let path = type.namePath,
                !genericNames.contains(path[0]) || parameter == owner
            else { return true }
            return operand == parameter || (ancestorsByType[operand] ?? []).contains(parameter)
        }
    }
}
