import Foundation

final class BookDetailViewController: BaseViewController {
    let presenter: BookDetailPresenter

    init(presenter: BookDetailPresenter, theme: Theme = .current, tracker: AnalyticsTracker = ConsoleTracker.shared) {
        self.presenter = presenter
        super.init(theme: theme, tracker: tracker)
        presenter.attach(self)
    }

    override var title: String {
        presenter.state.content?.book.title ?? L10n.string(.libraryTitle)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }

    override func render() -> String {
        var canvas = makeCanvas()
        guard let detail = presenter.state.content else {
            canvas.line(presenter.state.error?.userMessage ?? L10n.string(.commonLoading))
            return canvas.rendered
        }
        let book = detail.book
        canvas.line(ImageAsset.placeholder.textBadge() + " " + book.formatBadge)
        if let author = detail.author {
            canvas.line(L10n.format(.detailBy, author.name))
        }
        canvas.row(L10n.format(.detailPages, book.pageCount), value: book.ratingStars)
        if let year = book.publishedYear {
            canvas.row("Published", value: String(year))
        }
        if !book.tags.isEmpty {
            canvas.line(book.tagLine)
        }
        canvas.blank()
        canvas.paragraph(book.summary)
        if let progress = detail.progress {
            canvas.blank()
            canvas.progressBar(fraction: progress.fraction)
        }
        if !detail.shelves.isEmpty {
            canvas.caption("On: " + detail.shelves.map(\.name).joined(separator: ", "))
        }
        return canvas.rendered
    }

    /// `"read"`, `"want"`, `"author"`.
    override func handle(_ action: String) -> Bool {
        switch action {
        case "read": presenter.startReading()
        case "want": presenter.addToShelf(.wantToRead)
        case "author": presenter.showMoreByAuthor()
        default: return false
        }
        return true
    }
}
