import UIKit
import SwiftUI

enum Route: Equatable {
    case dashboard
    case payment(cardID: UUID?)
    case history
    case coupons
    case terms
}

/// Central navigation between features. Owns the root navigation stack.
final class AppRouter {
    private(set) static weak var current: AppRouter?

    private let window: UIWindow
    private var navigationController: UINavigationController?
    private let termsProvider = TermsProvider()

    init(window: UIWindow) {
        self.window = window
        AppRouter.current = self
    }

    func start() {
        let storyboard = UIStoryboard(name: "Dashboard", bundle: nil)
        guard let navigation = storyboard.instantiateInitialViewController() as? UINavigationController else {
            fatalError("Dashboard.storyboard must start with a navigation controller")
        }
        navigationController = navigation
        window.rootViewController = navigation
        window.makeKeyAndVisible()

        if termsProvider.needsAcceptance(for: SessionStore.current) {
            navigate(to: .terms, animated: false)
        }
    }

    func navigate(to route: Route, animated: Bool = true) {
        guard let navigationController else { return }
        switch route {
        case .dashboard:
            navigationController.popToRootViewController(animated: animated)
        case .payment(let cardID):
            let payment = PaymentViewController(viewModel: PaymentViewModel(cardID: cardID))
            navigationController.pushViewController(payment, animated: animated)
        case .history:
            navigationController.pushViewController(HistoryViewController(), animated: animated)
        case .coupons:
            let coupons = UIHostingController(rootView: CouponListView(viewModel: CouponViewModel()))
            coupons.title = NSLocalizedString("coupon.title", comment: "")
            navigationController.pushViewController(coupons, animated: animated)
        case .terms:
            presentTerms(animated: animated)
        }
    }

    func handle(deepLink url: URL) {
        guard url.scheme == Constants.DeepLink.scheme else { return }
        switch url.host {
        case "pay":
            navigate(to: .payment(cardID: nil))
        case "history":
            navigate(to: .history)
        case "coupons":
            navigate(to: .coupons)
        default:
            Logger.shared.warning("Unhandled deep link: \(url.absoluteString)")
        }
    }

    private func presentTerms(animated: Bool) {
        guard let terms = termsProvider.loadTerms() else { return }
        let body = terms.sections.map { "\($0.heading)\n\($0.body)" }.joined(separator: "\n\n")
        let alert = UIAlertController(title: terms.title, message: body, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: NSLocalizedString("terms.accept", comment: ""), style: .default) { _ in
            SessionStore.current?.acceptedTermsVersion = terms.version
            SessionStore.current?.persist()
        })
        navigationController?.present(alert, animated: animated)
    }
}
