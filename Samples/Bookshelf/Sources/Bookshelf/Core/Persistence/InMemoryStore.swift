import Foundation

/// Cancels an observation when asked, or when released.
final class ObservationToken {
    private var onCancel: (() -> Void)?

    init(onCancel: @escaping () -> Void) {
        self.onCancel = onCancel
    }

    func cancel() {
        onCancel?()
        onCancel = nil
    }

    deinit {
        cancel()
    }
}

/// Thread-safe dictionary-backed store with change observation.
final class InMemoryStore<Value: Codable>: Store {
    typealias Observer = (_ key: String, _ newValue: Value?) -> Void

    private var storage: [String: Value]
    private var observers: [UUID: Observer] = [:]
    private let lock = NSLock()

    init(initial: [String: Value] = [:]) {
        storage = initial
    }

    var keys: [String] {
        lock.lock()
        defer { lock.unlock() }
        return Array(storage.keys)
    }

    func value(forKey key: String) -> Value? {
        lock.lock()
        defer { lock.unlock() }
        return storage[key]
    }

    func set(_ value: Value, forKey key: String) {
        lock.lock()
        storage[key] = value
        lock.unlock()
        notify(key, value)
    }

    func removeValue(forKey key: String) {
        lock.lock()
        let removed = storage.removeValue(forKey: key)
        lock.unlock()
        if removed != nil {
            notify(key, nil)
        }
    }

    /// Observers are called synchronously after each change.
    func observe(_ observer: @escaping Observer) -> ObservationToken {
        let id = UUID()
        lock.lock()
        observers[id] = observer
        lock.unlock()
        return ObservationToken { [weak self] in
            guard let self else { return }
            self.lock.lock()
            self.observers[id] = nil
            self.lock.unlock()
        }
    }

    // MARK: Export

    func snapshot() throws -> Data {
        lock.lock()
        defer { lock.unlock() }
        return try storage.encoded()
    }

    func restore(from data: Data) throws {
        let decoded = try [String: Value].decoded(from: data)
        lock.lock()
        storage = decoded
        lock.unlock()
    }

    private func notify(_ key: String, _ value: Value?) {
        lock.lock()
        let current = Array(observers.values)
        lock.unlock()
        current.forEach { $0(key, value) }
    }
}
