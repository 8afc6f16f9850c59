// A screen's view controller, for a list of items or for one item.

// template: view-controller-collection
/// Screen of the __feature_words__ feature showing __kind_words__ content.
final class __Screen__ViewController: BaseViewController, __Screen__ViewInput {
    private let presenter: __Screen__Presenter
    private let contentView: __Screen__View
    @Clamped(0...1) private var scrollProgress: Double = 0
    private var lastState: __Screen__ViewState?

    override var navigationTitle: String {
        L10n.__Domains__.listTitle
    }

    init(presenter: __Screen__Presenter) {
        let contentView = __Screen__View()
        self.presenter = presenter
        self.contentView = contentView
        super.init(screenName: "__screen_key__", rootView: contentView)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.view = self
        contentView.onPrimaryAction = { [weak self] in
            self?.presenter.didTapPrimaryAction()
        }
        contentView.onSelectItem = { [weak self] index in
            self?.presenter.didSelectItem(at: index)
        }
        contentView.apply(theme: ThemeProvider.current)
        presenter.viewDidLoad()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        presenter.viewWillAppear()
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        presenter.viewDidDisappear()
    }

    func display(_ state: __Screen__ViewState) {
        lastState = state
        switch state {
        case .loading:
            showLoading(true)
        case .content(let title, let items):
            showLoading(false)
            contentView.render(title: title, items: items)
        case .empty(let message):
            showLoading(false)
            contentView.renderEmpty(message: message)
        case .failed(let message):
            showError(message)
        }
    }

    func didScroll(offset: Double, contentHeight: Double) {
        guard contentHeight > 0 else { return }
        scrollProgress = offset / contentHeight
        if scrollProgress > 0.8 {
            presenter.loadNextPage()
        }
    }

    // __fillers__
}

// template: view-controller-detail
/// Screen of the __feature_words__ feature showing __kind_words__ content.
final class __Screen__ViewController: BaseViewController, __Screen__ViewInput {
    private let presenter: __Screen__Presenter
    private let contentView: __Screen__View
    @Clamped(0...1) private var scrollProgress: Double = 0
    private var lastState: __Screen__ViewState?

    override var navigationTitle: String {
        L10n.__Domains__.detailTitle
    }

    init(presenter: __Screen__Presenter) {
        let contentView = __Screen__View()
        self.presenter = presenter
        self.contentView = contentView
        super.init(screenName: "__screen_key__", rootView: contentView)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.view = self
        contentView.onPrimaryAction = { [weak self] in
            self?.presenter.didTapPrimaryAction()
        }
        contentView.apply(theme: ThemeProvider.current)
        presenter.viewDidLoad()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        presenter.viewWillAppear()
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        presenter.viewDidDisappear()
    }

    func display(_ state: __Screen__ViewState) {
        lastState = state
        switch state {
        case .loading:
            showLoading(true)
        case .content(let title, let item):
            showLoading(false)
            contentView.render(title: title, item: item)
        case .empty(let message):
            showError(message)
        case .failed(let message):
            showError(message)
        }
    }

    func didScroll(offset: Double, contentHeight: Double) {
        guard contentHeight > 0 else { return }
        scrollProgress = offset / contentHeight
    }

    // __fillers__
}
