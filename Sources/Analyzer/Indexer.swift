import Foundation

/// Indexes a monolith: reads every file, reuses the cached facts of files whose content did not
/// change, runs the right front end on the others (on all cores), and resolves the whole, from
/// the compiler's index store when a current one is there, else from syntax.
public struct Indexer: Sendable {
    public enum IndexStoreChoice: Sendable, Equatable {
        /// Use the store a build left in the usual places, if it is current; else resolve from syntax.
        case discover
        /// Use this store; refuse to run if it is out of date.
        case at(String)
        /// Resolve from syntax alone.
        case never
        /// Use the store `command` (`--build`) has just written; refuse to run, naming the
        /// command, if it does not cover the sources.
        case built(store: String, command: String)
    }

    public struct Options: Sendable {
        public var useCache: Bool
        /// Whether what was parsed and resolved is written back to the cache; false reuses the
        /// cached facts of unchanged files and writes nothing (an index of more than the monolith).
        public var updatesCache = true
        /// Skip building the index when the cache holds a summary for exactly these inputs.
        public var summaryOnly: Bool
        public var indexStore: IndexStoreChoice
        /// Build the syntax index and measure it against the store's (which must exist and be current).
        public var compareWithStore: Bool

        public init(
            useCache: Bool = true, summaryOnly: Bool = false, indexStore: IndexStoreChoice = .discover,
            compareWithStore: Bool = false
        ) {
            self.useCache = useCache
            self.summaryOnly = summaryOnly
            self.indexStore = indexStore
            self.compareWithStore = compareWithStore
        }
    }

    public struct Run: Sendable {
        /// Nil when `summaryOnly` was asked and nothing changed since the last run.
        public var index: Index?
        public var summary: IndexSummary
        public var parsedFiles: Int
        public var cachedFiles: Int
        /// With `compareWithStore`: the syntax index (`index`) measured against the compiler's.
        public var agreement: IndexAgreement?
        /// Set when the cache was found damaged or foreign, and rebuilt: what was wrong.
        public var cacheRebuilt: Diagnostic?
    }

    public let options: Options
    /// Called with (files done, files in all) while files are being read and parsed.
    public let progress: (@Sendable (Int, Int) -> Void)?

    public init(options: Options = Options(), progress: (@Sendable (Int, Int) -> Void)? = nil) {
        self.options = options
        self.progress = progress
    }

    /// A cache found damaged or foreign is discarded, the monolith indexed again, and the run
    /// carries one warning that says so.
    public func index(_ monolith: Monolith) throws -> Run {
        let problem: String
        do {
            return try indexOnce(monolith)
        } catch let unsound as IndexDatabase.Unsound {
            problem = unsound.description
        } catch let failure as SQLiteDatabase.Failure where failure.isCorruption {
            problem = "is damaged (\(failure))"
        }
        do {
            try IndexDatabase.discard(root: monolith.root)
        } catch {
            throw AnalyzerError.cacheUnusable(path: IndexDatabase.path(root: monolith.root), reason: "\(problem); \((error as NSError).localizedDescription)")
        }
        var run = try indexOnce(monolith)
        let warning = Diagnostic(severity: .warning, file: ".cleave/index.sqlite", message: "\(problem); rebuilt it")
        run.index?.diagnostics.insert(warning, at: 0)
        run.summary.warnings.insert(warning, at: 0)
        run.cacheRebuilt = warning
        return run
    }

