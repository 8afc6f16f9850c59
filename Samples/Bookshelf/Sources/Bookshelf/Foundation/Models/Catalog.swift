import Foundation

/// The whole catalog as shipped in `library_catalog.json` and served by the
/// mock backend.
struct Catalog: Codable, Equatable {
    var version: Int = 1
    var authors: [Author]
    var books: [Book]

    func author(for book: Book) -> Author? {
        authors.first(withID: book.authorID)
    }

    func book(withID id: Book.ID) -> Book? {
        books.first(withID: id)
    }

    func books(by authorID: Author.ID) -> [Book] {
        books.filter { $0.authorID == authorID }.sorted()
    }

    func search(_ query: SearchQuery) -> [Book] {
        let hits = books.filter { query.matches($0, author: author(for: $0)) }
        return query.sort(hits)
    }

    var totalPages: Int {
        books.sum(of: \Book.pageCount)
    }

    var allTags: [String] {
        books.flatMap(\.tags).removingDuplicates().sorted()
    }

    static let empty = Catalog(authors: [], books: [])
}
