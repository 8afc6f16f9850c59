import Foundation

/// The app's `Router`: finds the module for a route, builds its screen and
/// keeps the navigation stack. Features only ever see it as `Router`.
final class AppCoordinator: Router {
    private var modules: [AnyFeatureModule<BaseViewController>] = []
    private(set) var stack = RouteStack()
    private var screens: [BaseViewController] = []
    private let tracker: AnalyticsTracker

    /// Observes every successful navigation (e.g. for deep-link logging).
    internal var onNavigate: RouteHandler?

    init(tracker: AnalyticsTracker = ConsoleTracker.shared) {
        self.tracker = tracker
    }

    var currentRoute: Route? { stack.top }

    var visibleScreen: BaseViewController? { screens.last }

    var registeredFeatures: [Route.Feature] { modules.map(\.feature) }

    func register<Module: FeatureModule>(_ module: Module) where Module.Screen == BaseViewController {
        modules.append(AnyFeatureModule(module))
    }

    /// Resets the stack to a single root route.
    func start(at route: Route = .library) {
        stack = RouteStack()
        screens = []
        navigate(to: route)
    }

    func navigate(to route: Route) {
        guard let module = modules.first(where: { $0.canHandle(route) }),
              let screen = module.makeScreen(for: route) else {
            tracker.track(.error(domain: "router", message: "no module for \(route.analyticsName)"))
            return
        }
        let previous = stack.top
        let previousDepth = stack.depth
        stack.push(route)
        if stack.depth > previousDepth {
            screens.append(screen)
        } else if !screens.isEmpty {
            screens[screens.count - 1] = screen
        } else {
            screens = [screen]
        }
        tracker.track(route.navigationEvent(from: previous))
        onNavigate?(route)
    }

    @discardableResult
    func goBack() -> Route? {
        guard let route = stack.pop() else { return nil }
        screens.removeLast()
        tracker.track(.navigation(from: nil, to: route.analyticsName))
        onNavigate?(route)
        return route
    }
}
