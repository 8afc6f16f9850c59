import Foundation

struct ReadingProgress: Codable, Hashable, Identified {
    let bookID: Book.ID
    var currentPage: Int
    var totalPages: Int
    var lastReadAt: Date
    var finishedAt: Date? = nil

    var id: Book.ID { bookID }

    var fraction: Double {
        guard totalPages > 0 else { return 0 }
        return min(1, max(0, Double(currentPage) / Double(totalPages)))
    }

    var percent: Int { Int((fraction * 100).rounded()) }

    var isFinished: Bool { currentPage >= totalPages }

    var pagesRemaining: Int { max(0, totalPages - currentPage) }
}

extension ReadingProgress: Comparable {
    /// Ordered by how far along the reader is.
    static func < (lhs: ReadingProgress, rhs: ReadingProgress) -> Bool {
        lhs.fraction == rhs.fraction ? lhs.bookID < rhs.bookID : lhs.fraction < rhs.fraction
    }
}

// MARK: - Operators

extension ReadingProgress {
    /// Advances by `pages`, never past the last page and never before page 1.
    static func + (progress: ReadingProgress, pages: Int) -> ReadingProgress {
        var copy = progress
        copy.currentPage = (progress.currentPage + pages).clamped(to: 1...max(1, progress.totalPages))
        if copy.isFinished, copy.finishedAt == nil {
            copy.finishedAt = copy.lastReadAt
        }
        return copy
    }

    static func - (progress: ReadingProgress, pages: Int) -> ReadingProgress {
        progress + (-pages)
    }

    static func += (progress: inout ReadingProgress, pages: Int) {
        progress = progress + pages
    }
}
