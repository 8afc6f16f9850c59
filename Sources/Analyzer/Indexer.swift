import Foundation

/// Indexes a monolith: reads every file, reuses the cached facts of files whose content did not
/// change, runs the right front end on the others (on all cores), and resolves the whole.
public struct Indexer: Sendable {
    public struct Options: Sendable {
        public var useCache: Bool
        /// Skip building the index when the cache holds a summary for exactly these inputs.
        public var summaryOnly: Bool

        public init(useCache: Bool = true, summaryOnly: Bool = false) {
            self.useCache = useCache
            self.summaryOnly = summaryOnly
        }
    }

    public struct Run: Sendable {
        /// Nil when `summaryOnly` was asked and nothing changed since the last run.
        public var index: Index?
        public var summary: IndexSummary
        public var parsedFiles: Int
        public var cachedFiles: Int
    }

    public let options: Options
    /// Called with (files done, files in all) while files are being read and parsed.
    public let progress: (@Sendable (Int, Int) -> Void)?

    public init(options: Options = Options(), progress: (@Sendable (Int, Int) -> Void)? = nil) {
        self.options = options
        self.progress = progress
    }

    public func index(_ monolith: Monolith) throws -> Run {
        let contents = ConcurrentMap.map(monolith.files) { FileContents(file: $0, root: monolith.root) }
        let fingerprint = ContentHash.combining(
            [IndexDatabase.factsVersion, monolith.description.name, monolith.bridgingHeader ?? ""]
                + contents.map { "\($0.file.path) \($0.hash)" })
        // A folder the user cannot write to (a read-only checkout) is still indexed, without the cache.
        var cacheWarnings: [Diagnostic] = []
        var database: IndexDatabase?
        if options.useCache {
            do {
                database = try IndexDatabase(root: monolith.root)
            } catch {
                cacheWarnings.append(
                    Diagnostic(severity: .warning, file: ".cleave/index.sqlite", message: "\(error); indexed without it"))
            }
        }
        if options.summaryOnly, let stored = try database?.summary(forFingerprint: fingerprint),
            let summary = try? JSONDecoder().decode(IndexSummary.self, from: stored)
        {
            return Run(index: nil, summary: summary, parsedFiles: 0, cachedFiles: contents.count)
        }

        let cached = try database?.cachedFacts() ?? [:]
        let frontEnds = FrontEnds(monolith: monolith)
        let counter = ProgressCounter(total: contents.count, report: progress)
        let caching = database != nil
        let results: [(facts: FileFacts, parsed: Bool, encoded: Data?)] = ConcurrentMap.map(contents) { content in
            defer { counter.increment() }
            if let hit = cached[content.file.path], hit.hash == content.hash,
                let facts = try? CompactDecoder().decode(FileFacts.self, from: hit.facts)
            {
                return (facts, false, nil)
            }
            let facts = frontEnds.facts(for: content)
            return (facts, true, caching ? try? CompactEncoder().encode(facts) : nil)
        }
        var facts = results.map(\.facts)
        BridgingHeaderVisibility.apply(bridgingHeader: monolith.bridgingHeader, to: &facts)
        var index = IndexBuilder().build(monolith: monolith.description, facts: facts)
        index.diagnostics = cacheWarnings + monolith.diagnostics + index.diagnostics
        var summary = IndexSummary(index)

        if let database {
            let fresh = zip(contents, results).compactMap { content, result in
                result.encoded.map { (path: content.file.path, hash: content.hash, facts: $0) }
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
        return Run(index: index, summary: summary, parsedFiles: parsed, cachedFiles: contents.count - parsed)
    }
}
