import Foundation

extension Int {
    /// `12,345`
    public var grouped: String {
        let digits = String(Swift.abs(self))
        var result = ""
        for (offset, character) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(character)
        }
        return (self < 0 ? "-" : "") + result
    }
}

extension Int {
    /// `1 file`, `12,345 files`; `plural` where an s is not the plural (`dependencies`).
    public func counted(_ singular: String, _ plural: String? = nil) -> String {
        "\(grouped) \(self == 1 ? singular : plural ?? singular + "s")"
    }
}

extension Double {
    /// `12.3%`
    public var percent: String { String(format: "%.1f%%", self * 100) }
}
