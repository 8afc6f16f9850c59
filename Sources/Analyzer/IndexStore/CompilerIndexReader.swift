import Foundation

/// Reads from an index store the records of a monolith's files: for each file, the newest unit
/// that compiled it (a store keeps units of earlier builds and of other targets too), and for
/// each header, the newest unit that read it.
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
        for unit in try ConcurrentMap.map(store.unitNames(), { name in Result { try store.unit(named: name) } }).map({
            try $0.get()
        }) {
            guard let mainFile = unit.mainFile, let path = relativePaths[Self.canonical(mainFile)] else { continue }
            if let known = newestUnits[path], known.modificationTime >= unit.modificationTime { continue }
            newestUnits[path] = unit
        }

        // A header has no unit of its own: its record comes with the newest unit of a file that includes it.
        // Units written at the same moment are taken by name: by time alone, the dictionary's
        // order (a new one each run) would choose.
        let byAge = newestUnits.values.sorted { ($0.modificationTime, $0.name) < ($1.modificationTime, $1.name) }
        var records: [String: (record: String, written: Date)] = [:]
        for unit in byAge {
            for dependency in unit.dependencies where dependency.kind == .record {
                guard let path = relativePaths[Self.canonical(dependency.filePath)] else { continue }
                records[path] = (dependency.name, unit.modificationTime)
            }
        }

        let builtAt = byAge.last?.modificationTime ?? .distantPast
        let modified = { (path: String) in
            FileManager.default.modificationDate(of: monolith.root.appendingPathComponent(path))
        }
        let changed = records.filter { path, record in modified(path) > record.written }.keys.map {
            UncoveredFile(path: $0, reason: .changedSinceBuild)
        }
        let unbuilt = sources.filter { $0.language == .swift && newestUnits[$0.path] == nil }.map { file in
            modified(file.path) > builtAt
                ? UncoveredFile(path: file.path, reason: .addedSinceBuild)
                : UncoveredFile(
                    path: file.path, reason: .notCompiled,
                    condition: Self.wholeFileCondition(of: file.path, in: monolith))
        }
        let unitStamps = newestUnits.sorted { $0.key < $1.key }.map {
            "\($0.key) \($0.value.name) \($0.value.modificationTime.timeIntervalSince1970)"
        }
        var index = CompilerIndex(
            storePath: store.path, occurrences: [:], uncoveredFiles: (changed + unbuilt).sorted { $0.path < $1.path },
            fingerprint: ContentHash.combining([store.path] + unitStamps))
        index.records = records.mapValues(\.record)
        let newest = byAge.last
        index.target = newest?.target ?? ""
        index.moduleName = newest?.moduleName ?? ""
        return index
    }

    /// The `#if` all of a file's code sits under, which tells why a build left it out.
    private static func wholeFileCondition(of path: String, in monolith: Monolith) -> String? {
        guard let data = FileManager.default.contents(atPath: monolith.root.appendingPathComponent(path).path) else {
            return nil
        }
        return WholeFileCondition.of(source: String(decoding: data, as: UTF8.self))
    }

    private static func canonical(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
    }
}
