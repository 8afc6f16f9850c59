import Foundation

/// The user's shelves. A feature-level `Store` that wraps an in-memory store
/// and seeds the default shelves on first use.
final class ShelfRepository: Store {
    typealias Value = Shelf

    private let backing: InMemoryStore<Shelf>

    init(backing: InMemoryStore<Shelf> = InMemoryStore(), seedDefaults: Bool = true) {
        self.backing = backing
        if seedDefaults && backing.isEmpty {
            Shelf.defaultShelves().forEach(backing.save)
        }
    }

    // MARK: Store

    var keys: [String] { backing.keys }

    func value(forKey key: String) -> Shelf? {
        backing.value(forKey: key)
    }

    func set(_ value: Shelf, forKey key: String) {
        backing.set(value, forKey: key)
    }

    func removeValue(forKey key: String) {
        backing.removeValue(forKey: key)
    }

    // MARK: Shelves

    /// Pinned first, then the built-in kinds in order, then custom shelves by name.
    var shelves: [Shelf] {
        let order = Shelf.Kind.allCases
        return allValues().sorted { lhs, rhs in
            if lhs.isPinned != rhs.isPinned { return lhs.isPinned }
            let l = order.firstIndex(of: lhs.kind) ?? order.count
            let r = order.firstIndex(of: rhs.kind) ?? order.count
            return l == r ? lhs.name < rhs.name : l < r
        }
    }

    func shelf(ofKind kind: Shelf.Kind) -> Shelf? {
        shelves.first { $0.kind == kind }
    }

    @discardableResult
    func add(_ book: Book, to shelfID: Shelf.ID) -> Shelf? {
        guard var shelf = value(withID: shelfID) else { return nil }
        shelf += book
        save(shelf)
        return shelf
    }

    @discardableResult
    func remove(_ book: Book, from shelfID: Shelf.ID) -> Shelf? {
        guard let shelf = value(withID: shelfID) else { return nil }
        let updated = shelf - book
        save(updated)
        return updated
    }

    func shelves(containing book: Book) -> [Shelf] {
        shelves.filter { $0.contains(book) }
    }

    func createShelf(named name: String, pinned: Bool = false) -> Shelf {
        let shelf = Shelf(name: name.trimmed, kind: .custom, isPinned: pinned)
        if value(withID: shelf.id) == nil {
            save(shelf)
        }
        return value(withID: shelf.id) ?? shelf
    }
}
