// template: App/AppDelegate.swift
/// Application entry point.
final class AppDelegate {
    private(set) var dependencies: Dependencies?
    private(set) var coordinator: AppCoordinator?

    func application(didFinishLaunchingWithOptions options: [String: Any]? = nil) -> Bool {
        let dependencies = Dependencies()
        let coordinator = AppCoordinator(dependencies: dependencies)
        self.dependencies = dependencies
        self.coordinator = coordinator
        if dependencies.configuration.environment == .development {
            ThemeProvider.current = DarkTheme()
        } else {
            ThemeProvider.current = LightTheme()
        }
        coordinator.start()
        return true
    }

    func application(open urlString: String) -> Bool {
        guard let coordinator = coordinator else { return false }
        return DeepLinkHandler(router: coordinator).handle(urlString: urlString)
    }

    // __fillers__
}
