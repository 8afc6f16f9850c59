import Foundation

struct SearchSuggestion: Codable, Hashable {
    enum Kind: String, Codable, CaseIterable {
        case title
        case author
        case tag

        var symbol: String {
            switch self {
            case .title: return "T"
            case .author: return "A"
            case .tag: return "#"
            }
        }
    }

    let text: String
    let kind: Kind

    var displayText: String { "[\(kind.symbol)] \(text)" }
}

/// Shape of `search_suggestions.json`.
struct SearchSuggestionsFile: Codable {
    var version: Int
    var suggestions: [SearchSuggestion]
}
