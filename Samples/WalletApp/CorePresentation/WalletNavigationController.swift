import UIKit

/// Initial view controller of Dashboard.storyboard.
final class WalletNavigationController: UINavigationController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationBar.prefersLargeTitles = true
        navigationBar.tintColor = .brandPrimary
    }

    override var childForStatusBarStyle: UIViewController? {
        topViewController
    }
}
