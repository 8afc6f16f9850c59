import Foundation

/// Vends the search screen for `.search` routes.
final class SearchModule: FeatureModule {
    typealias Screen = BaseViewController

    let feature: Route.Feature = .search
    private let client: HTTPClient
    private let tracker: AnalyticsTracker
    private weak var router: Router?

    init(client: HTTPClient, router: Router?, tracker: AnalyticsTracker = ConsoleTracker.shared) {
        self.client = client
        self.router = router
        self.tracker = tracker
    }

    func makeScreen(for route: Route) -> BaseViewController? {
        guard case .search(let query) = route else { return nil }
        let useCase = SearchUseCase(datasource: SearchDatasource(client: client), tracker: tracker)
        let presenter = SearchPresenter(useCase: useCase, initialQuery: query, router: router, tracker: tracker)
        return SearchViewController(presenter: presenter, tracker: tracker)
    }
}
