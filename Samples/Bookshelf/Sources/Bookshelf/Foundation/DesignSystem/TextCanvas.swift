import Foundation

/// Accumulates the lines a screen renders. Every view controller draws
/// through a canvas so that spacing and widths come from the theme.
struct TextCanvas {
    let theme: Theme
    private(set) var lines: [String] = []

    init(theme: Theme = .current) {
        self.theme = theme
    }

    var rendered: String {
        lines.joined(separator: "\n")
    }

    mutating func title(_ text: String) {
        lines.append(theme.typography.apply(.largeTitle, to: text))
    }

    mutating func heading(_ text: String) {
        if !lines.isEmpty { blank() }
        lines.append(theme.typography.apply(.headline, to: text))
    }

    mutating func line(_ text: String, indent: Int = 0) {
        lines.append(theme.indent(indent) + text)
    }

    mutating func paragraph(_ text: String) {
        for wrapped in text.wrapped(width: theme.lineWidth) {
            lines.append(wrapped)
        }
    }

    mutating func bullet(_ text: String, indent: Int = 1) {
        line("• " + text, indent: indent)
    }

    mutating func caption(_ text: String) {
        lines.append(theme.typography.apply(.caption, to: text))
    }

    /// `Label ........ value`, filling the theme's line width.
    mutating func row(_ label: String, value: String) {
        let dots = max(2, theme.lineWidth - label.count - value.count - 2)
        lines.append("\(label) \(String(repeating: ".", count: dots)) \(value)")
    }

    mutating func progressBar(fraction: Double, width: Int = 20) {
        let filled = Int((fraction.clamped(to: 0...1) * Double(width)).rounded())
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        lines.append("[\(bar)] \(Int((fraction * 100).rounded()))%")
    }

    mutating func separator() {
        lines.append(theme.separator)
    }

    mutating func blank() {
        lines.append("")
    }
}
