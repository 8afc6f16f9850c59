// template: Core/Networking/APIClient.swift
/// HTTP verbs used by the backend.
enum HTTPMethod: String {
    case get = "GET"
    case post = "POST"
    case put = "PUT"
    case patch = "PATCH"
    case delete = "DELETE"

    /// Whether repeating the request has no additional effect.
    var isIdempotent: Bool {
        switch self {
        case .get, .put, .delete:
            return true
        case .post, .patch:
            return false
        }
    }

    // __fillers__
}

/// Sends endpoints to the backend and decodes their responses.
protocol APIClient: AnyObject {
    func send<Response: Decodable>(_ endpoint: Endpoint<Response>, completion: @escaping (Result<Response, AppError>) -> Void)
}

/// A request ready for the transport.
struct HTTPRequest: Equatable {
    let url: String
    let method: HTTPMethod
    let headers: [String: String]
    let body: Data?
}
