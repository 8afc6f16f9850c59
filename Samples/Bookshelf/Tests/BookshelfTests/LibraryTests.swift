import XCTest
@testable import Bookshelf

final class LibraryTests: XCTestCase {
    private var router: RouterSpy!
    private var tracker: RecordingTracker!
    private var progress: InMemoryStore<ReadingProgress>!
    private var shelves: ShelfRepository!

    override func setUp() {
        super.setUp()
        router = RouterSpy()
        tracker = RecordingTracker()
        progress = InMemoryStore()
        shelves = ShelfRepository()
    }

    private func makeModule(showsProgress: Bool = true) -> LibraryModule {
        LibraryModule(client: nil, shelves: shelves, progress: progress,
                      showsProgress: { showsProgress }, router: router, tracker: tracker)
    }

    func testLibraryRendersSectionsFromBundledCatalog() {
        progress.save(ReadingProgress(bookID: "emma", currentPage: 237, totalPages: 474, lastReadAt: Fixtures.now))
        let screen = makeModule().makeScreen(for: .library) as! LibraryViewController
        let output = screen.display()
        assertContains(output, "MY LIBRARY", "CURRENTLY READING", "  1. Emma", "[#####-----] 50%",
                       "SHELVES", "1. Want to Read (0)", "ALL BOOKS",
                       "4. Emma — Jane Austen · eBook", "12. Through the Looking-Glass — Lewis Carroll · eBook")
        XCTAssertEqual(screen.visibleSections, [.reading, .shelves, .allBooks])
    }

    func testProgressSectionHiddenByPreference() {
        progress.save(ReadingProgress(bookID: "emma", currentPage: 3, totalPages: 474, lastReadAt: Fixtures.now))
        let screen = makeModule(showsProgress: false).makeScreen(for: .library) as! LibraryViewController
        XCTAssertFalse(screen.display().contains("CURRENTLY READING"))
        XCTAssertEqual(screen.visibleSections, [.shelves, .allBooks])
    }

    func testShelfRouteFocusesTheShelf() {
        shelves.add(Fixtures.timeMachine, to: "want-to-read")
        let screen = makeModule().makeScreen(for: .shelf(id: "want-to-read")) as! LibraryViewController
        let output = screen.display()
        XCTAssertTrue(output.hasPrefix("WANT TO READ\n"), output)
        assertContains(output, "1. The Time Machine — H. G. Wells · eBook")
        XCTAssertEqual(screen.presenter.visibleBooks.count, 1)
    }

    func testLibraryActionsNavigateThroughRouter() {
        progress.save(ReadingProgress(bookID: "dracula", currentPage: 40, totalPages: 418, lastReadAt: Fixtures.now))
        let screen = makeModule().makeScreen(for: .library)!
        screen.loadViewIfNeeded()
        ["continue 1", "open 1", "shelf 3", "search horror", "settings"].forEach { XCTAssertTrue(screen.handle($0)) }
        XCTAssertFalse(screen.handle("dance"))
        XCTAssertEqual(router.routes, [
            .reader(bookID: "dracula", page: 40),
            .bookDetail("a-christmas-carol"),
            .shelf(id: "finished"),
            .search(query: "horror"),
            .settings,
        ])
    }

    func testBookDetailAddsToShelfAndStartsReading() {
        let module = makeModule()
        let screen = module.makeScreen(for: .bookDetail("moby-dick")) as! BookDetailViewController
        screen.loadViewIfNeeded()
        XCTAssertTrue(screen.handle("want"))
        let output = screen.display()
        assertContains(output, "MOBY-DICK", "by Herman Melville", "(Hardcover)", "635 pages", "****. 3.5",
                       "#classic #adventure #sea", "Captain Ahab hunts the white whale.", "(On: Want to Read)")
        XCTAssertTrue(output.contains("[img 2x2]"), "placeholder image size is read from the bundled PNG")
        XCTAssertEqual(tracker.events(named: "shelf_updated"), [.shelfUpdated(shelf: "want-to-read", bookCount: 1)])

        XCTAssertTrue(screen.handle("read"))
        XCTAssertTrue(screen.handle("author"))
        XCTAssertEqual(router.routes, [.reader(bookID: "moby-dick", page: 1), .search(query: "Herman Melville")])
    }

