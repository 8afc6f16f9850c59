import Foundation

/// A transport-level request. (`URLRequest` lives in FoundationNetworking on
/// Linux; the app only needs this much of it.)
struct HTTPRequest: Equatable {
    var url: URL
    var method: Endpoint.Method = .get
    var headers: [String: String] = [:]
    var body: Data? = nil
    var timeout: TimeInterval = 15

    func value(forHeader field: String) -> String? {
        headers.first { $0.key.caseInsensitiveCompare(field) == .orderedSame }?.value
    }

    /// The query string as a dictionary (last value wins).
    var queryParameters: [String: String] {
        let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        var parameters: [String: String] = [:]
        for item in items {
            parameters[item.name] = item.value ?? ""
        }
        return parameters
    }
}
