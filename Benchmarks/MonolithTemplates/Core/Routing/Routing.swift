// template: Core/Routing/Routing.swift
/// Navigation as seen by presenters.
protocol Routing: AnyObject {
    func navigate(to route: Route)
    func present(_ route: Route, animated: Bool)
    func show(_ viewController: BaseViewController)
    func dismiss(animated: Bool)
}

/// Forwards to the app coordinator once it exists; queues routes until then.
final class RouterProxy: Routing {
    weak var target: Routing?
    private(set) var pendingRoutes: [Route] = []

    func navigate(to route: Route) {
        guard let target = target else {
            pendingRoutes.append(route)
            return
        }
        target.navigate(to: route)
    }

    func present(_ route: Route, animated: Bool) {
        target?.present(route, animated: animated)
    }

    func show(_ viewController: BaseViewController) {
        target?.show(viewController)
    }

    func dismiss(animated: Bool) {
        target?.dismiss(animated: animated)
    }

    func flush() {
        let routes = pendingRoutes
        pendingRoutes.removeAll()
        routes.forEach(navigate(to:))
    }

    // __fillers__
}
