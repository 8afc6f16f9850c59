import Foundation

/// Reads from an index store the records of a monolith's files: for each file, the newest unit
/// that compiled it (a store keeps units of earlier builds and of other targets too).
public struct CompilerIndexReader: Sendable {
    public init() {}

    /// Which units describe the monolith's files and whether they are current; occurrences are
    /// read later, by `CompilerIndex.loadOccurrences(from:)`.
    public func survey(_ store: IndexStore, for monolith: Monolith) throws -> CompilerIndex {
        let root = monolith.root.resolvingSymlinksInPath().standardizedFileURL.path
        let sources = monolith.files.filter { $0.language != .resource }
        let relativePaths = Dictionary(
            sources.map { (root + "/" + $0.path, $0.path) }, uniquingKeysWith: { first, _ in first })

        var newestUnits: [String: IndexStoreUnit] = [:]
        for unit in try ConcurrentMap.map(store.unitNames(), { name in Result { try store.unit(named: name) } }).map({ try $0.get() }) {
            guard let mainFile = unit.mainFile, let path = relativePaths[Self.canonical(mainFile)] else { continue }
            if let known = newestUnits[path], known.modificationTime >= unit.modificationTime { continue }
            newestUnits[path] = unit
        }

        let staleFiles = newestUnits.filter { path, unit in
            Self.modificationTime(of: monolith.root.appendingPathComponent(path)) > unit.modificationTime
        }.keys.sorted()
        let unindexedFiles = sources.filter { $0.language == .swift && newestUnits[$0.path] == nil }.map(\.path)
        var index = CompilerIndex(
            storePath: store.path, occurrences: [:], staleFiles: staleFiles, unindexedFiles: unindexedFiles,
            fingerprint: ContentHash.combining(
                [store.path] + newestUnits.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value.name) \($0.value.modificationTime.timeIntervalSince1970)" }))
        index.records = newestUnits.compactMapValues { unit in unit.mainFile.flatMap { unit.record(for: $0)?.name } }
        return index
    }

    private static func canonical(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
    }

    private static func modificationTime(of url: URL) -> Date {
        (try? FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date) ?? .distantPast
    }
}