    private func indexOnce(_ monolith: Monolith) throws -> Run {
        let contents = ConcurrentMap.map(monolith.files) { FileContents(file: $0, root: monolith.root) }
        if let unreadable = contents.first(where: \.isUnreadable) {
            throw AnalyzerError.sourceUnreadable(monolith.root.appendingPathComponent(unreadable.file.path).path)
        }
        let (store, surveyed, storeWarnings) = try compilerIndex(for: monolith)
        var compiler = surveyed
        // The whole description: a project's settings edited alone (another app icon, a file another
        // target builds too) change it, and the index that carries it, without changing a source.
        let describer = JSONEncoder()
        describer.outputFormatting = .sortedKeys
        let fingerprint = ContentHash.combining(
            [IndexDatabase.factsVersion, String(decoding: try describer.encode(monolith.description), as: UTF8.self),
             monolith.bridgingHeader ?? "", compiler?.fingerprint ?? ""]
                + contents.map { "\($0.file.path) \($0.hash)" } + monolith.runTimeNames.map { "\($0.location) \($0.className ?? "")" })
        // A folder the user cannot write to (a read-only checkout) is still indexed, without the cache.
        var cacheWarnings: [Diagnostic] = storeWarnings
        var database: IndexDatabase?
        if options.useCache, options.updatesCache || FileManager.default.fileExists(atPath: IndexDatabase.path(root: monolith.root)) {
            do {
                database = try IndexDatabase(root: monolith.root)
            } catch let unsound as IndexDatabase.Unsound {
                throw unsound
            } catch {
                cacheWarnings.append(
                    Diagnostic(severity: .warning, file: ".cleave/index.sqlite", message: "\(error); indexed without it"))
            }
        }
        if options.summaryOnly, !options.compareWithStore, let stored = try database?.summary(forFingerprint: fingerprint),
            let summary = try? JSONDecoder().decode(IndexSummary.self, from: stored)
        {
            return Run(index: nil, summary: summary, parsedFiles: 0, cachedFiles: contents.count)
        }

        // Nothing changed since the last run: its index, as resolved then (`cleave plan` on every save).
        if !options.compareWithStore, let database, let data = try database.resolvedIndex(forFingerprint: fingerprint),
            let index = try? CompactDecoder().decode(Index.self, from: data),
            let stored = try database.summary(forFingerprint: fingerprint),
            let summary = try? JSONDecoder().decode(IndexSummary.self, from: stored)
        {
            return Run(index: index, summary: summary, parsedFiles: 0, cachedFiles: contents.count)
        }

        let cached = try database?.cachedFacts() ?? [:]
        let frontEnds = FrontEnds(monolith: monolith)
        let counter = ProgressCounter(total: contents.count, report: progress)
        let caching = database != nil && options.updatesCache
        // What a file parses to depends on the language mode too.
        let mode = monolith.description.languageMode.map { "-swift\($0)" } ?? ""
        let results: [(facts: FileFacts, parsed: Bool, encoded: Data?)] = ConcurrentMap.map(contents) { content in
            defer { counter.increment() }
            if let hit = cached[content.file.path], hit.hash == content.hash + mode,
                let facts = try? CompactDecoder().decode(FileFacts.self, from: hit.facts)
            {
                return (facts, false, nil)
            }
            let facts = frontEnds.facts(for: content)
            return (facts, true, caching ? try? CompactEncoder().encode(facts) : nil)
        }
        var facts = results.map(\.facts)
        BridgingHeaderVisibility.apply(bridgingHeader: monolith.bridgingHeader, to: &facts)
        if let store { try compiler?.loadOccurrences(from: store) }
        var agreement: IndexAgreement?
        var index: Index
        if options.compareWithStore, let compiler {
            index = IndexBuilder().build(monolith: monolith.description, facts: facts)
            agreement = measureAgainst(compiler, syntax: index, facts: facts, contents: contents, monolith: monolith)
        } else {
            index = IndexBuilder().build(monolith: monolith.description, facts: facts, compiler: compiler)
        }
        index.diagnostics = cacheWarnings + monolith.diagnostics + index.diagnostics
        index.classNameStrings += monolith.runTimeNames
        var summary = IndexSummary(index)

        if let database, options.updatesCache {
            let fresh = zip(contents, results).compactMap { content, result in
                result.encoded.map { (path: content.file.path, hash: content.hash + mode, facts: $0) }
            }
            do {
                try database.updateFacts(fresh, keeping: Set(contents.map(\.file.path)))
                try database.storeIndex(index, fingerprint: fingerprint, summary: try JSONEncoder().encode(summary))
            } catch {
                // The index itself is complete; only the next run will be slower.
                let warning = Diagnostic(
                    severity: .warning, file: database.path, message: "cannot update the cache (\(error)); the next run parses everything")
                index.diagnostics.append(warning)
                summary.warnings.append(warning)
            }
        }
        let parsed = results.filter(\.parsed).count
        return Run(
            index: index, summary: summary, parsedFiles: parsed, cachedFiles: contents.count - parsed, agreement: agreement)
    }

