/// Resolves reference sites to the monolith's declarations: lexically (nested types, members
/// of `self` and of enclosing types, then the top level), through the receiver's type where it is
/// evident, and by name alone where it is not, with the certainty of each answer. Sites that
/// name nothing of the monolith (Foundation, UIKit, locals) resolve to nothing.
struct NameResolver {
    let symbols: SymbolTable
    let types: TypeResolver
    /// Every type's direct supertypes (superclass, protocols), resolved once: member look-up walks
    /// them for most references.
    private let supertypesByType: [String: [String]]
    /// Every type's supertypes, transitively, nearest first.
    private let ancestorsByType: [String: [String]]

    init(symbols: SymbolTable) {
        self.symbols = symbols
        let types = TypeResolver(symbols: symbols)
        self.types = types
        let direct = symbols.inheritedByType.mapValues { inherited in
            inherited.compactMap { types.resolve($0.name, in: $0.scope).map { types.expandingTypealias($0, scope: []) } }
        }
        supertypesByType = direct
        ancestorsByType = direct.mapValues { firstLevel in
            var visited: Set<String> = []
            var ordered: [String] = []
            var queue = firstLevel[...]
            while let next = queue.popFirst() {
                guard visited.insert(next).inserted else { continue }
                ordered.append(next)
                queue.append(contentsOf: direct[next] ?? [])
            }
            return ordered
        }
    }

    struct Resolution: Equatable {
        var targets: [Int]
        var certainty: Certainty
        var kind: ReferenceKind
    }

    func resolve(_ site: ReferenceSite) -> [Resolution] {
        switch site.kind {
        case .typeUse, .inheritance, .conformance, .extensionOf, .attribute:
            return resolveTypeName(site)
        case .override:
            return resolveOverride(site)
        case .operatorUse:
            return resolveOperator(site)
        default:
            return resolveExpression(site)
        }
    }

    // MARK: Kinds of sites

    private func resolveTypeName(_ site: ReferenceSite) -> [Resolution] {
        var candidates: [Int]
        switch site.receiver {
        case .type(let path):
            guard let base = types.resolve(path: path, in: site.scope) else { return [] }
            candidates = symbols.typesByQualifiedName[types.expandingTypealias(base, scope: site.scope) + "." + site.name] ?? []
        default:
            guard let qualified = types.resolve(path: [site.name], in: site.scope) else { return [] }
            candidates = symbols.typesByQualifiedName[qualified] ?? []
        }
        candidates = visible(candidates, from: site)
        guard !candidates.isEmpty else { return [] }
        var kind = site.kind
        if kind == .inheritance, candidates.allSatisfy({ [.protocol, .objcProtocol].contains(symbols.declarations[$0].kind) }) {
            kind = .conformance
        }
        return [Resolution(targets: candidates, certainty: candidates.count == 1 ? .exact : .ambiguous, kind: kind)]
    }

    private func resolveOverride(_ site: ReferenceSite) -> [Resolution] {
        let owner = site.scope.joined(separator: ".")
        for superclass in superclasses(of: owner) {
            let found = matching(site, among: symbols.membersByType[superclass]?[site.name] ?? [])
            if !found.isEmpty {
                return [Resolution(targets: found, certainty: found.count == 1 ? .exact : .ambiguous, kind: .override)]
            }
        }
        return []
    }

    private func resolveOperator(_ site: ReferenceSite) -> [Resolution] {
        guard let operators = symbols.operatorsByName[site.name] else { return [] }
        var resolutions = [Resolution(targets: operators, certainty: .exact, kind: .operatorUse)]
        let implementations = (symbols.membersByName[site.name] ?? []) + (symbols.topLevelByName[site.name] ?? [])
            .filter { symbols.declarations[$0].kind == .function }
        if !implementations.isEmpty {
            resolutions.append(
                Resolution(
                    targets: implementations.sorted(), certainty: implementations.count == 1 ? .exact : .ambiguous,
                    kind: .operatorUse))
        }
        return resolutions
    }

