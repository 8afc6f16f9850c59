// template: Base/Observable.swift
/// A value that notifies observers when it changes.
final class Observable<Value> {
    typealias Observer = (Value) -> Void

    private var observers: [UUID: Observer] = [:]

    var value: Value {
        didSet {
            observers.values.forEach { $0(value) }
        }
    }

    init(_ value: Value) {
        self.value = value
    }

    /// Registers `observer`, calls it with the current value and returns a token to remove it.
    @discardableResult
    func observe(_ observer: @escaping Observer) -> UUID {
        let token = UUID()
        observers[token] = observer
        observer(value)
        return token
    }

    func removeObserver(_ token: UUID) {
        observers.removeValue(forKey: token)
    }

    // __fillers__
}
