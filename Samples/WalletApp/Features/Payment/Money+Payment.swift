import Foundation

// Payment-specific helpers on the Shared `Money` type.
extension Money {
    var exceedsSingleLimit: Bool {
        let limit = Constants.Payment.singleLimit
        return currency == limit.currency && amountMinorUnits > limit.amountMinorUnits
    }

    init?(userInput: String, currency: Currency) {
        let digits = userInput.filter(\.isNumber)
        guard let value = Int64(digits), value > 0 else { return nil }
        self.init(amountMinorUnits: value, currency: currency)
    }
}
