import Foundation

final class ReaderViewController: BaseViewController {
    let presenter: ReaderPresenter

    init(presenter: ReaderPresenter, theme: Theme = .current, tracker: AnalyticsTracker = ConsoleTracker.shared) {
        self.presenter = presenter
        super.init(theme: presenter.layout.theme(from: theme), tracker: tracker)
        presenter.attach(self)
    }

    override var title: String {
        presenter.bookTitle ?? L10n.string(.readerTitle)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }

    override func render() -> String {
        var canvas = makeCanvas()
        switch presenter.state {
        case .loading:
            canvas.caption(L10n.string(.commonLoading))
        case .unavailable(let message):
            canvas.line(message)
        case .reading(let page, let total):
            canvas.caption(L10n.format(.readerPage, page, total))
            canvas.blank()
            presenter.pageText
                .wrapped(width: presenter.layout.effectiveColumnWidth)
                .forEach { canvas.line($0) }
            canvas.blank()
            if presenter.layout.showsProgressBar {
                canvas.progressBar(fraction: Double(page) / Double(max(1, total)))
            }
            if page == total {
                canvas.caption(L10n.string(.readerFinished))
            }
        }
        return canvas.rendered
    }

    /// `"next"`, `"prev"`, `"page <n>"`, `"settings"`, `"close"`.
    override func handle(_ action: String) -> Bool {
        let parts = action.split(separator: " ").map(String.init)
        switch (parts.first, parts[safe: 1].flatMap(Int.init)) {
        case ("next", _): presenter.nextPage()
        case ("prev", _): presenter.previousPage()
        case ("page", let page?): presenter.jump(to: page)
        case ("settings", _): presenter.openSettings()
        case ("close", _): presenter.close()
        default: return false
        }
        return true
    }
}
