// template: Core/Networking/HTTPClient.swift
/// The production `APIClient`.
final class HTTPClient: APIClient {
    typealias Transport = (HTTPRequest) -> (status: Int, data: Data)

    private let builder: RequestBuilder
    private let decoder = JSONDecoder()
    private let transport: Transport
    private(set) var sentRequests: [HTTPRequest] = []

    init(configuration: AppConfiguration, transport: @escaping Transport = { _ in (503, Data()) }) {
        self.builder = RequestBuilder(baseURL: configuration.apiBaseURL)
        self.transport = transport
    }

    func send<Response: Decodable>(_ endpoint: Endpoint<Response>, completion: @escaping (Result<Response, AppError>) -> Void) {
        let request = builder.makeRequest(for: endpoint)
        sentRequests.append(request)
        let (status, data) = transport(request)
        guard (200..<300).contains(status) else {
            completion(.failure(status == 401 ? .unauthorized : .network(code: status)))
            return
        }
        do {
            completion(.success(try decoder.decode(Response.self, from: data)))
        } catch {
            completion(.failure(.decoding(String(describing: error))))
        }
    }

    // __fillers__
}
