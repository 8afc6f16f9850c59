import Foundation

// History-only presentation helpers on the Shared `Transaction` model.
extension Transaction {
    var displayTitle: String {
        merchant.isEmpty ? NSLocalizedString("history.unknown_merchant", bundle: .module, comment: "") : merchant
    }

    var signedAmountText: String {
        let text = Formatters.currency.string(from: -amount)
        switch status {
        case .pending:
            return text + " ⏳"
        case .settled:
            return text
        case .declined:
            return NSLocalizedString("history.declined", bundle: .module, comment: "")
        }
    }
}
