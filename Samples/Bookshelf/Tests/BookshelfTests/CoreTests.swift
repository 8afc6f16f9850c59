import XCTest
@testable import Bookshelf

final class NetworkingTests: XCTestCase {
    func testRequestBuilderKeepsBasePathAndQuery() throws {
        let builder = RequestBuilder(baseURL: URL(string: "https://api.example.com/v1")!)
        let request = try builder.makeRequest(for: .search(SearchQuery(text: "Dune", page: 2), pageSize: 3))
        XCTAssertEqual(request.url.path, "/v1/search")
        XCTAssertEqual(request.queryParameters, ["q": "dune", "page": "2", "per_page": "3", "sort": "relevance"])
        XCTAssertEqual(request.value(forHeader: "accept"), "application/json")
        XCTAssertThrowsError(try builder.makeRequest(for: Endpoint(path: "relative")))
    }

    func testMockClientRoutesAndReportsErrors() {
        let (client, _) = Fixtures.client()
        let book: NetworkResult<Book> = client.fetch(.book("emma"))
        XCTAssertEqual(book.value?.title, "Emma")
        XCTAssertEqual(client.fetch(.book("missing"), as: Book.self).error, .notFound(path: "/books/missing"))
        XCTAssertEqual(client.transport.requests(toPath: "/books/emma").count, 1)

        client.transport.isOffline = true
        XCTAssertEqual(client.data(for: .catalog).error, .offline)
        XCTAssertTrue(APIError.offline.isRetryable)
        XCTAssertEqual(client.requestCount, 3)
    }

    func testDecodingFailureIsReported() {
        let client = MockHTTPClient()
        client.transport.register(path: "/catalog") { _ in HTTPResponse(statusCode: 200, body: Data("[]".utf8)) }
        guard case .decoding(let type, _)? = client.fetch(.catalog, as: Catalog.self).error else {
            return XCTFail("expected a decoding error")
        }
        XCTAssertEqual(type, "Catalog")
    }

    func testServerPaginatesSearchResults() {
        let (client, _) = Fixtures.client()
        let page: NetworkResult<Paginated<Book>> = client.fetch(.search(SearchQuery(text: "e"), pageSize: 3))
        XCTAssertEqual(page.value?.items.count, 3)
        XCTAssertEqual(page.value?.totalCount, 4)
        XCTAssertEqual(page.value?.hasMore, true)
        XCTAssertEqual(page.value?.pageCount, 2)
    }

    func testPaginateHelper() {
        let second = paginate(Array(1...7), page: 2, pageSize: 3)
        XCTAssertEqual(second.items, [4, 5, 6])
        XCTAssertTrue(second.hasMore)
        XCTAssertEqual(paginate(Array(1...7), page: 9, pageSize: 3).items, [])
        let merged = paginate(Array(1...7), page: 1, pageSize: 3).appending(second)
        XCTAssertEqual(merged.items, [1, 2, 3, 4, 5, 6])
        XCTAssertEqual(merged.map { String($0) }.items.last, "6")
    }

    func testAsyncFetch() async throws {
        let (client, _) = Fixtures.client()
        let catalog: Catalog = try await client.fetch(.catalog)
        XCTAssertEqual(catalog.books.count, 4)
    }

    func testProgressUploadIsStoredByServer() {
        let (client, server) = Fixtures.client()
        let progress = ReadingProgress(bookID: "emma", currentPage: 12, totalPages: 474, lastReadAt: Fixtures.now)
        XCTAssertTrue(client.data(for: .saveProgress(progress)).isSuccess)
        XCTAssertEqual(server.savedProgress["emma"], progress)
    }
}

final class PersistenceTests: XCTestCase {
    func testInMemoryStoreNotifiesObservers() {
        let store = InMemoryStore<Shelf>()
        var changes: [String] = []
        let token = store.observe { key, value in changes.append("\(key)=\(value?.count ?? -1)") }
        store.save(Shelf(name: "Later") + Fixtures.emma)
        store["later"] = nil
        token.cancel()
        store.save(Shelf(name: "Ignored"))
        XCTAssertEqual(changes, ["later=1", "later=-1"])
        XCTAssertEqual(store.keys, ["ignored"])
    }

    func testStoreUpdateAndSnapshot() throws {
        let store = InMemoryStore<Int>(initial: ["a": 1])
        store.update("a", default: 0) { $0 += 10 }
        store.update("b", default: 5) { $0 *= 2 }
        XCTAssertEqual(store.allValues(), [11, 10])

        let copy = InMemoryStore<Int>()
        try copy.restore(from: store.snapshot())
        XCTAssertEqual(copy.values(forKeys: ["b", "a", "zzz"]), [10, 11])

        let erased = AnyStore(copy)
        erased.removeAll()
        XCTAssertTrue(copy.isEmpty)
    }

    func testFileStoreRoundTrip() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bookshelf-tests-\(UUID().uuidString)")
        let store = try FileStore<ReadingProgress>(name: "Progress Store", directory: root)
        defer { try? FileManager.default.removeItem(at: root) }

        let progress = ReadingProgress(bookID: "the-time-machine", currentPage: 40, totalPages: 118,
                                       lastReadAt: Fixtures.now)
        try store.write(progress, forKey: "the-time-machine/v1")
        XCTAssertEqual(store.directory.lastPathComponent, "progress-store")
        XCTAssertEqual(store.keys, ["the-time-machine/v1"])

        let reopened = try FileStore<ReadingProgress>(name: "Progress Store", directory: root)
        XCTAssertEqual(reopened.value(forKey: "the-time-machine/v1"), progress)

        reopened.removeValue(forKey: "the-time-machine/v1")
        XCTAssertNil(store.value(forKey: "the-time-machine/v1"))
        try store.destroy()
        XCTAssertFalse(FileManager.default.fileExists(atPath: store.directory.path))
    }

    func testCacheEvictsLeastRecentlyUsed() {
        let cache = Cache<String, Int>(capacity: 2)
        cache["a"] = 1
        cache["b"] = 2
        XCTAssertEqual(cache["a"], 1)
        cache["c"] = 3
        XCTAssertNil(cache["b"])
        XCTAssertEqual(cache.count, 2)
        XCTAssertEqual(cache.hits, 1)
        XCTAssertEqual(cache.value(forKey: "d", orInsert: { 4 }), 4)
        XCTAssertNil(cache["a"])
    }

    func testCacheEntriesExpire() {
        var clock = Fixtures.now
        let cache = Cache<String, String>(capacity: 4, lifetime: 60, now: { clock })
        cache["token"] = "abc"
        clock = clock.addingTimeInterval(59)
        XCTAssertEqual(cache["token"], "abc")
        clock = clock.addingTimeInterval(2)
        XCTAssertNil(cache["token"])
        XCTAssertEqual(cache.misses, 1)
    }
}
