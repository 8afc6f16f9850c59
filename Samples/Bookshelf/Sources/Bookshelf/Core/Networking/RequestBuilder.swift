import Foundation

/// Turns an `Endpoint` into an `HTTPRequest` against a base URL.
struct RequestBuilder {
    let baseURL: URL
    var defaultHeaders: [String: String] = [
        "Accept": "application/json",
        "User-Agent": "Bookshelf/1.0",
    ]
    var timeout: TimeInterval = 15

    func makeRequest(for endpoint: Endpoint) throws -> HTTPRequest {
        guard endpoint.path.hasPrefix("/") else {
            throw APIError.invalidURL(endpoint.path)
        }
        guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false) else {
            throw APIError.invalidURL(baseURL.absoluteString)
        }
        components.path = (components.path.hasSuffix("/") ? String(components.path.dropLast()) : components.path)
            + endpoint.path
        components.queryItems = endpoint.queryItems.nonEmpty
        guard let url = components.url else {
            throw APIError.invalidURL(endpoint.path)
        }

        return HTTPRequest(url: url,
                           method: endpoint.method,
                           headers: defaultHeaders.merging(endpoint.headers, uniquingKeysWith: { _, new in new }),
                           body: endpoint.body,
                           timeout: timeout)
    }
}
