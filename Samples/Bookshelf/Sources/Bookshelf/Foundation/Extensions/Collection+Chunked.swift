import Foundation

extension Collection {
    /// Splits the collection into consecutive slices of at most `size` elements.
    func chunked(into size: Int) -> [SubSequence] {
        precondition(size > 0, "chunk size must be positive")
        var chunks: [SubSequence] = []
        var start = startIndex
        while start != endIndex {
            let end = index(start, offsetBy: size, limitedBy: endIndex) ?? endIndex
            chunks.append(self[start..<end])
            start = end
        }
        return chunks
    }
}

extension Sequence {
    /// `books.sorted(by: \.title)`
    func sorted<Value: Comparable>(by keyPath: KeyPath<Element, Value>, ascending: Bool = true) -> [Element] {
        sorted { lhs, rhs in
            ascending ? lhs[keyPath: keyPath] < rhs[keyPath: keyPath]
                      : lhs[keyPath: keyPath] > rhs[keyPath: keyPath]
        }
    }

    func grouped<Key: Hashable>(by keyPath: KeyPath<Element, Key>) -> [Key: [Element]] {
        Dictionary(grouping: self, by: { $0[keyPath: keyPath] })
    }

    func sum<Value: Numeric>(of keyPath: KeyPath<Element, Value>) -> Value {
        reduce(.zero) { $0 + $1[keyPath: keyPath] }
    }

    /// Counts the elements whose value at `keyPath` equals `value`.
    func count<Value>(of keyPath: KeyPath<Element, Value>, equalTo value: Value) -> Int where Value: Equatable {
        reduce(0) { $0 + ($1[keyPath: keyPath] == value ? 1 : 0) }
    }
}
