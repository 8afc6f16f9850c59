// A screen's presenter, for a list of items or for one item. `__item_route__` and
// `__primary_route__` go to a feature this one navigates to.

// template: presenter-collection
/// What the __screen_words__ screen accepts from its presenter.
protocol __Screen__ViewInput: AnyObject {
    func display(_ state: __Screen__ViewState)
}

/// Everything the __screen_words__ screen can show.
enum __Screen__ViewState {
    case loading
    case content(title: String, items: [__Model__])
    case empty(message: String)
    case failed(message: String)
}

/// Presentation logic of the __screen_words__ screen.
final class __Screen__Presenter: BasePresenter {
    weak var view: __Screen__ViewInput?
    var onShowDetail: ((String) -> Void)?
    let isLoading = Observable(false)
    private let loadUseCase: Load__Screen__UseCase
    private let featureFlags: FeatureFlagProviding
    private var items: [__Model__] = []
    private var currentPage = 0

    init(dependencies: Dependencies, loadUseCase: Load__Screen__UseCase) {
        self.loadUseCase = loadUseCase
        self.featureFlags = dependencies.featureFlags
        super.init(router: dependencies.router, analytics: dependencies.analytics, logger: dependencies.logger)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        trackScreen("__screen_key__")
        analytics.track(.__feature__Viewed(screen: "__kind_key__"))
        reload()
    }

    func reload() {
        isLoading.value = true
        view?.display(.loading)
        let request = __Screen__Request(page: currentPage, query: nil)
        loadUseCase.execute(request) { [weak self] result in
            guard let self = self else { return }
            self.isLoading.value = false
            switch result {
            case .success(let items):
                self.items = items
                if items.isEmpty {
                    self.view?.display(.empty(message: L10n.__Domains__.emptyMessage))
                } else {
                    self.view?.display(.content(title: L10n.__Domains__.listTitle, items: items))
                }
            case .failure(let error):
                self.logger.error("__Screen__ failed: \(error.code)")
                self.view?.display(.failed(message: self.message(for: error)))
            }
        }
    }

    func didSelectItem(at index: Int) {
        guard let item = items[safe: index] else { return }
        analytics.track(.__feature__ItemSelected(id: item.id))
        if let showDetail = onShowDetail {
            showDetail(item.id)
        } else {
            router.navigate(to: __item_route__)
        }
    }

    func didTapPrimaryAction() {
        analytics.track(.__feature__ActionTapped("primary"))
        if featureFlags.isEnabled(.__feature__Redesign) {
            router.present(__primary_route__, animated: true)
        } else {
            router.navigate(to: __primary_route__)
        }
    }

    func loadNextPage() {
        guard !isLoading.value else { return }
        currentPage += 1
        reload()
    }

    // __fillers__
}

// template: presenter-detail
/// What the __screen_words__ screen accepts from its presenter.
protocol __Screen__ViewInput: AnyObject {
    func display(_ state: __Screen__ViewState)
}

/// Everything the __screen_words__ screen can show.
enum __Screen__ViewState {
    case loading
    case content(title: String, item: __Model__)
    case empty(message: String)
    case failed(message: String)
}

/// Presentation logic of the __screen_words__ screen.
final class __Screen__Presenter: BasePresenter {
    weak var view: __Screen__ViewInput?
    private let loadUseCase: Load__Screen__UseCase
    private let featureFlags: FeatureFlagProviding
    private let itemID: String
    private var item: __Model__?

    init(dependencies: Dependencies, loadUseCase: Load__Screen__UseCase, itemID: String) {
        self.loadUseCase = loadUseCase
        self.featureFlags = dependencies.featureFlags
        self.itemID = itemID
        super.init(router: dependencies.router, analytics: dependencies.analytics, logger: dependencies.logger)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        trackScreen("__screen_key__")
        analytics.track(.__feature__Viewed(screen: "__kind_key__"))
        reload()
    }

    func reload() {
        view?.display(.loading)
        let request = __Screen__Request(id: itemID, forceRefresh: item != nil)
        loadUseCase.execute(request) { [weak self] result in
            guard let self = self else { return }
            switch result {
            case .success(let item):
                self.item = item
                self.view?.display(.content(title: item.__title__, item: item))
            case .failure(.notFound):
                self.view?.display(.empty(message: L10n.__Domains__.emptyMessage))
            case .failure(let error):
                self.logger.error("__Screen__ failed for \(self.itemID): \(error.code)")
                self.view?.display(.failed(message: self.message(for: error)))
            }
        }
    }

    func didTapShare() {
        guard let item = item else { return }
        analytics.track(.__feature__ActionTapped("share"))
        logger.info("Sharing \(item.id)")
    }

    func didTapPrimaryAction() {
        analytics.track(.__feature__ActionTapped("primary"))
        if featureFlags.isEnabled(.__feature__Redesign) {
            router.present(__primary_route__, animated: true)
        } else {
            router.navigate(to: __primary_route__)
        }
    }

    // __fillers__
}
