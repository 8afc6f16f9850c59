/// The parameter an argument fills: its type, as written and resolved, in the declarations the call fits.
extension NameResolver {
    /// The type of the parameter an argument fills, when every function the call can mean agrees
    /// on it: `track(.opened)` with `func track(_ event: Event)`. A struct built with its memberwise
    /// initializer has its stored properties for parameters.
    func parameterType(base: Receiver, callee: String, labels: [String], position: Int, scope: [String]) -> TypeRef? {
        // `.failure(.notFound)` as a `NetworkResult<Data>`: the `Result`'s own cases take its arguments.
        if ["success", "failure"].contains(callee), position == 0, let owner = type(of: base, scope: scope) {
            let expanded = types.expandingGenericTypealias(owner)
            if expanded.memberKey == "Result" {
                return payloadType(callee, at: 0, of: expanded, scope: scope)
            }
        }
        guard
            let written = writtenParameterType(
                base: base, callee: callee, labels: labels, position: position, scope: scope)
        else { return nil }
        return types.resolve(written.type, in: written.scope)
    }

    /// `{ request in … }` passed where a `(HTTPRequest) -> HTTPResponse` is expected: `HTTPRequest`.
    func closureParameterType(argument: Receiver, index: Int, scope: [String]) -> TypeRef? {
        guard case .argument(let base, let callee, let labels, let position) = argument,
            let parameter = writtenParameterType(
                base: base, callee: callee, labels: labels, position: position, scope: scope),
            let inputs = types.functionParameters(parameter.type, in: parameter.scope), index < inputs.types.count
        else { return nil }
        return types.resolve(inputs.types[index], in: inputs.scope)
    }

    /// The type, as written, of the parameter an argument fills, and the scope it is written in;
    /// nil unless every declaration the call fits agrees.
    private func writtenParameterType(
        base: Receiver, callee: String, labels: [String], position: Int, scope: [String]
    ) -> (type: String, scope: [String])? {
        // `init(mutating: UnsafePointer<Pointee>)` and `init?(mutating: UnsafePointer<Pointee>?)` agree
        // on the type, whatever its optionality.
        let written = Set(
            writtenParameterTypes(base: base, callee: callee, labels: labels, position: position, scope: scope).map {
                WrittenType(
                    type: String($0.type.reversed().drop { $0 == "?" || $0 == "!" }.reversed()), scope: $0.scope)
            })
        guard written.count == 1, let only = written.first, !only.type.isEmpty else { return nil }
        return (only.type, only.scope)
    }

    /// `initial: .init()` with `update<A>(…, initial: A, …)` and `update<A>(…, initial: [A], …)`: an
    /// argument whose parameter, in every declaration the call fits, is a generic parameter or a
    /// standard type, can name nothing of the monolith but its extensions of other modules' types.
    func fillsOnlyGenericOrStandardParameters(_ receiver: Receiver, scope: [String]) -> Bool {
        guard case .argument(let base, let callee, let labels, let position) = receiver else { return false }
        let written = writtenParameterTypes(
            base: base, callee: callee, labels: labels, position: position, scope: scope)
        return !written.isEmpty
            && written.allSatisfy { parameter in
                let type = TypeRef(written: parameter.type)
                guard let path = type?.namePath else {
                    return type?.arrayElement.map { genericNames.contains($0.description) } ?? false
                }
                return genericNames.contains(path[0]) || isStandardType(path.dotted())
            }
    }

    /// The types, as written, of the parameter an argument fills in each declaration the call fits
    /// (`position` equal to the count of labels: the trailing closure, which fills the last
    /// parameter), with the scope each is written in.
    private func writtenParameterTypes(
        base: Receiver, callee: String, labels: [String], position: Int, scope: [String]
    ) -> Set<WrittenType> {
        var candidates: [CalleeSignature] = []
        let isTrailing = position == labels.count
        if callee.isEmpty {
            // `callback?(.failed(error))`: a local of function type is called.
            guard case .instance(let written) = base, let inputs = functionInputs(written, in: scope) else { return [] }
            candidates.append(
                CalleeSignature(
                    labels: inputs.map { _ in "_" }, defaults: inputs.map { _ in false }, types: inputs,
                    owner: scope.dotted()))
        } else if case .lexical = base {
            for owner in enclosingTypes(scope) where candidates.isEmpty {
                addSignatures(of: lookUpMember(callee, in: owner), to: &candidates)
            }
            if candidates.isEmpty { addSignatures(of: symbols.topLevelByName[callee] ?? [], to: &candidates) }
            if candidates.isEmpty {
                addSignatures(ofStandard: standard.members[""]?[callee] ?? [], replacing: [:], to: &candidates)
            }
        } else if case .type(["Swift"]) = base, symbols.typesByQualifiedName["Swift"] == nil {
            addSignatures(ofStandard: standard.members[""]?[callee] ?? [], replacing: [:], to: &candidates)
        } else if let owner = type(of: base, scope: scope) {
            addSignatures(
                ofMember: callee, of: owner, scope: scope, fitting: labels, isTrailing: isTrailing, to: &candidates)
        }
        return Set(
            candidates.compactMap { candidate -> WrittenType? in
                guard
                    let indices = LabelMatcher.parameterIndices(
                        callLabels: labels, trailingClosures: isTrailing ? 1 : 0, declarationLabels: candidate.labels,
                        hasDefault: candidate.defaults, isVariadic: Self.variadicParameters(candidate.types))
                else { return nil }
                let parameter =
                    isTrailing ? candidate.labels.count - 1 : position < indices.count ? indices[position] : nil
                guard let parameter, parameter >= 0 else { return nil }
                return WrittenType(
                    type: candidate.types[parameter],
                    scope: candidate.owner?.split(separator: ".").map(String.init) ?? [])
            })
    }

