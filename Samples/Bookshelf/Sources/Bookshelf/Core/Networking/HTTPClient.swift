import Foundation

/// Every network call in the app returns this.
typealias NetworkResult<Value> = Result<Value, APIError>

struct HTTPResponse: Equatable {
    var statusCode: Int
    var headers: [String: String] = [:]
    var body: Data = Data()

    var isSuccess: Bool { (200..<300).contains(statusCode) }

    static func json<Body: Encodable>(_ body: Body, status: Int = 200) -> HTTPResponse {
        let data = (try? body.encoded()) ?? Data()
        return HTTPResponse(statusCode: status, headers: ["Content-Type": "application/json"], body: data)
    }

    static let notFound = HTTPResponse(statusCode: 404)
    static let noContent = HTTPResponse(statusCode: 204)
}

/// The transport seam. Production would wrap URLSession; this sample ships
/// only `MockHTTPClient`.
protocol HTTPClient: AnyObject {
    var baseURL: URL { get }
    func send(_ request: HTTPRequest) -> NetworkResult<HTTPResponse>
}

extension HTTPClient {
    var requestBuilder: RequestBuilder {
        RequestBuilder(baseURL: baseURL)
    }

    /// Sends `endpoint` and returns the body of a 2xx response.
    func data(for endpoint: Endpoint) -> NetworkResult<Data> {
        let request: HTTPRequest
        do {
            request = try requestBuilder.makeRequest(for: endpoint)
        } catch {
            return .failure(.wrap(error))
        }
        return send(request).flatMap { response in
            switch response.statusCode {
            case 200..<300: return .success(response.body)
            case 404: return .failure(.notFound(path: endpoint.path))
            default: return .failure(.status(code: response.statusCode, path: endpoint.path))
            }
        }
    }

    func fetch<Value: Decodable>(_ endpoint: Endpoint,
                                 as type: Value.Type = Value.self,
                                 decoder: JSONDecoder = .bookshelf) -> NetworkResult<Value> {
        data(for: endpoint).flatMap { body in
            do {
                return .success(try decoder.decode(Value.self, from: body))
            } catch {
                return .failure(.decoding(type: String(describing: Value.self), message: String(describing: error)))
            }
        }
    }

    /// Async flavour for callers that live in a task.
    func fetch<Value>(_ endpoint: Endpoint) async throws -> Value where Value: Decodable {
        try fetch(endpoint, as: Value.self).get()
    }
}
