/// One file's share of the index: its facts as the index holds them (declaration ids unique
/// across the monolith) and its references, resolved. The index is these, file by file in path
/// order; the cache keeps them per file, so that an edit rewrites only the files it reaches.
public struct ResolvedFile: Hashable, Sendable {
    /// What resolving other files needs of this one, and what the summary counts of it: read for
    /// every file after an edit.
    public struct Head: Codable, Hashable, Sendable {
        public var file: SourceFile
        public var declarations: [Declaration]
        /// The declarations' ids as the front end wrote them, where `UniqueIDs` changed any.
        public var writtenIDs: [String]?
        public var imports: [Import]
        public var diagnostics: [Diagnostic]
        /// References by certainty, in the order of `Certainty.allCases`.
        public var referenceCounts: [Int]
        /// References that fit too many declarations to be kept (`IndexBuilder.maximumAmbiguousTargets`).
        public var leftOut: Int
        public var resources: Int
        public var resourceLookups: Int
        public var classNameStrings: Int

        /// The declarations' ids as the front end wrote them.
        var declarationIDsAsWritten: [String] { writtenIDs ?? declarations.map(\.id) }

        var referencesByCertainty: [Certainty: Int] {
            Dictionary(uniqueKeysWithValues: zip(Certainty.allCases, referenceCounts).filter { $0.1 > 0 })
        }
    }

    /// The rest, read only where the whole index is.
    public struct Body: Codable, Hashable, Sendable {
        public var references: [Reference]
        public var resources: [Resource]
        public var resourceLookups: [ResourceLookup]
        public var classNameStrings: [ClassNameString]
    }

    public var head: Head
    public var body: Body

    init(head: Head, body: Body) {
        self.head = head
        self.body = body
    }

    init(facts: FileFacts, references: [Reference], leftOut: Int, writtenIDs: [String]?) {
        head = Head(
            file: facts.file, declarations: facts.declarations, writtenIDs: writtenIDs, imports: facts.imports,
            diagnostics: facts.diagnostics,
            referenceCounts: Certainty.allCases.map { certainty in references.count { $0.certainty == certainty } },
            leftOut: leftOut, resources: facts.resources.count, resourceLookups: facts.resourceLookups.count,
            classNameStrings: facts.classNameStrings.count)
        body = Body(
            references: references, resources: facts.resources, resourceLookups: facts.resourceLookups,
            classNameStrings: facts.classNameStrings)
    }

    var path: String { head.file.path }
}

extension Index {
    /// The index of these files, in the order given (path order). Each file's arrays are emptied
    /// as they are taken: a monolith's files and its index, both whole at once, were the peak
    /// memory of a cold run.
    init(monolith: MonolithDescription, draining files: inout [ResolvedFile]) {
        self.init(
            monolith: monolith, files: files.map(\.head.file), declarations: [], references: [], imports: [],
            resources: [],
            resourceLookups: [], classNameStrings: [], diagnostics: [])
        declarations.reserveCapacity(files.reduce(0) { $0 + $1.head.declarations.count })
        references.reserveCapacity(files.reduce(0) { $0 + $1.body.references.count })
        for position in files.indices {
            declarations += files[position].head.declarations
            references += files[position].body.references
            imports += files[position].head.imports
            resources += files[position].body.resources
            resourceLookups += files[position].body.resourceLookups
            classNameStrings += files[position].body.classNameStrings
            diagnostics += files[position].head.diagnostics
            tooAmbiguousReferences += files[position].head.leftOut
            files[position].head.declarations = []
            files[position].body = ResolvedFile.Body(
                references: [], resources: [], resourceLookups: [], classNameStrings: [])
        }
    }
}

extension IndexSummary {
    /// The summary of the index of these files, with what the index holds beside them; what
    /// `init(_:)` says of that index.
    init(heads: [ResolvedFile.Head], warnings: [Diagnostic], classNameStrings: Int, extras: IndexExtras) {
        filesByLanguage = Dictionary(grouping: heads, by: \.file.language).mapValues(\.count)
        lines = heads.filter { $0.file.language != .resource }.reduce(0) { $0 + $1.file.lines }
        declarations = heads.reduce(0) { $0 + $1.declarations.count }
        referencesByCertainty = heads.reduce(into: [:]) { counts, head in
            counts.merge(head.referencesByCertainty, uniquingKeysWith: +)
        }
        references = referencesByCertainty.values.reduce(0, +)
        tooAmbiguousReferences = heads.reduce(0) { $0 + $1.leftOut }
        resources = heads.reduce(0) { $0 + $1.resources }
        resourceLookups = heads.reduce(0) { $0 + $1.resourceLookups }
        self.classNameStrings = classNameStrings + heads.reduce(0) { $0 + $1.classNameStrings }
        self.warnings = warnings + heads.flatMap(\.diagnostics)
        indexStore = extras.indexStore
        uncoveredFiles = extras.uncoveredFiles
    }
}

/// What the index holds beside its files, kept with the last run.
struct IndexExtras: Codable {
    var indexStore: String?
    var outsideWitnesses: [String]?
    var uncoveredFiles: [UncoveredFile]?

    /// What a resolution from `compiler` (nil: from syntax) adds to the index.
    init(compiler: CompilerIndex?, outsideWitnesses: [String]?) {
        indexStore = compiler?.storePath
        self.outsideWitnesses = outsideWitnesses
        uncoveredFiles = compiler.flatMap { $0.uncoveredFiles.isEmpty ? nil : $0.uncoveredFiles }
    }

    func applied(to index: Index) -> Index {
        var index = index
        index.indexStore = indexStore
        index.outsideWitnesses = outsideWitnesses
        index.uncoveredFiles = uncoveredFiles
        return index
    }
}
