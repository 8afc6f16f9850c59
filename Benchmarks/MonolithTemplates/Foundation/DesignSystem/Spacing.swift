// template: Foundation/DesignSystem/Spacing.swift
/// The spacing scale, in points.
enum Spacing {
    static let xxSmall: Double = 2
    static let xSmall: Double = 4
    static let small: Double = 8
    static let medium: Double = 16
    static let large: Double = 24
    static let xLarge: Double = 32
    static let xxLarge: Double = 48

    static func multiple(_ factor: Int) -> Double {
        Double(factor) * small
    }

    // __fillers__
}
