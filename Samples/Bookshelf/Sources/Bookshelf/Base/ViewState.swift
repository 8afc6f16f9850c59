import Foundation

/// Generic screen state shared by presenters: `.idle`, `.loading`, ...
enum ViewState<Content> {
    case idle
    case loading
    case loaded(Content)
    case empty(message: String)
    case failed(APIError)

    var content: Content? {
        if case .loaded(let content) = self { return content }
        return nil
    }

    var isLoading: Bool {
        if case .loading = self { return true }
        return false
    }

    var error: APIError? {
        if case .failed(let error) = self { return error }
        return nil
    }

    /// Builds a state from a network result, treating "empty" content specially.
    init(_ result: NetworkResult<Content>, emptyMessage: String, isEmpty: (Content) -> Bool) {
        switch result {
        case .success(let content) where isEmpty(content):
            self = .empty(message: emptyMessage)
        case .success(let content):
            self = .loaded(content)
        case .failure(let error):
            self = .failed(error)
        }
    }

    func map<Other>(_ transform: (Content) -> Other) -> ViewState<Other> {
        switch self {
        case .idle: return .idle
        case .loading: return .loading
        case .loaded(let content): return .loaded(transform(content))
        case .empty(let message): return .empty(message: message)
        case .failed(let error): return .failed(error)
        }
    }
}

extension ViewState: Equatable where Content: Equatable {}
