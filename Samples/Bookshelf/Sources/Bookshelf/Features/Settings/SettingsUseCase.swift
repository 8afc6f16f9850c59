import Foundation

final class SettingsUseCase: BaseUseCase {
    let storage: SettingsStorage
    private(set) var appliedChanges: [SettingsChange] = []

    init(datasource: SettingsDatasource = SettingsDatasource(),
         storage: SettingsStorage,
         tracker: AnalyticsTracker = ConsoleTracker.shared) {
        self.storage = storage
        super.init(datasource: datasource, tracker: tracker)
    }

    override func validate(_ request: DataRequest) -> Validation {
        let base = super.validate(request)
        guard base.isValid else { return base }
        return request.resource == SettingsDatasource.Resource.defaults
            ? .valid
            : .invalid(reason: L10n.Key.errorNotFound.rawValue)
    }

    /// The shipped defaults, or the factory defaults if the file is unreadable.
    func bundledDefaults() -> UserPreferences {
        execute(DataRequest(resource: SettingsDatasource.Resource.defaults), as: UserPreferences.self)
            .recover { _ in .factoryDefaults }
    }

    func currentPreferences() -> UserPreferences {
        storage.preferences
    }

    /// Applies a change through the form (so it is clamped) and persists it.
    @discardableResult
    func apply(_ change: SettingsChange) -> UserPreferences {
        var form = SettingsForm(preferences: storage.preferences)
        form.apply(change)
        let updated = form.preferences
        storage.fontScale = updated.fontScale
        storage.nightMode = updated.nightMode
        storage.dailyGoalPages = updated.dailyGoalPages
        storage.appearance = updated.appearance
        storage.showProgressInLibrary = updated.showProgressInLibrary
        appliedChanges.append(change)
        tracker.track(.settingChanged(key: change.key, value: Self.describe(change, in: updated)))
        return updated
    }

    func resetToDefaults() -> UserPreferences {
        storage.resetAll()
        return storage.preferences
    }

    /// Reports the stored (clamped) value rather than what was typed.
    private static func describe(_ change: SettingsChange, in preferences: UserPreferences) -> String {
        switch change {
        case .fontScale: return SettingsChange.fontScale(preferences.fontScale).valueDescription
        case .dailyGoal: return SettingsChange.dailyGoal(pages: preferences.dailyGoalPages).valueDescription
        default: return change.valueDescription
        }
    }
}
