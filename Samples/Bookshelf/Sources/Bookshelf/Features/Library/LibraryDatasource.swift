import Foundation

/// Reads the catalog bundled with the Library feature, or the remote one.
final class LibraryDatasource: BaseDatasource {
    enum Resource {
        static let bundledCatalog = "catalog.bundled"
        static let remoteCatalog = "catalog.remote"
        static let all: Set<String> = [bundledCatalog, remoteCatalog]
    }

    private let client: HTTPClient?

    init(client: HTTPClient? = nil) {
        self.client = client
        super.init()
    }

    override func perform(_ request: DataRequest) -> NetworkResult<Data> {
        switch request.resource {
        case Resource.bundledCatalog:
            let url = Bundle.module.url(forResource: "library_catalog", withExtension: "json")
            return readResource(at: url, named: "library_catalog.json")
        case Resource.remoteCatalog:
            guard let client else { return .failure(.offline) }
            return client.data(for: .catalog)
        default:
            return super.perform(request)
        }
    }

    /// The catalog shipped inside the app. The mock backend serves it too.
    static func bundledCatalog() throws -> Catalog {
        guard let url = Bundle.module.url(forResource: "library_catalog", withExtension: "json") else {
            throw APIError.notFound(path: "library_catalog.json")
        }
        return try Catalog.decoded(from: Data(contentsOf: url))
    }
}
