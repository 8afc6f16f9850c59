import XCTest
@testable import Bookshelf

final class RoutingTests: XCTestCase {
    func testDeepLinksRoundTrip() {
        let routes: [Route] = [
            .library,
            .shelf(id: "want-to-read"),
            .bookDetail("dracula"),
            .search(query: "jane austen"),
            .search(),
            .reader(bookID: "frankenstein", page: 3),
            .settings,
        ]
        for route in routes {
            XCTAssertEqual(Route(url: route.url), route, route.url.absoluteString)
        }
        XCTAssertEqual(Route(url: URL(string: "bookshelf://reader/emma")!), .reader(bookID: "emma"))
        XCTAssertNil(Route(url: URL(string: "https://example.com/reader/emma")!))
        XCTAssertNil(Route(url: URL(string: "bookshelf://unknown")!))
    }

    func testRouteStackReplacesModalsAndPops() {
        var stack = RouteStack()
        stack.push(.library)
        stack.push(.bookDetail("emma"))
        stack.push(.reader(bookID: "emma"))
        stack.push(.settings)
        stack.push(.settings)
        XCTAssertEqual(stack.routes, [.library, .bookDetail("emma"), .settings])
        XCTAssertEqual(stack.breadcrumb, "library > book > settings")
        XCTAssertEqual(stack.pop(), .bookDetail("emma"))
        stack.popToRoot()
        XCTAssertEqual(stack.routes, [.library])
        XCTAssertNil(stack.pop())
    }

    func testRouteAnalyticsExtension() {
        XCTAssertEqual(Route.shelf(id: "finished").analyticsName, "shelf_finished")
        XCTAssertEqual(Route.bookDetail("emma").navigationEvent(from: .library),
                       .navigation(from: "library", to: "book_detail"))
        XCTAssertEqual(Route.library.navigationEvent(from: nil).parameters, ["from": "launch", "to": "library"])
    }

    func testCoordinatorNavigatesBetweenFeaturesThroughRoutes() {
        let tracker = RecordingTracker()
        let environment = Fixtures.environment(tracker: tracker)
        let coordinator = environment.coordinator
        var observed: [Route] = []
        coordinator.onNavigate = { observed.append($0) }

        coordinator.start(at: .library)
        XCTAssertTrue(coordinator.visibleScreen is LibraryViewController)

        // Library -> book detail (Library's own route) -> reader (Reader feature) -> settings (Settings feature).
        let library = coordinator.visibleScreen!
        library.loadViewIfNeeded()
        XCTAssertTrue(library.handle("open 5"))
        XCTAssertEqual(coordinator.currentRoute, .bookDetail("frankenstein"))
        XCTAssertTrue(coordinator.visibleScreen is BookDetailViewController)

        coordinator.visibleScreen!.loadViewIfNeeded()
        XCTAssertTrue(coordinator.visibleScreen!.handle("read"))
        XCTAssertEqual(coordinator.currentRoute, .reader(bookID: "frankenstein", page: 1))
        XCTAssertTrue(coordinator.visibleScreen is ReaderViewController)

        coordinator.visibleScreen!.loadViewIfNeeded()
        XCTAssertTrue(coordinator.visibleScreen!.handle("settings"))
        XCTAssertTrue(coordinator.visibleScreen is SettingsViewController)
        XCTAssertEqual(coordinator.stack.breadcrumb, "library > book > settings")

        XCTAssertEqual(coordinator.goBack(), .bookDetail("frankenstein"))
        XCTAssertTrue(coordinator.isShowing(.library))
        XCTAssertEqual(observed.map(\.shortName), ["library", "book", "reader", "settings", "book"])
        XCTAssertEqual(tracker.events(named: "navigation").count, 5)
    }

    func testRouterOpensDeepLinks() {
        let environment = Fixtures.environment()
        environment.coordinator.start()
        XCTAssertTrue(environment.coordinator.open(URL(string: "bookshelf://search?q=wells")!))
        XCTAssertTrue(environment.coordinator.visibleScreen is SearchViewController)
        XCTAssertFalse(environment.coordinator.open(URL(string: "mailto:someone@example.com")!))
        XCTAssertEqual(environment.coordinator.registeredFeatures, [.library, .search, .reader, .settings])
    }
}

