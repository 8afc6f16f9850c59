import Foundation

extension Result {
    var value: Success? {
        if case .success(let value) = self { return value }
        return nil
    }

    var error: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }

    var isSuccess: Bool {
        if case .success = self { return true }
        return false
    }

    @discardableResult
    func onSuccess(_ body: (Success) -> Void) -> Result {
        if case .success(let value) = self { body(value) }
        return self
    }

    @discardableResult
    func onFailure(_ body: (Failure) -> Void) -> Result {
        if case .failure(let error) = self { body(error) }
        return self
    }

    func mapToVoid() -> Result<Void, Failure> {
        map { _ in () }
    }

    /// Unwraps the success value or turns the failure into a fallback.
    func recover(_ transform: (Failure) -> Success) -> Success {
        switch self {
        case .success(let value): return value
        case .failure(let error): return transform(error)
        }
    }
}

extension Result where Success: Collection {
    /// `true` only for a success carrying an empty collection.
    var isEmptySuccess: Bool { value?.isEmpty ?? false }
}

/// Combines two results, keeping the first failure.
func zip<A, B, Failure: Error>(_ first: Result<A, Failure>, _ second: Result<B, Failure>) -> Result<(A, B), Failure> {
    first.flatMap { a in second.map { b in (a, b) } }
}
