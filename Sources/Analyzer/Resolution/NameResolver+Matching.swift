/// Which of the declarations a name can mean the site's call fits, and which of those it prefers.
extension NameResolver {
    /// Visible candidates whose argument labels fit the site's call; all visible ones where the
    /// site is no call.
    /// With a `limit`, stops once more than `limit` fit: the caller only needs to know there are too many.
    func matching(_ site: ReferenceSite, among candidates: [Int], limit: Int = .max) -> [Int] {
        var found: [Int] = []
        for index in candidates where isVisible(index, from: site) && fitsLabels(index, of: site) {
            found.append(index)
            if found.count > limit { break }
        }
        let used = withoutDefaultImplementations(
            preferringHowItIsUsed(fittingInoutArguments(shadowingInOwnFile(found, from: site), of: site), by: site))
        return preferringArgumentTypes(preferringFewestOmitted(used, by: site), of: site).sorted()
    }

    func isVisible(_ index: Int, from site: ReferenceSite) -> Bool {
        symbols.declarations[index].effectiveAccess > .fileprivate
            || symbols.declarations[index].location.file == site.location.file
    }

    /// Private and fileprivate declarations are seen only from their own file: two files may each
    /// have a `private func helper()`, and each calls its own.
    func visible(_ candidates: [Int], from site: ReferenceSite) -> [Int] {
        shadowingInOwnFile(candidates.filter { isVisible($0, from: site) }, from: site)
    }

    /// A declaration only its own file sees (`fileprivate`, or `private` at file scope or in a type)
    /// shadows the same name declared in other files, for that file: `private struct Row` in
    /// `List.swift` is what `Row` means there, whatever another file declares.
    private func shadowingInOwnFile(_ found: [Int], from site: ReferenceSite) -> [Int] {
        guard found.count > 1,
            found.contains(where: {
                symbols.declarations[$0].effectiveAccess <= .fileprivate
                    && symbols.declarations[$0].location.file == site.location.file
            })
        else { return found }
        return found.filter { symbols.declarations[$0].location.file == site.location.file }
    }

    func fitsLabels(_ index: Int, of site: ReferenceSite) -> Bool {
        guard let callLabels = site.argumentLabels else {
            guard site.isInCasePattern, site.kind == .call else { return true }
            // `case .head(var request)`: a pattern with a payload matches no case without one, and
            // `case .locations(let found)` no property `locations`.
            switch symbols.declarations[index].kind {
            case .enumCase: return symbols.declarations[index].argumentLabels != nil
            case .variable: return false
            default: return true
            }
        }
        // Read fields in place: copying a whole Declaration here dominated resolution time.
        guard let labels = symbols.declarations[index].argumentLabels else {
            // A closure a property holds is called without labels: `x.string(for: y)` calls no
            // property, nor does `.locations(found)` call `var locations: [Location]?`.
            return symbols.declarations[index].kind != .enumCase && callLabels.allSatisfy { $0 == "_" }
                && symbols.declarations[index].typeName.map(mayBeFunctionType) ?? true
        }
        guard
            LabelMatcher.matches(
                callLabels: callLabels, trailingClosures: site.trailingClosures, declarationLabels: labels,
                hasDefault: omissibleParameters(of: symbols.declarations[index]),
                isVariadic: Self.variadicParameters(symbols.declarations[index].parameterTypes))
        else { return false }
        // `first { … }` is not `first(withID:)`: a trailing closure fills a parameter of function type.
        guard site.trailingClosures > 0, let types = symbols.declarations[index].parameterTypes else { return true }
        return types.suffix(site.trailingClosures).allSatisfy(mayBeFunctionType)
    }

    /// Which parameters are variadic (`_ args: AnyHashable...`); empty when none is, as for nearly all.
    static func variadicParameters(_ types: [String]?) -> [Bool] {
        guard let types, types.contains(where: { $0.hasSuffix("...") }) else { return [] }
        return types.map { $0.hasSuffix("...") }
    }

