import Foundation

enum APIError: Error, Equatable {
    case invalidURL(String)
    case invalidRequest(reason: String)
    case transport(message: String)
    case status(code: Int, path: String)
    case notFound(path: String)
    case decoding(type: String, message: String)
    case offline
    case notImplemented(String)

    /// Whether retrying the same request might succeed.
    var isRetryable: Bool {
        switch self {
        case .offline, .transport:
            return true
        case .status(let code, _):
            return code >= 500
        case .invalidURL, .invalidRequest, .notFound, .decoding, .notImplemented:
            return false
        }
    }

    /// What a screen shows to the user.
    var userMessage: String {
        switch self {
        case .notFound:
            return L10n.string(.errorNotFound)
        case .offline:
            return L10n.string(.errorOffline)
        case .invalidRequest(let reason):
            return L10n.lookup(reason, fallback: L10n.string(.errorGeneric))
        default:
            return L10n.string(.errorGeneric)
        }
    }

    /// Maps any thrown error into the API error domain.
    static func wrap(_ error: Error) -> APIError {
        if let apiError = error as? APIError {
            return apiError
        }
        if error is DecodingError {
            return .decoding(type: "unknown", message: String(describing: error))
        }
        return .transport(message: String(describing: error))
    }
}
