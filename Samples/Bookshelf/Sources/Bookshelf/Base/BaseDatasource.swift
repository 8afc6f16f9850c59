import Foundation

/// Base class of every feature datasource.
///
/// Datasources and use cases know each other on purpose: the use case owns
/// its datasource (strongly) and calls `load(_:)`; the datasource keeps a weak
/// back-reference to its `owner` and asks it to `validate(_:)` each request
/// before doing any I/O. The two classes must therefore always ship together.
class BaseDatasource {
    weak var owner: BaseUseCase?
    let cache: Cache<DataRequest, Data>
    private(set) var performCount = 0
    private(set) var lastRequest: DataRequest?

    init(cache: Cache<DataRequest, Data> = Cache(capacity: 32, lifetime: 60)) {
        self.cache = cache
    }

    /// Fetches raw data for `request`. Subclasses override this; the default
    /// implementation fails so that a missing override is obvious.
    func perform(_ request: DataRequest) -> NetworkResult<Data> {
        .failure(.notImplemented("\(type(of: self)).perform(\(request.resource))"))
    }

    /// Entry point used by the owning use case: validate, then cache, then perform.
    final func load(_ request: DataRequest) -> NetworkResult<Data> {
        if let owner, case .invalid(let reason) = owner.validate(request) {
            return .failure(.invalidRequest(reason: reason))
        }
        if request.cachePolicy == .returnCacheElseLoad, let cached = cache[request] {
            return .success(cached)
        }
        performCount += 1
        lastRequest = request
        let result = perform(request)
        if case .success(let data) = result {
            cache[request] = data
        }
        return result
    }

    func invalidate() {
        cache.removeAll()
    }

    /// Reads a bundled resource URL. Subclasses pass `Bundle.module.url(...)`
    /// so the lookup happens in the module that ships the file.
    func readResource(at url: URL?, named name: String) -> NetworkResult<Data> {
        guard let url else {
            return .failure(.notFound(path: name))
        }
        do {
            return .success(try Data(contentsOf: url))
        } catch {
            return .failure(.transport(message: "\(name): \(error)"))
        }
    }
}
