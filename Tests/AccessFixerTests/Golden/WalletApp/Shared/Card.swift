import Foundation

struct Card: Identifiable, Equatable, Codable {
    enum Network: String, Codable, CaseIterable {
        case visa
        case mastercard
        case jcb
        case amex

        var displayName: String {
            switch self {
            case .visa: return "VISA"
            case .mastercard: return "Mastercard"
            case .jcb: return "JCB"
            case .amex: return "American Express"
            }
        }
    }

    let id: UUID
    var holderName: String
    var last4: String
    var network: Network
    var balance: Money
    var isPrimary: Bool = false

    var maskedNumber: String {
        "•••• •••• •••• \(last4)"
    }

    public init(id: UUID, holderName: String, last4: String, network: Network, balance: Money, isPrimary: Bool = false) {
        self.id = id
        self.holderName = holderName
        self.last4 = last4
        self.network = network
        self.balance = balance
        self.isPrimary = isPrimary
    }
}