final class AnalyticsTests: XCTestCase {
    func testEventNamesAndParameters() {
        let event = AnalyticsEvent.pageTurned(bookID: "emma", page: 3)
        XCTAssertEqual(event.name, "page_turned")
        XCTAssertEqual(event.logLine, "page_turned book_id=emma page=3")
        XCTAssertEqual(AnalyticsEvent.search(query: "dune", resultCount: 0).parameters["results"], "0")
    }

    func testModelsDescribeThemselvesToAnalytics() {
        XCTAssertEqual(AnalyticsEvent.viewed(Fixtures.timeMachine),
                       .screenView(name: "detail[book_id:the-time-machine,format:ebook,pages:118]"))
        XCTAssertEqual(Fixtures.austen.analyticsParameters, ["author_id": "jane-austen"])
    }

    func testConsoleTrackerVerbosity() {
        var echoed: [String] = []
        let verbose = ConsoleTracker(verbosity: .all, output: { echoed.append($0) })
        verbose.track(.suggestionTapped("horror"))
        verbose.track(.error(domain: "net", message: "boom"))
        XCTAssertEqual(echoed, ["[analytics] suggestion_tapped suggestion=horror",
                                "[analytics:error] error domain=net message=boom"])

        let quiet = ConsoleTracker(verbosity: .errorsOnly)
        quiet.track(.settingChanged(key: "a", value: "b"))
        XCTAssertTrue(quiet.lines.isEmpty)
        #if DEBUG
        XCTAssertEqual(ConsoleTracker.defaultVerbosity, .all)
        #endif
    }

    func testCompositeTrackerFansOut() {
        let first = RecordingTracker()
        let second = RecordingTracker()
        CompositeTracker([first, second]).track([.screenView(name: "a"), .screenView(name: "b")])
        XCTAssertEqual(first.events, second.events)
        XCTAssertEqual(second.names, ["screen_view", "screen_view"])
    }
}

final class AppTests: XCTestCase {
    func testDefaultLaunchShowsLibraryWithSeededProgress() {
        let output = BookshelfApp.run(arguments: [], environment: Fixtures.environment())
        assertContains(output, "MY LIBRARY", "CURRENTLY READING", "1. The Time Machine", "[#######---] 67%",
                       "2. Reading (1)", "1. A Christmas Carol — Charles Dickens · eBook")
        XCTAssertTrue(output.hasSuffix("\nlibrary"), output)
    }

    func testSearchCommandRendersResults() {
        let output = BookshelfApp.run(arguments: ["search", "wells"], environment: Fixtures.environment())
        assertContains(output, "SEARCH", "2 results for \"wells\"", "1. The Time Machine · eBook",
                       "2. The War of the Worlds · Paperback")
    }

    func testReaderCommandReplaysActions() {
        let output = BookshelfApp.run(arguments: ["reader", "frankenstein", "--", "next", "bogus"],
                                      environment: Fixtures.environment())
        assertContains(output, "FRANKENSTEIN", "(Page 2 of 3)", "I arrived here yesterday", "(ignored: bogus)")
    }

    func testOpenDeepLinkAndAct() {
        let environment = Fixtures.environment()
        let output = BookshelfApp.run(arguments: ["open", "bookshelf://book/dracula", "--", "want"],
                                      environment: environment)
        assertContains(output, "DRACULA", "by Bram Stoker", "On: Want to Read")
        XCTAssertEqual(environment.shelves.shelf(ofKind: .wantToRead)?.bookIDs, ["dracula"])
    }

    func testHelpVersionAndErrors() {
        XCTAssertEqual(BookshelfApp.run(arguments: ["--version"]), "Bookshelf 1.0.0")
        XCTAssertTrue(BookshelfApp.run(arguments: ["help"]).hasPrefix("usage: bookshelf"))
        XCTAssertTrue(BookshelfApp.run(arguments: ["frobnicate"]).hasPrefix("error: unknown command 'frobnicate'"))
        XCTAssertEqual(LaunchCommand(arguments: ["reader", "emma", "4", "--", "next"]),
                       .show(.reader(bookID: "emma", page: 4), actions: ["next"]))
        XCTAssertEqual(LaunchCommand(arguments: ["open", "nope"]), .invalid("not a bookshelf:// link"))
    }

    func testDebugSummary() {
        let output = BookshelfApp.run(arguments: ["--debug"], environment: Fixtures.environment())
        #if DEBUG
        assertContains(output, "features: library, search, reader, settings", "catalog: 12 books, 8 authors",
                       "theme: Paper")
        #else
        XCTAssertTrue(output.hasPrefix("usage"))
        #endif
    }
}
