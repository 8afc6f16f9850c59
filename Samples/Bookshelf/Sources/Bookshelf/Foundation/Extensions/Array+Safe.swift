import Foundation

extension Array {
    /// Returns `nil` instead of trapping when `index` is out of bounds.
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }

    mutating func appendIfPresent(_ element: Element?) {
        if let element {
            append(element)
        }
    }

    /// Keeps the first element for every distinct key.
    func removingDuplicates<Key: Hashable>(by key: (Element) -> Key) -> [Element] {
        var seen = Set<Key>()
        return filter { seen.insert(key($0)).inserted }
    }

    func moving(from source: Int, to destination: Int) -> [Element] {
        guard indices.contains(source), destination >= 0, destination <= count else { return self }
        var copy = self
        let element = copy.remove(at: source)
        copy.insert(element, at: Swift.min(destination, copy.count))
        return copy
    }
}

extension Array where Element: Hashable {
    func removingDuplicates() -> [Element] {
        removingDuplicates(by: { $0 })
    }
}

extension Collection {
    /// `nil` when the collection is empty, which reads well with `??`.
    var nonEmpty: Self? {
        isEmpty ? nil : self
    }
}
