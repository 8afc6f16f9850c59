import Foundation

/// Owns `.library`, `.shelf` and `.bookDetail`.
final class LibraryModule: FeatureModule {
    typealias Screen = BaseViewController

    let feature: Route.Feature = .library
    private let useCase: LibraryUseCase
    private let tracker: AnalyticsTracker
    private let showsProgress: () -> Bool
    private weak var router: Router?

    init(client: HTTPClient?,
         shelves: ShelfRepository,
         progress: InMemoryStore<ReadingProgress>,
         showsProgress: @escaping () -> Bool = { true },
         router: Router?,
         tracker: AnalyticsTracker = ConsoleTracker.shared) {
        self.useCase = LibraryUseCase(datasource: LibraryDatasource(client: client),
                                      shelves: shelves,
                                      progress: progress,
                                      tracker: tracker)
        self.showsProgress = showsProgress
        self.router = router
        self.tracker = tracker
    }

    func makeScreen(for route: Route) -> BaseViewController? {
        switch route {
        case .library:
            return libraryScreen(focusing: nil)
        case .shelf(let id):
            return libraryScreen(focusing: id)
        case .bookDetail(let id):
            let presenter = BookDetailPresenter(bookID: id, useCase: useCase, router: router, tracker: tracker)
            return BookDetailViewController(presenter: presenter, tracker: tracker)
        default:
            return nil
        }
    }

    private func libraryScreen(focusing shelfID: Shelf.ID?) -> LibraryViewController {
        let presenter = LibraryPresenter(useCase: useCase,
                                         focusedShelfID: shelfID,
                                         showsProgress: showsProgress,
                                         router: router,
                                         tracker: tracker)
        return LibraryViewController(presenter: presenter, tracker: tracker)
    }
}
