import Foundation

/// Everything the Settings screen edits. The defaults below are the
/// factory defaults; the bundled `settings_defaults.json` may override them.
struct UserPreferences: Codable, Equatable {
    enum Appearance: String, Codable, CaseIterable {
        case system
        case light
        case dark
        case sepia

        var displayName: String { rawValue.capitalized }
    }

    var fontScale: Double = 1.0
    var nightMode: Bool = false
    var dailyGoalPages: Int = 20
    var appearance: Appearance = .system
    var showProgressInLibrary: Bool = true

    static let factoryDefaults = UserPreferences()

    /// Minutes per day needed to reach the goal at an average pace.
    var dailyGoalMinutes: Int {
        dailyGoalPages * 2
    }
}
