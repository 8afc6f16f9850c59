import Foundation

/// Base class of every feature use case. Owns a `BaseDatasource` and becomes
/// its `owner` (see `BaseDatasource` for the deliberate cycle).
class BaseUseCase {
    let datasource: BaseDatasource
    let tracker: AnalyticsTracker
    private(set) var executedRequests: [DataRequest] = []

    init(datasource: BaseDatasource, tracker: AnalyticsTracker = ConsoleTracker.shared) {
        self.datasource = datasource
        self.tracker = tracker
        datasource.owner = self
    }

    /// Called by the datasource before every load. Subclasses override and
    /// should call `super` first.
    func validate(_ request: DataRequest) -> Validation {
        request.resource.isBlank ? .invalid(reason: "error.generic") : .valid
    }

    /// Loads `request` through the datasource and decodes the payload.
    final func execute<Value: Decodable>(_ request: DataRequest,
                                         as type: Value.Type = Value.self,
                                         decoder: JSONDecoder = .bookshelf) -> NetworkResult<Value> {
        executedRequests.append(request)
        return datasource.load(request)
            .flatMap { data in
                do {
                    return .success(try decoder.decode(Value.self, from: data))
                } catch {
                    return .failure(.decoding(type: String(describing: Value.self), message: String(describing: error)))
                }
            }
            .onFailure(report)
    }

    /// Raw variant for payloads that are not JSON.
    final func executeRaw(_ request: DataRequest) -> NetworkResult<Data> {
        executedRequests.append(request)
        return datasource.load(request).onFailure(report)
    }

    func report(_ error: APIError) {
        if case .invalidRequest = error { return }
        tracker.track(.error(domain: String(describing: type(of: self)), message: error.userMessage))
    }
}
