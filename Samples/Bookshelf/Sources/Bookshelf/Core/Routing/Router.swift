import Foundation

typealias RouteHandler = (Route) -> Void

/// Navigation entry point handed to every presenter.
protocol Router: AnyObject {
    var currentRoute: Route? { get }
    func navigate(to route: Route)
    @discardableResult
    func goBack() -> Route?
}

extension Router {
    /// Opens a deep link. Returns `false` for URLs that are not ours.
    @discardableResult
    func open(_ url: URL) -> Bool {
        guard let route = Route(url: url) else { return false }
        navigate(to: route)
        return true
    }

    func isShowing(_ feature: Route.Feature) -> Bool {
        currentRoute?.feature == feature
    }
}

/// A feature plugs into navigation by vending screens for the routes it owns.
/// `Screen` is left abstract so routing does not depend on the UI layer.
protocol FeatureModule: AnyObject {
    associatedtype Screen

    var feature: Route.Feature { get }
    func canHandle(_ route: Route) -> Bool
    func makeScreen(for route: Route) -> Screen?
}

extension FeatureModule {
    func canHandle(_ route: Route) -> Bool {
        route.feature == feature
    }
}
