// Each feature's case.
func path(of route: Route) -> String {
    switch route {
        // template: route-path-case
        case .__feature__: return "__feature_path__"

        // template: route-path-case-with-id
        case .__feature__(let id): return "__feature_path__/\(id)"
    }
}

// template: Core/Routing/Route+Path.swift
extension Route {
    /// The deep-link path of the destination; `Route(path:)` parses it back.
    var path: String {
        switch self {
        // __cases__
        }
    }

    // __fillers__
}
