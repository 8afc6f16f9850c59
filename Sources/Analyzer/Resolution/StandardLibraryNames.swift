/// Members the standard library and Foundation declare on their collections, strings, numbers,
/// pointers, iterators and sets. On a receiver whose type is not evident such a name is far more
/// often theirs than the monolith's (measured against the compiler with `cleave index --compare`
/// on Bookshelf, swift-argument-parser and swift-collections), so it is not resolved by name alone.
enum StandardLibraryNames {
    static let members: Set<String> = [
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
