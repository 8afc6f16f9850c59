import Foundation

/// Every destination in the app. Features never reference each other's
/// types: they ask the `Router` to go to a `Route`.
enum Route: Hashable {
    case library
    case shelf(id: Shelf.ID)
    case bookDetail(Book.ID)
    case search(query: String? = nil)
    case reader(bookID: Book.ID, page: Int = 1)
    case settings

    /// The feature that owns a route.
    enum Feature: String, CaseIterable {
        case library
        case search
        case reader
        case settings
    }

    var feature: Feature {
        switch self {
        case .library, .shelf, .bookDetail: return .library
        case .search: return .search
        case .reader: return .reader
        case .settings: return .settings
        }
    }

    /// Modal routes replace each other instead of stacking.
    var isModal: Bool {
        switch self {
        case .reader, .settings: return true
        case .library, .shelf, .bookDetail, .search: return false
        }
    }
}

// MARK: - Deep links

extension Route {
    static let scheme = "bookshelf"

    /// Parses `bookshelf://reader/dune?page=3` and friends.
    init?(url: URL) {
        guard url.scheme == Route.scheme, let host = url.host else { return nil }
        let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        let query = Dictionary((components?.queryItems ?? []).map { ($0.name, $0.value ?? "") },
                               uniquingKeysWith: { _, last in last })
        let argument = url.pathComponents.dropFirst().first

        switch host {
        case "library":
            self = .library
        case "shelf":
            guard let argument else { return nil }
            self = .shelf(id: argument)
        case "book":
            guard let argument else { return nil }
            self = .bookDetail(Book.ID(rawValue: argument))
        case "search":
            self = .search(query: query["q"]?.nonEmpty)
        case "reader":
            guard let argument else { return nil }
            self = .reader(bookID: Book.ID(rawValue: argument), page: query["page"].flatMap(Int.init) ?? 1)
        case "settings":
            self = .settings
        default:
            return nil
        }
    }

    var url: URL {
        var components = URLComponents()
        components.scheme = Route.scheme
        switch self {
        case .library:
            components.host = "library"
        case .shelf(let id):
            components.host = "shelf"
            components.path = "/" + id
        case .bookDetail(let id):
            components.host = "book"
            components.path = "/" + id.rawValue
        case .search(let query):
            components.host = "search"
            components.queryItems = query.map { [URLQueryItem(name: "q", value: $0)] }
        case .reader(let bookID, let page):
            components.host = "reader"
            components.path = "/" + bookID.rawValue
            components.queryItems = [URLQueryItem(name: "page", value: String(page))]
        case .settings:
            components.host = "settings"
        }
        return components.url!
    }
}
