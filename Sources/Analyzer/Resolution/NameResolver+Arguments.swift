/// What the evident types of a call's arguments say of the overload it calls.
extension NameResolver {
    /// `_copy(from: range, to: 0)` is the overload whose parameter types the evident argument types
    /// fit; one that an evident argument type contradicts is dropped (unless all are).
    func preferringArgumentTypes(_ found: [Int], of site: ReferenceSite) -> [Int] {
        guard found.count > 1, let arguments = site.argumentTypes else { return found }
        let argumentTypes = arguments.map { evidentMemberKey(of: $0, scope: site.scope) }
        let implicitNames = implicitMemberNames(arguments, scope: site.scope)
        let fitting = overloads(found, filledBy: site).filter {
            fitsArguments($0, types: argumentTypes, implicitNames: implicitNames)
        }
        guard !fitting.isEmpty else { return found }
        let closest = closestToArgumentTypes(fitting, argumentTypes)
        guard closest.count > 1 else { return closest.map(\.index) }
        return shapedLikeArguments(closest, arguments, scope: site.scope).map(\.index)
    }

    /// An overload, and what the parameters a call's arguments fill say of the arguments they take.
    private typealias FilledOverload = (index: Int, parameters: [FilledParameter])

    /// For each candidate, what the parameter each argument fills resolves to, and whether it is
    /// generic (or `Self`) and so fits any argument.
    private func overloads(_ found: [Int], filledBy site: ReferenceSite) -> [FilledOverload] {
        found.map { index -> FilledOverload in
            guard let filled = filledParameterTypes(index, by: site) else { return (index, []) }
            let tupleElements = genericParametersOfTupleElements(symbols.declarations[index])
            return (
                index,
                filled.types.map { written in
                    let type = TypeRef(written: written)
                    let path = type?.namePath
                    let resolved = type.flatMap { types.resolve($0, in: filled.scope) }
                    return FilledParameter(
                        type: resolved.map { memberKey($0, scope: filled.scope) },
                        // (`[Instance]` is an array whatever its element: no value of a generic parameter fills it.)
                        isGeneric: path.map { genericNames.contains($0[0]) || $0[0] == "Self" }
                            ?? (type?.arrayElement == nil),
                        isOptional: type?.isOptional ?? false,
                        isTuple: type?.isTuple ?? false,
                        takesTupleElements: path.map { $0.count == 1 && tupleElements.contains($0[0]) } ?? false)
                }
            )
        }
    }

    /// The name of each argument that is an implicit member (`.anchorKeyNode`) of no evident type;
    /// nil for the others.
    private func implicitMemberNames(_ arguments: [Receiver], scope: [String]) -> [String?] {
        arguments.map { argument -> String? in
            guard case .member(let base, let name) = argument, isImplicitMember(base) || base == .implicitMember(nil),
                type(of: argument, scope: scope) == nil
            else { return nil }
            return name
        }
    }

    /// Whether no evident argument type contradicts the parameter it fills. `mapping[.anchorKeyNode]`:
    /// an implicit member argument fits a parameter whose type has a member of its name.
    private func fitsArguments(_ candidate: FilledOverload, types argumentTypes: [String?], implicitNames: [String?])
        -> Bool
    {
        zip(zip(argumentTypes, implicitNames), candidate.parameters).allSatisfy { argumentAndName, parameter in
            let (argument, implicitName) = argumentAndName
            // (Another module's type may have it, unless it is a standard type, whose members are known.)
            if argument == nil, let implicitName, !parameter.isGeneric, let type = parameter.type,
                !isExternalType(type) || isStandardType(type)
            {
                if case .none = findMember(implicitName, in: type) { return false }
                return true
            }
            guard let argument, !parameter.isGeneric, let type = parameter.type else { return true }
            return argument == type || (ancestorsByType[argument] ?? []).contains(type)
        }
    }

    /// `isStrictSubset(of: self)` on a `BitSet`: `(of: BitSet)` over `(of: some Sequence)`; and a
    /// generic parameter constrained to what the argument conforms to over one that takes anything
    /// (`.right(separator)` of a `Collection`: `EitherSequence<Left, Right: Sequence>.right`, not
    /// `Either<Left, Right>.right`).
    private func closestToArgumentTypes(_ fitting: [FilledOverload], _ argumentTypes: [String?]) -> [FilledOverload] {
        let exactness = fitting.map { candidate in
            zip(argumentTypes, candidate.parameters).reduce(0) { score, pair in
                let (argument, parameter) = pair
                guard let argument, let type = parameter.type else { return score }
                if argument == type { return score + 2 }
                return score + (parameter.isGeneric && (ancestorsByType[argument] ?? []).contains(type) ? 1 : 0)
            }
        }
        let best = exactness.max() ?? 0
        return zip(fitting, exactness).filter { $0.1 == best }.map(\.0)
    }

