// template: Base/BasePresenter.swift
/// Base class of the presenters: owns routing, analytics and logging.
class BasePresenter {
    let router: Routing
    let analytics: AnalyticsTracking
    let logger: Logging
    private(set) var isActive = false

    init(router: Routing, analytics: AnalyticsTracking, logger: Logging) {
        self.router = router
        self.analytics = analytics
        self.logger = logger
    }

    func viewDidLoad() {
        isActive = true
    }

    func viewWillAppear() {}

    func viewDidDisappear() {
        isActive = false
    }

    func trackScreen(_ name: String) {
        analytics.track(AnalyticsEvent(name: "screen_view", parameters: ["screen": name]))
    }

    /// User-facing text for an error.
    func message(for error: AppError) -> String {
        switch error {
        case .network, .unknown:
            return L10n.Common.networkError
        case .unauthorized:
            return L10n.Common.sessionExpired
        case .notFound:
            return L10n.Common.notFound
        case .validation(let field, let reason):
            return "\(field): \(reason)"
        case .decoding, .notImplemented:
            return L10n.Common.genericError
        }
    }

    // __fillers__
}
