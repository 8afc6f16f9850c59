import Foundation

/// How pages are laid out. Built with its memberwise initializer; the
/// wrappers clamp whatever is passed in.
struct ReaderLayout: Equatable {
    @Clamped(0.8...2.0) var fontScale: Double = 1.0
    @Clamped(24...80) var columnWidth: Int = 44
    var nightMode: Bool = false
    var showsProgressBar: Bool = true
}

extension ReaderLayout {
    /// Derives a layout from the user's preferences and the current theme.
    init(preferences: UserPreferences, theme: Theme = .current) {
        self.init(fontScale: preferences.fontScale,
                  columnWidth: theme.lineWidth,
                  nightMode: preferences.nightMode)
    }

    /// Larger type means fewer characters per line.
    var effectiveColumnWidth: Int {
        Int((Double(columnWidth) / fontScale).rounded(.down)).clamped(to: 16...columnWidth)
    }

    func theme(from base: Theme) -> Theme {
        base.scaled(fontScale).nightMode(nightMode)
    }
}
