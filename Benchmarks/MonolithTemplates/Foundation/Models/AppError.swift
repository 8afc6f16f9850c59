// template: Foundation/Models/AppError.swift
/// Every error the app surfaces to its presenters.
enum AppError: Error, Equatable {
    case network(code: Int)
    case decoding(String)
    case notFound
    case unauthorized
    case validation(field: String, reason: String)
    case notImplemented(String)
    case unknown

    /// Whether retrying the same request may succeed.
    var isRetryable: Bool {
        switch self {
        case .network(let code):
            return code >= 500 || code == 0
        case .unknown:
            return true
        default:
            return false
        }
    }

    /// Stable code for logs and analytics.
    var code: String {
        switch self {
        case .network(let code): return "network_\(code)"
        case .decoding: return "decoding"
        case .notFound: return "not_found"
        case .unauthorized: return "unauthorized"
        case .validation(let field, _): return "validation_\(field)"
        case .notImplemented: return "not_implemented"
        case .unknown: return "unknown"
        }
    }

    // __fillers__
}
