import Foundation

/// A book being read, with its progress.
struct ReadingItem: Equatable {
    let book: Book
    let progress: ReadingProgress
}

/// Everything the library screen shows.
struct LibraryContent: Equatable {
    var reading: [ReadingItem]
    var shelves: [Shelf]
    var books: [Book]
    var authors: [Author.ID: Author] = [:]
}

final class LibraryUseCase: BaseUseCase {
    let shelves: ShelfRepository
    private let progress: InMemoryStore<ReadingProgress>
    private(set) var catalog: Catalog = .empty

    init(datasource: LibraryDatasource,
         shelves: ShelfRepository,
         progress: InMemoryStore<ReadingProgress>,
         tracker: AnalyticsTracker = ConsoleTracker.shared) {
        self.shelves = shelves
        self.progress = progress
        super.init(datasource: datasource, tracker: tracker)
    }

    override func validate(_ request: DataRequest) -> Validation {
        let base = super.validate(request)
        guard base.isValid else { return base }
        return LibraryDatasource.Resource.all.contains(request.resource)
            ? .valid
            : .invalid(reason: L10n.Key.errorNotFound.rawValue)
    }

    func loadCatalog(policy: DataRequest.CachePolicy = .returnCacheElseLoad) -> NetworkResult<Catalog> {
        let request = DataRequest(resource: LibraryDatasource.Resource.bundledCatalog, cachePolicy: policy)
        let personal = catalog.books.filter { $0.hasTag("personal") }
        let personalAuthors = catalog.authors.filter { author in personal.contains { $0.authorID == author.id } }
        return execute(request, as: Catalog.self).map { loaded in
            var merged = loaded
            personalAuthors.forEach { merged.authors.upsert($0) }
            personal.forEach { merged.books.upsert($0) }
            catalog = merged
            return merged
        }
    }

    /// Fetches the catalog from the backend, falling back to nothing.
    func refreshCatalog() async throws -> Catalog {
        let request = DataRequest(resource: LibraryDatasource.Resource.remoteCatalog, cachePolicy: .reloadIgnoringCache)
        let fresh = try execute(request, as: Catalog.self).get()
        catalog = fresh
        return fresh
    }

    func loadContent() -> NetworkResult<LibraryContent> {
        loadCatalog().map { catalog in
            let reading = progress.allValues()
                .filter { !$0.isFinished }
                .sorted(by: \.lastReadAt, ascending: false)
                .compactMap { item in catalog.book(withID: item.bookID).map { ReadingItem(book: $0, progress: item) } }
            return LibraryContent(reading: reading,
                                  shelves: shelves.shelves,
                                  books: catalog.books.sorted(),
                                  authors: catalog.authors.indexedByID())
        }
    }

    func progress(for bookID: Book.ID) -> ReadingProgress? {
        progress.value(withID: bookID)
    }

    @discardableResult
    func add(_ bookID: Book.ID, toShelf shelfID: Shelf.ID) -> Shelf? {
        guard let book = catalog.book(withID: bookID), let shelf = shelves.add(book, to: shelfID) else {
            return nil
        }
        tracker.track(.shelfUpdated(shelf: shelf.id, bookCount: shelf.count))
        return shelf
    }

    /// Adds a book the catalog does not know about (e.g. a gift or an old
    /// paperback) and files it on `shelfID`.
    func addPersonalBook(title: String, authorName: String, pageCount: Int,
                         toShelf shelfID: Shelf.ID) -> NetworkResult<Book> {
        guard !title.isBlank, !authorName.isBlank, pageCount > 0 else {
            return .failure(.invalidRequest(reason: L10n.Key.errorGeneric.rawValue))
        }
        let author = catalog.authors.first { $0.name.caseInsensitiveCompare(authorName.trimmed) == .orderedSame }
            ?? Author(id: Author.ID(rawValue: authorName.slug), name: authorName.trimmed)
        let book = Book(id: Book.ID(rawValue: "personal-" + title.slug),
                        title: title.trimmed,
                        authorID: author.id,
                        pageCount: pageCount,
                        tags: ["personal"])
        catalog.authors.upsert(author)
        catalog.books.upsert(book)
        add(book.id, toShelf: shelfID)
        return .success(book)
    }

    func createShelf(named name: String) -> NetworkResult<Shelf> {
        guard !name.isBlank else {
            return .failure(.invalidRequest(reason: "library.empty"))
        }
        return .success(shelves.createShelf(named: name))
    }
}
