import Foundation

/// The index persisted under `.cleave/index.sqlite` in the analysed root: each file's facts keyed
/// by path and content hash (so only changed files are parsed again), each file's share of the
/// resolved index, whole (so an unchanged file is not resolved again) and as tables a later step
/// can query, and the fingerprints of the last run.
public final class IndexDatabase {
    /// Bumped whenever the facts encoding changes shape.
    static let factsFormat = 5

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
    static let cacheFormat = 8

    /// A cache that cannot be used as it is: damaged, or not in this Cleave's format.
    public struct Unsound: UserFacingError {
        public let description: String

        static let unreadableFile = Unsound(description: "holds a resolved file it cannot read")
    }

    private let database: SQLiteDatabase
    public let path: String

    /// Where the cache of a monolith at `root` is kept.
    static func path(root: URL) -> String { root.appendingPathComponent(".cleave/index.sqlite").path }

    /// A `.gitignore` of `*` in the cache's folder: git then never lists the cache, with no line
    /// for the user to add to their own `.gitignore` (and `cleave apply` finds the tree clean).
    private static func keepOutOfGit(_ folder: URL) {
        let ignore = folder.appendingPathComponent(".gitignore")
        guard !FileManager.default.fileExists(atPath: ignore.path) else { return }
        try? Data("# Cleave's cache: safe to delete, never to commit.\n*\n".utf8).write(to: ignore)
    }

