import UIKit

/// Every UIKit screen in the app subclasses this. Subclasses override
/// `configureNavigationItem()` and `reloadContent()`.
class BaseViewController: UIViewController, ErrorRouting {
    private let loadingIndicator = UIActivityIndicatorView(style: .medium)
    private(set) var hasAppeared = false

    override func viewDidLoad() {
        super.viewDidLoad()
        if view.backgroundColor == nil {
            view.backgroundColor = .systemBackground
        }
        configureNavigationItem()
        installLoadingIndicator()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        reloadContent()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        hasAppeared = true
    }

    // MARK: Overridable hooks

    func configureNavigationItem() {
        navigationItem.backButtonDisplayMode = .minimal
    }

    func reloadContent() {}

    // MARK: Helpers

    func bind(_ useCase: BaseUseCase) {
        useCase.errorRouter = self
    }

    func setLoading(_ isLoading: Bool) {
        if isLoading {
            view.bringSubviewToFront(loadingIndicator)
            loadingIndicator.startAnimating()
        } else {
            loadingIndicator.stopAnimating()
        }
        view.isUserInteractionEnabled = !isLoading
    }

    private func installLoadingIndicator() {
        loadingIndicator.hidesWhenStopped = true
        loadingIndicator.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(loadingIndicator)
        NSLayoutConstraint.activate([
            loadingIndicator.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            loadingIndicator.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }

    // MARK: ErrorRouting

    func route(_ error: DomainError) {
        setLoading(false)
        presentAlert(for: error)
    }
}
