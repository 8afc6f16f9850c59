import Foundation

enum ThemeError: Error, Equatable {
    case missingResource(String)
    case malformed(String)
}

/// Visual configuration, loaded at run time from the bundled `theme.json`.
struct Theme: Codable, Equatable {
    var name: String
    var colors: [String: String]
    var typography: Typography
    var spacing: Int = 1
    var lineWidth: Int = 48
    var cornerRadius: Int = 4

    /// The theme in use. Screens default to it (`theme: Theme = .current`).
    static var current: Theme = {
        do {
            return try Theme.load()
        } catch {
            return .fallback
        }
    }()

    /// Used only if the bundled theme cannot be read.
    static let fallback = Theme(name: "Fallback",
                                colors: [:],
                                typography: Typography(fontName: "System", baseSize: 14))

    static func load(resource: String = "theme", bundle: Bundle = .module) throws -> Theme {
        guard let url = bundle.url(forResource: resource, withExtension: "json") else {
            throw ThemeError.missingResource("\(resource).json")
        }
        do {
            return try Theme.decoded(from: Data(contentsOf: url))
        } catch {
            throw ThemeError.malformed(String(describing: error))
        }
    }
}

extension Theme {
    func color(_ token: ColorToken) -> RGBAColor? {
        colors[token.rawValue].flatMap(RGBAColor.init(hex:))
    }

    var separator: String {
        String(repeating: "-", count: lineWidth)
    }

    func indent(_ level: Int) -> String {
        String(repeating: " ", count: max(0, level) * spacing * 2)
    }

    /// Night mode swaps text and background.
    func nightMode(_ enabled: Bool) -> Theme {
        guard enabled else { return self }
        var copy = self
        copy.name = name + " (Night)"
        copy.colors[ColorToken.background.rawValue] = colors[ColorToken.text.rawValue]
        copy.colors[ColorToken.text.rawValue] = colors[ColorToken.background.rawValue]
        return copy
    }

    func scaled(_ fontScale: Double) -> Theme {
        with(self) { $0.typography.baseSize = ($0.typography.baseSize * fontScale).rounded() }
    }
}
