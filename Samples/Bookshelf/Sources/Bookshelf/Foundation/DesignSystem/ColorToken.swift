import Foundation

/// Semantic color names. Themes map each token to a hex value.
enum ColorToken: String, CaseIterable, Codable {
    case primary
    case background
    case text
    case accent
    case muted
    case danger
}

/// A color decoded from a `#RRGGBB` hex string.
struct RGBAColor: Equatable, Codable {
    var red: UInt8
    var green: UInt8
    var blue: UInt8
    var alpha: Double = 1.0

    static let black = RGBAColor(red: 0, green: 0, blue: 0)
    static let white = RGBAColor(red: 255, green: 255, blue: 255)
}

extension RGBAColor {
    init?(hex: String) {
        var digits = hex.trimmingCharacters(in: .whitespaces)
        if digits.hasPrefix("#") { digits.removeFirst() }
        guard digits.count == 6, let value = UInt32(digits, radix: 16) else { return nil }
        self.init(red: UInt8((value >> 16) & 0xFF),
                  green: UInt8((value >> 8) & 0xFF),
                  blue: UInt8(value & 0xFF))
    }

    var hexString: String {
        String(format: "#%02X%02X%02X", red, green, blue)
    }

    /// Relative luminance (WCAG), 0 for black and 1 for white.
    var luminance: Double {
        func channel(_ value: UInt8) -> Double {
            let c = Double(value) / 255
            return c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue)
    }

    var isDark: Bool { luminance < 0.4 }

    func contrastRatio(with other: RGBAColor) -> Double {
        let lighter = max(luminance, other.luminance)
        let darker = min(luminance, other.luminance)
        return (lighter + 0.05) / (darker + 0.05)
    }

    /// Inverts the color, used for night mode.
    var inverted: RGBAColor {
        RGBAColor(red: 255 - red, green: 255 - green, blue: 255 - blue, alpha: alpha)
    }
}
