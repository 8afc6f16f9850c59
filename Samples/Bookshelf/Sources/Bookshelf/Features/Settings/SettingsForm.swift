import Foundation

/// A change the user made on the settings screen.
enum SettingsChange: Equatable {
    case fontScale(Double)
    case nightMode(Bool)
    case dailyGoal(pages: Int)
    case appearance(UserPreferences.Appearance)
    case showProgress(Bool)

    var key: String {
        switch self {
        case .fontScale: return "fontScale"
        case .nightMode: return "nightMode"
        case .dailyGoal: return "dailyGoalPages"
        case .appearance: return "appearance"
        case .showProgress: return "showProgressInLibrary"
        }
    }

    var valueDescription: String {
        switch self {
        case .fontScale(let scale): return String(format: "%.1f", scale)
        case .nightMode(let on), .showProgress(let on): return on ? "on" : "off"
        case .dailyGoal(let pages): return String(pages)
        case .appearance(let appearance): return appearance.rawValue
        }
    }
}

/// Editable copy of the preferences. The wrappers keep values in range no
/// matter what the user types.
struct SettingsForm: Equatable {
    @Clamped(0.8...2.0) var fontScale: Double = 1.0
    @Clamped(1...500) var dailyGoalPages: Int = 20
    var nightMode: Bool = false
    var appearance: UserPreferences.Appearance = .system
    var showProgressInLibrary: Bool = true

    init(preferences: UserPreferences) {
        fontScale = preferences.fontScale
        dailyGoalPages = preferences.dailyGoalPages
        nightMode = preferences.nightMode
        appearance = preferences.appearance
        showProgressInLibrary = preferences.showProgressInLibrary
    }

    mutating func apply(_ change: SettingsChange) {
        switch change {
        case .fontScale(let scale): fontScale = scale
        case .nightMode(let on): nightMode = on
        case .dailyGoal(let pages): dailyGoalPages = pages
        case .appearance(let appearance): self.appearance = appearance
        case .showProgress(let on): showProgressInLibrary = on
        }
    }

    var preferences: UserPreferences {
        UserPreferences(fontScale: fontScale,
                        nightMode: nightMode,
                        dailyGoalPages: dailyGoalPages,
                        appearance: appearance,
                        showProgressInLibrary: showProgressInLibrary)
    }

    /// The allowed font scale range, from the wrapper's projected value.
    var fontScaleRange: ClosedRange<Double> { $fontScale }
    var dailyGoalRange: ClosedRange<Int> { $dailyGoalPages }
}
