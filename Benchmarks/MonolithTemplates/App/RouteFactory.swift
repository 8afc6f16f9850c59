// Each feature's case.
func makeViewController(for route: Route) -> BaseViewController {
    switch route {
        // template: route-factory-case
        case .__feature__: return __Feature__Module.makeEntry(dependencies: dependencies)

        // template: route-factory-case-with-id
        case .__feature__(let id): return __Feature__Module.makeEntry(dependencies: dependencies, id: id)
    }
}

// template: App/RouteFactory.swift
/// The only place that knows every feature: builds the screen of a route.
struct RouteFactory {
    let dependencies: Dependencies

    func makeViewController(for route: Route) -> BaseViewController {
        switch route {
        // __cases__
        }
    }

    // __fillers__
}
