import Foundation

struct Endpoint: Hashable {
    enum Method: String, Hashable {
        case get = "GET"
        case post = "POST"
        case put = "PUT"
        case delete = "DELETE"
    }

    var path: String
    var method: Method = .get
    var queryItems: [URLQueryItem] = []
    var headers: [String: String] = [:]
    var body: Data? = nil

    static let defaultPageSize = 5
}

// MARK: - API surface

extension Endpoint {
    static var catalog: Endpoint {
        Endpoint(path: "/catalog")
    }

    static func search(_ query: SearchQuery, pageSize: Int = defaultPageSize) -> Endpoint {
        var parameters = query.parameters
        parameters[SearchQuery.ParameterKey.text] = query.normalizedText
        parameters["per_page"] = String(pageSize)
        let items = parameters.sorted { $0.key < $1.key }.map { URLQueryItem(name: $0.key, value: $0.value) }
        return Endpoint(path: "/search", queryItems: items)
    }

    static func book(_ id: Book.ID) -> Endpoint {
        Endpoint(path: "/books/\(id.rawValue)")
    }

    static func author(_ id: Author.ID) -> Endpoint {
        Endpoint(path: "/authors/\(id.rawValue)")
    }

    static func saveProgress(_ progress: ReadingProgress) -> Endpoint {
        Endpoint(path: "/progress/\(progress.bookID.rawValue)",
                 method: .put,
                 headers: ["Content-Type": "application/json"],
                 body: try? progress.encoded())
    }

    func query(_ name: String) -> String? {
        queryItems.first { $0.name == name }?.value
    }
}
