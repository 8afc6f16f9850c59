import Foundation

final class SettingsModule: FeatureModule {
    typealias Screen = BaseViewController

    let feature: Route.Feature = .settings
    let useCase: SettingsUseCase
    private let tracker: AnalyticsTracker
    private weak var router: Router?

    /// The storage's defaults come from the bundled `settings_defaults.json`.
    init(store: KeyValueStore, router: Router?, tracker: AnalyticsTracker = ConsoleTracker.shared) {
        let bootstrap = SettingsUseCase(storage: SettingsStorage(store: store), tracker: tracker)
        let defaults = bootstrap.bundledDefaults()
        self.useCase = SettingsUseCase(storage: SettingsStorage(store: store, defaults: defaults), tracker: tracker)
        self.router = router
        self.tracker = tracker
    }

    /// Read by other features through the composition root.
    var preferences: UserPreferences {
        useCase.currentPreferences()
    }

    func makeScreen(for route: Route) -> BaseViewController? {
        guard case .settings = route else { return nil }
        let presenter = SettingsPresenter(useCase: useCase, router: router, tracker: tracker)
        return SettingsViewController(presenter: presenter, tracker: tracker)
    }
}
