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
        /// Only the summary is wanted (`cleave index`): no index is put together, and where the cache
        /// holds the summary of exactly these inputs, nothing is resolved or read but it.
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
        /// Nil when `summaryOnly` was asked.
        public var index: Index?
        public var summary: IndexSummary
        public var parsedFiles: Int
        public var cachedFiles: Int
        /// The files whose references this run resolved: none when nothing changed, every file
        /// when resolution started over, else the edited files and those that mention what changed.
        public var resolvedFiles = 0
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
            throw AnalyzerError.cacheUnusable(
                path: IndexDatabase.path(root: monolith.root),
                reason: "\(problem); \((error as NSError).localizedDescription)")
        }
        var run = try indexOnce(monolith)
        let warning = Diagnostic(severity: .warning, file: ".cleave/index.sqlite", message: "\(problem); rebuilt it")
        run.index?.diagnostics.insert(warning, at: 0)
        run.summary.warnings.insert(warning, at: 0)
        run.cacheRebuilt = warning
        return run
    }

    private func indexOnce(_ monolith: Monolith) throws -> Run {
        let (store, surveyed, storeWarnings) = try compilerIndex(for: monolith)
        var compiler = surveyed
        // A folder the user cannot write to (a read-only checkout) is still indexed, without the cache.
        var cacheWarnings: [Diagnostic] = storeWarnings
        let database = try openCache(of: monolith, warnings: &cacheWarnings)
        let contents = try contents(of: monolith, knowing: database)
        let operators = contents.flatMap(\.operators)
        let mode = Self.factsMode(of: monolith, operators: operators)
        let setup = try setupFingerprint(of: monolith, compiler: compiler, mode: mode)
        let fingerprint = ContentHash.combining([setup] + contents.map { "\($0.file.path) \($0.hash)" })
        let lastRun = try database?.lastRun()
        let unchanged = lastRun.flatMap { $0.fingerprint == fingerprint ? $0 : nil }
        if options.summaryOnly, !options.compareWithStore, let unchanged,
            let summary = try? JSONDecoder().decode(IndexSummary.self, from: unchanged.summary)
        {
            return Run(index: nil, summary: summary, parsedFiles: 0, cachedFiles: contents.count)
        }
        let finish = { (index: Index) -> Index in
            var index = index
            index.diagnostics = cacheWarnings + monolith.diagnostics + index.diagnostics
            index.classNameStrings += monolith.runTimeNames
            return index
        }

        // Nothing changed since the last run: its index, as resolved then (`cleave plan` on every save).
        if !options.compareWithStore, let database, let unchanged,
            let run = try unchangedRun(unchanged, from: database, contents: contents, of: monolith, finish: finish)
        {
            return run
        }

        // Some files changed: resolve again only what they reach, where that can be told.
        if !options.compareWithStore, options.updatesCache, compiler == nil, let database, let lastRun,
            lastRun.setup == setup,
            let run = try indexEdits(
                contents, of: monolith, operators: operators, since: lastRun, in: database,
                fingerprint: fingerprint, mode: mode, warnings: cacheWarnings + monolith.diagnostics, finish: finish)
        {
            return run
        }

        let paths = Set(contents.map(\.file.path))
        var (facts, parsed, factsToCache) = try read(
            contents, of: monolith, operators: operators, mode: mode, cache: database)
        BridgingHeaderVisibility.apply(bridgingHeader: monolith.bridgingHeader, to: &facts)
        if let store { try compiler?.loadOccurrences(from: store) }
        if options.compareWithStore, let compiler {
            return runComparedWith(
                compiler, facts: facts, contents: contents, of: monolith, parsedFiles: parsed,
                cacheWarning: factsToCache.flatMap { update in database.flatMap { writeCache(update, to: $0) } },
                finish: finish)
        }
        // The cache is written while the references are resolved: first the facts just parsed,
        // while the symbol table is built on one core, then each batch of files as it is resolved.
        nonisolated(unsafe) let replacing = options.updatesCache ? database : nil
        let resolvedFiles = Handoff<ArraySlice<ResolvedFile>>()
        let (resolved, writing) = ConcurrentMap.both(
            { [facts, compiler] in
                defer { resolvedFiles.close() }
                return IndexBuilder().resolve(
                    monolith: monolith.description, facts: facts, compiler: compiler,
                    batch: IndexDatabase.filesPerInsert, resolved: replacing == nil ? nil : resolvedFiles.send)
            },
            { [factsToCache] () -> Result<IndexDatabase.Replacement, any Error>? in
                guard let replacing else { return nil }
                let replacement = Result {
                    let replacement = try replacing.replacingEverything(
                        facts: factsToCache?.facts ?? [], paths: paths)
                    while let files = resolvedFiles.next() { try replacement.insert(files) }
                    return replacement
                }
                // After a failure the rest goes unwritten, but the resolver must not wait for it.
                while resolvedFiles.next() != nil {}
                return replacement
            })
        var resolution = resolved
        facts = []
        let extras = IndexExtras(compiler: compiler, outsideWitnesses: resolution.outsideWitnesses)
        var summary = IndexSummary(
            heads: resolution.files.map(\.head), warnings: cacheWarnings + monolith.diagnostics,
            classNameStrings: monolith.runTimeNames.count, extras: extras)
        var cacheWarning: Diagnostic?
        if let writing, let database {
            let run = IndexDatabase.LastRun(
                fingerprint: fingerprint, setup: setup, shape: resolution.shape,
                summary: try JSONEncoder().encode(summary), extras: try JSONEncoder().encode(extras))
            do {
                try writing.get().commit(run)
            } catch {
                cacheWarning = Self.cacheFailure(error, database)
            }
        }
        // `cleave index` needs the summary alone: putting the index together was the peak of a cold run.
        var index =
            options.summaryOnly
            ? nil : finish(extras.applied(to: Index(monolith: monolith.description, draining: &resolution.files)))
        if let warning = cacheWarning {
            index?.diagnostics.append(warning)
            summary.warnings.append(warning)
        }
        return Run(
            index: index, summary: summary, parsedFiles: parsed, cachedFiles: contents.count - parsed,
            resolvedFiles: contents.count)
    }

    /// What a file parses to besides its content, appended to its hash in the facts cache: the
    /// language mode, and the operators and precedence groups the monolith declares.
    private static func factsMode(of monolith: Monolith, operators: [String]) -> String {
        (monolith.description.languageMode.map { "-swift\($0)" } ?? "")
            + (operators.isEmpty ? "" : "-operators-" + ContentHash.combining(operators))
    }

    /// The folder's cache, where one is used: opened if it exists or this run is to write it. One
    /// that cannot be opened is left out with a warning, unless it is unsound.
    private func openCache(of monolith: Monolith, warnings: inout [Diagnostic]) throws -> IndexDatabase? {
        guard options.useCache,
            options.updatesCache || FileManager.default.fileExists(atPath: IndexDatabase.path(root: monolith.root))
        else { return nil }
        do {
            return try IndexDatabase(root: monolith.root)
        } catch let unsound as IndexDatabase.Unsound {
            throw unsound
        } catch {
            warnings.append(
                Diagnostic(severity: .warning, file: ".cleave/index.sqlite", message: "\(error); indexed without it"))
            return nil
        }
    }

    /// Everything but the files' contents that the index depends on. The whole description: a
    /// project's settings edited alone (another app icon, a file another target builds too) change
    /// it, and the index that carries it, without changing a source.
    private func setupFingerprint(of monolith: Monolith, compiler: CompilerIndex?, mode: String) throws -> String {
        let describer = JSONEncoder()
        describer.outputFormatting = .sortedKeys
        return ContentHash.combining(
            [
                IndexDatabase.factsVersion, String(decoding: try describer.encode(monolith.description), as: UTF8.self),
                monolith.bridgingHeader ?? "", compiler?.fingerprint ?? "", mode,
            ]
                + monolith.runTimeNames.map { "\($0.location) \($0.className ?? "")" }
                // What the store covers changes when a file is touched, though neither its content nor the store does.
                + (compiler?.uncoveredFiles ?? []).map { "\($0.path) \($0.reason)" })
    }

    /// The last run's index, as resolved then, when its files are still the monolith's; nil when
    /// it cannot be read back.
    private func unchangedRun(
        _ unchanged: IndexDatabase.LastRun, from database: IndexDatabase, contents: [FileContents],
        of monolith: Monolith, finish: (Index) -> Index
    ) throws -> Run? {
        guard let summary = try? JSONDecoder().decode(IndexSummary.self, from: unchanged.summary),
            let extras = try? JSONDecoder().decode(IndexExtras.self, from: unchanged.extras)
        else { return nil }
        var files = try database.resolvedFiles()
        guard files.map(\.path) == contents.map(\.file.path).sorted() else { return nil }
        let index = finish(extras.applied(to: Index(monolith: monolith.description, draining: &files)))
        return Run(index: index, summary: summary, parsedFiles: 0, cachedFiles: contents.count)
    }

    /// Every file's contents and hash. A file whose size and modification time are those its hash
    /// was last taken at is not read: most of an unchanged run was reading and hashing files.
    private func contents(of monolith: Monolith, knowing database: IndexDatabase?) throws -> [FileContents] {
        let known = try database?.knownContents() ?? [:]
        let rootPath = monolith.root.path
        let contents = ConcurrentMap.map(monolith.files) {
            FileContents(file: $0, rootPath: rootPath, known: known[$0.path])
        }
        if let unreadable = contents.first(where: \.isUnreadable) {
            throw AnalyzerError.sourceUnreadable(monolith.root.appendingPathComponent(unreadable.file.path).path)
        }
        if let database, options.updatesCache {
            let taken = contents.compactMap { content -> (path: String, known: KnownContent)? in
                guard let taken = content.known, taken.stat.isSettled else { return nil }
                if let old = known[content.file.path], old.stat.signature == taken.stat.signature,
                    old.hash == taken.hash
                {
                    return nil
                }
                return (content.file.path, taken)
            }
            // Only a cache of hashes: a run that cannot record them reads the files again next time.
            try? database.record(taken, keeping: Set(contents.map(\.file.path)))
        }
        return contents
    }

    /// Every file's facts: the cached ones of files unchanged since they were parsed, the front
    /// ends' of the others, which the cache keeps at once (unless `updatesCache` is off): held
    /// until the index is written, they were a good part of the memory a cold run takes. Also how
    /// many were parsed, and the warning if they could not be kept.
    private func read(
        _ contents: [FileContents], of monolith: Monolith, operators: [String], mode: String, cache: IndexDatabase?
    ) throws -> (facts: [FileFacts], parsed: Int, toCache: IndexDatabase.Update?) {
        let cached = try cache?.cachedFacts() ?? [:]
        let keeping = cache != nil && options.updatesCache
        let frontEnds = FrontEnds(monolith: monolith, operators: operators)
        let counter = ProgressCounter(total: contents.count, report: progress)
        let results: [(facts: FileFacts, parsed: Bool, cached: IndexDatabase.Update.Facts?)] = ConcurrentMap.map(
            contents
        ) { content in
            defer { counter.increment() }
            if let hit = cached[content.file.path], hit.hash == content.hash + mode,
                let facts = try? CompactDecoder().decode(FileFacts.self, from: hit.facts)
            {
                return (facts, false, nil)
            }
            let facts = frontEnds.facts(for: content.read(root: monolith.root))
            return (facts, true, keeping ? Self.cacheEntry(facts, of: content, mode: mode) : nil)
        }
        let fresh = results.compactMap(\.cached)
        let toCache =
            fresh.isEmpty
            ? nil
            : IndexDatabase.Update(
                facts: fresh, paths: Set(contents.map(\.file.path)), resolved: [], run: nil)
        return (results.map(\.facts), results.count { $0.parsed }, toCache)
    }

    /// The last run's index with only what the edited files reach resolved again (from syntax);
    /// nil when more than Swift files changed, or the edit reaches beyond names
    /// (`IncrementalResolution`), and everything is resolved again.
    private func indexEdits(
        _ contents: [FileContents], of monolith: Monolith, operators: [String], since lastRun: IndexDatabase.LastRun,
        in database: IndexDatabase,
        fingerprint: String, mode: String, warnings: [Diagnostic], finish: (Index) -> Index
    ) throws -> Run? {
        guard let shape = lastRun.shape, let extras = try? JSONDecoder().decode(IndexExtras.self, from: lastRun.extras)
        else { return nil }
        let frontEnds = FrontEnds(monolith: monolith, operators: operators)
        // The Swift files whose hash changed since it was last taken are almost surely the ones
        // edited: they are parsed while the last run's heads are read (a tenth of a second each,
        // on an edit of a 600k-line app). Which files were edited is still what the heads say.
        let parse: @Sendable (FileContents) -> FileFacts = { frontEnds.facts(for: $0.read(root: monolith.root)) }
        let ahead = contents.filter { $0.differsFromKnown && $0.file.language == .swift }
        nonisolated(unsafe) let database = database  // used by the one closure while the other parses
        let (parsedAhead, heads) = ConcurrentMap.both(
            { ConcurrentMap.map(ahead, parse) }, { Result { try database.resolvedHeads() } })
        let previous = Dictionary(try heads.get().map { ($0.file.path, $0) }, uniquingKeysWith: { first, _ in first })
        LeftForExit.keep(previous)
        let paths = contents.map(\.file.path).sorted()
        let current = Set(paths)
        let edited = contents.filter { previous[$0.file.path]?.file.contentHash != $0.hash }
        let removed = previous.values.filter { !current.contains($0.file.path) }
        guard edited.allSatisfy({ $0.file.language == .swift }), removed.allSatisfy({ $0.file.language == .swift })
        else { return nil }
        let factsAhead = Dictionary(uniqueKeysWithValues: zip(ahead.map(\.file.path), parsedAhead))
        let parsed = ConcurrentMap.map(edited) { factsAhead[$0.file.path] ?? parse($0) }
        let hashes = Dictionary(uniqueKeysWithValues: contents.map { ($0.file.path, $0.hash + mode) })
        let resolution = IncrementalResolution(previous: previous, previousShape: shape, monolith: monolith.description)
        guard
            let outcome = try resolution.resolve(
                paths: paths, edited: Dictionary(uniqueKeysWithValues: parsed.map { ($0.file.path, $0) }),
                filesMentioning: { try database.files(mentioningAnyOf: $0, hashes: hashes) },
                cachedFacts: { paths in
                    try database.cachedFacts(of: paths).reduce(into: [:]) { found, entry in
                        guard entry.value.hash == hashes[entry.key],
                            let facts = try? CompactDecoder().decode(FileFacts.self, from: entry.value.facts)
                        else { return }
                        found[entry.key] = facts
                    }
                })
        else { return nil }
        let rewritten = Dictionary(uniqueKeysWithValues: outcome.rewritten.map { ($0.path, $0) })
        var summary = IndexSummary(
            heads: paths.map { rewritten[$0]?.head ?? previous[$0]! }, warnings: warnings,
            classNameStrings: monolith.runTimeNames.count, extras: extras)
        // `cleave index` needs the summary alone: the references of the files not resolved again stay on disk.
        var index =
            try options.summaryOnly
            ? nil
            : {
                // The heads are those read above: only the bodies of the files not resolved again are read.
                let bodies = try database.resolvedBodies()
                var files = try paths.map { path in
                    if let file = rewritten[path] { return file }
                    guard let body = bodies[path] else {
                        throw IndexDatabase.Unsound.unreadableFile
                    }
                    return ResolvedFile(head: previous[path]!, body: body)
                }
                return finish(extras.applied(to: Index(monolith: monolith.description, draining: &files)))
            }()
        let fresh = zip(edited, parsed).compactMap { content, facts in Self.cacheEntry(facts, of: content, mode: mode) }
        let update = IndexDatabase.Update(
            facts: fresh, paths: current, resolved: outcome.rewritten,
            run: IndexDatabase.LastRun(
                fingerprint: fingerprint, setup: lastRun.setup, shape: outcome.shape,
                summary: try JSONEncoder().encode(summary),
                extras: lastRun.extras))
        if let warning = writeCache(update, to: database) {
            index?.diagnostics.append(warning)
            summary.warnings.append(warning)
        }
        return Run(
            index: index, summary: summary, parsedFiles: edited.count, cachedFiles: contents.count - edited.count,
            resolvedFiles: outcome.rewritten.count)
    }

    /// What the cache keeps of a file just parsed: its facts, under the hash of the content and
    /// language mode they came from, and the names its sites mention.
    private static func cacheEntry(_ facts: FileFacts, of content: FileContents, mode: String) -> IndexDatabase.Update
        .Facts?
    {
        (try? CompactEncoder().encode(facts)).map {
            (
                path: content.file.path, hash: content.hash + mode, facts: $0,
                mentions: IncrementalResolution.mentions(of: facts.references)
            )
        }
    }

    /// Writes what a run changed to the cache; where it cannot, the index is still complete, and
    /// the warning returned says that the next run will be slower.
    private func writeCache(_ update: IndexDatabase.Update, to database: IndexDatabase) -> Diagnostic? {
        do {
            try database.store(update)
            return nil
        } catch {
            return Self.cacheFailure(error, database)
        }
    }

    private static func cacheFailure(_ error: any Error, _ database: IndexDatabase) -> Diagnostic {
        Diagnostic(
            severity: .warning, file: database.path,
            message: "cannot update the cache (\(error)); the next run parses everything")
    }

}
