import Foundation

enum Formatters {
    static let currency = MoneyFormatter()

    static let historyTime: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .none
        formatter.timeStyle = .short
        return formatter
    }()

    static let sectionDay: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .none
        formatter.doesRelativeDateFormatting = true
        return formatter
    }()
}

/// Caches one `NumberFormatter` per currency; NumberFormatter is expensive to create.
final class MoneyFormatter {
    private var cache: [Currency: NumberFormatter] = [:]
    private let lock = NSLock()

    func string(from money: Money) -> String {
        let formatter = numberFormatter(for: money.currency)
        return formatter.string(from: money.decimalAmount as NSDecimalNumber)
            ?? "\(money.currency.symbol)\(money.decimalAmount)"
    }

    private func numberFormatter(for currency: Currency) -> NumberFormatter {
        lock.lock()
        defer { lock.unlock() }
        if let cached = cache[currency] {
            return cached
        }
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.currencyCode = currency.rawValue
        formatter.maximumFractionDigits = currency.minorUnitDigits
        cache[currency] = formatter
        return formatter
    }
}