    /// What a declaration a call may mean says of its parameters.
    private struct CalleeSignature {
        let labels: [String]
        let defaults: [Bool]
        /// The parameter types as written.
        let types: [String]
        /// The type they are written in.
        let owner: String?
    }

    /// The signatures of `callee` on a value of `owner`: its type's members, else its protocols'
    /// extensions', its memberwise initializer, the standard library's members, the monolith's
    /// extensions of standard protocols; each source tried only while no signature found fits.
    private func addSignatures(
        ofMember callee: String, of owner: TypeRef, scope: [String], fitting labels: [String], isTrailing: Bool,
        to candidates: inout [CalleeSignature]
    ) {
        let key = memberKey(owner, scope: scope)
        addSignatures(of: lookUpMember(callee, in: key, includingInherited: callee != "init"), to: &candidates)
        // `self.removeItem(at: path, strategy: .platformDefault)` where the type declares only
        // `removeItem(at:strategy:recursively:)`: its protocol's extension declares the one called.
        for level in ancestorsByType[key] ?? []
        where callee != "init" && !anyFits(candidates, labels: labels, isTrailing: isTrailing) {
            addSignatures(of: symbols.membersByType[level]?[callee] ?? [], to: &candidates)
        }
        if candidates.isEmpty, callee == "init", let typeIndex = symbols.typesByQualifiedName[key]?.first,
            let stored = symbols.declarations[typeIndex].storedProperties
        {
            let settable = stored.filter { !($0.isLet && $0.defaultValue != nil) }
            candidates.append(
                CalleeSignature(
                    labels: settable.map(\.name), defaults: settable.map { $0.defaultValue != nil },
                    types: settable.map { $0.typeName ?? "" }, owner: key))
        }
        // `Self(mutating: ._dangling())` in `extension UnsafeMutablePointer`: the monolith's
        // initializers of it do not fit, the standard library's does.
        if !anyFits(candidates, labels: labels, isTrailing: isTrailing),
            let (level, members) = standardMembers(callee, of: key, includingInherited: callee != "init")
        {
            addSignatures(
                ofStandard: members, replacing: standardReplacements(declaredIn: level, for: owner), to: &candidates)
        }
        // `magnitude.shifted(rightBy: 1, rounding: .down)` on a value of another module's type
        // or a standard associated type: the monolith's extensions of standard protocols.
        if candidates.isEmpty, callee != "init", owner.isExternal || standard.kinds[key] == .associatedType {
            addSignatures(of: extensionsOfStandardTypes(declaring: callee), to: &candidates)
        }
    }

    /// Whether a signature found so far fits the call: the next source is tried only if not.
    private func anyFits(_ candidates: [CalleeSignature], labels: [String], isTrailing: Bool) -> Bool {
        candidates.contains { candidate in
            LabelMatcher.parameterIndices(
                callLabels: labels, trailingClosures: isTrailing ? 1 : 0, declarationLabels: candidate.labels,
                hasDefault: candidate.defaults, isVariadic: Self.variadicParameters(candidate.types)) != nil
        }
    }

    private func addSignatures(of indices: [Int], to candidates: inout [CalleeSignature]) {
        for index in indices {
            let declaration = symbols.declarations[index]
            let owner = symbols.ownerTypeName(of: declaration)
            if let labels = declaration.argumentLabels, let types = declaration.parameterTypes {
                candidates.append(
                    CalleeSignature(
                        labels: labels, defaults: declaration.argumentHasDefault ?? labels.map { _ in false },
                        types: types, owner: owner))
            } else if declaration.kind == .variable, let written = declaration.typeName,
                let inputs = functionInputs(written, in: owner?.split(separator: ".").map(String.init) ?? [])
            {
                // `onChange?(.saved)`: a property of function type is called.
                candidates.append(
                    CalleeSignature(
                        labels: inputs.map { _ in "_" }, defaults: inputs.map { _ in false }, types: inputs,
                        owner: owner))
            }
        }
    }

    /// `withUnsafeBytes(of: &value) { … }`, `buffer.withUnsafeBufferPointer { … }`: the standard
    /// library's functions, whose parameter types its interface gives.
    private func addSignatures(
        ofStandard members: [StandardLibrary.Member], replacing replacements: [String: TypeRef],
        to candidates: inout [CalleeSignature]
    ) {
        for member in members {
            guard let labels = member.labels, let types = member.parameterTypes else { continue }
            candidates.append(
                CalleeSignature(
                    labels: labels, defaults: member.hasDefault ?? labels.map { _ in false },
                    types: types.map { Self.substituting(replacements, in: $0) },
                    owner: nil))
        }
    }

    /// A standard parameter's written type seen on a receiver: `Self.Element` and the declaring type's
    /// generic parameters replaced (`Element` of `Array<Book>` is `Book`); a variadic one
    /// (`Element...`), which is no type, as it is.
    private static func substituting(_ replacements: [String: TypeRef], in written: String) -> String {
        let elementOfSelf = written.replacingOccurrences(of: "Self.Element", with: "Element")
        guard !replacements.isEmpty, let type = TypeRef(written: elementOfSelf) else { return elementOfSelf }
        return type.substituting(replacements).description
    }

    /// The parameter types of a function type, written directly or through typealiases, as text:
    /// what a signature holds, as a declaration writes them.
    private func functionInputs(_ written: String, in scope: [String]) -> [String]? {
        types.functionParameters(written, in: scope)?.types.map(\.description)
    }

    /// A type as written in a declaration, and the scope it is written in.
    struct WrittenType: Hashable {
        let type: String
        let scope: [String]
    }
}
