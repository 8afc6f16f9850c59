import Foundation

/// Flat `[String: String]` form of a search, shared by the endpoint, the
/// Search feature's data requests and the backend that parses them.
extension SearchQuery {
    enum ParameterKey {
        static let text = "q"
        static let page = "page"
        static let sort = "sort"
        static let formats = "formats"
    }

    init(parameters: [String: String]) {
        let formats = (parameters[ParameterKey.formats] ?? "")
            .split(separator: ",")
            .compactMap { Book.Format(rawValue: String($0)) }
        self.init(text: parameters[ParameterKey.text] ?? "",
                  formats: Set(formats),
                  sort: parameters[ParameterKey.sort].flatMap(Sort.init(rawValue:)) ?? .relevance,
                  page: parameters[ParameterKey.page].flatMap(Int.init) ?? Paginated<Book>.firstPage)
    }

    var parameters: [String: String] {
        var parameters = [
            ParameterKey.text: text,
            ParameterKey.page: String(page),
            ParameterKey.sort: sort.rawValue,
        ]
        if !formats.isEmpty {
            parameters[ParameterKey.formats] = formats.map(\.rawValue).sorted().joined(separator: ",")
        }
        return parameters
    }
}
