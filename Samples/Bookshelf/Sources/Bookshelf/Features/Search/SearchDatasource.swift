import Foundation

/// Talks to the `/search` endpoint and reads the bundled suggestions.
final class SearchDatasource: BaseDatasource {
    enum Resource {
        static let search = "search"
        static let suggestions = "suggestions"
    }

    private let client: HTTPClient
    let pageSize: Int

    init(client: HTTPClient, pageSize: Int = Endpoint.defaultPageSize) {
        self.client = client
        self.pageSize = pageSize
        super.init()
    }

    override func perform(_ request: DataRequest) -> NetworkResult<Data> {
        switch request.resource {
        case Resource.search:
            return client.data(for: .search(Self.query(from: request), pageSize: pageSize))
        case Resource.suggestions:
            let url = Bundle.module.url(forResource: "search_suggestions", withExtension: "json")
            return readResource(at: url, named: "search_suggestions.json")
        default:
            return super.perform(request)
        }
    }

    /// Rebuilds the `SearchQuery` model from flat request parameters.
    static func query(from request: DataRequest) -> SearchQuery {
        SearchQuery(parameters: request.parameters)
    }

    static func request(for query: SearchQuery) -> DataRequest {
        DataRequest(resource: Resource.search, parameters: query.parameters)
    }
}
