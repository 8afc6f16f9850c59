import Foundation

/// The index persisted under `.cleave/index.sqlite` in the analysed root: each file's facts keyed
/// by path and content hash (so only changed files are parsed again), the resolved index as
/// tables a later step can query and whole (so an unchanged monolith is not resolved again), and
/// the fingerprint of the last run.
public final class IndexDatabase {
    /// Bumped whenever the facts encoding changes shape.
    static let factsFormat = 3

    /// Facts are reused only by the build of Cleave that wrote them: a newer front end may find
    /// more in the same file, and a warm run must give the index a cold run gives.
    public static let factsVersion: String = {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        let path = FileManager.default.fileExists(atPath: executable) ? executable : Bundle.main.executablePath ?? ""
        let attributes = (try? FileManager.default.attributesOfItem(atPath: path)) ?? [:]
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(factsFormat)-\(size)-\(Int(modified))"
    }()

    /// The layout of the tables, stamped in the file's `user_version`: a cache of another layout
    /// (an older or newer Cleave's, or another tool's) is discarded, not misread.
    static let cacheFormat = 1

    /// A cache that cannot be used as it is: damaged, or not in this Cleave's format.
    public struct Unsound: Error, CustomStringConvertible {
        public let description: String
    }

    private let database: SQLiteDatabase
    public let path: String

    /// Where the cache of a monolith at `root` is kept.
    static func path(root: URL) -> String { root.appendingPathComponent(".cleave/index.sqlite").path }

