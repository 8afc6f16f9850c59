import Foundation

/// An in-memory stand-in for `UserDefaults`: values are stored as JSON data.
final class KeyValueStore {
    static let standard = KeyValueStore()

    private var values: [String: Data] = [:]
    private let lock = NSLock()

    init() {}

    var allKeys: [String] {
        lock.lock()
        defer { lock.unlock() }
        return values.keys.sorted()
    }

    func data(forKey key: String) -> Data? {
        lock.lock()
        defer { lock.unlock() }
        return values[key]
    }

    func set(_ data: Data?, forKey key: String) {
        lock.lock()
        values[key] = data
        lock.unlock()
    }

    func decode<Value: Decodable>(_ type: Value.Type, forKey key: String) -> Value? {
        guard let data = data(forKey: key) else { return nil }
        return (try? Box<Value>.decoded(from: data))?.value
    }

    func encode<Value: Encodable>(_ value: Value, forKey key: String) {
        set(try? Box(value: value).encoded(), forKey: key)
    }

    func reset() {
        lock.lock()
        values.removeAll()
        lock.unlock()
    }

    /// Wraps scalars so that every payload is a JSON object.
    fileprivate struct Box<Wrapped> {
        let value: Wrapped
    }
}

extension KeyValueStore.Box: Decodable where Wrapped: Decodable {}
extension KeyValueStore.Box: Encodable where Wrapped: Encodable {}

/// `UserDefaults`-style property wrapper backed by a `KeyValueStore`.
///
///     @Persisted("reader.fontScale", default: 1.0) var fontScale: Double
@propertyWrapper
struct Persisted<Value: Codable> {
    let key: String
    let defaultValue: Value
    let store: KeyValueStore

    init(_ key: String, default defaultValue: Value, store: KeyValueStore = .standard) {
        self.key = key
        self.defaultValue = defaultValue
        self.store = store
    }

    var wrappedValue: Value {
        get { store.decode(Value.self, forKey: key) ?? defaultValue }
        nonmutating set { store.encode(newValue, forKey: key) }
    }

    /// `$fontScale.reset()`, `$fontScale.isSet`
    var projectedValue: Persisted<Value> { self }

    var isSet: Bool { store.data(forKey: key) != nil }

    func reset() {
        store.set(nil, forKey: key)
    }
}
