// The analytics events of one feature.
extension AnalyticsEvent {
    // template: feature-events
    /// A screen of the __feature_words__ feature appeared.
    static func __feature__Viewed(screen: String) -> AnalyticsEvent {
        AnalyticsEvent(name: "__feature_key___viewed", parameters: ["screen": screen])
    }

    static func __feature__ItemSelected(id: String) -> AnalyticsEvent {
        AnalyticsEvent(name: "__feature_key___item_selected", parameters: ["id": id])
    }

    static func __feature__ActionTapped(_ action: String) -> AnalyticsEvent {
        AnalyticsEvent(name: "__feature_key___action", parameters: ["action": action])
    }
}

// template: events
extension AnalyticsEvent {
    // __events__

    // __fillers__
}
