import Foundation
import Combine

final class PaymentViewModel: ObservableObject {
    enum State: Equatable {
        case idle
        case ready(merchant: String, amount: Money)
        case processing
        case completed(Transaction)
        case failed(message: String)
    }

    @Published private(set) var state: State = .idle
    @Published var merchantName: String = ""
    @Published var amountText: String = ""

    let cardID: UUID?
    private let payUseCase: PayUseCase
    private let signer: PaymentSigner

    init(cardID: UUID?, payUseCase: PayUseCase = PayUseCase(), signer: PaymentSigner = PaymentSigner()) {
        self.cardID = cardID ?? SessionStore.current?.primaryCardID
        self.payUseCase = payUseCase
        self.signer = signer
    }

    var errorSource: BaseUseCase {
        payUseCase
    }

    /// Parses a QR payload such as `walletapp://pay?merchant=Cafe&amount=450&currency=JPY`.
    func apply(scannedPayload payload: String) {
        guard
            let components = URLComponents(string: payload),
            components.scheme == Constants.DeepLink.scheme,
            let items = components.queryItems
        else {
            state = .failed(message: NSLocalizedString("payment.invalid_qr", bundle: .module, comment: ""))
            return
        }
        let values = Dictionary(items.map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { first, _ in first })
        let currency = Currency(rawValue: values["currency"] ?? "") ?? .jpy
        let amount = Money(amountMinorUnits: Int64(values["amount"] ?? "") ?? 0, currency: currency)
        merchantName = values["merchant"] ?? ""
        amountText = String(amount.amountMinorUnits)
        state = .ready(merchant: merchantName, amount: amount)
    }

    func pay(amount: Money, merchant: String) {
        guard !amount.exceedsSingleLimit else {
            state = .failed(message: DomainError.limitExceeded(Constants.Payment.singleLimit).localizedDescription)
            return
        }
        guard let cardID else {
            state = .failed(message: NSLocalizedString("error.card_not_found", bundle: .module, comment: ""))
            return
        }
        state = .processing

        var transaction = Transaction(
            id: UUID(),
            cardID: cardID,
            merchant: merchant,
            amount: amount,
            date: Date(),
            status: .pending,
            signature: nil
        )
        transaction.signature = signer.sign(transaction)

        payUseCase.execute(transaction) { [weak self] result in
            DispatchQueue.main.async {
                switch result {
                case .success(let settled):
                    self?.state = .completed(settled)
                case .failure(let error):
                    self?.state = .failed(message: error.localizedDescription)
                }
            }
        }
    }
}
