import Foundation

final class LibraryPresenter: BasePresenter<LibraryViewController> {
    private(set) var state: ViewState<LibraryContent> = .idle {
        didSet { stateDidChange() }
    }
    let focusedShelfID: Shelf.ID?
    private let useCase: LibraryUseCase
    private let showsProgress: () -> Bool

    init(useCase: LibraryUseCase,
         focusedShelfID: Shelf.ID? = nil,
         showsProgress: @escaping () -> Bool = { UserPreferences.factoryDefaults.showProgressInLibrary },
         router: Router?,
         tracker: AnalyticsTracker = ConsoleTracker.shared) {
        self.useCase = useCase
        self.focusedShelfID = focusedShelfID
        self.showsProgress = showsProgress
        super.init(router: router, tracker: tracker)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        reload()
    }

    func reload() {
        state = .loading
        state = useCase.loadContent() |> { ViewState($0, emptyMessage: L10n.string(.libraryEmpty), isEmpty: \.books.isEmpty) }
    }

    var focusedShelf: Shelf? {
        focusedShelfID.flatMap { state.content?.shelves.first(withID: $0) }
    }

    var showsReadingProgress: Bool { showsProgress() }

    /// The books listed under "All Books", narrowed to the focused shelf if any.
    var visibleBooks: [Book] {
        guard let content = state.content else { return [] }
        guard let shelf = focusedShelf else { return content.books }
        return content.books.filter(shelf.contains)
    }

    func author(for book: Book) -> Author? {
        state.content?.authors[book.authorID]
    }

    // MARK: Navigation

    func openBook(at index: Int) {
        guard let book = visibleBooks[safe: index] else { return }
        navigate(to: .bookDetail(book.id))
    }

    func continueReading(at index: Int) {
        guard let item = state.content?.reading[safe: index] else { return }
        tracker.track(.bookOpened(item.book.id))
        navigate(to: .reader(bookID: item.book.id, page: item.progress.currentPage))
    }

    func openShelf(at index: Int) {
        guard let shelf = state.content?.shelves[safe: index] else { return }
        navigate(to: .shelf(id: shelf.id))
    }

    func openSearch(_ query: String? = nil) {
        navigate(to: .search(query: query))
    }

    func openSettings() {
        navigate(to: .settings)
    }
}
