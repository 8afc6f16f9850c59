import Foundation

/// A search request as typed by the user, plus filters. Shared between the
/// Search feature and the (mock) catalog backend.
struct SearchQuery: Hashable, Codable {
    enum Sort: String, Codable, CaseIterable {
        case relevance
        case title
        case rating
        case newest
    }

    var text: String
    var formats: Set<Book.Format> = []
    var sort: Sort = .relevance
    var page: Int = 1

    var normalizedText: String { text.trimmed.lowercased() }

    var isEmpty: Bool { normalizedText.isEmpty }

    func next() -> SearchQuery {
        with(self) { $0.page += 1 }
    }

    /// Case-insensitive match on title, tags and the author's name.
    func matches(_ book: Book, author: Author? = nil) -> Bool {
        if !formats.isEmpty && !formats.contains(book.format) {
            return false
        }
        let needle = normalizedText
        guard !needle.isEmpty else { return true }
        let haystack = [book.title, author?.name ?? ""] + book.tags
        return haystack.contains { $0.lowercased().contains(needle) }
    }

    func sort(_ books: [Book]) -> [Book] {
        switch sort {
        case .relevance:
            return books.sorted { lhs, rhs in
                let l = lhs.title.lowercased().hasPrefix(normalizedText)
                let r = rhs.title.lowercased().hasPrefix(normalizedText)
                return l == r ? lhs < rhs : l
            }
        case .title:
            return books.sorted()
        case .rating:
            return books.sorted(by: \.ratingOrZero, ascending: false)
        case .newest:
            return books.sorted(by: \.yearOrZero, ascending: false)
        }
    }
}

fileprivate extension Book {
    var ratingOrZero: Double { rating ?? 0 }
    var yearOrZero: Int { publishedYear ?? 0 }
}