    /// Parameters a call may leave out: those with a default value, and variadic ones
    /// (`InputOrigin()` calls `init(arrayLiteral elements: Element...)`).
    func omissibleParameters(of declaration: Declaration) -> [Bool] {
        let labels = declaration.argumentLabels ?? []
        let defaults = declaration.argumentHasDefault ?? labels.map { _ in false }
        // This runs for every candidate of every call: no new array unless a parameter is variadic.
        guard let types = declaration.parameterTypes, types.count == defaults.count,
            types.contains(where: { $0.hasSuffix("...") })
        else { return defaults }
        return zip(defaults, types).map { $0 || $1.hasSuffix("...") }
    }

    /// Whether a parameter's written type may be a function type: one with an arrow, or a single
    /// name that could be a typealias of one or a generic parameter (but not a standard value type
    /// such as `UInt` or `StaticString`, nor a common Foundation one).
    private func mayBeFunctionType(_ written: String) -> Bool {
        guard let type = TypeRef(written: written) else { return false }
        if type.functionParameters != nil { return true }
        guard case .named(let path, let generics) = type.withoutSpecifiers.unwrapped, path.count == 1, generics.isEmpty
        else { return false }
        let name = path[0]
        return !(isStandardType(name) && [.struct, .enum].contains(standard.kinds[name]))
            && !["Data", "URL", "Date", "UUID"].contains(name)
    }

    /// `Self()` calls `init()` rather than `init(dictionaryLiteral:)` with nothing, as Swift ranks a
    /// declaration that needs no default or variadic argument left out above one that does.
    private func preferringFewestOmitted(_ found: [Int], by site: ReferenceSite) -> [Int] {
        guard found.count > 1, let callLabels = site.argumentLabels else { return found }
        let omitted = found.map { index in
            (symbols.declarations[index].argumentLabels?.count).map { $0 - callLabels.count - site.trailingClosures }
                ?? 0
        }
        let fewest = omitted.min() ?? 0
        return zip(found, omitted).filter { $0.1 == fewest }.map(\.0)
    }

    /// `IntegerType(asn1Encoded: &nodes)` calls the overload whose parameter is `inout`; an argument
    /// without `&` fills no `inout` parameter (a pointer parameter takes either).
    private func fittingInoutArguments(_ found: [Int], of site: ReferenceSite) -> [Int] {
        guard found.count > 1 else { return found }
        let fitting = found.filter { fitsInoutArguments($0, of: site) }
        return fitting.isEmpty ? found : fitting
    }

    func fitsInoutArguments(_ index: Int, of site: ReferenceSite) -> Bool {
        guard let callLabels = site.argumentLabels, !callLabels.isEmpty,
            let filled = filledParameterTypes(index, by: site)
        else { return true }
        let passed = site.inoutArguments ?? callLabels.map { _ in false }
        return zip(passed, filled.types).allSatisfy { isInout, written in
            written.contains("Pointer") || isInout == (TypeRef(written: written)?.isInout ?? false)
        }
    }

    /// `catalog.books` reads the property `books`, not the method `books(by:)`; `books(by: x)` calls
    /// the method, not a property (unless it holds a closure). Either kind stays when it is all there is.
    private func preferringHowItIsUsed(_ found: [Int], by site: ReferenceSite) -> [Int] {
        guard found.count > 1 else { return found }
        let isCall = site.kind == .call || site.argumentLabels != nil
        // `case .failsToMeetPolicy(let reason):` matches a case with a payload, never a static
        // function of that name (a pattern's call is recorded without labels).
        let isCasePattern = site.isInCasePattern
        let preferred = found.filter { index in
            let declaration = symbols.declarations[index]
            switch declaration.kind {
            case .variable:
                let holdsClosure = declaration.typeName.flatMap(TypeRef.init(written:))?.isFunction == true
                return (!isCall || holdsClosure) && !isCasePattern
            case .enumCase:
                // `case .alias:` matches `case alias(Alias)`, its payload left out.
                return isCasePattern || isCall == (declaration.argumentLabels != nil)
            case .function, .initializer, .subscript, .macro:
                return isCall && !isCasePattern
            default:
                return true
            }
        }
        return preferred.isEmpty ? found : preferred
    }

