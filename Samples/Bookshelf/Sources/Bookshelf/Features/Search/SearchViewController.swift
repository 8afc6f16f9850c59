import Foundation

final class SearchViewController: BaseViewController {
    /// Sections of the search screen. `LibraryViewController` has its own `Section`.
    enum Section: String, CaseIterable {
        case suggestions
        case results
        case message
    }

    let presenter: SearchPresenter
    private(set) var visibleSections: [Section] = []

    init(presenter: SearchPresenter, theme: Theme = .current, tracker: AnalyticsTracker = ConsoleTracker.shared) {
        self.presenter = presenter
        super.init(theme: theme, tracker: tracker)
        presenter.attach(self)
    }

    override var title: String {
        L10n.string(.searchTitle)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }

    override func render() -> String {
        var canvas = makeCanvas()
        canvas.line("> " + (presenter.currentQuery?.text ?? L10n.string(.searchPlaceholder)))
        visibleSections = sections(for: presenter.state)

        switch presenter.state {
        case .idle(let suggestions):
            canvas.heading(L10n.string(.searchSuggestions))
            suggestions.enumerated().forEach { index, suggestion in
                canvas.line("\(index + 1). \(suggestion.displayText)", indent: 1)
            }
        case .loading:
            canvas.caption(L10n.string(.commonLoading))
        case .results(let query, let page):
            canvas.caption(L10n.format(.searchResultsCount, page.totalCount, query))
            page.items.enumerated().forEach { index, book in
                canvas.line("\(index + 1). \(book.title) · \(book.format.displayName)", indent: 1)
            }
            if page.hasMore {
                canvas.caption("page \(page.page)/\(page.pageCount) · \"next\" for more")
            }
        case .empty(let query):
            canvas.line(L10n.format(.searchNoResults, query))
        case .failed(let message):
            canvas.line("! " + message)
        }
        return canvas.rendered
    }

    /// `"query <text>"`, `"open <n>"`, `"suggestion <n>"`, `"next"`, `"clear"`.
    override func handle(_ action: String) -> Bool {
        let parts = action.split(separator: " ", maxSplits: 1).map(String.init)
        switch (parts.first, parts[safe: 1]) {
        case ("query", let text?):
            presenter.search(text)
        case ("open", let number?):
            guard let index = Int(number) else { return false }
            presenter.selectResult(at: index - 1)
        case ("suggestion", let number?):
            guard let index = Int(number) else { return false }
            presenter.selectSuggestion(at: index - 1)
        case ("next", nil):
            presenter.loadNextPage()
        case ("clear", nil):
            presenter.clear()
        default:
            return false
        }
        return true
    }

    private func sections(for state: SearchPresenter.State) -> [Section] {
        switch state {
        case .idle: return [.suggestions]
        case .results: return [.results]
        case .loading, .empty, .failed: return [.message]
        }
    }
}
