import Foundation

/// A fake server: handlers keyed by method and path (or path prefix).
final class InMemoryTransport {
    typealias Handler = (HTTPRequest) -> HTTPResponse

    private struct PrefixHandler {
        let method: Endpoint.Method
        let prefix: String
        let handler: Handler
    }

    private var exactHandlers: [String: Handler] = [:]
    private var prefixHandlers: [PrefixHandler] = []
    private(set) var log: [HTTPRequest] = []
    var isOffline = false

    internal init() {}

    func register(_ method: Endpoint.Method = .get, path: String, handler: @escaping Handler) {
        exactHandlers[Self.key(method, path)] = handler
    }

    /// Handles every path starting with `prefix`, e.g. `/books/`.
    func register(_ method: Endpoint.Method = .get, pathPrefix prefix: String, handler: @escaping Handler) {
        prefixHandlers.append(PrefixHandler(method: method, prefix: prefix, handler: handler))
    }

    func respond(to request: HTTPRequest) -> NetworkResult<HTTPResponse> {
        log.append(request)
        guard !isOffline else { return .failure(.offline) }
        let url = request.url
        let method = request.method
        if let handler = exactHandlers[Self.key(method, url.path)] {
            return .success(handler(request))
        }
        let match = prefixHandlers.first { $0.method == method && url.path.hasPrefix($0.prefix) }
        return .success(match?.handler(request) ?? .notFound)
    }

    func requests(toPath path: String) -> [HTTPRequest] {
        log.filter { $0.url.path == path }
    }

    private static func key(_ method: Endpoint.Method, _ path: String) -> String {
        "\(method.rawValue) \(path)"
    }
}

/// `HTTPClient` backed by an `InMemoryTransport`. Deterministic and synchronous.
final class MockHTTPClient: HTTPClient {
    static let defaultBaseURL = URL(string: "https://api.bookshelf.example/v1")!

    let baseURL: URL
    let transport: InMemoryTransport
    private(set) var requestCount = 0

    init(baseURL: URL = MockHTTPClient.defaultBaseURL, transport: InMemoryTransport = InMemoryTransport()) {
        self.baseURL = baseURL
        self.transport = transport
    }

    func send(_ request: HTTPRequest) -> NetworkResult<HTTPResponse> {
        requestCount += 1
        var url = request.url
        // Handlers are registered with API paths, without the version prefix.
        let basePath = baseURL.path
        if !basePath.isEmpty, basePath != "/", url.path.hasPrefix(basePath),
           var components = URLComponents(url: url, resolvingAgainstBaseURL: false) {
            components.path = String(url.path.dropFirst(basePath.count))
            url = components.url ?? url
        }
        var routed = request
        routed.url = url
        return transport.respond(to: routed)
    }
}
