import Foundation

enum AnalyticsEvent: Equatable {
    case screenView(name: String)
    case navigation(from: String?, to: String)
    case search(query: String, resultCount: Int)
    case suggestionTapped(String)
    case bookOpened(Book.ID)
    case pageTurned(bookID: Book.ID, page: Int)
    case shelfUpdated(shelf: String, bookCount: Int)
    case settingChanged(key: String, value: String)
    case error(domain: String, message: String)

    var name: String {
        switch self {
        case .screenView: return "screen_view"
        case .navigation: return "navigation"
        case .search: return "search"
        case .suggestionTapped: return "suggestion_tapped"
        case .bookOpened: return "book_opened"
        case .pageTurned: return "page_turned"
        case .shelfUpdated: return "shelf_updated"
        case .settingChanged: return "setting_changed"
        case .error: return "error"
        }
    }

    var parameters: [String: String] {
        switch self {
        case .screenView(let name):
            return ["screen": name]
        case .navigation(let from, let to):
            return ["from": from ?? "launch", "to": to]
        case .search(let query, let resultCount):
            return ["query": query, "results": String(resultCount)]
        case .suggestionTapped(let text):
            return ["suggestion": text]
        case .bookOpened(let id):
            return ["book_id": id.rawValue]
        case .pageTurned(let bookID, let page):
            return ["book_id": bookID.rawValue, "page": String(page)]
        case .shelfUpdated(let shelf, let bookCount):
            return ["shelf": shelf, "count": String(bookCount)]
        case .settingChanged(let key, let value):
            return ["key": key, "value": value]
        case .error(let domain, let message):
            return ["domain": domain, "message": message]
        }
    }

    /// `search query=dune results=2`, keys sorted for stable logs.
    var logLine: String {
        let params = parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        return ([name] + params).joined(separator: " ")
    }
}
