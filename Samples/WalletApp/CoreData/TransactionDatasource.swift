import CoreData

final class TransactionDatasource: BaseDatasource {
    func fetchTransactions(limit: Int) -> [Transaction] {
        let request: NSFetchRequest<CDTransaction> = CDTransaction.fetchRequest()
        request.sortDescriptors = [NSSortDescriptor(key: "date", ascending: false)]
        request.fetchLimit = limit
        request.relationshipKeyPathsForPrefetching = ["card"]
        return fetch(request).compactMap { $0.toDomain() }
    }

    func insert(_ transaction: Transaction, completion: @escaping (Bool) -> Void) {
        performBackground({ context in
            let cardRequest: NSFetchRequest<CDCard> = CDCard.fetchRequest()
            cardRequest.predicate = NSPredicate(format: "id == %@", transaction.cardID as CVarArg)
            guard let card = try context.fetch(cardRequest).first else {
                throw DomainError.cardNotFound
            }
            let object = CDTransaction(context: context)
            object.id = transaction.id
            object.merchant = transaction.merchant
            object.amountMinorUnits = transaction.amount.amountMinorUnits
            object.currencyCode = transaction.amount.currency.rawValue
            object.date = transaction.date
            object.status = transaction.status.rawValue
            object.signature = transaction.signature
            object.card = card
            card.balanceMinorUnits -= transaction.amount.amountMinorUnits
        }, completion: completion)
    }
}
