import CoreData

// The model's representedClassName is the bare "CDCard", so the class must be
// exported to the Objective-C runtime under that exact name.
@objc(CDCard)
class CDCard: NSManagedObject {
    @NSManaged var id: UUID?
    @NSManaged var holderName: String?
    @NSManaged var last4: String?
    @NSManaged var network: String?
    @NSManaged var balanceMinorUnits: Int64
    @NSManaged var currencyCode: String?
    @NSManaged var isPrimary: Bool
    @NSManaged var transactions: NSSet?
}

extension CDCard {
    @nonobjc class func fetchRequest() -> NSFetchRequest<CDCard> {
        NSFetchRequest<CDCard>(entityName: "CDCard")
    }

    func toDomain() -> Card? {
        guard
            let id,
            let network = network.flatMap(Card.Network.init(rawValue:)),
            let currency = currencyCode.flatMap(Currency.init(rawValue:))
        else {
            return nil
        }
        return Card(
            id: id,
            holderName: holderName ?? "",
            last4: last4 ?? "0000",
            network: network,
            balance: Money(amountMinorUnits: balanceMinorUnits, currency: currency),
            isPrimary: isPrimary
        )
    }

    func update(from card: Card) {
        id = card.id
        holderName = card.holderName
        last4 = card.last4
        network = card.network.rawValue
        balanceMinorUnits = card.balance.amountMinorUnits
        currencyCode = card.balance.currency.rawValue
        isPrimary = card.isPrimary
    }
}
