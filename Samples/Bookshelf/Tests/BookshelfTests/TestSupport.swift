import Foundation
import XCTest
@testable import Bookshelf

/// Records navigation requests instead of performing them.
final class RouterSpy: Router {
    private(set) var routes: [Route] = []
    private(set) var backCount = 0

    var currentRoute: Route? { routes.last }

    func navigate(to route: Route) {
        routes.append(route)
    }

    @discardableResult
    func goBack() -> Route? {
        backCount += 1
        return nil
    }
}

enum Fixtures {
    static let now = Date.fixed(year: 2024, month: 3, day: 5, hour: 9)

    static let austen = Author(id: "jane-austen", name: "Jane Austen", birthYear: 1775)
    static let wells = Author(id: "h-g-wells", name: "H. G. Wells")

    static let pride = Book(id: "pride-and-prejudice",
                            title: "Pride and Prejudice",
                            authorID: "jane-austen",
                            pageCount: 432,
                            tags: ["classic", "romance"],
                            publishedYear: 1813,
                            rating: 4.3)
    static let emma = Book(id: "emma", title: "Emma", authorID: austen.id, format: .ebook, pageCount: 474,
                           tags: ["classic"])
    static let timeMachine = Book(id: "the-time-machine", title: "The Time Machine", authorID: wells.id,
                                  format: .ebook, pageCount: 118, tags: ["science-fiction"])
    static let warOfTheWorlds = Book(id: "the-war-of-the-worlds", title: "The War of the Worlds",
                                     authorID: wells.id, pageCount: 192, tags: ["science-fiction"])

    static let catalog = Catalog(authors: [austen, wells], books: [pride, emma, timeMachine, warOfTheWorlds])

    /// A mock backend serving `catalog`.
    static func client(serving catalog: Catalog = Fixtures.catalog) -> (MockHTTPClient, CatalogServer) {
        let client = MockHTTPClient()
        let server = CatalogServer(catalog: catalog)
        server.install(on: client.transport)
        return (client, server)
    }

    static func environment(tracker: AnalyticsTracker = RecordingTracker(),
                            seedsDemoProgress: Bool = true) -> AppEnvironment {
        AppEnvironment(configuration: AppEnvironment.Configuration(tracker: tracker,
                                                                   seedsDemoProgress: seedsDemoProgress,
                                                                   now: { Fixtures.now }))
    }
}

extension XCTestCase {
    /// Asserts that `text` contains every one of `fragments`.
    func assertContains(_ text: String, _ fragments: String..., file: StaticString = #filePath, line: UInt = #line) {
        for fragment in fragments where !text.contains(fragment) {
            XCTFail("expected to find \"\(fragment)\" in:\n\(text)", file: file, line: line)
        }
    }
}
