import Foundation

/// Typed access to `Localizable.strings`. Strings live next to this file in
/// `Resources/en.lproj` and are looked up in this module's bundle.
enum L10n {
    enum Key: String, CaseIterable {
        case appName = "app.name"
        case commonLoading = "common.loading"
        case commonRetry = "common.retry"
        case commonBack = "common.back"
        case errorGeneric = "error.generic"
        case errorNotFound = "error.not_found"
        case errorOffline = "error.offline"
        case searchTitle = "search.title"
        case searchPlaceholder = "search.placeholder"
        case searchSuggestions = "search.suggestions"
        case searchResultsCount = "search.results.count"
        case searchNoResults = "search.no_results"
        case searchQueryTooShort = "search.query_too_short"
        case libraryTitle = "library.title"
        case libraryReading = "library.section.reading"
        case libraryShelves = "library.section.shelves"
        case libraryAllBooks = "library.section.all_books"
        case libraryEmpty = "library.empty"
        case detailPages = "detail.pages"
        case detailBy = "detail.by"
        case settingsTitle = "settings.title"
        case settingsFontScale = "settings.font_scale"
        case settingsNightMode = "settings.night_mode"
        case settingsDailyGoal = "settings.daily_goal"
        case settingsAppearance = "settings.appearance"
        case settingsShowProgress = "settings.show_progress"
        case readerTitle = "reader.title"
        case readerPage = "reader.page"
        case readerNoPreview = "reader.no_preview"
        case readerFinished = "reader.finished"
    }

    internal static func string(_ key: Key) -> String {
        NSLocalizedString(key.rawValue, bundle: .module, comment: "")
    }

    static func format(_ key: Key, _ arguments: CVarArg...) -> String {
        String(format: string(key), locale: Locale(identifier: "en_US_POSIX"), arguments: arguments)
    }

    /// Lookup by raw key, e.g. for keys coming from JSON resources.
    static func lookup(_ rawKey: String, fallback: String? = nil) -> String {
        Bundle.module.localizedString(forKey: rawKey, value: fallback, table: nil)
    }

    /// Keys that resolve to themselves, i.e. are missing from the table.
    static var missingKeys: [Key] {
        Key.allCases.filter { string($0) == $0.rawValue }
    }
}
