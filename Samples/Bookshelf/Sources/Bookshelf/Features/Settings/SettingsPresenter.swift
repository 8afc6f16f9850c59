import Foundation

final class SettingsPresenter: BasePresenter<SettingsViewController>, AnalyticsScreen {
    struct Row: Equatable {
        let key: L10n.Key
        let value: String
    }

    private(set) var preferences: UserPreferences = .factoryDefaults {
        didSet { stateDidChange() }
    }
    private let useCase: SettingsUseCase

    init(useCase: SettingsUseCase, router: Router?, tracker: AnalyticsTracker = ConsoleTracker.shared) {
        self.useCase = useCase
        super.init(router: router, tracker: tracker)
    }

    var screenName: String { "settings" }

    override func viewDidLoad() {
        super.viewDidLoad()
        preferences = useCase.currentPreferences()
    }

    func rows(in section: SettingsViewController.Section) -> [Row] {
        switch section {
        case .reading:
            return [
                Row(key: .settingsFontScale, value: String(format: "%.1fx", preferences.fontScale)),
                Row(key: .settingsDailyGoal, value: "\(preferences.dailyGoalPages)"),
            ]
        case .display:
            return [
                Row(key: .settingsNightMode, value: preferences.nightMode ? "On" : "Off"),
                Row(key: .settingsAppearance, value: preferences.appearance.displayName),
                Row(key: .settingsShowProgress, value: preferences.showProgressInLibrary ? "On" : "Off"),
            ]
        }
    }

    func update(_ change: SettingsChange) {
        preferences = useCase.apply(change)
    }

    func resetToDefaults() {
        preferences = useCase.resetToDefaults()
        tracker.track(.settingChanged(key: "all", value: "reset"))
    }

    func close() {
        goBack()
    }
}