    /// The syntax index against the compiler's, over the code the store's build compiled.
    private func measureAgainst(
        _ compiler: CompilerIndex, syntax: Index, facts: [FileFacts], contents: [FileContents], monolith: Monolith
    ) -> IndexAgreement {
        let precise = IndexBuilder().build(monolith: monolith.description, facts: facts, compiler: compiler)
        let sites = Dictionary(facts.flatMap(\.references).map { ($0.location, $0) }, uniquingKeysWith: { first, _ in first })
        let swiftFiles = contents.filter { $0.file.language == .swift }
            .map { (path: $0.file.path, source: String(decoding: $0.data, as: UTF8.self)) }
        // SwiftPM's build plan says what the build had; otherwise what the manifest or project says.
        // A debug build: SwiftPM defines DEBUG itself, an Xcode target's conditions are its Debug configuration's.
        let command = SwiftPMBuildCommand.read(storePath: compiler.storePath, module: compiler.moduleName)
        let kind = monolith.description.kind
        let conditions = command?.conditions ?? Set(monolith.description.compilationConditions
            + (kind == .xcodeTarget ? [] : ["DEBUG"]) + (kind == .swiftPackageTarget ? ["SWIFT_PACKAGE"] : []))
        let features = CompilerFeatureProbe.activeFeatures(
            among: CompilerFeatureProbe.featureNames(in: swiftFiles.map(\.source)), featureArguments: command?.featureArguments ?? [])
        let importable = command.flatMap { command in
            CompilerFeatureProbe.importableModules(
                among: CompilerFeatureProbe.importedModuleNames(in: swiftFiles.map(\.source)), importArguments: command.importArguments)
        }
        let configuration = StoreBuildConfiguration(
            target: compiler.target, customConditions: conditions,
            compilerVersion: StoreBuildConfiguration.toolchainCompilerVersion(), activeFeatures: features,
            importableModules: importable)
        return AgreementMeasurer(
            syntax: syntax, precise: precise, compiler: compiler, sites: sites,
            compiled: CompiledCode(files: swiftFiles, configuration: configuration)
        ).measure()
    }

    /// The store to resolve references from, per `options.indexStore`: a store named by the user
    /// must be current; a discovered one that is not is reported and passed over.
    private func compilerIndex(for monolith: Monolith) throws -> (IndexStore?, CompilerIndex?, [Diagnostic]) {
        let path: String
        switch options.indexStore {
        case .never:
            if options.compareWithStore { throw AnalyzerError.noIndexStore(root: monolith.root.path) }
            return (nil, nil, [])
        case .at(let given), .built(let given, _):
            path = given
        case .discover:
            guard let found = IndexStoreLocator().store(for: monolith.root) else {
                if options.compareWithStore { throw AnalyzerError.noIndexStore(root: monolith.root.path) }
                return (nil, nil, [])
            }
            path = found
        }
        let store: IndexStore
        let compiler: CompilerIndex
        do {
            store = try IndexStore(path: path)
            compiler = try CompilerIndexReader().survey(store, for: monolith)
        } catch let error as IndexStoreError {
            throw AnalyzerError.indexStoreUnreadable(path: path, reason: error.description)
        }
        let swiftFiles = monolith.files.filter { $0.language == .swift }.count
        let build: String? = if case .built(_, let command) = options.indexStore { command } else { nil }
        if compiler.records.isEmpty || swiftFiles > 0 && compiler.unindexedFiles.count == swiftFiles {
            if let build {
                throw AnalyzerError.builtStoreUnusable(command: build, reason: "the index store \(path) has no record of the monolith's files")
            }
            guard options.indexStore == .discover, !options.compareWithStore else {
                throw AnalyzerError.indexStoreForeign(path: path)
            }
            return (nil, nil, [])
        }
        guard compiler.isCurrent else {
            if let build { throw AnalyzerError.builtStoreUnusable(command: build, reason: compiler.stalenessDescription) }
            guard options.indexStore == .discover, !options.compareWithStore else {
                throw AnalyzerError.indexStoreStale(compiler.stalenessDescription)
            }
            let warning = Diagnostic(
                severity: .warning, file: path,
                message: "\(compiler.stalenessDescription); references resolved from syntax instead (build again to use it)")
            return (nil, nil, [warning])
        }
        return (store, compiler, [])
    }
}
