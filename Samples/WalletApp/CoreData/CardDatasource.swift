import CoreData

final class CardDatasource: BaseDatasource {
    func fetchCards() -> [Card] {
        let request: NSFetchRequest<CDCard> = CDCard.fetchRequest()
        request.sortDescriptors = [
            NSSortDescriptor(key: #keyPath(CDCard.isPrimary), ascending: false),
            NSSortDescriptor(key: #keyPath(CDCard.holderName), ascending: true),
        ]
        return fetch(request).compactMap { $0.toDomain() }
    }

    func card(withID id: UUID) -> CDCard? {
        let request: NSFetchRequest<CDCard> = CDCard.fetchRequest()
        request.predicate = NSPredicate(format: "id == %@", id as CVarArg)
        request.fetchLimit = 1
        return fetch(request).first
    }

    func upsert(_ card: Card) {
        let object = self.card(withID: card.id) ?? CDCard(context: viewContext)
        object.update(from: card)
        save()
    }

    func insertDemoCardsIfNeeded() {
        guard fetchCards().isEmpty else { return }
        let demo = [
            Card(
                id: UUID(),
                holderName: "Hanako Yamada",
                last4: "4242",
                network: .visa,
                balance: Money(amountMinorUnits: 128_500, currency: .jpy),
                isPrimary: true
            ),
            Card(
                id: UUID(),
                holderName: "Hanako Yamada",
                last4: "3510",
                network: .jcb,
                balance: Money(amountMinorUnits: 9_800, currency: .jpy)
            ),
        ]
        demo.forEach(upsert)
    }
}
