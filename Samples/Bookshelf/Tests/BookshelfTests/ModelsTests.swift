import XCTest
@testable import Bookshelf

final class ModelsTests: XCTestCase {
    func testMemberwiseInitUsesDefaults() {
        let book = Book(id: "dune", title: "Dune", authorID: "frank-herbert", pageCount: 412)
        XCTAssertEqual(book.format, .paperback)
        XCTAssertEqual(book.tags, [])
        XCTAssertNil(book.rating)
        XCTAssertEqual(book.summary, "")

        let shelf = Shelf(name: "Summer Reads")
        XCTAssertEqual(shelf.kind, .custom)
        XCTAssertTrue(shelf.isEmpty)
        XCTAssertEqual(shelf.id, "summer-reads")

        let preferences = UserPreferences(dailyGoalPages: 40)
        XCTAssertEqual(preferences.fontScale, 1.0)
        XCTAssertEqual(preferences.dailyGoalPages, 40)
        XCTAssertEqual(preferences.dailyGoalMinutes, 80)
    }

    func testBookEqualityIsByIdentifierOnly() {
        let stale = with(Fixtures.pride) { $0.rating = 1.0; $0.tags = [] }
        XCTAssertEqual(stale, Fixtures.pride)
        XCTAssertEqual(Set([stale, Fixtures.pride]).count, 1)
        XCTAssertNotEqual(Fixtures.pride, Fixtures.emma)
    }

    func testBooksSortByTitle() {
        let sorted = [Fixtures.warOfTheWorlds, Fixtures.pride, Fixtures.emma, Fixtures.timeMachine].sorted()
        XCTAssertEqual(sorted.map(\.title), ["Emma", "Pride and Prejudice", "The Time Machine", "The War of the Worlds"])
    }

    func testNestedIDTypesWithTheSameNameStayDistinct() {
        let bookID: Book.ID = "jane-austen"
        let authorID: Author.ID = "jane-austen"
        XCTAssertEqual(bookID.rawValue, authorID.rawValue)
        XCTAssertTrue(String(reflecting: type(of: bookID)).hasSuffix("Book.ID"))
        XCTAssertTrue(String(reflecting: type(of: authorID)).hasSuffix("Author.ID"))
        XCTAssertEqual(Book.ID(rawValue: "a") < Book.ID(rawValue: "b"), true)
    }

    func testShelfPlusBookAddsOnce() {
        var shelf = Shelf(name: "Favourites") + Fixtures.pride + Fixtures.emma
        shelf += Fixtures.pride
        XCTAssertEqual(shelf.bookIDs, [Fixtures.pride.id, Fixtures.emma.id])
        XCTAssertEqual((shelf - Fixtures.pride).bookIDs, [Fixtures.emma.id])
        XCTAssertEqual(Shelf.defaultShelves().map(\.kind), [.wantToRead, .reading, .finished])
    }

    func testReadingProgressOperatorClampsAndFinishes() {
        let start = ReadingProgress(bookID: "emma", currentPage: 470, totalPages: 474, lastReadAt: Fixtures.now)
        let finished = start + 10
        XCTAssertEqual(finished.currentPage, 474)
        XCTAssertTrue(finished.isFinished)
        XCTAssertEqual(finished.finishedAt, Fixtures.now)
        XCTAssertEqual((start - 1_000).currentPage, 1)
        XCTAssertEqual(start.percent, 99)
        XCTAssertLessThan(start - 100, start)
    }

    func testCodableRoundTripKeepsIdentifiersAsStrings() throws {
        let data = try Fixtures.pride.encoded()
        let json = String(decoding: data, as: UTF8.self)
        XCTAssertTrue(json.contains("\"id\":\"pride-and-prejudice\""), json)
        let decoded = try Book.decoded(from: data)
        XCTAssertEqual(decoded.title, Fixtures.pride.title)
        XCTAssertEqual(decoded.tags, Fixtures.pride.tags)
    }

    func testSearchQueryMatchesAuthorNameAndFormats() {
        let query = SearchQuery(text: "  WELLS ")
        XCTAssertEqual(Fixtures.catalog.search(query).map(\.id), [Fixtures.timeMachine.id, Fixtures.warOfTheWorlds.id])
        let ebooksOnly = SearchQuery(text: "wells", formats: [.ebook])
        XCTAssertEqual(Fixtures.catalog.search(ebooksOnly), [Fixtures.timeMachine])
        XCTAssertEqual(query.next().page, 2)
    }

    func testAuthorDerivedNames() {
        XCTAssertEqual(Fixtures.austen.sortName, "Austen, Jane")
        XCTAssertEqual(Fixtures.austen.initials, "JA")
        XCTAssertEqual(Fixtures.wells.lifespanDescription, "dates unknown")
    }
}
