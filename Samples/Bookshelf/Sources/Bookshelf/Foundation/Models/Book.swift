import Foundation

/// A title in the catalog. Built everywhere through its synthesized memberwise
/// initializer, e.g. `Book(id: "dune", title: "Dune", authorID: "frank-herbert", pageCount: 412)`.
struct Book: Codable, Identified {
    /// Catalog identifier. `Author` has its own, unrelated `ID` type.
    struct ID: RawRepresentable, Hashable, Codable, Comparable {
        let rawValue: String

        static func < (lhs: ID, rhs: ID) -> Bool {
            lhs.rawValue < rhs.rawValue
        }
    }

    enum Format: String, Codable, CaseIterable {
        case paperback
        case hardcover
        case ebook
        case audiobook

        var displayName: String {
            switch self {
            case .paperback: return "Paperback"
            case .hardcover: return "Hardcover"
            case .ebook: return "eBook"
            case .audiobook: return "Audiobook"
            }
        }

        var isDigital: Bool {
            self == .ebook || self == .audiobook
        }
    }

    let id: ID
    var title: String
    let authorID: Author.ID
    var format: Format = .paperback
    var pageCount: Int
    var tags: [String] = []
    var publishedYear: Int? = nil
    var rating: Double? = nil
    var summary: String = ""
}

extension Book.ID: ExpressibleByStringLiteral, CustomStringConvertible {
    init(stringLiteral value: String) {
        self.init(rawValue: value)
    }

    var description: String { rawValue }
}

// MARK: - Identity

extension Book: Hashable {
    /// Two records with the same catalog id are the same book, even if one
    /// of them carries stale metadata (rating, tags...).
    static func == (lhs: Book, rhs: Book) -> Bool {
        lhs.id == rhs.id
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(id)
    }
}

extension Book: Comparable {
    static func < (lhs: Book, rhs: Book) -> Bool {
        let order = lhs.title.caseInsensitiveCompare(rhs.title)
        return order == .orderedSame ? lhs.id < rhs.id : order == .orderedAscending
    }
}

// MARK: - Derived values

extension Book {
    var slug: String { title.slug }

    var isLong: Bool { pageCount >= 500 }

    func hasTag(_ tag: String) -> Bool {
        tags.contains { $0.caseInsensitiveCompare(tag) == .orderedSame }
    }

    /// Estimated reading time at the given speed.
    func readingHours(pagesPerHour: Int = 40) -> Int {
        guard pagesPerHour > 0 else { return 0 }
        return Int((Double(pageCount) / Double(pagesPerHour)).rounded(.up))
    }
}
