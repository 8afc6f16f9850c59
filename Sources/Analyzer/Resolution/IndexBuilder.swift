import Foundation

/// Joins every file's facts into one index: declaration ids made unique across files, then every
/// reference site resolved against the whole monolith (files in parallel; the result does not
/// depend on the schedule) or, in precise mode, the compiler's occurrences mapped onto the
/// declarations.
public struct IndexBuilder: Sendable {
    /// A name that fits more declarations than this tells nothing about where a cut may go and is
    /// mostly wrong (`id`, `title`, `loading` by name alone); such references are counted, not kept.
    /// Keeping them made the index grow with the square of the code.
    public static let maximumAmbiguousTargets = 10
    /// A guess by name alone among members of more types than this is more often wrong than right:
    /// measured against the compiler, keeping such guesses cost far more precision than the recall
    /// they bring (Bookshelf: precision 93% → 97%, recall 97.6% → 96.8%). They are counted, not kept.
    public static let maximumGuessedTypes = 2

    public init() {}

    public func build(
        monolith: MonolithDescription, facts: [FileFacts], compiler: CompilerIndex? = nil
    ) -> Index {
        var resolution = resolve(monolith: monolith, facts: facts, compiler: compiler)
        return IndexExtras(compiler: compiler, outsideWitnesses: resolution.outsideWitnesses)
            .applied(to: Index(monolith: monolith, draining: &resolution.files))
    }

    /// Every file's share of the index, in path order, and (precise mode) the outside witnesses.
    /// From syntax, also the resolver's `shapeFingerprint`. The files are handed to `resolved` in
    /// path order: from syntax each run of `batch` as soon as it is resolved, while the rest
    /// resolves; from the compiler's index all of them at the end.
    func resolve(
        monolith: MonolithDescription, facts unsortedFacts: [FileFacts], compiler: CompilerIndex?,
        batch: Int = 1, resolved: (@Sendable (ArraySlice<ResolvedFile>) -> Void)? = nil
    ) -> (files: [ResolvedFile], outsideWitnesses: [String]?, shape: String?) {
        var facts = unsortedFacts.sorted { $0.file.path < $1.file.path }
        let writtenIDs = UniqueIDs.assign(&facts)
        let syntaxResolver = {
            SyntaxResolver(
                declarations: facts.flatMap(\.declarations),
                importedModules: Set(facts.flatMap(\.imports).map(\.module)),
                moduleName: monolith.name)
        }
        if let compiler {
            // The files the store does not cover are resolved from syntax, against the whole monolith.
            let uncovered = Set(compiler.uncoveredFiles.map(\.path))
            let mapper = CompilerReferenceMapper(facts: facts, compiler: compiler)
            let resolver = uncovered.isEmpty ? nil : syntaxResolver()
            let files = ConcurrentMap.map(Array(zip(facts, writtenIDs))) { file, writtenIDs in
                guard let resolver, uncovered.contains(file.file.path) else {
                    return ResolvedFile(
                        facts: file, references: mapper.references(in: file), leftOut: 0, writtenIDs: writtenIDs)
                }
                let resolved = resolver.references(of: file)
                return ResolvedFile(
                    facts: file, references: resolved.references, leftOut: resolved.leftOut, writtenIDs: writtenIDs)
            }
            resolved?(files[...])
            return (files, mapper.outsideWitnesses(), nil)
        }
        let resolver = syntaxResolver()
        let resolve: @Sendable ((FileFacts, [String]?)) -> ResolvedFile = { file in
            let references = resolver.references(of: file.0)
            return ResolvedFile(
                facts: file.0, references: references.references, leftOut: references.leftOut, writtenIDs: file.1)
        }
        let files =
            if let resolved {
                ConcurrentMap.map(Array(zip(facts, writtenIDs)), batch: batch, completed: resolved, resolve)
            } else {
                ConcurrentMap.map(Array(zip(facts, writtenIDs)), resolve)
            }
        LeftForExit.keep(resolver)
        return (files, nil, resolver.shapeFingerprint)
    }
}

