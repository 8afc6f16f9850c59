// template: Core/DependencyInjection/Dependencies.swift
/// The shared services, created once at launch and handed to every module.
final class Dependencies {
    let configuration: AppConfiguration
    let apiClient: APIClient
    let storage: KeyValueStorage
    let analytics: AnalyticsTracking
    let logger: Logging
    let featureFlags: FeatureFlagProviding
    let router: RouterProxy

    init(configuration: AppConfiguration = .current, storage: KeyValueStorage = InMemoryStorage.shared) {
        self.configuration = configuration
        self.storage = storage
        self.logger = ConsoleLogger(minimumLevel: configuration.environment == .production ? .warning : .debug)
        self.apiClient = HTTPClient(configuration: configuration)
        self.analytics = AnalyticsService()
        self.featureFlags = RemoteFeatureFlags(storage: storage)
        self.router = RouterProxy()
    }

    // __fillers__
}
