// template: Core/Networking/RequestBuilder.swift
/// Turns endpoints into transport requests.
struct RequestBuilder {
    let baseURL: String
    var defaultHeaders: [String: String] = ["Accept": "application/json"]

    func makeRequest<Response: Decodable>(for endpoint: Endpoint<Response>) -> HTTPRequest {
        let headers = defaultHeaders.merging(endpoint.headers) { _, new in new }
        return HTTPRequest(url: endpoint.url(relativeTo: baseURL), method: endpoint.method, headers: headers, body: endpoint.body)
    }

    // __fillers__
}
