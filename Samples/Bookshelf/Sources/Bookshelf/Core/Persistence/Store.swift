import Foundation

/// A keyed store of values. Implemented in memory, on disk, and by feature
/// repositories that wrap one of those.
protocol Store: AnyObject {
    associatedtype Value

    var keys: [String] { get }
    func value(forKey key: String) -> Value?
    func set(_ value: Value, forKey key: String)
    func removeValue(forKey key: String)
}

extension Store {
    subscript(key: String) -> Value? {
        get { value(forKey: key) }
        set {
            if let newValue {
                set(newValue, forKey: key)
            } else {
                removeValue(forKey: key)
            }
        }
    }

    var isEmpty: Bool { keys.isEmpty }

    func allValues() -> [Value] {
        keys.sorted().compactMap(value(forKey:))
    }

    func values<Keys: Sequence>(forKeys keys: Keys) -> [Value] where Keys.Element == String {
        keys.compactMap(value(forKey:))
    }

    func removeAll() {
        keys.forEach(removeValue(forKey:))
    }

    /// Read-modify-write in one call.
    func update(_ key: String, default defaultValue: @autoclosure () -> Value, _ transform: (inout Value) -> Void) {
        var current = value(forKey: key) ?? defaultValue()
        transform(&current)
        set(current, forKey: key)
    }
}

extension Store where Value: Identified, Value.ID: CustomStringConvertible {
    /// Saves an identified value under its id.
    func save(_ value: Value) {
        set(value, forKey: value.id.description)
    }

    func value(withID id: Value.ID) -> Value? {
        value(forKey: id.description)
    }
}

/// Type-erased store, for when the concrete backing should not leak.
final class AnyStore<Value>: Store {
    private let _keys: () -> [String]
    private let _value: (String) -> Value?
    private let _set: (Value, String) -> Void
    private let _remove: (String) -> Void

    init<Backing: Store>(_ backing: Backing) where Backing.Value == Value {
        _keys = { backing.keys }
        _value = backing.value(forKey:)
        _set = backing.set(_:forKey:)
        _remove = backing.removeValue(forKey:)
    }

    var keys: [String] { _keys() }
    func value(forKey key: String) -> Value? { _value(key) }
    func set(_ value: Value, forKey key: String) { _set(value, key) }
    func removeValue(forKey key: String) { _remove(key) }
}
