import Foundation

final class SearchUseCase: BaseUseCase {
    internal static let minimumQueryLength = 2

    private(set) var recentQueries: [String] = []
    private let maxRecentQueries = 5

    init(datasource: SearchDatasource, tracker: AnalyticsTracker = ConsoleTracker.shared) {
        super.init(datasource: datasource, tracker: tracker)
    }

    /// Queries shorter than two characters never reach the network.
    override func validate(_ request: DataRequest) -> Validation {
        let base = super.validate(request)
        guard base.isValid, request.resource == SearchDatasource.Resource.search else {
            return base
        }
        let text = request[SearchQuery.ParameterKey.text]?.trimmed ?? ""
        guard text.count >= Self.minimumQueryLength else {
            return .invalid(reason: L10n.Key.searchQueryTooShort.rawValue)
        }
        return .valid
    }

    func search(_ query: SearchQuery) -> NetworkResult<Paginated<Book>> {
        let result: NetworkResult<Paginated<Book>> = execute(SearchDatasource.request(for: query))
        result.onSuccess { page in
            remember(query.text)
            tracker.track(.search(query: query.normalizedText, resultCount: page.totalCount))
        }
        return result
    }

    func suggestions() -> [SearchSuggestion] {
        execute(DataRequest(resource: SearchDatasource.Resource.suggestions), as: SearchSuggestionsFile.self)
            .map(\.suggestions)
            .recover { _ in [] }
    }

    func suggestions(matching prefix: String) -> [SearchSuggestion] {
        let needle = prefix.trimmed.lowercased()
        guard !needle.isEmpty else { return suggestions() }
        return suggestions().filter { $0.text.lowercased().hasPrefix(needle) }
    }

    private func remember(_ text: String) {
        let cleaned = text.trimmed
        recentQueries.removeAll { $0.caseInsensitiveCompare(cleaned) == .orderedSame }
        recentQueries.insert(cleaned, at: 0)
        recentQueries = Array(recentQueries.prefix(maxRecentQueries))
    }
}
