/// Disjoint sets of elements, merged two at a time: the one copy that groups test files that use
/// one another, names that alias the same type, folders cut apart and files clustered together.
public struct UnionFind<Element: Hashable> {
    /// The elements in the order given: a set's members, and the sets, come out in this order.
    private let elements: [Element]
    private let position: [Element: Int]
    /// By position: the position of the next element on the way to its set's representative.
    private var parent: [Int]

    /// One set for each element; the elements must be distinct.
    public init(_ elements: some Sequence<Element>) {
        self.elements = Array(elements)
        position = Dictionary(uniqueKeysWithValues: self.elements.enumerated().map { ($1, $0) })
        parent = Array(self.elements.indices)
    }

    /// The representative of the set holding `element`.
    public func find(_ element: Element) -> Element {
        elements[root(position[element]!)]
    }

    /// Merges the set holding `absorbed` into the set holding `kept`, whose representative stays
    /// the merged set's: a clustering numbers a cluster by the file that leads it.
    public mutating func merge(_ absorbed: Element, into kept: Element) {
        let (absorbedRoot, keptRoot) = (root(position[absorbed]!), root(position[kept]!))
        parent[absorbedRoot] = keptRoot
    }

    /// Each set, its members in the order given, the sets in the order of their first member.
    public func groups() -> [[Element]] {
        // Each element's root, worked out once: a long chain of merges is walked once, not for each member.
        var rootOf = [Int?](repeating: nil, count: elements.count)
        func cachedRoot(_ index: Int) -> Int {
            var (node, path) = (index, [Int]())
            while rootOf[node] == nil, parent[node] != node {
                path.append(node)
                node = parent[node]
            }
            let found = rootOf[node] ?? node
            for visited in path { rootOf[visited] = found }
            return found
        }
        var groupOfRoot: [Int: Int] = [:]
        var groups: [[Element]] = []
        for index in elements.indices {
            let root = cachedRoot(index)
            if let group = groupOfRoot[root] {
                groups[group].append(elements[index])
            } else {
                groupOfRoot[root] = groups.count
                groups.append([elements[index]])
            }
        }
        return groups
    }

    private func root(_ index: Int) -> Int {
        var index = index
        while parent[index] != index { index = parent[index] }
        return index
    }
}
