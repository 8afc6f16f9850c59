// template: Core/Networking/Endpoint.swift
/// A typed description of one backend call.
struct Endpoint<Response: Decodable> {
    let path: String
    let method: HTTPMethod
    var query: [String: String] = [:]
    var body: Data? = nil
    var headers: [String: String] = [:]

    /// The URL of the endpoint relative to `baseURL`, query items sorted.
    func url(relativeTo baseURL: String) -> String {
        guard !query.isEmpty else { return baseURL + path }
        let items = query.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        return baseURL + path + "?" + items.joined(separator: "&")
    }

    // __fillers__
}
