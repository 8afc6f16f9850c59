import UIKit

/// Referenced from Info.plist as $(PRODUCT_MODULE_NAME).SceneDelegate.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var router: AppRouter?

    func scene(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        let router = AppRouter(window: window)
        router.start()
        self.window = window
        self.router = router

        if let url = connectionOptions.urlContexts.first?.url {
            router.handle(deepLink: url)
        }
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        guard let url = URLContexts.first?.url else { return }
        router?.handle(deepLink: url)
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        PersistenceController.shared.saveIfNeeded()
        SessionStore.current?.persist()
    }
}
