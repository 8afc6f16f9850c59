// template: Core/Analytics/AnalyticsService.swift
/// Fans events out to every provider, adding user properties.
final class AnalyticsService: AnalyticsTracking {
    private let providers: [AnalyticsProvider]
    private var userProperties: [String: String] = [:]

    init(providers: [AnalyticsProvider] = [ConsoleAnalyticsProvider()]) {
        self.providers = providers
    }

    func track(_ event: AnalyticsEvent) {
        #if ENABLE_ANALYTICS
        var enriched = event
        enriched.parameters.merge(userProperties) { current, _ in current }
        providers.forEach { $0.send(enriched) }
        #else
        _ = event
        #endif
    }

    func setUserProperty(_ value: String?, forName name: String) {
        if let value = value {
            userProperties[name] = value
        } else {
            userProperties.removeValue(forKey: name)
        }
    }

    // __fillers__
}

struct ConsoleAnalyticsProvider: AnalyticsProvider {
    let identifier = "console"

    func send(_ event: AnalyticsEvent) {
        #if DEBUG
        print("[analytics] \(event.name) \(event.parameters)")
        #endif
    }
}
