import XCTest
@testable import Bookshelf

final class SearchTests: XCTestCase {
    private var router: RouterSpy!
    private var tracker: RecordingTracker!
    private var client: MockHTTPClient!

    override func setUp() {
        super.setUp()
        router = RouterSpy()
        tracker = RecordingTracker()
        client = Fixtures.client().0
    }

    private func makeScreen(query: String? = nil) -> SearchViewController {
        let useCase = SearchUseCase(datasource: SearchDatasource(client: client, pageSize: 2), tracker: tracker)
        let presenter = SearchPresenter(useCase: useCase, initialQuery: query, router: router, tracker: tracker)
        return SearchViewController(presenter: presenter, tracker: tracker)
    }

    func testIdleScreenShowsBundledSuggestions() {
        let output = makeScreen().display()
        assertContains(output, "SEARCH\n======", "> Title, author or tag", "TRY SEARCHING FOR",
                       "1. [T] Pride and Prejudice", "8. [#] fantasy")
    }

    func testSearchRendersResultsThroughOverride() {
        let screen = makeScreen(query: "wells")
        let output = screen.display()
        assertContains(output, "(2 results for \"wells\")", "1. The Time Machine · eBook", "2. The War of the Worlds")
        XCTAssertEqual(screen.visibleSections, [.results])
        XCTAssertEqual(tracker.events(named: "search"), [.search(query: "wells", resultCount: 2)])
    }

    func testPaginationAppendsNextPage() {
        let screen = makeScreen(query: "ic")
        assertContains(screen.display(), "(4 results for \"ic\")", "(page 1/2 · \"next\" for more)")
        XCTAssertTrue(screen.handle("next"))
        XCTAssertEqual(screen.presenter.results.count, 4)
        XCTAssertFalse(screen.render().contains("\"next\" for more"))
    }

    func testShortQueryIsRejectedByUseCaseValidation() {
        let screen = makeScreen(query: "x")
        let output = screen.display()
        assertContains(output, "! Type at least two characters.")
        XCTAssertEqual(client.transport.log.count, 0, "validation happens before any request")
        XCTAssertEqual(screen.visibleSections, [.message])
    }

    func testEmptyResults() {
        let screen = makeScreen(query: "zebra")
        XCTAssertEqual(screen.presenter.state, .idle(suggestions: []), "nothing happens before the view loads")
        screen.loadViewIfNeeded()
        XCTAssertEqual(screen.presenter.state, .empty(query: "zebra"))
        XCTAssertTrue(screen.display().contains("No books match \"zebra\"."))
    }

    func testSelectingResultRoutesToBookDetail() {
        let screen = makeScreen(query: "austen")
        screen.loadViewIfNeeded()
        XCTAssertTrue(screen.handle("open 2"))
        XCTAssertEqual(router.routes, [.bookDetail("pride-and-prejudice")])
        XCTAssertEqual(tracker.events(named: "book_opened"), [.bookOpened("pride-and-prejudice")])
    }

    func testSuggestionTapRunsSearch() {
        let screen = makeScreen()
        screen.loadViewIfNeeded()
        XCTAssertTrue(screen.handle("suggestion 3"))
        XCTAssertEqual(screen.presenter.currentQuery?.text, "Jane Austen")
        XCTAssertEqual(screen.presenter.results.map(\.title), ["Emma", "Pride and Prejudice"])
        XCTAssertEqual(tracker.events(named: "suggestion_tapped"), [.suggestionTapped("Jane Austen")])
    }

    func testUseCaseRemembersRecentQueries() {
        let useCase = SearchUseCase(datasource: SearchDatasource(client: client), tracker: tracker)
        ["wells", "emma", "WELLS"].forEach { _ = useCase.search(SearchQuery(text: $0)) }
        XCTAssertEqual(useCase.recentQueries, ["WELLS", "emma"])
        XCTAssertEqual(useCase.suggestions(matching: "h").map(\.text), ["H. G. Wells", "horror"])
    }
}
