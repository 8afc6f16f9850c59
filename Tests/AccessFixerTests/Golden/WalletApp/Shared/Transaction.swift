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

    public init(id: UUID, cardID: UUID, merchant: String, amount: Money, date: Date, status: Status, signature: String?) {
        self.id = id
        self.cardID = cardID
        self.merchant = merchant
        self.amount = amount
        self.date = date
        self.status = status
        self.signature = signature
    }
}
