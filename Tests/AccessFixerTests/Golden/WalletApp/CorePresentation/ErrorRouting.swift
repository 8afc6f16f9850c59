import UIKit

/// Anything that can show a domain error to the user.
protocol ErrorRouting: AnyObject {
    func route(_ error: DomainError)
}

extension ErrorRouting where Self: UIViewController {
    func presentAlert(for error: DomainError) {
        let alert = UIAlertController(
            title: NSLocalizedString("error.title", bundle: .module, comment: ""),
            message: error.localizedDescription,
            preferredStyle: .alert
        )
        alert.addAction(UIAlertAction(title: NSLocalizedString("common.ok", bundle: .module, comment: ""), style: .default))
        present(alert, animated: true)
    }
}