    /// Opens the cache at `root`, creating it if there is none; `Unsound` if the one there cannot
    /// be used (`discard(root:)` it and open again).
    public init(root: URL) throws {
        let folder = root.appendingPathComponent(".cleave")
        path = Self.path(root: root)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            database = try SQLiteDatabase(path: path)
            switch try Self.format(of: database) {
            case .current: break
            case .new: try database.execute(Self.schema + "PRAGMA user_version = \(Self.cacheFormat);")
            case .unusable(let problem): throw Unsound(description: problem)
            }
        } catch let failure as SQLiteDatabase.Failure where failure.isCorruption {
            throw Unsound(description: "is damaged (\(failure))")
        } catch let unsound as Unsound {
            throw unsound
        } catch {
            throw AnalyzerError.cacheUnusable(path: folder.path, reason: (error as NSError).localizedDescription)
        }
    }

    /// Removes the cache at `root`, with SQLite's side files: all it holds can be computed again.
    public static func discard(root: URL) throws {
        for suffix in ["", "-wal", "-shm", "-journal"] where FileManager.default.fileExists(atPath: path(root: root) + suffix) {
            try FileManager.default.removeItem(atPath: path(root: root) + suffix)
        }
    }

    private enum Format {
        case current, new
        case unusable(String)
    }

    private static func format(of database: SQLiteDatabase) throws -> Format {
        let format = try database.query("PRAGMA user_version").first?[0].integer ?? 0
        if format == cacheFormat { return .current }
        let tables = try database.query("SELECT count(*) FROM sqlite_master").first?[0].integer ?? 0
        if format == 0, tables == 0 { return .new }
        return .unusable(
            format > cacheFormat
                ? "was written by a newer Cleave (cache format \(format); this one reads \(cacheFormat))"
                : "is not in this Cleave's cache format")
    }

    static let schema = """
        CREATE TABLE IF NOT EXISTS facts (path TEXT PRIMARY KEY, hash TEXT NOT NULL, version TEXT NOT NULL, facts BLOB NOT NULL);
        CREATE TABLE IF NOT EXISTS runs (id INTEGER PRIMARY KEY CHECK (id = 1), fingerprint TEXT NOT NULL, summary BLOB NOT NULL);
        CREATE TABLE IF NOT EXISTS declarations (id TEXT PRIMARY KEY, name TEXT, kind TEXT, file TEXT, line INTEGER, parent TEXT, access TEXT);
        CREATE TABLE IF NOT EXISTS refs (source TEXT, target TEXT, kind TEXT, certainty TEXT, file TEXT, line INTEGER, column INTEGER);
        CREATE INDEX IF NOT EXISTS refs_by_target ON refs (target);
        CREATE TABLE IF NOT EXISTS resolved (id INTEGER PRIMARY KEY CHECK (id = 1), fingerprint TEXT NOT NULL, version TEXT NOT NULL, index_data BLOB NOT NULL);
        """

    /// Cached facts by path, with the content hash they were computed from.
    public func cachedFacts() throws -> [String: (hash: String, facts: Data)] {
        var cached: [String: (hash: String, facts: Data)] = [:]
        for row in try database.query("SELECT path, hash, facts FROM facts WHERE version = ?", [.text(Self.factsVersion)]) {
            guard let path = row[0].text, let hash = row[1].text, let facts = row[2].blob else { continue }
            cached[path] = (hash, facts)
        }
        return cached
    }

    /// Stores the facts of freshly parsed files and forgets files that are gone.
    public func updateFacts(_ fresh: [(path: String, hash: String, facts: Data)], keeping paths: Set<String>) throws {
        try database.run(
            "INSERT OR REPLACE INTO facts (path, hash, version, facts) VALUES (?, ?, ?, ?)",
            rows: fresh.map { [.text($0.path), .text($0.hash), .text(Self.factsVersion), .blob($0.facts)] })
        let stored = try database.query("SELECT path FROM facts").compactMap { $0[0].text }
        try database.run("DELETE FROM facts WHERE path = ?", rows: stored.filter { !paths.contains($0) }.map { [.text($0)] })
    }

    /// The summary stored by the last run whose inputs had this fingerprint.
    public func summary(forFingerprint fingerprint: String) throws -> Data? {
        try database.query("SELECT summary FROM runs WHERE fingerprint = ?", [.text(fingerprint)]).first?[0].blob
    }

    /// The whole index stored by the last run whose inputs had this fingerprint, compact-encoded:
    /// a run with nothing changed reads it instead of resolving the monolith again.
    public func resolvedIndex(forFingerprint fingerprint: String) throws -> Data? {
        try database.query(
            "SELECT index_data FROM resolved WHERE fingerprint = ? AND version = ?", [.text(fingerprint), .text(Self.factsVersion)]
        ).first?[0].blob
    }

    /// Replaces the resolved index (tables and whole), and the run fingerprint.
    public func storeIndex(_ index: Index, fingerprint: String, summary: Data) throws {
        try database.run(
            "INSERT OR REPLACE INTO resolved (id, fingerprint, version, index_data) VALUES (1, ?, ?, ?)",
            rows: [[.text(fingerprint), .text(Self.factsVersion), .blob(try CompactEncoder().encode(index))]])
        try database.execute("DELETE FROM declarations; DELETE FROM refs;")
        try database.run(
            "INSERT OR REPLACE INTO declarations VALUES (?, ?, ?, ?, ?, ?, ?)",
            rows: index.declarations.map {
                [
                    .text($0.id), .text($0.name), .text($0.kind.rawValue), .text($0.location.file),
                    .integer(Int64($0.location.line)), $0.parentID.map { .text($0) } ?? .null,
                    .text($0.effectiveAccess.rawValue),
                ]
            })
        try database.run(
            "INSERT INTO refs VALUES (?, ?, ?, ?, ?, ?, ?)",
            rows: index.references.flatMap { reference in
                reference.targetIDs.map { target in
                    [
                        reference.sourceID.map { .text($0) } ?? .null, .text(target), .text(reference.kind.rawValue),
                        .text(reference.certainty.rawValue), .text(reference.location.file),
                        .integer(Int64(reference.location.line)), .integer(Int64(reference.location.column)),
                    ]
                }
            })
        try database.run(
            "INSERT OR REPLACE INTO runs (id, fingerprint, summary) VALUES (1, ?, ?)",
            rows: [[.text(fingerprint), .blob(summary)]])
    }
}