    private func resolveExpression(_ site: ReferenceSite) -> [Resolution] {
        switch site.receiver {
        case .lexical:
            return resolveBareName(site)
        case .unknown, .implicitMember(nil):
            return resolveByNameAlone(site, implicitMember: site.receiver == .implicitMember(nil))
        default:
            guard let owner = type(of: site.receiver, scope: site.scope) else {
                return resolveByNameAlone(site, implicitMember: isArgument(site.receiver))
            }
            return resolveMember(site, of: owner, isTypeReceiver: isTypeReceiver(site.receiver))
        }
    }

    private func resolveMember(_ site: ReferenceSite, of owner: String, isTypeReceiver: Bool) -> [Resolution] {
        let expanded = TypeResolver.memberKey(of: types.expandingTypealias(owner, scope: site.scope))
        // `Foo.init(…)`, and `self.init(…)`/`super.init(…)`/`.init(…)` on an evident instance type.
        if site.name == "init" {
            return initializerCall(site, type: expanded)
        }
        let members = matching(site, among: lookUpMember(site.name, in: expanded))
        if !members.isEmpty {
            return [Resolution(targets: members, certainty: members.count == 1 ? .exact : .ambiguous, kind: site.kind)]
        }
        if isTypeReceiver, case let nested = visible(symbols.typesByQualifiedName[expanded + "." + site.name] ?? [], from: site),
            !nested.isEmpty
        {
            return site.argumentLabels == nil || site.kind != .call
                ? [Resolution(targets: nested, certainty: nested.count == 1 ? .exact : .ambiguous, kind: typeKind(site))]
                : initializerCall(site, type: expanded + "." + site.name)
        }
        return []
    }

    private func resolveBareName(_ site: ReferenceSite) -> [Resolution] {
        for depth in stride(from: site.scope.count, to: 0, by: -1) {
            let owner = site.scope[0..<depth].joined(separator: ".")
            let members = matching(site, among: lookUpMember(site.name, in: owner))
            if !members.isEmpty {
                return [Resolution(targets: members, certainty: members.count == 1 ? .exact : .ambiguous, kind: site.kind)]
            }
        }
        let topLevel = matching(site, among: symbols.topLevelByName[site.name] ?? [])
        if !topLevel.isEmpty {
            return [Resolution(targets: topLevel, certainty: topLevel.count == 1 ? .exact : .ambiguous, kind: site.kind)]
        }
        guard site.name.first?.isUppercase == true || site.name.first == "_",
            let qualified = types.resolve(path: [site.name], in: site.scope),
            case let typeIndices = visible(symbols.typesByQualifiedName[qualified] ?? [], from: site), !typeIndices.isEmpty
        else { return [] }
        if site.kind == .call { return initializerCall(site, type: types.expandingTypealias(qualified, scope: site.scope)) }
        return [Resolution(targets: typeIndices, certainty: typeIndices.count == 1 ? .exact : .ambiguous, kind: typeKind(site))]
    }

    /// A type named in an expression is a type use, except in a default argument, whose
    /// expression must stay visible wherever the function is.
    private func typeKind(_ site: ReferenceSite) -> ReferenceKind {
        site.kind == .defaultArgument ? .defaultArgument : .typeUse
    }

    /// `Foo(…)`: the initializers whose labels fit, else the type itself (its memberwise or
    /// implicit initializer).
    private func initializerCall(_ site: ReferenceSite, type qualified: String) -> [Resolution] {
        let inits = matching(site, among: lookUpMember("init", in: qualified, includingInherited: false))
        if !inits.isEmpty {
            return [Resolution(targets: inits, certainty: inits.count == 1 ? .exact : .ambiguous, kind: .initializerCall)]
        }
        let typeIndices = visible(symbols.typesByQualifiedName[qualified] ?? [], from: site)
        guard !typeIndices.isEmpty else { return [] }
        return [
            Resolution(targets: typeIndices, certainty: typeIndices.count == 1 ? .exact : .ambiguous, kind: .initializerCall)
        ]
    }

