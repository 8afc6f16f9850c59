import Foundation

/// A user-curated list of books. Identity is derived from the name.
struct Shelf: Codable, Hashable, Identified {
    typealias ID = String

    enum Kind: String, Codable, CaseIterable {
        case wantToRead
        case reading
        case finished
        case custom

        var defaultName: String {
            switch self {
            case .wantToRead: return "Want to Read"
            case .reading: return "Reading"
            case .finished: return "Finished"
            case .custom: return "Shelf"
            }
        }
    }

    var name: String
    var kind: Kind = .custom
    var bookIDs: [Book.ID] = []
    var isPinned: Bool = false

    var id: ID { name.slug }
    var count: Int { bookIDs.count }
    var isEmpty: Bool { bookIDs.isEmpty }

    func contains(_ book: Book) -> Bool {
        bookIDs.contains(book.id)
    }

    /// The three shelves every new library starts with.
    static func defaultShelves() -> [Shelf] {
        [Kind.wantToRead, .reading, .finished].map { Shelf(name: $0.defaultName, kind: $0) }
    }
}

// MARK: - Operators

extension Shelf {
    /// `shelf + book` returns a shelf that contains the book exactly once.
    static func + (shelf: Shelf, book: Book) -> Shelf {
        guard !shelf.contains(book) else { return shelf }
        var copy = shelf
        copy.bookIDs.append(book.id)
        return copy
    }

    static func += (shelf: inout Shelf, book: Book) {
        shelf = shelf + book
    }

    static func - (shelf: Shelf, book: Book) -> Shelf {
        var copy = shelf
        copy.bookIDs.removeAll { $0 == book.id }
        return copy
    }
}
