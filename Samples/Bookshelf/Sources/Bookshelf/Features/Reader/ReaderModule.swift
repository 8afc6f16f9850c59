import Foundation

final class ReaderModule: FeatureModule {
    typealias Screen = BaseViewController

    let feature: Route.Feature = .reader
    private let useCase: ReaderUseCase
    private let layout: () -> ReaderLayout
    private let tracker: AnalyticsTracker
    private weak var router: Router?

    init(client: HTTPClient,
         progressStore: InMemoryStore<ReadingProgress>,
         keyValueStore: KeyValueStore,
         layout: @escaping () -> ReaderLayout = { ReaderLayout() },
         router: Router?,
         tracker: AnalyticsTracker = ConsoleTracker.shared,
         now: @escaping () -> Date = Date.init) {
        self.useCase = ReaderUseCase(datasource: ReaderDatasource(client: client),
                                     progressStore: progressStore,
                                     keyValueStore: keyValueStore,
                                     tracker: tracker,
                                     now: now)
        self.layout = layout
        self.router = router
        self.tracker = tracker
    }

    func makeScreen(for route: Route) -> BaseViewController? {
        guard case .reader(let bookID, let page) = route else { return nil }
        // Page 1 is the route's default and means "resume where I left off".
        let presenter = ReaderPresenter(bookID: bookID,
                                        startPage: page > 1 ? page : nil,
                                        layout: layout(),
                                        useCase: useCase,
                                        router: router,
                                        tracker: tracker)
        return ReaderViewController(presenter: presenter, tracker: tracker)
    }
}
