import Foundation

enum TextStyle: String, CaseIterable {
    case largeTitle
    case headline
    case body
    case caption
    case footnote
}

/// Font metrics plus the plain-text treatment each style gets when a screen
/// renders itself as text.
struct Typography: Codable, Equatable {
    var fontName: String
    var baseSize: Double
    var headlineScale: Double = 1.4
    var captionScale: Double = 0.8

    func pointSize(for style: TextStyle, scale: Double = 1.0) -> Double {
        let factor: Double
        switch style {
        case .largeTitle: factor = headlineScale * 1.25
        case .headline: factor = headlineScale
        case .body: factor = 1.0
        case .caption: factor = captionScale
        case .footnote: factor = captionScale * 0.9
        }
        return (baseSize * factor * scale * 10).rounded() / 10
    }

    /// Text rendering of a style: titles shout, captions whisper.
    func apply(_ style: TextStyle, to text: String) -> String {
        switch style {
        case .largeTitle:
            let upper = text.uppercased()
            return upper + "\n" + String(repeating: "=", count: upper.count)
        case .headline:
            return text.uppercased()
        case .body:
            return text
        case .caption:
            return "(\(text))"
        case .footnote:
            return "  · \(text)"
        }
    }
}
