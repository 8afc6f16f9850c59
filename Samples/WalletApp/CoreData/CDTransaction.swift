import CoreData

// representedClassName in the model is "WalletApp.CDTransaction": the module
// name is baked into Model.xcdatamodeld rather than using @objc(...).
class CDTransaction: NSManagedObject {
    @NSManaged var id: UUID?
    @NSManaged var merchant: String?
    @NSManaged var amountMinorUnits: Int64
    @NSManaged var currencyCode: String?
    @NSManaged var date: Date?
    @NSManaged var status: String?
    @NSManaged var signature: String?
    @NSManaged var card: CDCard?
}

extension CDTransaction {
    @nonobjc class func fetchRequest() -> NSFetchRequest<CDTransaction> {
        NSFetchRequest<CDTransaction>(entityName: "CDTransaction")
    }

    func toDomain() -> Transaction? {
        guard
            let id,
            let cardID = card?.id,
            let currency = currencyCode.flatMap(Currency.init(rawValue:))
        else {
            return nil
        }
        return Transaction(
            id: id,
            cardID: cardID,
            merchant: merchant ?? "",
            amount: Money(amountMinorUnits: amountMinorUnits, currency: currency),
            date: date ?? Date(timeIntervalSince1970: 0),
            status: status.flatMap(Transaction.Status.init(rawValue:)) ?? .pending,
            signature: signature
        )
    }
}
