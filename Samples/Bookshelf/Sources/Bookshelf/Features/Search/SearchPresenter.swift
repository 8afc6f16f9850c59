import Foundation

final class SearchPresenter: BasePresenter<SearchViewController> {
    enum State: Equatable {
        case idle(suggestions: [SearchSuggestion])
        case loading(query: String)
        case results(query: String, page: Paginated<Book>)
        case empty(query: String)
        case failed(message: String)
    }

    private(set) var state: State = .idle(suggestions: []) {
        didSet { stateDidChange() }
    }
    private(set) var currentQuery: SearchQuery?
    private let useCase: SearchUseCase
    private let initialQuery: String?

    init(useCase: SearchUseCase,
         initialQuery: String? = nil,
         router: Router?,
         tracker: AnalyticsTracker = ConsoleTracker.shared) {
        self.useCase = useCase
        self.initialQuery = initialQuery
        super.init(router: router, tracker: tracker)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        if let initialQuery, !initialQuery.isBlank {
            search(initialQuery)
        } else {
            state = .idle(suggestions: useCase.suggestions())
        }
    }

    var results: [Book] {
        if case .results(_, let page) = state { return page.items }
        return []
    }

    func search(_ text: String, formats: Set<Book.Format> = [], sort: SearchQuery.Sort = .relevance) {
        let query = SearchQuery(text: text, formats: formats, sort: sort)
        currentQuery = query
        state = .loading(query: text)
        state = makeState(for: query, result: useCase.search(query))
    }

    func loadNextPage() {
        guard case .results(let text, let page) = state, page.hasMore, let query = currentQuery else { return }
        let next = query.next()
        currentQuery = next
        switch useCase.search(next) {
        case .success(let nextPage):
            state = .results(query: text, page: page.appending(nextPage))
        case .failure(let error):
            state = .failed(message: error.userMessage)
        }
    }

    func selectResult(at index: Int) {
        guard let book = results[safe: index] else { return }
        tracker.track(.bookOpened(book.id))
        navigate(to: .bookDetail(book.id))
    }

    func selectSuggestion(at index: Int) {
        guard case .idle(let suggestions) = state, let suggestion = suggestions[safe: index] else { return }
        tracker.track(.suggestionTapped(suggestion.text))
        search(suggestion.text)
    }

    func clear() {
        currentQuery = nil
        state = .idle(suggestions: useCase.suggestions())
    }

    private func makeState(for query: SearchQuery, result: NetworkResult<Paginated<Book>>) -> State {
        switch result {
        case .success(let page) where page.isEmpty:
            return .empty(query: query.text)
        case .success(let page):
            return .results(query: query.text, page: page)
        case .failure(let error):
            return .failed(message: error.userMessage)
        }
    }
}
