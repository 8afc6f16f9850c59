import Foundation

final class SettingsViewController: BaseViewController {
    /// Third type called `Section` in the app; scoped to this screen.
    enum Section: String, CaseIterable {
        case reading
        case display

        var header: String { rawValue.capitalized }
    }

    let presenter: SettingsPresenter

    init(presenter: SettingsPresenter, theme: Theme = .current, tracker: AnalyticsTracker = ConsoleTracker.shared) {
        self.presenter = presenter
        super.init(theme: theme, tracker: tracker)
        presenter.attach(self)
    }

    override var title: String {
        L10n.string(.settingsTitle)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }

    override func render() -> String {
        var canvas = makeCanvas()
        for section in Section.allCases {
            canvas.heading(section.header)
            for row in presenter.rows(in: section) {
                canvas.row(L10n.string(row.key), value: row.value)
            }
        }
        return canvas.rendered
    }

    /// `"font 1.2"`, `"goal 40"`, `"night on"`, `"appearance dark"`, `"progress off"`, `"reset"`, `"close"`.
    override func handle(_ action: String) -> Bool {
        let parts = action.split(separator: " ").map(String.init)
        guard let command = parts.first else { return false }
        let argument = parts[safe: 1]
        let change: SettingsChange?
        switch command {
        case "font": change = argument.flatMap(Double.init).map(SettingsChange.fontScale)
        case "goal": change = argument.flatMap(Int.init).map { .dailyGoal(pages: $0) }
        case "night": change = argument.map { .nightMode($0 == "on") }
        case "progress": change = argument.map { .showProgress($0 == "on") }
        case "appearance": change = argument.flatMap(UserPreferences.Appearance.init(rawValue:)).map(SettingsChange.appearance)
        case "reset":
            presenter.resetToDefaults()
            return true
        case "close":
            presenter.close()
            return true
        default:
            change = nil
        }
        guard let change else { return false }
        presenter.update(change)
        return true
    }
}
