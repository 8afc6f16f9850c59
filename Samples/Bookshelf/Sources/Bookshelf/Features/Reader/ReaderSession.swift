import Foundation

/// One open book. Remembers the last page per book and records progress.
final class ReaderSession {
    let book: Book
    let pages: [String]

    /// Always a valid page number for this book.
    @Clamped var currentPage: Int
    /// Survives across sessions (keyed by book id).
    @Persisted var lastPage: Int

    private let progressStore: InMemoryStore<ReadingProgress>
    private let now: () -> Date

    init(book: Book,
         pages: [String],
         startPage: Int? = nil,
         store: KeyValueStore = .standard,
         progressStore: InMemoryStore<ReadingProgress>,
         now: @escaping () -> Date = Date.init) {
        self.book = book
        self.pages = pages
        self.progressStore = progressStore
        self.now = now
        _lastPage = Persisted("reader.lastPage.\(book.id.rawValue)", default: 1, store: store)
        _currentPage = Clamped(wrappedValue: 1, 1...max(1, pages.count))
        currentPage = startPage ?? lastPage
        record()
    }

    var pageCount: Int { pages.count }

    var text: String { pages[safe: currentPage - 1] ?? "" }

    var isOnLastPage: Bool { currentPage == $currentPage.upperBound }

    var progress: ReadingProgress {
        progressStore.value(withID: book.id)
            ?? ReadingProgress(bookID: book.id, currentPage: currentPage, totalPages: pageCount, lastReadAt: now())
    }

    /// Moves by `delta` pages. Returns `false` if already at the edge.
    @discardableResult
    func turn(by delta: Int) -> Bool {
        let updated = with(progress) { $0.lastReadAt = now() } + delta
        guard updated.currentPage != currentPage else { return false }
        currentPage = updated.currentPage
        record()
        return true
    }

    @discardableResult
    func jump(to page: Int) -> Bool {
        turn(by: page.clamped(to: $currentPage) - currentPage)
    }

    private func record() {
        lastPage = currentPage
        var updated = progress
        updated.currentPage = currentPage
        updated.lastReadAt = now()
        if updated.isFinished, updated.finishedAt == nil {
            updated.finishedAt = updated.lastReadAt
        }
        progressStore.save(updated)
    }
}
