import Foundation

/// Small LRU cache with a time-to-live. The clock is injectable for tests.
final class Cache<Key: Hashable, Value> {
    private struct Entry {
        let value: Value
        let expiresAt: Date
    }

    let capacity: Int
    let lifetime: TimeInterval
    private let now: () -> Date
    private var entries: [Key: Entry] = [:]
    private var recency: [Key] = []
    private(set) var hits = 0
    private(set) var misses = 0

    init(capacity: Int = 64, lifetime: TimeInterval = 300, now: @escaping () -> Date = Date.init) {
        precondition(capacity > 0, "capacity must be positive")
        self.capacity = capacity
        self.lifetime = lifetime
        self.now = now
    }

    internal var count: Int { entries.count }

    subscript(key: Key) -> Value? {
        get { value(forKey: key) }
        set {
            if let newValue {
                insert(newValue, forKey: key)
            } else {
                removeValue(forKey: key)
            }
        }
    }

    func value(forKey key: Key) -> Value? {
        guard let entry = entries[key] else {
            misses += 1
            return nil
        }
        guard entry.expiresAt > now() else {
            removeValue(forKey: key)
            misses += 1
            return nil
        }
        hits += 1
        touch(key)
        return entry.value
    }

    func insert(_ value: Value, forKey key: Key) {
        entries[key] = Entry(value: value, expiresAt: now().addingTimeInterval(lifetime))
        touch(key)
        while entries.count > capacity, let oldest = recency.first {
            removeValue(forKey: oldest)
        }
    }

    func removeValue(forKey key: Key) {
        entries[key] = nil
        recency.removeAll { $0 == key }
    }

    func removeAll() {
        entries.removeAll()
        recency.removeAll()
    }

    /// Returns the cached value or computes, stores and returns a new one.
    func value(forKey key: Key, orInsert make: () throws -> Value) rethrows -> Value {
        if let cached = value(forKey: key) {
            return cached
        }
        let fresh = try make()
        insert(fresh, forKey: key)
        return fresh
    }

    private func touch(_ key: Key) {
        recency.removeAll { $0 == key }
        recency.append(key)
    }
}
