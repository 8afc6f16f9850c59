// template: Core/Persistence/KeyValueStorage.swift
/// Stores codable values by key.
protocol KeyValueStorage: AnyObject {
    func value<T: Decodable>(forKey key: String, as type: T.Type) -> T?
    func set<T: Encodable>(_ value: T, forKey key: String)
    func removeValue(forKey key: String)
}

/// A process-wide, in-memory `KeyValueStorage`.
final class InMemoryStorage: KeyValueStorage {
    static let shared = InMemoryStorage()

    private var values: [String: Data] = [:]
    private let encoder = JSONEncoder()
    private let decoder = JSONDecoder()

    func value<T: Decodable>(forKey key: String, as type: T.Type) -> T? {
        guard let data = values[key] else { return nil }
        return try? decoder.decode(T.self, from: data)
    }

    func set<T: Encodable>(_ value: T, forKey key: String) {
        values[key] = try? encoder.encode(value)
    }

    func removeValue(forKey key: String) {
        values.removeValue(forKey: key)
    }

    // __fillers__
}
