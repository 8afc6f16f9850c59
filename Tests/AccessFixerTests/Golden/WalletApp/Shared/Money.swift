import Foundation

/// An amount of money stored in minor units (yen, cents) to avoid floating point errors.
struct Money: Equatable, Hashable, Codable {
    var amountMinorUnits: Int64
    var currency: Currency

    static func zero(_ currency: Currency) -> Money {
        Money(amountMinorUnits: 0, currency: currency)
    }

    var decimalAmount: Decimal {
        var value = Decimal(amountMinorUnits)
        for _ in 0..<currency.minorUnitDigits {
            value /= 10
        }
        return value
    }

    var isNegative: Bool {
        amountMinorUnits < 0
    }

    static func + (lhs: Money, rhs: Money) -> Money {
        precondition(lhs.currency == rhs.currency, "Cannot add \(rhs.currency) to \(lhs.currency)")
        return Money(amountMinorUnits: lhs.amountMinorUnits + rhs.amountMinorUnits, currency: lhs.currency)
    }

    static func - (lhs: Money, rhs: Money) -> Money {
        precondition(lhs.currency == rhs.currency, "Cannot subtract \(rhs.currency) from \(lhs.currency)")
        return Money(amountMinorUnits: lhs.amountMinorUnits - rhs.amountMinorUnits, currency: lhs.currency)
    }

    static prefix func - (value: Money) -> Money {
        Money(amountMinorUnits: -value.amountMinorUnits, currency: value.currency)
    }

    public init(amountMinorUnits: Int64, currency: Currency) {
        self.amountMinorUnits = amountMinorUnits
        self.currency = currency
    }
}
