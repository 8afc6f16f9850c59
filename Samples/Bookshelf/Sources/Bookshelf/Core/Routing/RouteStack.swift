import Foundation

/// Navigation history. Modal routes replace a modal on top instead of
/// piling up, and re-pushing the current route is a no-op.
struct RouteStack: Equatable {
    private(set) var routes: [Route] = []

    var top: Route? { routes.last }
    var depth: Int { routes.count }
    var isEmpty: Bool { routes.isEmpty }

    mutating func push(_ route: Route) {
        guard route != top else { return }
        if route.isModal, let top, top.isModal {
            routes[routes.count - 1] = route
        } else {
            routes.append(route)
        }
    }

    @discardableResult
    mutating func pop() -> Route? {
        guard routes.count > 1 else { return nil }
        routes.removeLast()
        return top
    }

    mutating func popToRoot() {
        routes = Array(routes.prefix(1))
    }

    mutating func replaceAll(with route: Route) {
        routes = [route]
    }

    /// `library > book > reader`
    var breadcrumb: String {
        routes.map(\.shortName).joined(separator: " > ")
    }
}

extension Route {
    var shortName: String {
        switch self {
        case .library: return "library"
        case .shelf: return "shelf"
        case .bookDetail: return "book"
        case .search: return "search"
        case .reader: return "reader"
        case .settings: return "settings"
        }
    }
}
