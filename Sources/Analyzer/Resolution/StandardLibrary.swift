import Foundation

/// What the syntax index knows of the standard library, which it does not parse: its types and
/// protocols, what they conform to, and their members, read from the toolchain's own
/// `Swift.swiftinterface` (and `_Concurrency`'s). That is enough to find the monolith's extensions
/// of standard protocols, and not to mistake a standard member for the monolith's.
struct StandardLibrary: Equatable, Sendable {
    struct Member: Codable, Hashable, Sendable {
        var kind: DeclarationKind
        var isStatic: Bool
        var labels: [String]?
        var hasDefault: [Bool]?
        var parameterTypes: [String]?
        /// A variable's type, a function's or subscript's result, as written.
        var typeName: String?
    }

    /// Types, protocols, associated types and typealiases by qualified name (`Array`,
    /// `Dictionary.Keys`, `Collection.Index`).
    var kinds: [String: DeclarationKind] = [:]
    var genericParameters: [String: [String]] = [:]
    /// What each type conforms to (from its declaration and its extensions), each protocol refines,
    /// each associated type is constrained to.
    var supertypes: [String: [String]] = [:]
    /// Members by the qualified name of the type (or extended type) they belong to, then by name.
    var members: [String: [String: [Member]]] = [:]
    /// Typealiases and what they stand for: `Codable` is `Decodable & Encodable`.
    var aliases: [String: String] = [:]
    /// The types and protocols that declare a member of each name.
    var ownersByMemberName: [String: [String]] = [:]

    func owners(ofMembersNamed name: String) -> [String] {
        ownersByMemberName[name] ?? []
    }

    /// Whether the standard library declares a type, protocol or typealias of this qualified name.
    func declares(_ type: String) -> Bool {
        kinds[type] != nil
    }

    /// Every standard type and protocol named here, sorted.
    var typesAndProtocols: [String] {
        kinds.filter { $0.value != .typealias && $0.value != .associatedType }.keys.sorted()
    }
}

extension StandardLibrary {
    /// Read once per process, from the interfaces of the toolchain whose `swiftc` is first on PATH;
    /// the hand-kept tables below when it has none.
    /// Reading takes a few tenths of a second, so what was read is kept in the user's cache
    /// folder (`StandardLibraryCache`), keyed by the interfaces and this build of Cleave.
    static let current: StandardLibrary = {
        let interfaces = ModuleInterfaces.standardLibraryInterfaces()
        guard !interfaces.isEmpty else { return handKept }
        let cache = StandardLibraryCache(interfaces: interfaces)
        if let cached = cache.load() { return cached }
        guard let library = read(interfaces) else { return handKept }
        cache.store(library)
        return library
    }()

    /// The standard library as these interfaces declare it; nil when none could be read.
    static func read(_ interfaces: [String]) -> StandardLibrary? {
        var library = StandardLibrary()
        let reader = SwiftInterfaceReader(moduleNames: ModuleInterfaces.standardLibraryModules)
        for path in interfaces {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
            reader.read(text, into: &library)
        }
        guard !library.kinds.isEmpty else { return nil }
        library.complete()
        return library
    }

    /// The tables kept by hand: enough for the monolith's extensions of the common types.
    static let handKept: StandardLibrary = {
        var library = StandardLibrary()
        library.complete()
        return library
    }()

    /// Adds what no interface of the toolchain says: Foundation's types (`Data`) on Linux, and
    /// `Codable` as the two protocols it stands for.
    mutating func complete() {
        let protocols = Set(Self.supplementarySupertypes.values.joined())
        for (type, inherited) in Self.supplementarySupertypes where kinds[type] == nil {
            kinds[type] = protocols.contains(type) ? .protocol : .struct
            supertypes[type] = inherited
        }
        for type in protocols where kinds[type] == nil {
            kinds[type] = .protocol
        }
        for (alias, aliased) in aliases {
            let parts = aliased.split(separator: "&").map { $0.trimmingCharacters(in: .whitespaces) }
            if parts.count > 1 { supertypes[alias, default: []].append(contentsOf: parts) }
        }
        ownersByMemberName = [:]
        for (type, byName) in members {
            for name in byName.keys { ownersByMemberName[name, default: []].append(type) }
        }
    }
}

extension StandardLibrary {
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
    private static let integer =
        [
            "FixedWidthInteger", "BinaryInteger", "Numeric", "AdditiveArithmetic", "Comparable", "Strideable",
            "CustomStringConvertible", "LosslessStringConvertible",
        ] + codable

    /// Members of standard generic classes whose type is one of the class's generic arguments, by
    /// position: a subclass of `ManagedBuffer<Header, Element>` has a `header` of type `Header`.
    static let genericArgumentMembers: [String: [String: Int]] = [
        "ManagedBuffer": ["header": 0]
    ]

    /// The protocols standard types conform to, and those protocols refine, kept by hand for
    /// toolchains without interfaces (and for Foundation's `Data`, whose interface is not on Linux):
    /// `books.chunked(into:)` on an `Array` uses the monolith's `extension Collection`,
    /// `progress.encoded()` on a `Codable` type its `extension Encodable`.
    static let supplementarySupertypes: [String: [String]] = [
        "Codable": ["Decodable", "Encodable"],
        "Array": ["RandomAccessCollection", "MutableCollection", "RangeReplaceableCollection"] + collection + codable,
        "ArraySlice": ["RandomAccessCollection", "MutableCollection", "RangeReplaceableCollection"] + collection,
        "ContiguousArray": ["RandomAccessCollection", "MutableCollection", "RangeReplaceableCollection"] + collection,
        "Set": ["SetAlgebra", "Collection", "Sequence"] + codable,
        "Dictionary": ["Collection", "Sequence"] + codable,
        "String": ["StringProtocol", "RangeReplaceableCollection", "Comparable", "CustomStringConvertible"]
            + collection + codable,
        "Substring": ["StringProtocol", "RangeReplaceableCollection", "Comparable"] + collection + [
            "Equatable", "Hashable",
        ],
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
