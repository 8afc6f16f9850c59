import XCTest
@testable import Bookshelf

final class ExtensionsTests: XCTestCase {
    func testSlug() {
        XCTAssertEqual("Moby-Dick; or, The Whale".slug, "moby-dick-or-the-whale")
        XCTAssertEqual("  Charlotte Brontë ".slug, "charlotte-bronte")
        XCTAssertEqual("Want to Read".slug, "want-to-read")
    }

    func testStringHelpers() {
        XCTAssertEqual("A long title".truncated(to: 6), "A lon…")
        XCTAssertEqual("ab".padded(to: 4), "ab  ")
        XCTAssertEqual("one two three four".wrapped(width: 9), ["one two", "three", "four"])
        XCTAssertTrue(" \n ".isBlank)
    }

    func testSafeSubscriptAndDuplicates() {
        let values = [1, 2, 2, 3]
        XCTAssertEqual(values[safe: 3], 3)
        XCTAssertNil(values[safe: 4])
        XCTAssertNil(values[safe: -1])
        XCTAssertEqual(values.removingDuplicates(), [1, 2, 3])
        XCTAssertEqual([1, 2, 3].moving(from: 0, to: 3), [2, 3, 1])
    }

    func testChunkedAndKeyPathHelpers() {
        XCTAssertEqual(Array(1...7).chunked(into: 3).map(Array.init), [[1, 2, 3], [4, 5, 6], [7]])
        let books = [Fixtures.warOfTheWorlds, Fixtures.emma, Fixtures.timeMachine]
        XCTAssertEqual(books.sorted(by: \Book.pageCount).map(\.pageCount), [118, 192, 474])
        XCTAssertEqual(books.sorted(by: \.title, ascending: false).first?.title, "The War of the Worlds")
        XCTAssertEqual(books.sum(of: \.pageCount), 784)
        XCTAssertEqual(books.grouped(by: \.authorID)[Fixtures.wells.id]?.count, 2)
        XCTAssertEqual(books.count(of: \.format, equalTo: .ebook), 2)
    }

    func testDateFormattingIsStable() {
        let date = Date.fixed(year: 2024, month: 3, day: 5, hour: 10)
        XCTAssertEqual(date.shortDate, "2024-03-05")
        XCTAssertEqual(date.longDate, "March 5, 2024")
        XCTAssertEqual(date.iso8601, "2024-03-05T10:00:00Z")
        XCTAssertEqual(date.relativeDescription(to: date.adding(days: 1)), "yesterday")
        XCTAssertEqual(date.relativeDescription(to: date.adding(days: 21)), "3 weeks ago")
    }

    func testResultHelpers() {
        let ok: Result<Int, APIError> = .success(2)
        let failed: Result<Int, APIError> = .failure(.offline)
        XCTAssertEqual(ok.value, 2)
        XCTAssertEqual(failed.error, .offline)
        XCTAssertFalse(failed.isSuccess)
        XCTAssertEqual(failed.recover { _ in -1 }, -1)
        XCTAssertNil(zip(ok, failed).value)
        XCTAssertEqual(zip(ok, ok).value.map { $0 + $1 }, 4)
        var seen: [Int] = []
        ok.onSuccess { seen.append($0) }.onFailure { _ in seen.append(-1) }
        XCTAssertEqual(seen, [2])
    }

    func testCustomOperators() {
        let slugLength = "Pride and Prejudice" |> \String.slug |> \.count
        XCTAssertEqual(slugLength, 19)

        let titleSlug = ^\Book.title >>> \.slug
        XCTAssertEqual([Fixtures.pride, Fixtures.emma].map(titleSlug), ["pride-and-prejudice", "emma"])

        // |> binds looser than arithmetic.
        XCTAssertEqual(2 + 3 |> { $0 * 10 }, 50)
    }

    func testIdentifiedCollections() {
        var books = [Fixtures.pride, Fixtures.emma]
        XCTAssertEqual(books.first(withID: "emma")?.title, "Emma")
        books.upsert(with(Fixtures.emma) { $0.title = "Emma (Annotated)" })
        books.upsert(Fixtures.timeMachine)
        XCTAssertEqual(books.map(\.title), ["Pride and Prejudice", "Emma (Annotated)", "The Time Machine"])
        XCTAssertEqual(books.remove(id: "pride-and-prejudice")?.title, "Pride and Prejudice")
        XCTAssertEqual(books.indexedByID().count, 2)
    }
}
