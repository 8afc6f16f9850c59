// Each colour of the palette, with a random value.
extension Color {
    // template: palette-colour
    static let __name__ = Color(hex: __hex__)
}

// template: Foundation/DesignSystem/Palette.swift
extension Color {
    // __colours__

    // __fillers__
}
