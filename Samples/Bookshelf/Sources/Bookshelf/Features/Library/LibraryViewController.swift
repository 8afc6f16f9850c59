import Foundation

final class LibraryViewController: BaseViewController {
    /// Sections of the library screen. Same name as `SearchViewController.Section`.
    enum Section: Int, CaseIterable {
        case reading
        case shelves
        case allBooks

        var header: String {
            switch self {
            case .reading: return L10n.string(.libraryReading)
            case .shelves: return L10n.string(.libraryShelves)
            case .allBooks: return L10n.string(.libraryAllBooks)
            }
        }
    }

    let presenter: LibraryPresenter
    private(set) var visibleSections: [Section] = []

    init(presenter: LibraryPresenter, theme: Theme = .current, tracker: AnalyticsTracker = ConsoleTracker.shared) {
        self.presenter = presenter
        super.init(theme: theme, tracker: tracker)
        presenter.attach(self)
    }

    override var title: String {
        presenter.focusedShelf?.name ?? L10n.string(.libraryTitle)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }

    override func render() -> String {
        var canvas = makeCanvas()
        switch presenter.state {
        case .idle, .loading:
            canvas.caption(L10n.string(.commonLoading))
        case .empty(let message):
            canvas.line(message)
        case .failed(let error):
            canvas.line("! " + error.userMessage)
        case .loaded(let content):
            visibleSections = sections(for: content)
            for section in visibleSections {
                canvas.heading(section.header)
                draw(section, content: content, on: &canvas)
            }
        }
        return canvas.rendered
    }

    /// `"open <n>"`, `"continue <n>"`, `"shelf <n>"`, `"search"`, `"settings"`.
    override func handle(_ action: String) -> Bool {
        let parts = action.split(separator: " ").map(String.init)
        let index = parts[safe: 1].flatMap(Int.init).map { $0 - 1 }
        switch (parts.first, index) {
        case ("open", let index?): presenter.openBook(at: index)
        case ("continue", let index?): presenter.continueReading(at: index)
        case ("shelf", let index?): presenter.openShelf(at: index)
        case ("search", _): presenter.openSearch(parts.dropFirst().joined(separator: " ").nonEmpty)
        case ("settings", _): presenter.openSettings()
        default: return false
        }
        return true
    }

    private func sections(for content: LibraryContent) -> [Section] {
        var sections: [Section] = []
        if presenter.focusedShelfID == nil {
            if presenter.showsReadingProgress && !content.reading.isEmpty {
                sections.append(.reading)
            }
            sections.append(.shelves)
        }
        sections.append(.allBooks)
        return sections
    }

    private func draw(_ section: Section, content: LibraryContent, on canvas: inout TextCanvas) {
        switch section {
        case .reading:
            for (index, item) in content.reading.enumerated() {
                canvas.line("\(index + 1). \(item.book.title)", indent: 1)
                canvas.line(progressLine(item.progress), indent: 2)
            }
        case .shelves:
            for (index, shelf) in content.shelves.enumerated() {
                canvas.line("\(index + 1). \(shelf.name) (\(shelf.count))", indent: 1)
            }
        case .allBooks:
            for (index, book) in presenter.visibleBooks.enumerated() {
                canvas.line("\(index + 1). " + book.libraryLine(author: presenter.author(for: book)), indent: 1)
            }
        }
    }

    private func progressLine(_ progress: ReadingProgress) -> String {
        var scratch = makeCanvas()
        scratch.progressBar(fraction: progress.fraction, width: 10)
        return scratch.rendered
    }
}
