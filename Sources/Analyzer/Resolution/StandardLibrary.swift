/// What the syntax index knows of the standard library, which it does not parse: enough to find
/// the monolith's extensions of its protocols, and not to mistake its members for the monolith's.
enum StandardLibrary {
    /// Members the standard library and Foundation declare on their collections, strings, numbers,
    /// pointers, iterators and sets. On a receiver whose type is not evident such a name is far more
    /// often theirs than the monolith's (measured against the compiler with `cleave index --compare`
    /// on Bookshelf, swift-argument-parser and swift-collections), so it is not resolved by name alone.
    static let memberNames: Set<String> = [
        // Sequence, Collection and their mutable forms
        "count", "isEmpty", "first", "last", "next", "makeIterator", "underestimatedCount",
        "map", "flatMap", "compactMap", "filter", "reduce", "forEach", "contains", "allSatisfy",
        "sorted", "sort", "reversed", "reverse", "shuffled", "shuffle", "enumerated", "lazy", "joined", "split",
        "min", "max", "prefix", "suffix", "dropFirst", "dropLast", "starts", "elementsEqual",
        "indices", "startIndex", "endIndex", "index", "firstIndex", "lastIndex", "formIndex", "distance",
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange", "removeValue",
        "popFirst", "popLast", "replaceSubrange", "reserveCapacity", "capacity", "swapAt", "partition",
        "randomElement", "keys", "values", "updateValue", "merge", "merging", "grouping",
        // SetAlgebra
        "union", "intersection", "subtract", "subtracting", "symmetricDifference", "formUnion",
        "formIntersection", "formSymmetricDifference", "isSubset", "isSuperset", "isStrictSubset",
        "isStrictSuperset", "isDisjoint",
        // Strings and descriptions
        "description", "debugDescription", "lowercased", "uppercased", "hasPrefix", "hasSuffix",
        "utf8", "unicodeScalars", "trimmingCharacters", "components", "replacingOccurrences",
        "localizedDescription",
        // Equatable, Hashable, RawRepresentable, Codable
        "hashValue", "hash", "rawValue", "encode",
        // Numbers
        "isZero", "magnitude", "rounded", "nonzeroBitCount", "leadingZeroBitCount", "trailingZeroBitCount",
        "bitWidth", "words", "quotientAndRemainder", "isMultiple",
        // Pointers and buffers
        "pointee", "baseAddress", "initialize", "deinitialize", "deallocate", "allocate", "move",
        "withUnsafeBufferPointer", "withUnsafeMutableBufferPointer", "withUnsafeBytes",
        "withUnsafeMutableBytes", "withMemoryRebound", "assumingMemoryBound", "bindMemory",
    ]
}

extension StandardLibrary {
    private static let collection = ["BidirectionalCollection", "Collection", "Sequence"]
    private static let codable = ["Encodable", "Decodable", "Equatable", "Hashable"]
    private static let integer = [
        "FixedWidthInteger", "BinaryInteger", "Numeric", "AdditiveArithmetic", "Comparable", "Strideable",
        "CustomStringConvertible", "LosslessStringConvertible",
    ] + codable

    /// Members of standard generic classes whose type is one of the class's generic arguments, by
    /// position: a subclass of `ManagedBuffer<Header, Element>` has a `header` of type `Header`.
    static let genericArgumentMembers: [String: [String: Int]] = [
        "ManagedBuffer": ["header": 0]
    ]

    /// Every standard type and protocol named here, sorted.
    static let typesAndProtocols: [String] = supertypes.values.reduce(into: Set(supertypes.keys)) { $0.formUnion($1) }.sorted()

    /// The protocols standard types conform to, and those protocols refine: `books.chunked(into:)`
    /// on an `Array` uses the monolith's `extension Collection`, `progress.encoded()` on a `Codable`
    /// type its `extension Encodable`.
    static let supertypes: [String: [String]] = [
        "Codable": ["Decodable", "Encodable"],
        "Array": ["RandomAccessCollection", "MutableCollection", "RangeReplaceableCollection"] + collection + codable,
        "ArraySlice": ["RandomAccessCollection", "MutableCollection", "RangeReplaceableCollection"] + collection,
        "ContiguousArray": ["RandomAccessCollection", "MutableCollection", "RangeReplaceableCollection"] + collection,
        "Set": ["SetAlgebra", "Collection", "Sequence"] + codable,
        "Dictionary": ["Collection", "Sequence"] + codable,
        "String": ["StringProtocol", "RangeReplaceableCollection", "Comparable", "CustomStringConvertible"]
            + collection + codable,
        "Substring": ["StringProtocol", "RangeReplaceableCollection", "Comparable"] + collection + ["Equatable", "Hashable"],
        "Int": integer, "Int8": integer, "Int16": integer, "Int32": integer, "Int64": integer,
        "UInt": integer, "UInt8": integer, "UInt16": integer, "UInt32": integer, "UInt64": integer,
        "Double": ["BinaryFloatingPoint", "FloatingPoint", "Numeric", "Comparable"] + codable,
        "Float": ["BinaryFloatingPoint", "FloatingPoint", "Numeric", "Comparable"] + codable,
        "Bool": codable,
        "Data": ["RandomAccessCollection", "MutableCollection", "RangeReplaceableCollection"] + collection + codable,
        "Range": ["RandomAccessCollection", "RangeExpression"] + collection + ["Equatable", "Hashable"],
        "ClosedRange": ["RandomAccessCollection", "RangeExpression"] + collection + ["Equatable", "Hashable"],
        "StringProtocol": ["BidirectionalCollection", "Collection", "Sequence", "Comparable", "Hashable"],
        "RandomAccessCollection": ["BidirectionalCollection", "Collection", "Sequence"],
        "BidirectionalCollection": ["Collection", "Sequence"],
        "MutableCollection": ["Collection", "Sequence"],
        "RangeReplaceableCollection": ["Collection", "Sequence"],
        "Collection": ["Sequence"],
        "IndexingIterator": ["IteratorProtocol"],
        "SetAlgebra": ["Equatable"],
        "Hashable": ["Equatable"],
        "Comparable": ["Equatable"],
        "FixedWidthInteger": ["BinaryInteger", "Numeric", "AdditiveArithmetic"],
        "BinaryInteger": ["Numeric", "AdditiveArithmetic", "Strideable", "Hashable"],
        "BinaryFloatingPoint": ["FloatingPoint", "Numeric", "AdditiveArithmetic"],
    ]
}
