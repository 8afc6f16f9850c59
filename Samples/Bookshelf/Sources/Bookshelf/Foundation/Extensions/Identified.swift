import Foundation

/// Our own take on `Identifiable`: a stable identity through an associated type.
protocol Identified {
    associatedtype ID: Hashable
    var id: ID { get }
}

extension Sequence where Element: Identified {
    func first(withID id: Element.ID) -> Element? {
        first { $0.id == id }
    }

    func indexedByID() -> [Element.ID: Element] {
        Dictionary(map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    var ids: [Element.ID] { map(\.id) }
}

extension Array where Element: Identified {
    /// Replaces the element with the same id, or appends it.
    mutating func upsert(_ element: Element) {
        if let index = firstIndex(where: { $0.id == element.id }) {
            self[index] = element
        } else {
            append(element)
        }
    }

    @discardableResult
    mutating func remove(id: Element.ID) -> Element? {
        guard let index = firstIndex(where: { $0.id == id }) else { return nil }
        return remove(at: index)
    }
}