    func testUnknownBookShowsNotFound() {
        let screen = makeModule().makeScreen(for: .bookDetail("nope"))!
        assertContains(screen.display(), "MY LIBRARY", "We couldn't find that.")
    }

    func testBookLibraryExtension() {
        XCTAssertEqual(Fixtures.emma.libraryLine(author: Fixtures.austen), "Emma — Jane Austen · eBook")
        let half = ReadingProgress(bookID: "emma", currentPage: 237, totalPages: 474, lastReadAt: Fixtures.now)
        XCTAssertEqual(Fixtures.emma.libraryLine(author: nil, progress: half), "Emma · eBook · 50%")
        XCTAssertEqual(Fixtures.emma.formatBadge, "[eBook]")
        XCTAssertEqual(String(describing: Fixtures.emma), "Emma (emma)")
        XCTAssertEqual(Fixtures.pride.ratingStars, "****. 4.3")
    }

    func testShelfRepositoryIsAStore() {
        let custom = shelves.createShelf(named: "  Beach Reads ", pinned: true)
        XCTAssertEqual(custom.id, "beach-reads")
        XCTAssertEqual(shelves.shelves.first?.name, "Beach Reads")
        shelves.add(Fixtures.pride, to: custom.id)
        shelves.add(Fixtures.pride, to: custom.id)
        XCTAssertEqual(shelves.shelves(containing: Fixtures.pride).map(\.id), ["beach-reads"])
        XCTAssertEqual(shelves.remove(Fixtures.pride, from: custom.id)?.count, 0)
        XCTAssertNil(shelves.add(Fixtures.pride, to: "missing"))
        XCTAssertEqual(AnyStore(shelves).keys.count, 4)
    }

    func testPersonalBookIsBuiltAndShelved() {
        let useCase = LibraryUseCase(datasource: LibraryDatasource(), shelves: shelves, progress: progress,
                                     tracker: tracker)
        _ = useCase.loadCatalog()
        let book = useCase.addPersonalBook(title: "Grandma's Recipes", authorName: " Jane Austen ", pageCount: 80,
                                           toShelf: "want-to-read").value
        XCTAssertEqual(book?.id, "personal-grandma-s-recipes")
        XCTAssertEqual(book?.authorID, "jane-austen", "reuses the catalog author")
        XCTAssertEqual(book?.format, .paperback)
        XCTAssertEqual(shelves.value(withID: "want-to-read")?.bookIDs, [book?.id].compactMap { $0 })

        _ = useCase.loadCatalog(policy: .reloadIgnoringCache)
        XCTAssertEqual(useCase.catalog.books.count, 13, "personal books survive a reload")
        XCTAssertEqual(useCase.catalog.totalPages, 4_129 + 80)
        XCTAssertNotNil(useCase.addPersonalBook(title: "x", authorName: "New Person", pageCount: 0,
                                                toShelf: "want-to-read").error)
    }

    func testRemoteCatalogRefreshIsAsync() async throws {
        let (client, _) = Fixtures.client()
        let useCase = LibraryUseCase(datasource: LibraryDatasource(client: client), shelves: shelves,
                                     progress: progress, tracker: tracker)
        let catalog = try await useCase.refreshCatalog()
        XCTAssertEqual(catalog.books.count, 4)
        XCTAssertEqual(useCase.catalog, catalog)

        let offline = LibraryUseCase(datasource: LibraryDatasource(), shelves: shelves, progress: progress,
                                     tracker: tracker)
        do {
            _ = try await offline.refreshCatalog()
            XCTFail("expected offline")
        } catch {
            XCTAssertEqual(error as? APIError, .offline)
        }
        XCTAssertEqual(offline.createShelf(named: " ").error, .invalidRequest(reason: "library.empty"))
    }
}
