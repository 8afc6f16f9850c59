import Foundation

/// The sample's backend: serves the bundled catalog over an `InMemoryTransport`.
final class CatalogServer {
    private(set) var catalog: Catalog
    private(set) var savedProgress: [Book.ID: ReadingProgress] = [:]

    init(catalog: Catalog) {
        self.catalog = catalog
    }

    /// The transport keeps the handlers, and the handlers keep the server
    /// alive (there is no cycle: the server never references the transport).
    func install(on transport: InMemoryTransport) {
        transport.register(path: "/catalog") { _ in
            .json(self.catalog)
        }
        transport.register(path: "/search") { request in
            self.search(request)
        }
        transport.register(pathPrefix: "/books/") { request in
            let id = Book.ID(rawValue: request.url.lastPathComponent)
            return self.catalog.book(withID: id).map { .json($0) } ?? .notFound
        }
        transport.register(pathPrefix: "/authors/") { request in
            let id = Author.ID(rawValue: request.url.lastPathComponent)
            return self.catalog.authors.first(withID: id).map { .json($0) } ?? .notFound
        }
        transport.register(.put, pathPrefix: "/progress/") { request in
            guard let body = request.body, let progress = try? ReadingProgress.decoded(from: body) else {
                return HTTPResponse(statusCode: 400)
            }
            self.savedProgress[progress.bookID] = progress
            return .noContent
        }
    }

    func replaceCatalog(with catalog: Catalog) {
        self.catalog = catalog
    }

    private func search(_ request: HTTPRequest) -> HTTPResponse {
        let parameters = request.queryParameters
        let query = SearchQuery(parameters: parameters)
        let pageSize = parameters["per_page"].flatMap(Int.init) ?? Endpoint.defaultPageSize
        guard !query.isEmpty else {
            return HTTPResponse(statusCode: 400)
        }
        return catalog.search(query)
            |> { paginate($0, page: query.page, pageSize: pageSize) }
            |> { .json($0) }
    }
}
