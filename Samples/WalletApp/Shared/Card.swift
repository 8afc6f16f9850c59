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
}
