// template: Core/Analytics/AnalyticsTracking.swift
/// Receives analytics events.
protocol AnalyticsTracking: AnyObject {
    func track(_ event: AnalyticsEvent)
    func setUserProperty(_ value: String?, forName name: String)
}

/// A model that contributes parameters to analytics events.
protocol Trackable {
    var analyticsParameters: [String: String] { get }
}

extension AnalyticsTracking {
    func track(_ name: String, _ trackable: Trackable) {
        track(AnalyticsEvent(name: name, parameters: trackable.analyticsParameters))
    }

    // __fillers__
}

/// A destination of analytics events.
protocol AnalyticsProvider {
    var identifier: String { get }
    func send(_ event: AnalyticsEvent)
}
