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

extension Double {
    /// `12.3%`
    public var percent: String { String(format: "%.1f%%", self * 100) }
}
