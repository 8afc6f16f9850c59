// template: Core/Persistence/Stored.swift
/// A property backed by a `KeyValueStorage`.
@propertyWrapper
struct Stored<Value: Codable> {
    let key: String
    let defaultValue: Value
    let storage: KeyValueStorage

    init(key: String, defaultValue: Value, storage: KeyValueStorage = InMemoryStorage.shared) {
        self.key = key
        self.defaultValue = defaultValue
        self.storage = storage
    }

    var wrappedValue: Value {
        get { storage.value(forKey: key, as: Value.self) ?? defaultValue }
        nonmutating set { storage.set(newValue, forKey: key) }
    }

    /// Forgets the stored value; reads return `defaultValue` again.
    func reset() {
        storage.removeValue(forKey: key)
    }

    // __fillers__
}
