/// The look-up tables name resolution needs, built once from every file's declarations.
/// Types are keyed by their qualified name (`Book.Format`); members of types the monolith does
/// not declare (`extension String`) are keyed by the name as written, so references to the
/// monolith's own extensions of Foundation types still resolve.
struct SymbolTable {
    let declarations: [Declaration]
    private(set) var indexByID: [String: Int] = [:]
    /// Nominal types, typealiases, associated types and precedence groups by qualified name.
    private(set) var typesByQualifiedName: [String: [Int]] = [:]
    /// Members by the qualified name of the type (or extended type) they belong to, then by name.
    private(set) var membersByType: [String: [String: [Int]]] = [:]
    /// File-scope functions, variables, operators and macros by name.
    private(set) var topLevelByName: [String: [Int]] = [:]
    /// Every member by name, for receivers whose type is not evident.
    private(set) var membersByName: [String: [Int]] = [:]
    /// Inherited names written on a type or its extensions, by the type's qualified name, with
    /// the scope they were written in.
    private(set) var inheritedByType: [String: [(name: String, scope: [String])]] = [:]
    private(set) var operatorsByName: [String: [Int]] = [:]
    /// The qualified names of the nominal types declared directly inside a type (or its extensions).
    private(set) var nestedTypesByOwner: [String: Set<String>] = [:]
    /// The module the monolith compiles to: `Logging.Logger` names the monolith's `Logger`.
    var moduleName: String?
    /// The modules the monolith imports: `Crypto.P256.Signing.PrivateKey` names the type the
    /// monolith's `extension P256.Signing.PrivateKey` extends.
    var importedModules: Set<String> = []

    /// By declaration index: the name of the type its members belong to (`ownerTypeName(of:)`),
    /// worked out once, not for each member and each reference.
    private var ownerNameForMembers: [String?] = []

    // Declarations are read field by field, in place: copying each whole one (its strings and
    // arrays retained and released) was about 30% of the instructions spent here on apple-browsers.
    init(declarations: [Declaration]) {
        self.declarations = declarations
        // Room made up front: grown one insertion at a time, the tables were rehashed ever larger.
        indexByID.reserveCapacity(declarations.count)
        membersByName.reserveCapacity(declarations.count)
        typesByQualifiedName.reserveCapacity(declarations.count / 4)
        topLevelByName.reserveCapacity(declarations.count / 4)
        for index in declarations.indices {
            indexByID[declarations[index].id] = index
        }
        ownerNameForMembers = declarations.indices.map { parent in
            switch declarations[parent].kind {
            case .extension, .objcCategory: return declarations[parent].typeName
            case let kind where kind.isType: return qualifiedPath(ofIndex: parent).dotted()
            default: return nil
            }
        }
        for index in declarations.indices {
            register(index)
        }
    }

    /// `extension Handle` where `typealias Handle = _HashTable.UnsafeHandle`: its members are the
    /// aliased type's, found from either name. `pairs` name the same type twice; the names they
    /// link, directly or through others, share one table: the members written under any of them.
    /// Merging pair by pair would give a name only what was merged before it, which depended on
    /// the order the pairs came in (a dictionary's, different in every run).
    mutating func shareMembers(among pairs: [(String, String)]) {
        var linked = UnionFind(Set(pairs.flatMap { [$0.0, $0.1] }).sorted())
        for (first, second) in pairs { linked.merge(second, into: first) }
        for sharing in linked.groups() {
            guard sharing.contains(where: { membersByType[$0] != nil }) else { continue }
            var members: [String: [Int]] = [:]
            for name in sharing { members.merge(membersByType[name] ?? [:]) { $0 + $1 } }
            for name in sharing { membersByType[name] = members }
        }
    }

    private mutating func register(_ index: Int) {
        let kind = declarations[index].kind
        let parent = declarations[index].parentID.flatMap { indexByID[$0] }
        let owner = parent.flatMap { ownerNameForMembers[$0] }
        // Precedence groups are named where types are (`infix operator |>: Piping`).
        let isTypeName = kind.isType || [.typealias, .associatedType, .precedenceGroup].contains(kind)
        if isTypeName {
            let path = qualifiedPath(ofIndex: index)
            let qualified = path.dotted()
            typesByQualifiedName[qualified, default: []].append(index)
            if kind.isType, let owner {
                nestedTypesByOwner[owner, default: []].insert(qualified)
            }
            inheritedByType[qualified, default: []].append(
                contentsOf: declarations[index].inheritance.map { (name: $0, scope: path) })
        }
        if kind == .extension || kind == .objcCategory, let extended = declarations[index].typeName {
            let scope = parent.map(qualifiedPath(ofIndex:)) ?? []
            inheritedByType[extended, default: []].append(
                contentsOf: declarations[index].inheritance.map { ($0, scope) })
        }
        let name = declarations[index].name
        if kind == .operator {
            operatorsByName[name, default: []].append(index)
        }
        // Type names are found through `typesByQualifiedName` only, so that `Foo(…)` and `Foo.Bar(…)`
        // resolve as initializer calls and `Foo.x` names the type, not a member called `Foo`.
        guard !isTypeName, kind != .extension, kind != .objcCategory else { return }
        // Objective-C members are found by their Swift name from Swift and by selector from Objective-C.
        register(index, named: name, owner: owner, isTopLevel: parent == nil)
        if let objcName = declarations[index].objcName, objcName != name {
            register(index, named: objcName, owner: owner, isTopLevel: parent == nil)
        }
    }

    private mutating func register(_ index: Int, named name: String, owner: String?, isTopLevel: Bool) {
        if let owner {
            membersByType[owner, default: [:]][name, default: []].append(index)
            membersByName[name, default: []].append(index)
        } else if isTopLevel {
            topLevelByName[name, default: []].append(index)
        }
    }

    /// The qualified name of the type a member belongs to: its parent type, or the type its
    /// parent extension extends. Nil for file-scope declarations and locals of functions.
    func ownerTypeName(of declaration: Declaration) -> String? {
        declaration.parentID.flatMap { indexByID[$0] }.flatMap { ownerNameForMembers[$0] }
    }

    /// Whether the monolith declares a protocol of this qualified name.
    func isProtocol(_ key: String) -> Bool {
        typesByQualifiedName[key]?.contains { declarations[$0].kind == .protocol } == true
    }

    /// `Book.Format` for a type nested in `Book` (or in an `extension Book`).
    func qualifiedName(of declaration: Declaration) -> String {
        qualifiedPath(of: declaration).dotted()
    }

    func qualifiedPath(of declaration: Declaration) -> [String] {
        qualifiedPath(named: declaration.name, in: declaration.parentID)
    }

    private func qualifiedPath(ofIndex index: Int) -> [String] {
        qualifiedPath(named: declarations[index].name, in: declarations[index].parentID)
    }

    private func qualifiedPath(named name: String, in parentID: String?) -> [String] {
        guard let parent = parentID.flatMap({ indexByID[$0] }) else { return [name] }
        return scopePath(inside: parent) + [name]
    }

    /// The path a declaration inside this one is named under: an extension's extended type, or the
    /// declaration's own qualified path.
    private func scopePath(inside parent: Int) -> [String] {
        switch declarations[parent].kind {
        case .extension, .objcCategory: declarations[parent].typeName?.split(separator: ".").map(String.init) ?? []
        default: qualifiedPath(ofIndex: parent)
        }
    }
}
