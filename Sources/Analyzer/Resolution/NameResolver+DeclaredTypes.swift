/// The types the monolith's declarations give what a receiver reads: variables, results, subscripts, payloads.
extension NameResolver {
    func typeOfVariable(named name: String, scope: [String]) -> TypeRef? {
        if name.hasPrefix("$") { return typeOfProjectedValue(of: String(name.dropFirst()), scope: scope) }
        for owner in enclosingTypes(scope) {
            let variables = lookUpMember(name, in: owner).filter { symbols.declarations[$0].kind == .variable }
            if !variables.isEmpty {
                return declaredType(of: variables, selfType: TypeRef(qualified: owner))
                    ?? (variables.allSatisfy(isMadeElsewhere) ? .external : nil)
            }
        }
        let globals = (symbols.topLevelByName[name] ?? []).filter { symbols.declarations[$0].kind == .variable }
        if globals.isEmpty, let innermost = enclosingTypes(scope).first,
            isExternalType(memberKey(TypeRef(qualified: innermost), scope: []))
        {
            // In `extension CommandInfo` (another module's type), `arguments` is CommandInfo's.
            return .external
        }
        return declaredType(of: globals, selfType: nil)
    }

    /// `var event = yaml_event_t()`: a stored property made by calling what the monolith does not
    /// declare (a C type, another module's function) is of another module's type.
    private func isMadeElsewhere(_ variable: Int) -> Bool {
        let declaration = symbols.declarations[variable]
        guard let parent = declaration.parentID.flatMap({ symbols.indexByID[$0] }),
            let value = symbols.declarations[parent].storedProperties?.first(where: { $0.name == declaration.name })?
                .defaultValue,
            let open = value.firstIndex(of: "("), value.hasSuffix(")")
        else { return false }
        let callee = String(value[..<open])
        return !callee.isEmpty && callee.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
            && symbols.topLevelByName[callee] == nil && symbols.membersByName[callee] == nil
            && types.resolve(path: [callee], in: []).map { symbols.typesByQualifiedName[$0] == nil } ?? true
    }

    /// `$fontScale` with `@Persisted var fontScale`: the wrapper's `projectedValue`.
    private func typeOfProjectedValue(of name: String, scope: [String]) -> TypeRef? {
        for owner in enclosingTypes(scope) {
            let variables = lookUpMember(name, in: owner).filter { symbols.declarations[$0].kind == .variable }
            guard let variable = variables.first else { continue }
            for attribute in symbols.declarations[variable].attributes {
                let wrapperName = String(attribute.prefix { $0 != "(" && $0 != "<" })
                guard let wrapper = types.resolve(wrapperName, in: scope)?.memberKey,
                    let declaration = symbols.typesByQualifiedName[wrapper]?.first.map({ symbols.declarations[$0] }),
                    declaration.attributes.contains("propertyWrapper")
                else { continue }
                let projected = lookUpMember("projectedValue", in: wrapper).filter {
                    symbols.declarations[$0].kind == .variable
                }
                return projected.isEmpty ? nil : declaredType(of: projected, selfType: TypeRef(qualified: wrapper))
            }
            return nil
        }
        return nil
    }

    /// `cell.label.text` with `cell` of unknown type: when every property named `label` in the
    /// monolith has the same declared type, that is the type of `cell.label`.
    func typeOfVariableByNameAlone(_ name: String) -> TypeRef? {
        typeOfMembers(named: name, kind: .variable)
    }

    /// `….interspersed(with: x).joined()` with the receiver's type lost on the way: a method no
    /// standard type declares, whose every declaration in the monolith returns the same type,
    /// returns that type.
    func typeOfResultByNameAlone(_ name: String) -> TypeRef? {
        StandardLibrary.memberNames.contains(name) ? nil : typeOfMembers(named: name, kind: .function)
    }

    private func typeOfMembers(named name: String, kind: DeclarationKind) -> TypeRef? {
        let members = (symbols.membersByName[name] ?? []).filter { symbols.declarations[$0].kind == kind }
        guard !members.isEmpty else { return nil }
        let resolved = Set(members.map { declaredType(of: [$0], selfType: nil) })
        return resolved.count == 1 ? resolved.first! : nil
    }

    /// `[.short, .long]` as a `NameSpecification`: the element its `init(arrayLiteral:)` takes.
    func arrayLiteralElement(of owner: TypeRef, scope: [String]) -> TypeRef? {
        let inits = lookUpMember("init", in: memberKey(owner, scope: scope), includingInherited: false)
            .filter { symbols.declarations[$0].argumentLabels == ["arrayLiteral"] }
        guard inits.count == 1, let written = symbols.declarations[inits[0]].parameterTypes?.first,
            written.hasSuffix("...")
        else { return nil }
        return resolve(String(written.dropLast(3)), writtenIn: symbols.declarations[inits[0]], selfType: owner)
    }

    /// What the subscripts of a type of the monolith return, when they agree: those with the labels
    /// written (`subscript(item:)`), or any for a bare `subscript`.
    func subscriptType(of owner: TypeRef, labeled name: String, scope: [String]) -> TypeRef? {
        if owner.isExternal { return owner }
        var subscripts = lookUpMember("subscript", in: memberKey(owner, scope: scope))
        if name != "subscript" {
            let labels = name.dropFirst("subscript(".count).dropLast().split(separator: ":").map(String.init)
            subscripts = subscripts.filter { symbols.declarations[$0].argumentLabels == labels }
        }
        return subscripts.isEmpty ? nil : declaredType(of: subscripts, selfType: owner)
    }

