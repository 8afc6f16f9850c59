import Foundation

/// Type eraser so the coordinator can keep heterogeneous modules in one array.
final class AnyFeatureModule<Screen>: FeatureModule {
    let feature: Route.Feature
    private let canHandleRoute: (Route) -> Bool
    private let screenFactory: (Route) -> Screen?

    init<Module: FeatureModule>(_ module: Module) where Module.Screen == Screen {
        feature = module.feature
        canHandleRoute = module.canHandle
        screenFactory = module.makeScreen
    }

    func canHandle(_ route: Route) -> Bool {
        canHandleRoute(route)
    }

    func makeScreen(for route: Route) -> Screen? {
        screenFactory(route)
    }
}
