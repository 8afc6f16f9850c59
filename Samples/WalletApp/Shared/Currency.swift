import Foundation

/// ISO 4217 currencies the wallet can hold. Raw values are persisted in Core Data.
enum Currency: String, Codable, CaseIterable {
    case jpy = "JPY"
    case usd = "USD"
    case eur = "EUR"

    /// Number of digits after the decimal separator for the minor unit.
    var minorUnitDigits: Int {
        switch self {
        case .jpy: return 0
        case .usd, .eur: return 2
        }
    }

    var symbol: String {
        switch self {
        case .jpy: return "¥"
        case .usd: return "$"
        case .eur: return "€"
        }
    }

    static var deviceDefault: Currency {
        let code = Locale.current.currency?.identifier ?? "JPY"
        return Currency(rawValue: code) ?? .jpy
    }
}
