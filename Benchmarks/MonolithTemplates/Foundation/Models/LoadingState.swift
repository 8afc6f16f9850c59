// template: Foundation/Models/LoadingState.swift
/// The state of something loaded asynchronously.
enum LoadingState<Value> {
    case idle
    case loading
    case loaded(Value)
    case failed(AppError)

    var value: Value? {
        if case .loaded(let value) = self {
            return value
        }
        return nil
    }

    var isLoading: Bool {
        if case .loading = self { return true }
        return false
    }

    /// Transforms the loaded value, keeping every other state.
    func map<Other>(_ transform: (Value) -> Other) -> LoadingState<Other> {
        switch self {
        case .idle: return .idle
        case .loading: return .loading
        case .loaded(let value): return .loaded(transform(value))
        case .failed(let error): return .failed(error)
        }
    }

    // __fillers__
}

/// One page of a paginated response.
struct Page<Item> {
    let items: [Item]
    let nextCursor: String?
    let totalCount: Int

    var hasMore: Bool { nextCursor != nil }

    func map<Other>(_ transform: (Item) throws -> Other) rethrows -> Page<Other> {
        Page<Other>(items: try items.map(transform), nextCursor: nextCursor, totalCount: totalCount)
    }

    // __fillers__
}
