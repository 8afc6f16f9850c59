import Foundation

/// Everything shown on a book's page.
struct BookDetail: Equatable {
    let book: Book
    let author: Author?
    var shelves: [Shelf]
    var progress: ReadingProgress?
}

final class BookDetailPresenter: BasePresenter<BookDetailViewController> {
    let bookID: Book.ID
    private(set) var state: ViewState<BookDetail> = .idle {
        didSet { stateDidChange() }
    }
    private let useCase: LibraryUseCase

    init(bookID: Book.ID, useCase: LibraryUseCase, router: Router?, tracker: AnalyticsTracker = ConsoleTracker.shared) {
        self.bookID = bookID
        self.useCase = useCase
        super.init(router: router, tracker: tracker)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        load()
    }

    func load() {
        state = .loading
        switch useCase.loadCatalog() {
        case .success(let catalog):
            guard let book = catalog.book(withID: bookID) else {
                state = .failed(.notFound(path: "/books/\(bookID)"))
                return
            }
            tracker.track(.viewed(book))
            state = .loaded(BookDetail(book: book,
                                       author: catalog.author(for: book),
                                       shelves: useCase.shelves.shelves(containing: book),
                                       progress: useCase.progress(for: book.id)))
        case .failure(let error):
            state = .failed(error)
        }
    }

    func addToShelf(_ kind: Shelf.Kind = .wantToRead) {
        guard let shelf = useCase.shelves.shelf(ofKind: kind) else { return }
        useCase.add(bookID, toShelf: shelf.id)
        load()
    }

    func startReading() {
        tracker.track(.bookOpened(bookID))
        navigate(to: .reader(bookID: bookID, page: state.content?.progress?.currentPage ?? 1))
    }

    func showMoreByAuthor() {
        guard let author = state.content?.author else { return }
        navigate(to: .search(query: author.name))
    }
}