/// Resolves files' reference sites against the whole monolith's declarations, from syntax alone.
struct SyntaxResolver: Sendable {
    let declarations: [Declaration]
    let resolver: NameResolver

    init(declarations: [Declaration], importedModules: Set<String>, moduleName: String) {
        self.declarations = declarations
        // The standard library's tables load from their cache while the symbol table is built.
        var (symbols, standard) = ConcurrentMap.both(
            { SymbolTable(declarations: declarations) }, { StandardLibrary.current })
        symbols.moduleName = moduleName
        symbols.importedModules = importedModules
        resolver = NameResolver(symbols: symbols, standard: standard)
    }

    /// What resolution works out over the whole monolith rather than name by name (see
    /// `NameResolver.shapeFingerprint`).
    var shapeFingerprint: String { resolver.shapeFingerprint }

    /// The references of one file's sites (its declarations carrying their unique ids), and how
    /// many were left out as too ambiguous.
    func references(of file: FileFacts) -> (references: [Reference], leftOut: Int) {
        let resolver = resolver.forOneFile(declaring: file.declarations)
        let resolutions = file.references.flatMap { site in resolver.resolve(site).map { (site, $0) } }
        let kept = resolutions.filter { _, resolution in
            resolution.targets.count <= IndexBuilder.maximumAmbiguousTargets
                && (!resolution.isGuess
                    || resolver.owningTypes(of: resolution.targets).count <= IndexBuilder.maximumGuessedTypes)
        }
        let references = kept.map { site, resolution in
            Reference(
                name: site.name, kind: resolution.kind, location: site.location,
                sourceID: site.sourceIndex.map { file.declarations[$0].id },
                targetIDs: resolution.targets.map { declarations[$0].id }.sorted(),
                certainty: resolution.certainty)
        }
        return (references, resolutions.count - kept.count)
    }
}

/// Front ends make ids unique within a file; a second declaration of the same id (two
/// `private func helper()` in two files) gets `@path` appended, in path order, so ids are stable.
enum UniqueIDs {
    /// Per file, in the order given (path order): each declaration's unique id, and the ids the
    /// file's mentions of its own declarations (parents, sources) change to.
    static func unique(_ files: [(path: String, ids: [String])]) -> [(ids: [String], renamed: [String: String])] {
        var seen = Set<String>(minimumCapacity: files.reduce(0) { $0 + $1.ids.count })
        return files.map { file in
            var renamed: [String: String] = [:]
            let ids = file.ids.map { id in
                if seen.insert(id).inserted { return id }
                let unique = "\(id)@\(file.path)"
                renamed[id] = unique
                seen.insert(unique)
                return unique
            }
            return (ids, renamed)
        }
    }

    /// Makes the ids of `facts` (in path order) unique, and every mention of them in each file;
    /// returns, per file, its ids as written where any changed.
    @discardableResult
    static func assign(_ facts: inout [FileFacts]) -> [[String]?] {
        let unique = unique(facts.map { ($0.file.path, $0.declarations.map(\.id)) })
        return unique.enumerated().map { fileIndex, file in
            guard !file.renamed.isEmpty else { return nil }
            let written = facts[fileIndex].declarations.map(\.id)
            apply(file, to: &facts[fileIndex])
            return written
        }
    }

    static func apply(_ unique: (ids: [String], renamed: [String: String]), to facts: inout FileFacts) {
        for index in facts.declarations.indices {
            facts.declarations[index].id = unique.ids[index]
            if let parent = facts.declarations[index].parentID, let renamed = unique.renamed[parent] {
                facts.declarations[index].parentID = renamed
            }
        }
        for index in facts.resourceLookups.indices {
            if let source = facts.resourceLookups[index].sourceID, let renamed = unique.renamed[source] {
                facts.resourceLookups[index].sourceID = renamed
            }
        }
        for index in facts.classNameStrings.indices {
            if let source = facts.classNameStrings[index].sourceID, let renamed = unique.renamed[source] {
                facts.classNameStrings[index].sourceID = renamed
            }
        }
    }
}