    /// A name after a receiver whose type is unknown: every member of that name that fits. An
    /// implicit member (`.loading`) without an evident contextual type prefers the enclosing types'
    /// own members (`if case .loading = self`, `self = .show(…)`).
    private func resolveByNameAlone(_ site: ReferenceSite, implicitMember: Bool) -> [Resolution] {
        if implicitMember {
            for depth in stride(from: site.scope.count, to: 0, by: -1) {
                let owner = site.scope[0..<depth].joined(separator: ".")
                let own = matching(site, among: (symbols.membersByType[owner]?[site.name] ?? []).filter(canBeImplicitMember))
                if !own.isEmpty {
                    return [Resolution(targets: own, certainty: own.count == 1 ? .inferred : .ambiguous, kind: site.kind)]
                }
            }
        }
        var candidates = symbols.membersByName[site.name] ?? []
        if implicitMember { candidates = candidates.filter(canBeImplicitMember) }
        let found = matching(site, among: candidates, limit: IndexBuilder.maximumAmbiguousTargets)
        guard !found.isEmpty else { return [] }
        return [Resolution(targets: found, certainty: found.count == 1 ? .inferred : .ambiguous, kind: site.kind)]
    }

    /// `.name` can only name what produces its own type: an enum case, an initializer, or a static
    /// member whose type (or result) is the type it belongs to (`static let shared = Foo()`, not
    /// `static let title = "…"`). Members whose type is not written are kept.
    private func canBeImplicitMember(_ index: Int) -> Bool {
        let declaration = symbols.declarations[index]
        switch declaration.kind {
        case .enumCase, .initializer: return true
        case .variable, .function:
            guard declaration.modifiers.contains("static") || declaration.modifiers.contains("class") else { return false }
            guard let written = declaration.typeName, let owner = symbols.ownerTypeName(of: declaration) else { return true }
            if written.hasPrefix("Self") { return true }
            let ownerPath = owner.split(separator: ".").map(String.init)
            return types.resolve(written, in: ownerPath).map(TypeResolver.memberKey(of:)) == owner
        default: return false
        }
    }

    // MARK: Receivers

    private func isArgument(_ receiver: Receiver) -> Bool {
        if case .argument = receiver { return true }
        return false
    }

    private func isTypeReceiver(_ receiver: Receiver) -> Bool {
        if case .type = receiver { return true }
        return false
    }

    /// The qualified type a receiver evaluates to, when it is evident.
    func type(of receiver: Receiver, scope: [String]) -> String? {
        switch receiver {
        case .type(let path):
            return types.resolve(path: path, in: scope)
        case .instance(let written):
            return types.resolve(written, in: scope)
        case .implicitMember(let written):
            return written.flatMap { types.resolve($0, in: scope) }
        case .member(.lexical, let name):
            return typeOfVariable(named: name, scope: scope)
        case .member(let base, let name):
            guard let owner = type(of: base, scope: scope) else { return typeOfVariableByNameAlone(name) }
            let key = memberKey(owner, scope: scope)
            let variables = lookUpMember(name, in: key).filter { symbols.declarations[$0].kind == .variable }
            if variables.isEmpty, symbols.typesByQualifiedName[key + "." + name] != nil {
                return key + "." + name  // a nested type named in lower case: `Constants.keys.token`
            }
            // A property of a type the monolith does not declare (`AnyObject`, a UIKit class).
            if variables.isEmpty { return typeOfVariableByNameAlone(name) }
            return declaredType(of: variables, selfType: owner)
        case .result(.lexical, let name):
            for depth in stride(from: scope.count, to: 0, by: -1) {
                let owner = scope[0..<depth].joined(separator: ".")
                let functions = lookUpMember(name, in: owner).filter { symbols.declarations[$0].kind == .function }
                if !functions.isEmpty { return declaredType(of: functions, selfType: owner) }
            }
            let functions = (symbols.topLevelByName[name] ?? []).filter { symbols.declarations[$0].kind == .function }
            return declaredType(of: functions, selfType: nil)
        case .result(let base, let name):
            guard let owner = type(of: base, scope: scope) else { return nil }
            let functions = lookUpMember(name, in: memberKey(owner, scope: scope))
                .filter { symbols.declarations[$0].kind == .function }
            return declaredType(of: functions, selfType: owner)
        case .argument(let base, let callee, let labels, let position):
            return parameterType(base: base, callee: callee, labels: labels, position: position, scope: scope)
        case .element(let base):
            return type(of: base, scope: scope).flatMap(TypeResolver.element(of:))
        case .lexical, .unknown:
            return nil
        }
    }

