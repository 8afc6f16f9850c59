// template: Core/Analytics/AnalyticsEvent.swift
/// One analytics event; features add factories in extensions.
struct AnalyticsEvent: Equatable {
    let name: String
    var parameters: [String: String] = [:]

    func with(_ key: String, _ value: String) -> AnalyticsEvent {
        var copy = self
        copy.parameters[key] = value
        return copy
    }

    // __fillers__
}
