import XCTest
@testable import Bookshelf

final class ReaderTests: XCTestCase {
    private var router: RouterSpy!
    private var tracker: RecordingTracker!
    private var progress: InMemoryStore<ReadingProgress>!
    private var store: KeyValueStore!

    override func setUp() {
        super.setUp()
        router = RouterSpy()
        tracker = RecordingTracker()
        progress = InMemoryStore()
        store = KeyValueStore()
    }

    private func makeModule(layout: ReaderLayout = ReaderLayout()) -> ReaderModule {
        let (client, _) = Fixtures.client(serving: (try? LibraryDatasource.bundledCatalog()) ?? .empty)
        return ReaderModule(client: client, progressStore: progress, keyValueStore: store,
                            layout: { layout }, router: router, tracker: tracker, now: { Fixtures.now })
    }

    func testRendersPageFromBundledSample() {
        let screen = makeModule().makeScreen(for: .reader(bookID: "pride-and-prejudice"))!
        let output = screen.display()
        assertContains(output, "PRIDE AND PREJUDICE\n===================", "(Page 1 of 4)",
                       "It is a truth universally acknowledged", "[#####---------------] 25%")
        XCTAssertFalse(output.contains("You finished the sample!"))
    }

    func testTurningPagesUpdatesProgressAndAnalytics() {
        let screen = makeModule().makeScreen(for: .reader(bookID: "a-christmas-carol")) as! ReaderViewController
        screen.loadViewIfNeeded()
        XCTAssertTrue(screen.handle("next"))
        XCTAssertTrue(screen.handle("next"))
        XCTAssertTrue(screen.handle("next"))
        XCTAssertEqual(screen.presenter.state, .reading(page: 3, of: 3))
        assertContains(screen.render(), "Old Marley was as dead as a door-nail.", "(You finished the sample!)")

        let saved = progress.value(withID: "a-christmas-carol")
        XCTAssertEqual(saved?.currentPage, 3)
        XCTAssertEqual(saved?.finishedAt, Fixtures.now)
        XCTAssertEqual(tracker.events(named: "page_turned"), [
            .pageTurned(bookID: "a-christmas-carol", page: 2),
            .pageTurned(bookID: "a-christmas-carol", page: 3),
        ])
    }

    func testResumesFromLastPageWhenRouteUsesDefaultPage() {
        let module = makeModule()
        let first = module.makeScreen(for: .reader(bookID: "frankenstein", page: 3)) as! ReaderViewController
        first.loadViewIfNeeded()
        first.presenter.previousPage()

        let second = module.makeScreen(for: .reader(bookID: "frankenstein")) as! ReaderViewController
        second.loadViewIfNeeded()
        XCTAssertEqual(second.presenter.state, .reading(page: 2, of: 3))
    }

    func testLayoutControlsWrapping() {
        let narrow = ReaderLayout(fontScale: 2.0, columnWidth: 40)
        let screen = makeModule(layout: narrow).makeScreen(for: .reader(bookID: "the-time-machine"))!
        let lines = screen.display().split(separator: "\n").map(String.init)
        let textLines = lines.filter { $0.hasPrefix("The Time") || $0.hasPrefix("convenient") }
        XCTAssertFalse(textLines.isEmpty)
        XCTAssertTrue(textLines.allSatisfy { $0.count <= 20 }, "\(textLines)")
    }

    func testBookWithoutSampleShowsPlaceholder() {
        let screen = makeModule().makeScreen(for: .reader(bookID: "dracula"))!
        assertContains(screen.display(), "READER", "No preview available for this book.")
    }

    func testReaderRoutesToSettingsAndCloses() {
        let screen = makeModule().makeScreen(for: .reader(bookID: "emma"))!
        screen.loadViewIfNeeded()
        XCTAssertTrue(screen.handle("settings"))
        XCTAssertTrue(screen.handle("close"))
        XCTAssertFalse(screen.handle("page"))
        XCTAssertEqual(router.routes, [.settings])
        XCTAssertEqual(router.backCount, 1)
    }

    func testUseCaseValidation() {
        let (client, _) = Fixtures.client()
        let useCase = ReaderUseCase(datasource: ReaderDatasource(client: client), progressStore: progress)
        XCTAssertEqual(useCase.validate(DataRequest(resource: "reader.book", parameters: ["id": " "])),
                       .invalid(reason: "error.not_found"))
        XCTAssertEqual(useCase.validate(DataRequest(resource: "reader.book", parameters: ["id": "emma", "page": "0"])),
                       .invalid(reason: "error.generic"))
        XCTAssertEqual(useCase.loadContent(for: "emma").error, .notFound(path: "samples/emma"))
    }
}