    private func typeOfVariable(named name: String, scope: [String]) -> String? {
        for depth in stride(from: scope.count, to: 0, by: -1) {
            let variables = lookUpMember(name, in: scope[0..<depth].joined(separator: "."))
                .filter { symbols.declarations[$0].kind == .variable }
            if !variables.isEmpty { return declaredType(of: variables, selfType: scope[0..<depth].joined(separator: ".")) }
        }
        let globals = (symbols.topLevelByName[name] ?? []).filter { symbols.declarations[$0].kind == .variable }
        return declaredType(of: globals, selfType: nil)
    }

    /// The type of the parameter an argument fills, when every function the call can mean agrees
    /// on it: `track(.opened)` with `func track(_ event: Event)`. A struct built with its memberwise
    /// initializer has its stored properties for parameters.
    private func parameterType(base: Receiver, callee: String, labels: [String], position: Int, scope: [String]) -> String? {
        var candidates: [(labels: [String], defaults: [Bool], types: [String], owner: String?)] = []
        func add(_ indices: [Int]) {
            for index in indices {
                let declaration = symbols.declarations[index]
                guard let labels = declaration.argumentLabels, let types = declaration.parameterTypes else { continue }
                candidates.append(
                    (labels, declaration.argumentHasDefault ?? labels.map { _ in false }, types, symbols.ownerTypeName(of: declaration)))
            }
        }
        if case .lexical = base {
            for depth in stride(from: scope.count, to: 0, by: -1) where candidates.isEmpty {
                add(lookUpMember(callee, in: scope[0..<depth].joined(separator: ".")))
            }
            if candidates.isEmpty { add(symbols.topLevelByName[callee] ?? []) }
        } else if let owner = type(of: base, scope: scope) {
            let key = memberKey(owner, scope: scope)
            add(lookUpMember(callee, in: key, includingInherited: callee != "init"))
            if candidates.isEmpty, callee == "init", let typeIndex = symbols.typesByQualifiedName[key]?.first,
                let stored = symbols.declarations[typeIndex].storedProperties
            {
                let settable = stored.filter { !($0.isLet && $0.defaultValue != nil) }
                candidates.append((settable.map(\.name), settable.map { $0.defaultValue != nil }, settable.map { $0.typeName ?? "" }, key))
            }
        }
        let written = Set(candidates.compactMap { candidate -> String? in
            guard let indices = LabelMatcher.parameterIndices(
                callLabels: labels, trailingClosures: 0, declarationLabels: candidate.labels, hasDefault: candidate.defaults),
                position < indices.count
            else { return nil }
            return candidate.types[indices[position]] + "@" + (candidate.owner ?? "")
        })
        guard written.count == 1, let only = written.first, let at = only.lastIndex(of: "@") else { return nil }
        let typeName = String(only[..<at])
        let owner = String(only[only.index(after: at)...])
        guard !typeName.isEmpty else { return nil }
        return types.resolve(typeName, in: owner.isEmpty ? [] : owner.split(separator: ".").map(String.init))
    }

