// template: Base/BaseViewController.swift
/// Base class of every screen.
class BaseViewController {
    let screenName: String
    let rootView: BaseView
    private(set) var isVisible = false
    private(set) var isLoading = false
    private(set) var lastErrorMessage: String?

    /// Title shown in the navigation bar.
    var navigationTitle: String { screenName }

    init(screenName: String, rootView: BaseView = BaseView()) {
        self.screenName = screenName
        self.rootView = rootView
    }

    func viewDidLoad() {
        rootView.layoutSubviews()
    }

    func viewWillAppear(_ animated: Bool) {
        isVisible = true
    }

    func viewDidDisappear(_ animated: Bool) {
        isVisible = false
    }

    func showLoading(_ loading: Bool) {
        isLoading = loading
        rootView.alpha = loading ? 0.5 : 1
    }

    func showError(_ message: String) {
        lastErrorMessage = message
        showLoading(false)
    }

    // __fillers__
}
