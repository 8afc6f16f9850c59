import Foundation

struct Transaction: Identifiable, Equatable, Codable {
    enum Status: String, Codable {
        case pending
        case settled
        case declined
    }

    let id: UUID
    let cardID: UUID
    var merchant: String
    var amount: Money
    var date: Date
    var status: Status
    var signature: String?

    /// Canonical string that LegacyCrypto signs before a payment is submitted.
    var signingPayload: String {
        [
            id.uuidString,
            cardID.uuidString,
            merchant,
            String(amount.amountMinorUnits),
            amount.currency.rawValue,
            String(Int(date.timeIntervalSince1970)),
        ].joined(separator: "|")
    }
}
