import Foundation

extension Route {
    /// Snake-case screen name reported to analytics.
    var analyticsName: String {
        switch self {
        case .library: return "library"
        case .shelf(let id): return "shelf_\(id)"
        case .bookDetail: return "book_detail"
        case .search: return "search"
        case .reader: return "reader"
        case .settings: return "settings"
        }
    }

    func navigationEvent(from previous: Route?) -> AnalyticsEvent {
        .navigation(from: previous?.analyticsName, to: analyticsName)
    }
}
