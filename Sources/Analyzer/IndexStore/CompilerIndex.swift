import Foundation

/// What the compiler recorded for the files of one monolith: each file's occurrences, and how
/// far the store is behind the sources.
public struct CompilerIndex: Sendable {
    public var storePath: String
    /// Occurrences by file path relative to the monolith's root, in the order the compiler wrote
    /// them; empty until `loadOccurrences(from:)`.
    public var occurrences: [String: [IndexStoreOccurrence]]
    /// The record that holds each file's occurrences.
    var records: [String: String] = [:]
    /// Source files changed after the compiler last indexed them.
    public var staleFiles: [String]
    /// Swift source files the store has no record of (added since the last build, or never built).
    public var unindexedFiles: [String]
    /// Changes whenever the store is rebuilt: part of the cache key of an index built from it.
    public var fingerprint: String
    /// The target triple the monolith was compiled for.
    public var target = ""
    /// The module the monolith was compiled as.
    public var moduleName = ""

    public init(
        storePath: String, occurrences: [String: [IndexStoreOccurrence]], staleFiles: [String] = [],
        unindexedFiles: [String] = [], fingerprint: String = ""
    ) {
        self.storePath = storePath
        self.occurrences = occurrences
        self.staleFiles = staleFiles
        self.unindexedFiles = unindexedFiles
        self.fingerprint = fingerprint
    }

    /// Reads every file's occurrences: the expensive part, done only when the index is built.
    public mutating func loadOccurrences(from store: IndexStore) throws {
        let records = self.records.sorted { $0.key < $1.key }
        let loaded = try ConcurrentMap.map(records) { entry in Result { try store.occurrences(inRecord: entry.value) } }
            .map { try $0.get() }
        occurrences = Dictionary(uniqueKeysWithValues: zip(records.map(\.key), loaded))
    }

    /// Whether the store describes the sources as they are now.
    public var isCurrent: Bool { staleFiles.isEmpty && unindexedFiles.isEmpty }

    /// Why the store cannot be trusted, naming a few of the files, for an error or a warning.
    public var stalenessDescription: String {
        var parts: [String] = []
        if !staleFiles.isEmpty { parts.append("\(Self.count(staleFiles)) changed since it was built (\(Self.sample(staleFiles)))") }
        if !unindexedFiles.isEmpty { parts.append("\(Self.count(unindexedFiles)) not in it (\(Self.sample(unindexedFiles)))") }
        return "the index store \(storePath) is older than the sources: " + parts.joined(separator: "; ")
    }

    private static func count(_ files: [String]) -> String { files.count == 1 ? "1 file" : "\(files.count) files" }

    private static func sample(_ files: [String]) -> String {
        files.prefix(3).joined(separator: ", ") + (files.count > 3 ? ", …" : "")
    }
}