    /// Opens the cache at `root`, creating it if there is none; `Unsound` if the one there cannot
    /// be used (`discard(root:)` it and open again).
    public init(root: URL) throws {
        let folder = root.appendingPathComponent(".cleave")
        path = Self.path(root: root)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            Self.keepOutOfGit(folder)
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
        for suffix in ["", "-wal", "-shm", "-journal"]
        where FileManager.default.fileExists(atPath: path(root: root) + suffix) {
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
        let stamp = "cache format \(format); this one reads \(cacheFormat)"
        if format > cacheFormat { return .unusable("was written by a newer Cleave (\(stamp))") }
        if format > 0 { return .unusable("was written by an older Cleave (\(stamp))") }
        return .unusable("is not in this Cleave's cache format")
    }

    static let schema = """
        CREATE TABLE IF NOT EXISTS facts (path TEXT PRIMARY KEY, hash TEXT NOT NULL, version TEXT NOT NULL, facts BLOB NOT NULL);
        CREATE TABLE IF NOT EXISTS mentions (path TEXT PRIMARY KEY, names TEXT NOT NULL);
        CREATE TABLE IF NOT EXISTS runs (id INTEGER PRIMARY KEY CHECK (id = 1), fingerprint TEXT NOT NULL, setup TEXT NOT NULL, shape TEXT, summary BLOB NOT NULL, extras BLOB NOT NULL);
        CREATE TABLE IF NOT EXISTS resolved (path TEXT PRIMARY KEY, head BLOB NOT NULL, body BLOB NOT NULL);
        CREATE TABLE IF NOT EXISTS declarations (id TEXT PRIMARY KEY, name TEXT, kind TEXT, file TEXT, line INTEGER, parent TEXT, access TEXT);
        CREATE INDEX IF NOT EXISTS declarations_by_file ON declarations (file);
        CREATE TABLE IF NOT EXISTS refs (source TEXT, target TEXT, kind TEXT, certainty TEXT, file TEXT, line INTEGER, column INTEGER);
        CREATE INDEX IF NOT EXISTS refs_by_target ON refs (target);
        CREATE INDEX IF NOT EXISTS refs_by_file ON refs (file);
        CREATE TABLE IF NOT EXISTS stats (path TEXT PRIMARY KEY, signature TEXT NOT NULL, hash TEXT NOT NULL, operators TEXT NOT NULL);
        """

    /// Cached facts by path, with the content hash they were computed from: every file's, or
    /// those of `paths`.
    public func cachedFacts(of paths: [String]? = nil) throws -> [String: (hash: String, facts: Data)] {
        var cached: [String: (hash: String, facts: Data)] = [:]
        let rows =
            try paths.map { paths in
                try paths.flatMap { path in
                    try database.query(
                        "SELECT path, hash, facts FROM facts WHERE version = ? AND path = ?",
                        [.text(Self.factsVersion), .text(path)])
                }
            } ?? database.query("SELECT path, hash, facts FROM facts WHERE version = ?", [.text(Self.factsVersion)])
        for row in rows {
            guard let path = row[0].text, let hash = row[1].text, let facts = row[2].blob else { continue }
            cached[path] = (hash, facts)
        }
        return cached
    }

    /// Each file's content hash and operator declarations as last taken, with its size and
    /// modification time then (`FileStat`).
    func knownContents() throws -> [String: KnownContent] {
        var known: [String: KnownContent] = [:]
        for row in try database.query("SELECT path, signature, hash, operators FROM stats") {
            guard let path = row[0].text, let signature = row[1].text, let hash = row[2].text,
                let operators = row[3].text
            else { continue }
            known[path] = KnownContent(
                stat: FileStat(signature: signature), hash: hash,
                operators: operators.split(separator: "\n").map(String.init))
        }
        return known
    }

    /// Records what was taken of these files at the size and modification time they had, and
    /// forgets the files not in `paths`.
    func record(_ contents: [(path: String, known: KnownContent)], keeping paths: Set<String>) throws {
        let stored = try database.query("SELECT path FROM stats").compactMap { $0[0].text }
        let gone = stored.filter { !paths.contains($0) }
        guard !contents.isEmpty || !gone.isEmpty else { return }
        try database.transaction {
            try database.run(
                "INSERT OR REPLACE INTO stats (path, signature, hash, operators) VALUES (?, ?, ?, ?)",
                rows: contents.map {
                    [
                        .text($0.path), .text($0.known.stat.signature), .text($0.known.hash),
                        .text($0.known.operators.joined(separator: "\n")),
                    ]
                })
            try database.run("DELETE FROM stats WHERE path = ?", rows: gone.map { [.text($0)] })
        }
    }

    /// The files whose cached facts (at these content hashes) have sites that mention any of `names`.
    /// The names are a table of their own: beside the facts, each file's list came after its encoded
    /// facts, and every search read them all (a tenth of a second on a 600k-line app).
    public func files(mentioningAnyOf names: Set<String>, hashes: [String: String]) throws -> Set<String> {
        var found: Set<String> = []
        // A few names (most edits): SQLite finds them in the stored lists, in one pass; many: each
        // list read once.
        if names.count <= 16 {
            let sorted = names.sorted()
            let anyName = sorted.map { _ in "instr(names, ?) > 0" }.joined(separator: " OR ")
            for row in try database.query(
                "SELECT path, hash FROM facts WHERE version = ? AND path IN (SELECT path FROM mentions WHERE \(anyName))",
                [.text(Self.factsVersion)] + sorted.map { .text("\n\($0)\n") })
            {
                guard let path = row[0].text, let hash = row[1].text, hashes[path] == hash else { continue }
                found.insert(path)
            }
            return found
        }
        for row in try database.query(
            "SELECT path, hash, names FROM facts JOIN mentions USING (path) WHERE version = ?",
            [.text(Self.factsVersion)])
        {
            guard let path = row[0].text, let hash = row[1].text, hashes[path] == hash, let mentions = row[2].text
            else { continue }
            if mentions.split(separator: "\n").contains(where: { names.contains(String($0)) }) { found.insert(path) }
        }
        return found
    }

    /// What the last run left: its fingerprints, and what the index holds beyond its files.
    public struct LastRun: Sendable {
        /// Of every input (`Indexer`): the same fingerprint, the same index.
        public var fingerprint: String
        /// Of every input but the files' contents: with the same setup, the last run's files can be
        /// reused one by one.
        public var setup: String
        /// The resolver's shape (`NameResolver.shapeFingerprint`), when it resolved from syntax.
        public var shape: String?
        public var summary: Data
        public var extras: Data
    }

    public func lastRun() throws -> LastRun? {
        guard let row = try database.query("SELECT fingerprint, setup, shape, summary, extras FROM runs").first,
            let fingerprint = row[0].text, let setup = row[1].text, let summary = row[3].blob, let extras = row[4].blob
        else { return nil }
        return LastRun(fingerprint: fingerprint, setup: setup, shape: row[2].text, summary: summary, extras: extras)
    }

    /// The heads of the last run's files (what resolving others needs of each), in path order.
    public func resolvedHeads() throws -> [ResolvedFile.Head] {
        try decoded(ResolvedFile.Head.self, from: database.query("SELECT head FROM resolved").compactMap { $0[0].blob })
            .sorted { $0.file.path < $1.file.path }
    }

    /// The bodies of the last run's files (their references and run-time look-ups), by path.
    public func resolvedBodies() throws -> [String: ResolvedFile.Body] {
        let rows = try database.query("SELECT path, body FROM resolved")
        let bodies = try decoded(ResolvedFile.Body.self, from: rows.compactMap { $0[1].blob })
        let paths = rows.compactMap { $0[0].text }
        guard bodies.count == rows.count, paths.count == rows.count else {
            throw Unsound.unreadableFile
        }
        return Dictionary(zip(paths, bodies), uniquingKeysWith: { first, _ in first })
    }

    /// The last run's files, each as the index holds it, in path order. A file's head and body
    /// are read in one query and decoded together, on every core.
    public func resolvedFiles() throws -> [ResolvedFile] {
        let rows = try database.query("SELECT head, body FROM resolved")
        let blobs = rows.compactMap { row in row[0].blob.flatMap { head in row[1].blob.map { (head, $0) } } }
        guard blobs.count == rows.count else { throw Unsound.unreadableFile }
        return try decoded(blobs) { head, body in
            try ResolvedFile(
                head: CompactDecoder().decode(ResolvedFile.Head.self, from: head),
                body: CompactDecoder().decode(ResolvedFile.Body.self, from: body))
        }
        .sorted { $0.head.file.path < $1.head.file.path }
    }

    private func decoded<Part: Decodable & Sendable>(_ type: Part.Type, from blobs: [Data]) throws -> [Part] {
        try decoded(blobs) { try CompactDecoder().decode(Part.self, from: $0) }
    }

    /// Each blob decoded, on every core; unsound if any cannot be.
    private func decoded<Blob: Sendable, Part: Sendable>(
        _ blobs: [Blob], _ decode: @Sendable (Blob) throws -> Part
    ) throws -> [Part] {
        try ConcurrentMap.map(blobs) { try? decode($0) }.map { part in
            guard let part else { throw Unsound.unreadableFile }
            return part
        }
    }

    /// What a run changes, written in one transaction.
    public struct Update: Sendable {
        /// A file's facts as parsed in this run, encoded, with the names its sites mention.
        public typealias Facts = (path: String, hash: String, facts: Data, mentions: Set<String>)
        public var facts: [Facts]
        /// Every file of the monolith: what the cache holds of any other is forgotten.
        public var paths: Set<String>
        /// The files resolved in this run.
        public var resolved: [ResolvedFile]
        /// Nil when this run's index is not the one to keep (measured against a store): then only
        /// the facts are written.
        public var run: LastRun?
    }

    public func store(_ update: Update) throws {
        try database.transaction {
            let gone = try write(facts: update.facts, keeping: update.paths)
            guard let run = update.run else { return }
            let replaced = gone + update.resolved.map(\.path)
            for table in [
                "DELETE FROM resolved WHERE path = ?", "DELETE FROM declarations WHERE file = ?",
                "DELETE FROM refs WHERE file = ?",
            ] {
                try database.run(table, rows: replaced.map { [.text($0)] })
            }
            try insert(update.resolved[...])
            try write(run)
        }
    }

    /// How many files' rows are encoded and written at once: the rows of a whole monolith at once
    /// took more memory than its index.
    public static let filesPerInsert = 256

    /// A cold run's cache, written while the run resolves: `store`'s transaction for an update that
    /// replaces everything, opened with the facts, fed the resolved files as they come, and committed
    /// with the run.
    ///
    /// Used from one thread at a time: the one that feeds it, then the one that commits it.
    public final class Replacement: @unchecked Sendable {
        private let database: IndexDatabase
        private var isOpen = true

        fileprivate init(_ database: IndexDatabase, facts: [Update.Facts], paths: Set<String>) throws {
            self.database = database
            // Written whole, the cache goes once to its file. Through the write-ahead log every page
            // was written twice, to the log and then, at the commit, from the log to the file (0.8 s
            // of a cold index of a 600k-line app). Where another connection is open, it stays a log.
            try database.database.execute("PRAGMA journal_mode=DELETE; BEGIN")
            do {
                _ = try database.write(facts: facts, keeping: paths)
                try database.database.execute("DELETE FROM resolved; DELETE FROM declarations; DELETE FROM refs;")
            } catch {
                abandon()
                throw error
            }
        }

        /// Adds these files' rows; on failure nothing of the replacement is kept.
        public func insert(_ files: ArraySlice<ResolvedFile>) throws {
            do {
                try database.insert(files)
            } catch {
                abandon()
                throw error
            }
        }

        public func commit(_ run: LastRun) throws {
            do {
                try database.write(run)
                try database.database.execute("COMMIT")
                isOpen = false
                // Where the log cannot come back now, the next open brings it back.
                try? database.database.execute(SQLiteDatabase.journalMode)
            } catch {
                abandon()
                throw error
            }
        }

        /// Rolls everything back: the cache stays as it was before.
        public func abandon() {
            guard isOpen else { return }
            isOpen = false
            try? database.database.execute("ROLLBACK; " + SQLiteDatabase.journalMode)
        }
    }

    /// Opens a `Replacement` of everything the cache holds.
    public func replacingEverything(facts: [Update.Facts], paths: Set<String>) throws -> Replacement {
        try Replacement(self, facts: facts, paths: paths)
    }

    /// Writes the facts of the files just parsed and forgets those of files no longer in `paths`;
    /// returns the paths forgotten.
    private func write(facts: [Update.Facts], keeping paths: Set<String>) throws -> [String] {
        try database.run(
            "INSERT OR REPLACE INTO facts (path, hash, version, facts) VALUES (?, ?, ?, ?)",
            rows: facts.map { [.text($0.path), .text($0.hash), .text(Self.factsVersion), .blob($0.facts)] })
        try database.run(
            "INSERT OR REPLACE INTO mentions (path, names) VALUES (?, ?)",
            rows: facts.map { file in
                // One name a line, each between line breaks, so that `instr` finds whole names.
                [.text(file.path), .text("\n" + file.mentions.sorted().joined(separator: "\n") + "\n")]
            })
        let stored = try database.query("SELECT path FROM facts").compactMap { $0[0].text }
        let gone = stored.filter { !paths.contains($0) }
        for table in ["DELETE FROM facts WHERE path = ?", "DELETE FROM mentions WHERE path = ?"] {
            try database.run(table, rows: gone.map { [.text($0)] })
        }
        return gone
    }

    private func write(_ run: LastRun) throws {
        try database.run(
            "INSERT OR REPLACE INTO runs (id, fingerprint, setup, shape, summary, extras) VALUES (1, ?, ?, ?, ?, ?)",
            rows: [
                [
                    .text(run.fingerprint), .text(run.setup), run.shape.map { .text($0) } ?? .null,
                    .blob(run.summary), .blob(run.extras),
                ]
            ])
    }

    /// The rows of these files in `resolved`, `declarations` and `refs`, `filesPerInsert` files at a time.
    private func insert(_ files: ArraySlice<ResolvedFile>) throws {
        for start in stride(from: files.startIndex, to: files.endIndex, by: Self.filesPerInsert) {
            try insertRows(files[start..<min(start + Self.filesPerInsert, files.endIndex)])
        }
    }

    /// Encoded on this thread: the worker threads of a `ConcurrentMap` per batch each took a fresh
    /// malloc arena, and at 1M lines the arenas kept 150 MB more than the run needed, for no time saved.
    private func insertRows(_ files: ArraySlice<ResolvedFile>) throws {
        let encoded = files.map { file in
            (try? CompactEncoder().encode(file.head)).flatMap { head in
                (try? CompactEncoder().encode(file.body)).map { (head, $0) }
            }
        }
        try database.run(
            "INSERT OR REPLACE INTO resolved (path, head, body) VALUES (?, ?, ?)",
            rows: try zip(files, encoded).map { file, data in
                guard let (head, body) = data else { throw Unsound(description: "cannot encode \(file.path)") }
                return [.text(file.path), .blob(head), .blob(body)]
            })
        try database.run(
            "INSERT OR REPLACE INTO declarations VALUES (?, ?, ?, ?, ?, ?, ?)",
            rows: files.flatMap(\.head.declarations).map {
                [
                    .text($0.id), .text($0.name), .text($0.kind.rawValue), .text($0.location.file),
                    .integer(Int64($0.location.line)), $0.parentID.map { .text($0) } ?? .null,
                    .text($0.effectiveAccess.rawValue),
                ]
            })
        try database.run(
            "INSERT INTO refs VALUES (?, ?, ?, ?, ?, ?, ?)",
            rows: files.flatMap(\.body.references).flatMap { reference in
                reference.targetIDs.map { target in
                    [
                        reference.sourceID.map { .text($0) } ?? .null, .text(target), .text(reference.kind.rawValue),
                        .text(reference.certainty.rawValue), .text(reference.location.file),
                        .integer(Int64(reference.location.line)), .integer(Int64(reference.location.column)),
                    ]
                }
            })
    }
}
