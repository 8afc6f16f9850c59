import CSQLite
import Foundation

/// A minimal, safe handle on an SQLite database: statements prepared per call, every failure a
/// thrown error with SQLite's message.
final class SQLiteDatabase {
    struct Failure: UserFacingError {
        let description: String
        /// SQLite's primary result code.
        var code: Int32 = SQLITE_ERROR

        /// The file is damaged or no SQLite database at all: only starting afresh helps.
        var isCorruption: Bool { code == SQLITE_CORRUPT || code == SQLITE_NOTADB }
    }

    private var handle: OpaquePointer?

    init(path: String) throws {
        guard sqlite3_open_v2(path, &handle, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nil) == SQLITE_OK else {
            let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open"
            sqlite3_close(handle)
            throw Failure(description: message)
        }
        // A new file only (the size is fixed once one is written): pages of 16 KiB took a cold
        // index's rows to disk in two thirds of the CPU time and writes of the default 4 KiB.
        try execute("PRAGMA page_size=16384; " + Self.journalMode + " PRAGMA synchronous=NORMAL;")
    }

    /// A write-ahead log: a run that reads the cache never waits for one that writes it.
    static let journalMode = "PRAGMA journal_mode=WAL;"

    deinit { sqlite3_close(handle) }

    func execute(_ sql: String) throws {
        var error: UnsafeMutablePointer<CChar>?
        guard sqlite3_exec(handle, sql, nil, nil, &error) == SQLITE_OK else {
            let message = error.map { String(cString: $0) } ?? "unknown error"
            sqlite3_free(error)
            throw Failure(description: message, code: sqlite3_errcode(handle) & 0xFF)
        }
    }

    /// Runs `body` as one transaction: all of its changes are made, or none.
    func transaction(_ body: () throws -> Void) throws {
        try execute("BEGIN")
        do {
            try body()
            try execute("COMMIT")
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    /// Runs `sql` once per row of `bindings`, inside one transaction (the caller's, if it is in one).
    func run(_ sql: String, rows bindings: [[SQLiteValue]]) throws {
        guard sqlite3_get_autocommit(handle) == 0 else { return try transaction { try run(sql, rows: bindings) } }
        let statement = try prepare(sql)
        defer { sqlite3_finalize(statement) }
        for row in bindings {
            try bind(row, to: statement)
            guard sqlite3_step(statement) == SQLITE_DONE else { throw lastFailure() }
            sqlite3_reset(statement)
        }
    }

    /// Every row of a query, its columns read as text or blobs.
    func query(_ sql: String, _ bindings: [SQLiteValue] = []) throws -> [[SQLiteValue]] {
        let statement = try prepare(sql)
        defer { sqlite3_finalize(statement) }
        try bind(bindings, to: statement)
        var rows: [[SQLiteValue]] = []
        while true {
            let step = sqlite3_step(statement)
            if step == SQLITE_DONE { break }
            guard step == SQLITE_ROW else { throw lastFailure() }
            rows.append((0..<sqlite3_column_count(statement)).map { column(statement, $0) })
        }
        return rows
    }

    private func prepare(_ sql: String) throws -> OpaquePointer? {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK else { throw lastFailure() }
        return statement
    }

    private func bind(_ values: [SQLiteValue], to statement: OpaquePointer?) throws {
        // SQLITE_TRANSIENT: SQLite copies the bytes before the call returns.
        let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
        for (offset, value) in values.enumerated() {
            let position = Int32(offset + 1)
            let status: Int32
            switch value {
            case .text(let text):
                // The string's own bytes: passed as it is, a String is first copied into a new C string.
                status = text.withCString { sqlite3_bind_text(statement, position, $0, -1, transient) }
            case .integer(let number): status = sqlite3_bind_int64(statement, position, number)
            case .blob(let data):
                status = data.withUnsafeBytes {
                    sqlite3_bind_blob(statement, position, $0.baseAddress, Int32($0.count), transient)
                }
            case .null: status = sqlite3_bind_null(statement, position)
            }
            guard status == SQLITE_OK else { throw lastFailure() }
        }
    }

    private func column(_ statement: OpaquePointer?, _ index: Int32) -> SQLiteValue {
        switch sqlite3_column_type(statement, index) {
        case SQLITE_INTEGER: return .integer(sqlite3_column_int64(statement, index))
        case SQLITE_TEXT: return .text(String(cString: sqlite3_column_text(statement, index)))
        case SQLITE_BLOB:
            let count = Int(sqlite3_column_bytes(statement, index))
            guard let bytes = sqlite3_column_blob(statement, index) else { return .blob(Data()) }
            return .blob(Data(bytes: bytes, count: count))
        default: return .null
        }
    }

    private func lastFailure() -> Failure {
        Failure(description: String(cString: sqlite3_errmsg(handle)), code: sqlite3_errcode(handle) & 0xFF)
    }
}

enum SQLiteValue: Equatable {
    case text(String)
    case integer(Int64)
    case blob(Data)
    case null

    var text: String? { if case .text(let value) = self { value } else { nil } }
    var integer: Int64? { if case .integer(let value) = self { value } else { nil } }
    var blob: Data? { if case .blob(let value) = self { value } else { nil } }
}
