import Foundation

enum DomainError: Error, Equatable {
    case invalidAmount
    case limitExceeded(Money)
    case cardNotFound
    case persistence(String)
    case unknown(String)

    init(underlying error: Error) {
        if let domainError = error as? DomainError {
            self = domainError
        } else if (error as NSError).domain == "NSCocoaErrorDomain" {
            self = .persistence(error.localizedDescription)
        } else {
            self = .unknown(error.localizedDescription)
        }
    }
}

extension DomainError: LocalizedError {
    var errorDescription: String? {
        switch self {
        case .invalidAmount:
            return NSLocalizedString("error.invalid_amount", bundle: .module, comment: "")
        case .limitExceeded(let limit):
            let format = NSLocalizedString("error.limit_exceeded", bundle: .module, comment: "Amount over the single payment limit")
            return String(format: format, Formatters.currency.string(from: limit))
        case .cardNotFound:
            return NSLocalizedString("error.card_not_found", bundle: .module, comment: "")
        case .persistence(let message), .unknown(let message):
            return message
        }
    }
}
