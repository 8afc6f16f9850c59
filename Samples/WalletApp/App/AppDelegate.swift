import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let persistence = PersistenceController.shared

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        Logger.shared.info("WalletApp launching, build \(Constants.App.buildNumber)")
        SessionStore.registerLegacyArchiveNames()
        if SessionStore.restore() == nil {
            _ = SessionStore.begin(userID: UUID().uuidString)
        }
        UINavigationBar.appearance().tintColor = .brandPrimary
        return true
    }

    // MARK: UISceneSession Lifecycle

    func application(
        _ application: UIApplication,
        configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func applicationWillTerminate(_ application: UIApplication) {
        persistence.saveIfNeeded()
        SessionStore.current?.persist()
    }
}
