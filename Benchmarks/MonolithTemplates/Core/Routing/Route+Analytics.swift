// Each feature's case.
func analyticsName(of route: Route) -> String {
    switch route {
        // template: route-analytics-case
        case .__feature__: return "__feature_key__"
    }
}

// template: Core/Routing/Route+Analytics.swift
extension Route {
    /// Name of the destination in analytics events.
    var analyticsName: String {
        switch self {
        // __cases__
        }
    }

    // __fillers__
}
