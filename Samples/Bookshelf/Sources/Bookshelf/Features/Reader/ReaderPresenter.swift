import Foundation

final class ReaderPresenter: BasePresenter<ReaderViewController> {
    enum State: Equatable {
        case loading
        case reading(page: Int, of: Int)
        case unavailable(message: String)
    }

    let bookID: Book.ID
    let layout: ReaderLayout
    private(set) var state: State = .loading {
        didSet { stateDidChange() }
    }
    private(set) var session: ReaderSession?
    private let startPage: Int?
    private let useCase: ReaderUseCase

    init(bookID: Book.ID,
         startPage: Int? = nil,
         layout: ReaderLayout = ReaderLayout(),
         useCase: ReaderUseCase,
         router: Router?,
         tracker: AnalyticsTracker = ConsoleTracker.shared) {
        self.bookID = bookID
        self.startPage = startPage
        self.layout = layout
        self.useCase = useCase
        super.init(router: router, tracker: tracker)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        switch useCase.loadContent(for: bookID) {
        case .success(let content):
            session = useCase.openSession(for: content, startPage: startPage)
            syncState()
        case .failure(let error):
            if case .notFound = error {
                state = .unavailable(message: L10n.string(.readerNoPreview))
            } else {
                state = .unavailable(message: error.userMessage)
            }
        }
    }

    var bookTitle: String? { session?.book.title }

    var pageText: String { session?.text ?? "" }

    var progress: ReadingProgress? { session?.progress }

    func nextPage() { turn(by: 1) }

    func previousPage() { turn(by: -1) }

    func jump(to page: Int) {
        guard let session, session.jump(to: page) else { return }
        tracker.track(.pageTurned(bookID: bookID, page: session.currentPage))
        syncState()
    }

    func openSettings() {
        navigate(to: .settings)
    }

    func close() {
        goBack()
    }

    private func turn(by delta: Int) {
        guard let session, session.turn(by: delta) else { return }
        tracker.track(.pageTurned(bookID: bookID, page: session.currentPage))
        syncState()
    }

    private func syncState() {
        guard let session else { return }
        state = .reading(page: session.currentPage, of: session.pageCount)
    }
}