    /// What `case .success(let catalog)` binds: the success type of a `Result`, or the type the
    /// monolith's enum declares at that position of the case's payload.
    func payloadType(_ caseName: String, at index: Int, of owner: TypeRef, scope: [String]) -> TypeRef? {
        let expanded = types.expandingGenericTypealias(owner)
        if expanded.memberKey == "Result" {
            guard index == 0, let arguments = expanded.genericArguments, arguments.count == 2 else {
                return nil
            }
            return ["success": arguments[0], "failure": arguments[1]][caseName]
        }
        let cases = lookUpMember(caseName, in: memberKey(expanded, scope: scope)).filter {
            symbols.declarations[$0].kind == .enumCase
        }
        let written = Set(
            cases.map { symbols.declarations[$0].parameterTypes.flatMap { index < $0.count ? $0[index] : nil } })
        guard written.count == 1, let first = cases.first, let typeName = written.first ?? nil else { return nil }
        return resolve(typeName, writtenIn: symbols.declarations[first], selfType: expanded)
    }

    /// The generic parameters of its type that the extension a site is written in fixes
    /// (`extension Tree where Element == Book`); nil elsewhere.
    func genericBindings(of site: ReferenceSite) -> GenericBindings? {
        guard let context = typeContext(of: site), symbols.declarations[context].kind == .extension,
            let requirements = symbols.declarations[context].sameTypeRequirements,
            let extended = types.resolve(path: site.scope, in: [])
        else { return nil }
        let fixed = requirements.filter { !$0.parameter.contains(".") }.compactMap { requirement in
            TypeRef(written: requirement.constraint).map { (requirement.parameter, $0) }
        }
        guard !fixed.isEmpty else { return nil }
        return GenericBindings(
            owner: TypeRef.memberKey(ofWritten: extended),
            types: Dictionary(fixed, uniquingKeysWith: { first, _ in first }))
    }

    /// The declared type (of variables) or result type (of functions), when all candidates agree.
    func declaredType(of declarations: [Int], selfType: TypeRef?) -> TypeRef? {
        let typeNames = Set(declarations.map { symbols.declarations[$0].typeName })
        guard typeNames.count == 1, let first = declarations.first, let typeName = typeNames.first ?? nil else {
            return nil
        }
        return resolve(typeName, writtenIn: symbols.declarations[first], selfType: selfType)
    }

    /// A type written in a member's declaration, seen from `selfType`, an instance of the member's
    /// type: `Self` is that type, and its generic arguments replace the type's generic parameters.
    private func resolve(_ typeName: String, writtenIn declaration: Declaration, selfType: TypeRef?) -> TypeRef? {
        if typeName == "Self" || typeName == "Self?" { return selfType }
        guard let declared = TypeRef(written: typeName) else { return nil }
        let written = boundInTheSitesExtension(
            substitutingGenericArguments(of: selfType, for: declaration, in: declared), of: selfType,
            for: declaration)
        let scope = symbols.ownerTypeName(of: declaration).map { $0.split(separator: ".").map(String.init) } ?? []
        let resolved = types.resolve(written, in: scope)
        // `var content: Content?` in `ViewState<Content>`: of whatever type the generic parameter is;
        // but `Element?` in `ParsedValues`, which declares a nested `Element`, is that type.
        if let path = written.namePath, path.count == 1, genericNames.contains(path[0]),
            resolved.map({ symbols.typesByQualifiedName[$0.memberKey] == nil }) ?? true
        {
            return nil
        }
        return resolved
    }

    /// `element` of a `Tree` written without arguments, read in `extension Tree where Element ==
    /// Book`, is a `Book`: there `Tree` is `Tree<Book>`.
    private func boundInTheSitesExtension(_ written: TypeRef, of owner: TypeRef?, for declaration: Declaration)
        -> TypeRef
    {
        guard let bindings = receiverTypes?.bindings, let owner, owner.genericArguments == nil,
            owner.memberKey == bindings.owner,
            symbols.ownerTypeName(of: declaration).map(TypeRef.memberKey(ofWritten:)) == bindings.owner
        else { return written }
        return written.substituting(bindings.types)
    }

    /// A member of `ViewState<BookDetail>` declared as `Content?` in `ViewState<Content>` is a `BookDetail?`.
    private func substitutingGenericArguments(of owner: TypeRef?, for declaration: Declaration, in written: TypeRef)
        -> TypeRef
    {
        guard let owner, let ownerName = symbols.ownerTypeName(of: declaration) else { return written }
        let declaringKey = TypeRef.memberKey(ofWritten: ownerName)
        // `socket: SocketType` of `BaseSocketChannel<SocketType>`, read on a `SocketChannel`.
        let ownerKey = owner.memberKey
        guard
            let arguments = owner.genericArguments
                ?? (ownerKey == declaringKey ? nil : argumentsInherited(from: declaringKey, by: ownerKey))
        else { return written }
        // (A standard type's too: `UnsafeMutablePointer<Pointee._Storage>` in its extension.)
        let parameters = genericParameters(of: declaringKey)
        guard parameters.count == arguments.count else { return written }
        return written.substituting(Dictionary(zip(parameters, arguments), uniquingKeysWith: { first, _ in first }))
    }
}
