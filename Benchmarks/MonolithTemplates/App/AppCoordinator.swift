// template: App/AppCoordinator.swift
/// Root coordinator; the router every presenter talks to.
final class AppCoordinator: BaseCoordinator, Routing {
    private lazy var factory = RouteFactory(dependencies: dependencies)
    private var presented: [BaseViewController] = []

    override init(dependencies: Dependencies) {
        super.init(dependencies: dependencies)
        dependencies.router.target = self
    }

    override func start() {
        navigate(to: __first_route__)
        dependencies.router.flush()
    }

    func navigate(to route: Route) {
        dependencies.analytics.track(AnalyticsEvent(name: "navigate", parameters: ["route": route.analyticsName]))
        push(factory.makeViewController(for: route))
    }

    func present(_ route: Route, animated: Bool) {
        let viewController = factory.makeViewController(for: route)
        presented.append(viewController)
        viewController.viewDidLoad()
        viewController.viewWillAppear(animated)
    }

    func show(_ viewController: BaseViewController) {
        push(viewController)
    }

    func dismiss(animated: Bool) {
        guard let top = presented.popLast() else {
            pop(animated: animated)
            return
        }
        top.viewDidDisappear(animated)
    }

    // __fillers__
}
