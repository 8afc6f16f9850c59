// template: Foundation/Models/Money.swift
/// An amount of money in a currency.
struct Money: Codable, Equatable, Hashable {
    let amount: Double
    let currencyCode: String

    static let zero = Money(amount: 0, currencyCode: "USD")

    var formatted: String {
        String(format: "%.2f %@", amount, currencyCode)
    }

    var isZero: Bool { amount == 0 }

    static func + (lhs: Money, rhs: Money) -> Money {
        precondition(lhs.currencyCode == rhs.currencyCode, "currency mismatch")
        return Money(amount: lhs.amount + rhs.amount, currencyCode: lhs.currencyCode)
    }

    func scaled(by factor: Double) -> Money {
        Money(amount: (amount * factor * 100).rounded() / 100, currencyCode: currencyCode)
    }

    // __fillers__
}
