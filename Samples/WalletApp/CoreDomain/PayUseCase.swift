import Foundation

final class PayUseCase: BaseUseCase {
    private let transactions: TransactionDatasource

    init(transactions: TransactionDatasource = TransactionDatasource()) {
        self.transactions = transactions
        super.init(datasource: transactions)
    }

    func execute(_ transaction: Transaction, completion: @escaping (Result<Transaction, DomainError>) -> Void) {
        guard transaction.amount.amountMinorUnits > 0 else {
            completion(.failure(.invalidAmount))
            return
        }
        let limit = Constants.Payment.singleLimit
        if transaction.amount.currency == limit.currency,
           transaction.amount.amountMinorUnits > limit.amountMinorUnits {
            completion(.failure(.limitExceeded(limit)))
            return
        }

        var settled = transaction
        settled.status = .settled
        transactions.insert(settled) { [weak self] success in
            if success {
                completion(.success(settled))
            } else {
                completion(.failure(self?.lastError ?? .unknown("insert failed")))
            }
        }
    }
}
