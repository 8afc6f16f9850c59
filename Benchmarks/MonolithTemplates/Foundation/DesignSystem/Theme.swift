// template: Foundation/DesignSystem/Theme.swift
/// Colours of a theme.
protocol Theme {
    var primary: Color { get }
    var secondary: Color { get }
    var background: Color { get }
    var surface: Color { get }
    var textPrimary: Color { get }
    var textSecondary: Color { get }
    var isDark: Bool { get }
}

/// A view that can restyle itself.
protocol Themeable: AnyObject {
    func apply(theme: Theme)
}

struct LightTheme: Theme {
    let primary = Color.brandPrimary
    let secondary = Color.brandSecondary
    let background = Color.background
    let surface = Color.surface
    let textPrimary = Color.textPrimary
    let textSecondary = Color.textSecondary
    let isDark = false

    // __fillers__
}

struct DarkTheme: Theme {
    let primary = Color.brandPrimary.withAlpha(0.9)
    let secondary = Color.brandSecondary
    let background = Color(hex: 0x000000)
    let surface = Color(hex: 0x1C1C1E)
    let textPrimary = Color(hex: 0xFFFFFF)
    let textSecondary = Color.textSecondary.withAlpha(0.8)
    let isDark = true

    // __fillers__
}

enum ThemeProvider {
    static var current: Theme = LightTheme()
}
