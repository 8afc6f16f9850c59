/// Turns the compiler's occurrences into the index's references: each symbol the monolith
/// defines is matched to the syntax front end's declaration at the same file and position, and
/// every written use of it becomes an exact reference. Uses the compiler synthesised (implicit
/// memberwise initializers, accessors) and uses of other modules' symbols are left out, as in
/// the syntax index.
struct CompilerReferenceMapper {
    private let facts: [FileFacts]
    private let compiler: CompilerIndex
    private var declarationsByUSR: [String: Declaration] = [:]
    private let declarationsByID: [String: Declaration]

    init(facts: [FileFacts], compiler: CompilerIndex) {
        self.facts = facts
        self.compiler = compiler
        declarationsByID = Dictionary(
            facts.flatMap(\.declarations).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        declarationsByUSR = matchDefinitions()
    }

    /// The declarations whose definitions the compiler relates, as overriding, to a symbol the
    /// monolith does not declare: witnesses of outside protocols' requirements (and overrides
    /// of outside classes' members).
    func outsideWitnesses() -> [String] {
        var witnesses: Set<String> = []
        for file in facts {
            for occurrence in compiler.occurrences[file.file.path] ?? [] where occurrence.roles.contains(.definition) {
                guard let declaration = declarationsByUSR[occurrence.symbol.usr],
                    occurrence.relations.contains(where: {
                        $0.roles.contains(.overrideOf) && declarationsByUSR[$0.symbol.usr] == nil
                    })
                else { continue }
                witnesses.insert(declaration.id)
            }
        }
        return witnesses.sorted()
    }

    private func matchDefinitions() -> [String: Declaration] {
        var byUSR: [String: Declaration] = [:]
        var accessorProperties: [String: String] = [:]
        let changed = Set(compiler.uncoveredFiles.filter { $0.reason == .changedSinceBuild }.map(\.path))
        for file in facts {
            let byPosition = Dictionary(
                file.declarations.map { (Position($0.location), $0) }, uniquingKeysWith: { first, _ in first })
            let byName =
                changed.contains(file.file.path)
                ? Dictionary(grouping: file.declarations) { Self.baseName($0.name) } : nil
            for occurrence in compiler.occurrences[file.file.path] ?? []
            where !occurrence.roles.isDisjoint(with: [.definition, .declaration]) {
                if occurrence.symbol.isAccessor, let property = occurrence.related(.accessorOf) {
                    accessorProperties[occurrence.symbol.usr] = property.usr
                } else if !occurrence.roles.contains(.implicit),
                    let declaration = byName.map({
                        Self.nearest(occurrence, among: $0[Self.baseName(occurrence.symbol.name)] ?? [])
                    })
                        ?? byPosition[Position(occurrence)]
                {
                    byUSR[occurrence.symbol.usr] = declaration
                }
            }
        }
        for (accessor, property) in accessorProperties {
            byUSR[accessor] = byUSR[property]
        }
        return byUSR
    }

    /// A file edited since the build has moved what the store says is where: a definition there
    /// is matched by name, to the declaration of that name nearest its old line, so that what
    /// other files use of it still counts.
    private static func nearest(_ occurrence: IndexStoreOccurrence, among declarations: [Declaration]) -> Declaration? {
        declarations.min { abs($0.location.line - occurrence.line) < abs($1.location.line - occurrence.line) }
    }

    /// `validate(_:)` → `validate`; `Book.Format` → `Format`.
    private static func baseName(_ name: String) -> Substring {
        let withoutArguments = name.prefix { $0 != "(" }
        return withoutArguments.split(separator: ".").last ?? withoutArguments
    }

    /// The references the compiler recorded in one file of `facts`.
    func references(in file: FileFacts) -> [Reference] {
        let sitesByPosition = Dictionary(
            file.references.map { (Position($0.location), $0) }, uniquingKeysWith: { first, _ in first })
        var references: [Reference] = []
        for (position, occurrences) in Dictionary(
            grouping: compiler.occurrences[file.file.path] ?? [], by: Position.init)
        {
            let location = SourceLocation(file: file.file.path, line: position.line, column: position.column)
            let site = sitesByPosition[position]
            for (target, kind, occurrence) in withoutImpliedTypes(occurrences.flatMap(uses)) {
                let sourceID =
                    occurrence.relations.lazy
                    .filter { !$0.roles.isDisjoint(with: [.containedBy, .calledBy, .childOf]) }
                    .compactMap { declarationsByUSR[$0.symbol.usr]?.id }.first
                    ?? site?.sourceIndex.map { file.declarations[$0].id }
                references.append(
                    Reference(
                        name: site?.name ?? target.name, kind: site.flatMap { writtenKind($0, for: target) } ?? kind,
                        location: location, sourceID: sourceID, targetIDs: [target.id], certainty: .exact))
            }
        }
        return references.sorted { ($0.location, $0.targetIDs.joined()) < ($1.location, $1.targetIDs.joined()) }
    }

    /// `Foo(…)` calling an initializer the monolith declares names both `Foo` and its `init`; the
    /// initializer implies its type, and is what the syntax index records.
    private func withoutImpliedTypes(
        _ uses: [(Declaration, ReferenceKind, IndexStoreOccurrence)]
    ) -> [(Declaration, ReferenceKind, IndexStoreOccurrence)] {
        let initializedTypeNames = Set(
            uses.filter { $0.0.kind == .initializer }.compactMap { use in
                use.0.parentID.flatMap { declarationsByID[$0] }.map(typeName(of:))
            })
        var seen: Set<String> = []
        return uses.filter { use in
            !(use.0.kind.isType && initializedTypeNames.contains(use.0.name)) && seen.insert(use.0.id).inserted
        }
    }

    /// The name of the type a declaration is, or extends (`extension Book.Format` → `Format`).
    private func typeName(of declaration: Declaration) -> String {
        guard declaration.kind == .extension, let extended = declaration.typeName else { return declaration.name }
        return extended.split(separator: ".").last.map(String.init) ?? extended
    }

    /// The kinds only the written code tells: a key path, a default argument, an attribute, a
    /// type called like a function (its memberwise or inherited initializer). Other kinds come
    /// from the compiler's roles.
    private func writtenKind(_ site: ReferenceSite, for target: Declaration) -> ReferenceKind? {
        // `options: BinaryDecodingOptions = BinaryDecodingOptions()`: the compiler records the
        // initializer the default argument calls, written as its type's name.
        if site.kind == .defaultArgument, target.kind == .initializer,
            target.parentID.flatMap({ declarationsByID[$0] }).map(typeName(of:)) == site.name
        {
            return .defaultArgument
        }
        guard site.name == target.name else { return nil }
        switch site.kind {
        case .keyPath, .defaultArgument, .attribute: return site.kind
        case .call where [.struct, .class, .enum, .actor, .typealias].contains(target.kind): return .initializerCall
        default: return nil
        }
    }

    /// The monolith's declarations an occurrence uses, and how: a written reference, or an
    /// `override` of a superclass member (the compiler records that as a relation of the definition).
    private func uses(in occurrence: IndexStoreOccurrence) -> [(Declaration, ReferenceKind, IndexStoreOccurrence)] {
        guard !occurrence.roles.contains(.implicit), !occurrence.symbol.isLocal,
            occurrence.symbol.kind != .parameter
        else { return [] }
        if occurrence.roles.contains(.reference), let target = declarationsByUSR[occurrence.symbol.usr] {
            return [(target, kind(of: occurrence, target: target), occurrence)]
        }
        // An overriding computed property's getter overrides the getter too; the property says it.
        if occurrence.roles.contains(.definition), !occurrence.symbol.isAccessor {
            return occurrence.relations.compactMap { relation in
                guard relation.roles.contains(.overrideOf), let overridden = declarationsByUSR[relation.symbol.usr],
                    !isProtocolRequirement(overridden)
                else { return nil }
                return (overridden, .override, occurrence)
            }
        }
        return []
    }

    private func kind(of occurrence: IndexStoreOccurrence, target: Declaration) -> ReferenceKind {
        // An occurrence's roles include the roles of its relations.
        if occurrence.roles.contains(.extendedBy) { return .extensionOf }
        if occurrence.roles.contains(.baseOf) {
            return target.kind == .protocol ? .conformance : .inheritance
        }
        switch occurrence.symbol.kind {
        case .constructor: return .initializerCall
        case .class, .struct, .enum, .protocol, .typealias, .union: return .typeUse
        default: break
        }
        if target.kind == .associatedType { return .typeUse }
        if occurrence.symbol.subkind == .swiftInfixOperator || occurrence.symbol.subkind == .swiftPrefixOperator
            || occurrence.symbol.subkind == .swiftPostfixOperator
        {
            return .operatorUse
        }
        return occurrence.roles.contains(.call) ? .call : .memberAccess
    }

    /// A member of a protocol: what the compiler calls an "override" of it is a conformance's witness.
    private func isProtocolRequirement(_ declaration: Declaration) -> Bool {
        guard let parent = declaration.parentID else { return false }
        return declarationsByID[parent]?.kind == .protocol
    }
}

/// A file position, the key that joins the compiler's occurrences to the syntax front end's facts.
private struct Position: Hashable, Comparable {
    let line: Int
    let column: Int

    init(_ location: SourceLocation) {
        line = location.line
        column = location.column
    }

    init(_ occurrence: IndexStoreOccurrence) {
        line = occurrence.line
        column = occurrence.column
    }

    static func < (lhs: Position, rhs: Position) -> Bool { (lhs.line, lhs.column) < (rhs.line, rhs.column) }
}
