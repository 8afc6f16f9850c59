// template: Foundation/Extensions/Collection+Safe.swift
extension Collection {
    /// The element at `index`, or nil when out of bounds.
    subscript(safe index: Index) -> Element? {
        indices.contains(index) ? self[index] : nil
    }

    var isNotEmpty: Bool { !isEmpty }

    // __fillers__
}
