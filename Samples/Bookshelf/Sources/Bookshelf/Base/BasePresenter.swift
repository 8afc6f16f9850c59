import Foundation

/// Base class of every presenter. Generic over the view it drives, which it
/// holds weakly (the view owns the presenter).
class BasePresenter<View: AnyObject> {
    private(set) weak var view: View?
    weak var router: Router?
    let tracker: AnalyticsTracker
    private(set) var hasLoaded = false

    /// Called after every state change; view controllers use it to re-render.
    var onChange: (() -> Void)?

    init(router: Router?, tracker: AnalyticsTracker = ConsoleTracker.shared) {
        self.router = router
        self.tracker = tracker
    }

    final func attach(_ view: View) {
        self.view = view
        didAttach(view)
    }

    /// Hook for subclasses, called once the view is attached.
    func didAttach(_ view: View) {}

    /// Forwarded from the view controller. Subclasses override and call super.
    func viewDidLoad() {
        hasLoaded = true
    }

    func navigate(to route: Route) {
        router?.navigate(to: route)
    }

    @discardableResult
    func goBack() -> Route? {
        router?.goBack()
    }

    func stateDidChange() {
        onChange?()
    }
}
