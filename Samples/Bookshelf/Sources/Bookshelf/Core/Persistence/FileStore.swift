import Foundation

/// Stores one JSON file per key inside `directory`.
final class FileStore<Value: Codable>: Store {
    let directory: URL
    private let fileManager: FileManager
    private let encoder: JSONEncoder
    private let decoder: JSONDecoder

    /// Creates `<directory>/<name>/` if needed. Defaults to the temp dir.
    init(name: String,
         directory: URL = FileManager.default.temporaryDirectory,
         fileManager: FileManager = .default,
         encoder: JSONEncoder = .bookshelf,
         decoder: JSONDecoder = .bookshelf) throws {
        self.directory = directory.appendingPathComponent(name.slug, isDirectory: true)
        self.fileManager = fileManager
        self.encoder = encoder
        self.decoder = decoder
        try fileManager.createDirectory(at: self.directory, withIntermediateDirectories: true)
    }

    var keys: [String] {
        let names = (try? fileManager.contentsOfDirectory(atPath: directory.path)) ?? []
        return names
            .filter { $0.hasSuffix(Self.fileExtension) }
            .compactMap { String($0.dropLast(Self.fileExtension.count)).removingPercentEncoding }
            .sorted()
    }

    func value(forKey key: String) -> Value? {
        guard let data = fileManager.contents(atPath: fileURL(for: key).path) else { return nil }
        return try? decoder.decode(Value.self, from: data)
    }

    func set(_ value: Value, forKey key: String) {
        do {
            try write(value, forKey: key)
        } catch {
            assertionFailure("FileStore failed to write \(key): \(error)")
        }
    }

    /// Throwing variant of `set`, for callers that care.
    func write(_ value: Value, forKey key: String) throws {
        let data = try encoder.encode(value)
        try data.write(to: fileURL(for: key), options: .atomic)
    }

    func removeValue(forKey key: String) {
        try? fileManager.removeItem(at: fileURL(for: key))
    }

    /// Deletes the whole directory.
    func destroy() throws {
        if fileManager.fileExists(atPath: directory.path) {
            try fileManager.removeItem(at: directory)
        }
    }

    // MARK: Private

    private static var fileExtension: String { ".json" }

    private func fileURL(for key: String) -> URL {
        let safe = key.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? key.slug
        return directory.appendingPathComponent(safe + Self.fileExtension)
    }
}