    /// `cell.label.text` with `cell` of unknown type: when every property named `label` in the
    /// monolith has the same declared type, that is the type of `cell.label`.
    private func typeOfVariableByNameAlone(_ name: String) -> String? {
        let variables = (symbols.membersByName[name] ?? []).filter { symbols.declarations[$0].kind == .variable }
        guard !variables.isEmpty else { return nil }
        let resolved = Set(variables.map { declaredType(of: [$0], selfType: nil) })
        return resolved.count == 1 ? resolved.first! : nil
    }

    /// The declared type (of variables) or result type (of functions), when all candidates agree.
    private func declaredType(of declarations: [Int], selfType: String?) -> String? {
        let written = Set(declarations.map { symbols.declarations[$0].typeName })
        guard written.count == 1, let first = declarations.first, let typeName = written.first ?? nil else { return nil }
        if typeName == "Self" || typeName == "Self?" { return selfType }
        let declaration = symbols.declarations[first]
        let scope = symbols.ownerTypeName(of: declaration).map { $0.split(separator: ".").map(String.init) } ?? []
        return types.resolve(typeName, in: scope)
    }

    private func memberKey(_ owner: String, scope: [String]) -> String {
        TypeResolver.memberKey(of: types.expandingTypealias(owner, scope: scope))
    }

    // MARK: Members

    /// Members named `name` of a type: its own and its extensions', else its superclasses',
    /// else those of the protocols it conforms to (requirements and protocol extensions).
    func lookUpMember(_ name: String, in owner: String, includingInherited: Bool = true) -> [Int] {
        if let own = symbols.membersByType[owner]?[name], !own.isEmpty { return own }
        guard includingInherited else { return [] }
        for ancestor in ancestorsByType[owner] ?? [] where ancestor != owner {
            if let found = symbols.membersByType[ancestor]?[name], !found.isEmpty { return found }
        }
        return []
    }

    private func supertypes(of owner: String) -> [String] {
        supertypesByType[owner] ?? []
    }

    private func superclasses(of owner: String) -> [String] {
        var chain: [String] = []
        var current = owner
        while chain.count < 32, let next = supertypes(of: current).first(where: { isClass($0) }), !chain.contains(next) {
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

    /// Visible candidates whose argument labels fit the site's call; all visible ones where the
    /// site is no call.
    /// With a `limit`, stops once more than `limit` fit: the caller only needs to know there are too many.
    private func matching(_ site: ReferenceSite, among candidates: [Int], limit: Int = .max) -> [Int] {
        var found: [Int] = []
        for index in candidates where isVisible(index, from: site) && fitsLabels(index, of: site) {
            found.append(index)
            if found.count > limit { break }
        }
        return found.sorted()
    }

    private func fitsLabels(_ index: Int, of site: ReferenceSite) -> Bool {
        guard let callLabels = site.argumentLabels else { return true }
        // Read fields in place: copying a whole Declaration here dominated resolution time.
        guard let labels = symbols.declarations[index].argumentLabels else {
            return symbols.declarations[index].kind != .enumCase
        }
        return LabelMatcher.matches(
            callLabels: callLabels, trailingClosures: site.trailingClosures, declarationLabels: labels,
            hasDefault: symbols.declarations[index].argumentHasDefault ?? labels.map { _ in false })
    }

    /// Private and fileprivate declarations are seen only from their own file: two files may each
    /// have a `private func helper()`, and each calls its own.
    private func visible(_ candidates: [Int], from site: ReferenceSite) -> [Int] {
        candidates.filter { isVisible($0, from: site) }
    }

    private func isVisible(_ index: Int, from site: ReferenceSite) -> Bool {
        symbols.declarations[index].effectiveAccess > .fileprivate
            || symbols.declarations[index].location.file == site.location.file
    }
}
