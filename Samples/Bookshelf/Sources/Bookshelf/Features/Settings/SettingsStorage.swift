import Foundation

/// Persisted user settings, one `@Persisted` key per preference.
final class SettingsStorage {
    static let keyPrefix = "settings."

    @Persisted var fontScale: Double
    @Persisted var nightMode: Bool
    @Persisted var dailyGoalPages: Int
    @Persisted var appearance: UserPreferences.Appearance
    @Persisted var showProgressInLibrary: Bool

    init(store: KeyValueStore = .standard, defaults: UserPreferences = .factoryDefaults) {
        _fontScale = Persisted(Self.keyPrefix + "fontScale", default: defaults.fontScale, store: store)
        _nightMode = Persisted(Self.keyPrefix + "nightMode", default: defaults.nightMode, store: store)
        _dailyGoalPages = Persisted(Self.keyPrefix + "dailyGoalPages", default: defaults.dailyGoalPages, store: store)
        _appearance = Persisted(Self.keyPrefix + "appearance", default: defaults.appearance, store: store)
        _showProgressInLibrary = Persisted(Self.keyPrefix + "showProgressInLibrary",
                                           default: defaults.showProgressInLibrary,
                                           store: store)
    }

    /// Snapshot of every setting as the shared model.
    var preferences: UserPreferences {
        UserPreferences(fontScale: fontScale,
                        nightMode: nightMode,
                        dailyGoalPages: dailyGoalPages,
                        appearance: appearance,
                        showProgressInLibrary: showProgressInLibrary)
    }

    /// Whether the user changed anything yet.
    var hasCustomValues: Bool {
        $fontScale.isSet || $nightMode.isSet || $dailyGoalPages.isSet || $appearance.isSet || $showProgressInLibrary.isSet
    }

    func resetAll() {
        $fontScale.reset()
        $nightMode.reset()
        $dailyGoalPages.reset()
        $appearance.reset()
        $showProgressInLibrary.reset()
    }
}
