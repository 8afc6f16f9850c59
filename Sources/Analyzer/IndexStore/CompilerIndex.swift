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
    /// The files whose references the store cannot give (edited since the build, or never
    /// compiled by it), sorted by path: resolved from syntax.
    public var uncoveredFiles: [UncoveredFile]
    /// Changes whenever the store is rebuilt: part of the cache key of an index built from it.
    public var fingerprint: String
    /// The target triple the monolith was compiled for.
    public var target = ""
    /// The module the monolith was compiled as.
    public var moduleName = ""

    public init(
        storePath: String, occurrences: [String: [IndexStoreOccurrence]], uncoveredFiles: [UncoveredFile] = [],
        fingerprint: String = ""
    ) {
        self.storePath = storePath
        self.occurrences = occurrences
        self.uncoveredFiles = uncoveredFiles
        self.fingerprint = fingerprint
    }

    /// Reads every file's occurrences: the expensive part, done only when the index is built.
    public mutating func loadOccurrences(from store: IndexStore) throws {
        let records = self.records.sorted { $0.key < $1.key }
        let loaded = try ConcurrentMap.map(records) { entry in Result { try store.occurrences(inRecord: entry.value) } }
            .map { try $0.get() }
        occurrences = Dictionary(uniqueKeysWithValues: zip(records.map(\.key), loaded))
    }

    /// Whether the store describes as they are now all the files its build compiled: a file
    /// edited since makes it untrustworthy, one the build never compiled does not.
    public var isCurrent: Bool { !uncoveredFiles.contains(where: \.isEditedSinceBuild) }

    /// Why the store cannot be trusted, naming a few of the files edited since the build, for an
    /// error or a warning.
    public var stalenessDescription: String {
        let changed = uncoveredFiles.filter { $0.reason == .changedSinceBuild }.map(\.path)
        let added = uncoveredFiles.filter { $0.reason == .addedSinceBuild }.map(\.path)
        var parts: [String] = []
        if !changed.isEmpty {
            parts.append("\(Self.count(changed)) changed since it was built (\(Self.sample(changed)))")
        }
        if !added.isEmpty { parts.append("\(Self.count(added)) not in it (\(Self.sample(added)))") }
        return "the index store \(storePath) is older than the sources: " + parts.joined(separator: "; ")
    }

    /// Which files the store's build did not compile, naming a few, for a warning; nil when it compiled all.
    public var notCompiledDescription: String? {
        let files = uncoveredFiles.filter { $0.reason == .notCompiled }.map(\.described)
        guard !files.isEmpty else { return nil }
        return
            "the build that wrote the index store \(storePath) did not compile \(Self.count(files)) (\(Self.sample(files)))"
    }

    private static func count(_ files: [String]) -> String { files.count == 1 ? "1 file" : "\(files.count) files" }

    private static func sample(_ files: [String]) -> String {
        files.prefix(3).joined(separator: ", ") + (files.count > 3 ? ", …" : "")
    }
}
