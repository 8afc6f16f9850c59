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

/// A file's bytes and fingerprint; folder resources are fingerprinted by their contents.
struct FileContents: Sendable {
    let file: DiscoveredFile
    let url: URL
    let data: Data
    let hash: String

    init(file: DiscoveredFile, root: URL) {
        self.file = file
        url = root.appendingPathComponent(file.path)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
            data = Data()
            hash = ResourceFrontEnd.folderHash(at: url)
        } else {
            data = FileManager.default.contents(atPath: url.path) ?? Data()
            hash = ContentHash.of(data)
        }
    }

    var sourceFile: SourceFile {
        let lines = data.isEmpty ? 0 : data.reduce(into: 0) { count, byte in if byte == UInt8(ascii: "\n") { count += 1 } }
            + (data.last == UInt8(ascii: "\n") ? 0 : 1)
        return SourceFile(path: file.path, language: file.language, contentHash: hash, lines: lines, bytes: data.count)
    }
}

/// The front end for each language, chosen per file.
struct FrontEnds: Sendable {
    let swift = SwiftFrontEnd()
    let objc: ObjCFrontEnd
    let resources: ResourceFrontEnd

    init(monolith: Monolith) {
        let headerFolders = Set(
            monolith.files.filter { $0.language == .objcHeader }.map { ($0.path as NSString).deletingLastPathComponent })
        objc = ObjCFrontEnd(
            root: monolith.root, headerSearchPaths: headerFolders.sorted().map { monolith.root.appendingPathComponent($0) })
        resources = ResourceFrontEnd(root: monolith.root)
    }

    func facts(for content: FileContents) -> FileFacts {
        let file = content.sourceFile
        switch file.language {
        case .swift:
            guard let source = String(validatingUTF8Data: content.data) else {
                return FileFacts(
                    file: file,
                    diagnostics: [
                        Diagnostic(severity: .warning, file: file.path, message: "not UTF-8 text; skipped (re-save it as UTF-8)")
                    ])
            }
            return swift.facts(for: file, source: source)
        case .objcHeader, .objcImplementation:
            return objc.facts(for: file)
        case .resource:
            return resources.facts(for: file)
        }
    }
}

extension String {
    init?(validatingUTF8Data data: Data) {
        self.init(data: data, encoding: .utf8)
    }
}

/// Counts finished files across threads and reports every so often.
final class ProgressCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var done = 0
    private let total: Int
    private let report: (@Sendable (Int, Int) -> Void)?

    init(total: Int, report: (@Sendable (Int, Int) -> Void)?) {
        self.total = total
        self.report = report
    }

    func increment() {
        guard let report else { return }
        lock.lock()
        done += 1
        let current = done
        lock.unlock()
        if current % 50 == 0 || current == total { report(current, total) }
    }
}