    /// `decodeSingularStringField(value: &text)` with `var text: String?` fills `value: inout String?`,
    /// not `value: inout String`: where an argument is evidently optional or not, so is its parameter;
    /// and where its elements evidently are tuples or not, so are those its parameter takes
    /// (`expectEqualElements` for sequences whose where clause makes `Element` a `(key:value:)` pair).
    private func shapedLikeArguments(
        _ closest: [FilledOverload], _ arguments: [Receiver], scope: [String]
    ) -> [FilledOverload] {
        let optionality = arguments.map { isOptional($0, scope: scope) }
        let evident = arguments.map { type(of: $0, scope: scope) }
        let tupleElements = evident.map { $0?.element.map(\.isTuple) }
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
            zip(zip(zip(optionality, evident), tupleElements), candidate.parameters).allSatisfy {
                argument, parameter in
                let ((isOptional, type), hasTupleElements) = argument
                if parameter.isTuple, !(type.map { expandingTypealiases($0, scope: scope).isTuple } ?? false) {
                    return false
                }
                if parameter.takesTupleElements, hasTupleElements != true { return false }
                return isOptional != nil || !parameter.isOptional
            }
        }
        return plain.isEmpty ? remaining : plain
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

    /// The parameter types, as written, that a call's arguments fill, in argument order, and the
    /// scope they are written in; nil when the call does not fit the declaration's labels.
    func filledParameterTypes(_ index: Int, by site: ReferenceSite) -> (types: [String], scope: [String])? {
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

    /// The generic parameters whose elements a function's where clause makes tuples
    /// (`where S1.Element == (key: A, value: B)`).
    private func genericParametersOfTupleElements(_ declaration: Declaration) -> Set<String> {
        Set(
            (declaration.sameTypeRequirements ?? []).compactMap { requirement in
                let path = requirement.parameter.split(separator: ".")
                guard path.count == 2, path[1] == "Element", TypeRef(written: requirement.constraint)?.isTuple == true
                else {
                    return nil
                }
                return String(path[0])
            })
    }

    /// Whether an evident argument type is no type the parameter it fills takes (a generic
    /// parameter takes any).
    func argumentTypesContradict(_ index: Int, _ site: ReferenceSite) -> Bool {
        guard let arguments = site.argumentTypes, let filled = filledParameterTypes(index, by: site) else {
            return false
        }
        return zip(arguments, filled.types).contains { argument, written in
            guard let path = TypeRef(written: written)?.namePath, !genericNames.contains(path[0]), path[0] != "Self",
                let argumentType = evidentMemberKey(of: argument, scope: site.scope),
                let parameterType = types.resolve(written, in: filled.scope).map({ memberKey($0, scope: filled.scope) })
            else { return false }
            return argumentType != parameterType && !(ancestorsByType[argumentType] ?? []).contains(parameterType)
        }
    }

    /// `bitmap[i]` on an `UnsafeMutableBufferPointer` is the standard subscript, and `String(x)` the
    /// standard initializer, unless a label, or an argument evidently of the type the monolith's
    /// own overload takes, says otherwise (`bitmap[bucket]`, `String(bigString)`).
    func overloadsTheArgumentsShowToBeTheMonoliths(_ found: [Int], _ site: ReferenceSite) -> [Int] {
        // `rows[safe: 1]`, `String(hex: …)`: a label of the monolith's own says it.
        if site.argumentLabels?.contains(where: { $0 != "_" }) ?? false { return found }
        guard let arguments = site.argumentTypes else { return [] }
        let argumentTypes = arguments.map { evidentMemberKey(of: $0, scope: site.scope) }
        return found.filter { index in
            guard let filled = filledParameterTypes(index, by: site) else { return false }
            return zip(zip(arguments, argumentTypes), filled.types).contains { passed, written in
                let (argument, argumentType) = passed
                if isBuiltinValue(argument) { return TypeRef(written: written)?.namePath?.first == "Builtin" }
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
}