    /// A protocol's requirement and the default its extension gives it are one member to callers:
    /// `command.configuration` is `ParsableCommand.configuration`, the requirement.
    func withoutDefaultImplementations(_ found: [Int]) -> [Int] {
        guard found.count > 1 else { return found }
        let requirements = Set(
            found.compactMap { index -> String? in
                let declaration = symbols.declarations[index]
                guard let parent = declaration.parentID.flatMap({ symbols.indexByID[$0] }),
                    symbols.declarations[parent].kind == .protocol
                else { return nil }
                return memberSignature(declaration)
            })
        guard !requirements.isEmpty else { return found }
        return found.filter { index in
            !(isInExtension(index) && requirements.contains(memberSignature(symbols.declarations[index])))
        }
    }

    /// `Float16(.sqrt(x))` calls `Float`'s `sqrt`, which `extension Real { static func sqrt }`
    /// implements, not the requirement `ElementaryFunctions.sqrt` a generic caller would name.
    func implementationsOverRequirements(_ found: [Int]) -> [Int] {
        let implementations = found.filter { !symbols.isProtocol(ownerKey(of: $0) ?? "") || isInExtension($0) }
        return implementations.isEmpty ? found : implementations
    }

    private func isInExtension(_ index: Int) -> Bool {
        symbols.declarations[index].parentID.flatMap { symbols.indexByID[$0] }.map {
            symbols.declarations[$0].kind == .extension
        } ?? false
    }

    /// The member with its labels and the last name of each parameter's type: an extension's
    /// overload of a requirement by parameter type (`init(asn1Encoded: inout Iterator)` beside the
    /// requirement's `init(asn1Encoded: ASN1Node)`) is no default implementation of it.
    private func memberSignature(_ declaration: Declaration) -> String {
        (symbols.ownerTypeName(of: declaration).map(TypeRef.memberKey(ofWritten:)) ?? "") + "."
            + parameterSignature(declaration)
    }

    func parameterSignature(_ declaration: Declaration) -> String {
        let parameters = zip(declaration.argumentLabels ?? [], declaration.parameterTypes ?? []).map { label, written in
            let type = TypeRef(written: written)
            let name = type?.namePath?.last ?? type?.description ?? written
            return label + ":" + (type?.isInout == true ? "inout " : "") + name
        }
        return declaration.name + "(" + parameters.joined(separator: ",") + ")"
    }

    /// `context.pop(entry)` calls the instance method, `TestContext.pop(context)` the static one:
    /// where both fit, the receiver says which.
    func matchingStaticness(_ found: [Int], isTypeReceiver: Bool) -> [Int] {
        guard found.count > 1 else { return found }
        let kept = found.filter { index in
            let declaration = symbols.declarations[index]
            guard declaration.kind != .initializer else { return true }
            return (declaration.kind == .enumCase || declaration.isStatic) == isTypeReceiver
        }
        return kept.isEmpty ? found : kept
    }

    /// `x.first` read (no call) on a receiver of unknown or standard type is no `first(withID:)` of
    /// the monolith: a method named without a call is rare enough not to guess.
    func readsNoFunction(_ site: ReferenceSite, _ found: [Int]) -> [Int] {
        guard site.kind != .call, site.argumentLabels == nil else { return found }
        return found.filter { ![.function, .initializer, .subscript].contains(symbols.declarations[$0].kind) }
    }

    /// `.name` can only name what produces its own type: an enum case, an initializer, or a static
    /// member whose type (or result) is the type it belongs to (`static let shared = Foo()`, not
    /// `static let title = "…"`). Members whose type is not written are kept.
    func canBeImplicitMember(_ index: Int) -> Bool {
        let declaration = symbols.declarations[index]
        switch declaration.kind {
        case .enumCase, .initializer: return true
        case .variable, .function:
            guard declaration.isStatic else { return false }
            guard let written = declaration.typeName, let owner = symbols.ownerTypeName(of: declaration) else {
                return true
            }
            if written.hasPrefix("Self") { return true }
            let ownerPath = owner.split(separator: ".").map(String.init)
            return types.resolve(written, in: ownerPath)?.memberKey == owner
        default: return false
        }
    }
}
