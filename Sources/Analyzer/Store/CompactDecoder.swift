import Foundation

/// Reads what `CompactEncoder` wrote, in the same order.
struct CompactDecoder {
    func decode<Value: Decodable>(_ type: Value.Type, from data: Data) throws -> Value {
        let source = CompactSource(bytes: [UInt8](data))
        let value = try compactDecode(Value.self, from: source)
        guard source.offset == source.bytes.count else { throw source.corrupt("trailing bytes") }
        return value
    }
}

/// A value, as `compactEncode` wrote it.
func compactDecode<Value: Decodable>(_ type: Value.Type, from source: CompactSource) throws -> Value {
    // The commonest types of the index, read directly: the cast below looks a conformance up on
    // every call, and Codable's containers cost more than the bytes (half of reading an index).
    if Value.self == [String].self { return try source.readStrings() as! Value }
    if Value.self == [Declaration].self { return try source.readArray(source.readDeclaration) as! Value }
    if Value.self == [Reference].self { return try source.readArray(source.readReference) as! Value }
    if Value.self == [Import].self { return try source.readArray(source.readImport) as! Value }
    if Value.self == SourceLocation.self { return try source.readLocation() as! Value }
    if let dictionary = Value.self as? any CompactDictionary.Type {
        // The cast holds: `dictionary` is `Value.self`.
        return try dictionary.init(entriesFrom: source) as! Value
    }
    return try Value(from: CompactDecoding(source: source))
}

final class CompactSource {
    let bytes: [UInt8]
    /// Moved a byte at a time by one decoder on one thread, unchecked as `CompactSink.bytes` is.
    @exclusivity(unchecked) var offset = 0
    /// The file the last location named (`readFileName`).
    private var lastFile: String?
    /// The last id read in each field of `RepeatedID` (`readID(repeating:)`).
    var lastIDs: [String?] = Array(repeating: nil, count: RepeatedID.allCases.count)
    /// The references' target lists read so far (`readTargets`): one array for each, shared.
    var targetLists: [[String]] = []

    init(bytes: [UInt8]) { self.bytes = bytes }

    func corrupt(_ reason: String) -> DecodingError {
        DecodingError.dataCorrupted(
            .init(codingPath: [], debugDescription: "compact facts: \(reason) at byte \(offset)"))
    }

    func readByte() throws -> UInt8 {
        guard offset < bytes.count else { throw corrupt("unexpected end") }
        defer { offset += 1 }
        return bytes[offset]
    }

    func readLength() throws -> Int {
        let value = try readVarint()
        guard value <= UInt64(Int.max) else { throw corrupt("length out of range") }
        return Int(value)
    }

    func readVarint() throws -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let byte = try readByte()
            guard shift < 64 else { throw corrupt("length too long") }
            value |= UInt64(byte & 0x7f) << shift
            if byte & 0x80 == 0 { break }
            shift += 7
        }
        return value
    }

    func readInteger() throws -> Int64 {
        let zigZag = try readVarint()
        return Int64(bitPattern: (zigZag >> 1) ^ (0 &- (zigZag & 1)))
    }

    func readString() throws -> String {
        let count = try readLength()
        guard count <= bytes.count - offset else { throw corrupt("string past the end") }
        defer { offset += count }
        return String(decoding: bytes[offset..<offset + count], as: UTF8.self)
    }

    /// A location's file, as `CompactSink.write(_: SourceLocation)` writes it: the last
    /// location's, or a name of its own. Sharing one string spares an allocation for each
    /// location, and the memory of a copy in every declaration and reference.
    func readFileName() throws -> String {
        let marker = try readLength()
        guard marker > 0 else {
            guard let lastFile else { throw corrupt("a location names the last file before any") }
            return lastFile
        }
        let count = marker - 1
        guard count <= bytes.count - offset else { throw corrupt("string past the end") }
        defer { offset += count }
        let name = String(decoding: bytes[offset..<offset + count], as: UTF8.self)
        lastFile = name
        return name
    }

    func readCount() throws -> Int {
        guard bytes.count - offset >= 4 else { throw corrupt("unexpected end") }
        defer { offset += 4 }
        return (0..<4).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) }
    }
}

private struct CompactDecoding: Decoder {
    let source: CompactSource
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] = [:]

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(CompactKeyedDecoding<Key>(source: source))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { try CompactUnkeyedDecoding(source: source) }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        CompactSingleValueDecoding(source: source)
    }
}

private struct CompactSingleValueDecoding: SingleValueDecodingContainer {
    let source: CompactSource
    var codingPath: [any CodingKey] = []

    func decodeNil() -> Bool { false }
    func decode(_ type: Bool.Type) throws -> Bool { try source.readByte() != 0 }
    func decode(_ type: String.Type) throws -> String { try source.readString() }
    func decode(_ type: Double.Type) throws -> Double {
        Double(bitPattern: UInt64(bitPattern: try source.readInteger()))
    }
    func decode(_ type: Float.Type) throws -> Float { Float(try decode(Double.self)) }
    func decode(_ type: Int.Type) throws -> Int { Int(try source.readInteger()) }
    func decode(_ type: Int8.Type) throws -> Int8 { Int8(truncatingIfNeeded: try source.readInteger()) }
    func decode(_ type: Int16.Type) throws -> Int16 { Int16(truncatingIfNeeded: try source.readInteger()) }
    func decode(_ type: Int32.Type) throws -> Int32 { Int32(truncatingIfNeeded: try source.readInteger()) }
    func decode(_ type: Int64.Type) throws -> Int64 { try source.readInteger() }
    func decode(_ type: UInt.Type) throws -> UInt { UInt(truncatingIfNeeded: try source.readVarint()) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { UInt8(truncatingIfNeeded: try source.readLength()) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { UInt16(truncatingIfNeeded: try source.readLength()) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { UInt32(truncatingIfNeeded: try source.readLength()) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try source.readVarint() }
    func decode<Value: Decodable>(_ type: Value.Type) throws -> Value { try compactDecode(Value.self, from: source) }
}

private struct CompactKeyedDecoding<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let source: CompactSource
    var codingPath: [any CodingKey] = []
    /// The format has no keys: synthesized conformances never ask for them, enums code themselves.
    var allKeys: [Key] { [] }
    private var single: CompactSingleValueDecoding { CompactSingleValueDecoding(source: source) }

    init(source: CompactSource) { self.source = source }

    func contains(_ key: Key) -> Bool { true }
    func decodeNil(forKey key: Key) throws -> Bool { try source.readByte() == 0 }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try single.decode(type) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try source.readString() }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try single.decode(type) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try single.decode(type) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try single.decode(type) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try single.decode(type) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try single.decode(type) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try single.decode(type) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try single.decode(type) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try single.decode(type) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try single.decode(type) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try single.decode(type) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try single.decode(type) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try single.decode(type) }
    func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value {
        try compactDecode(Value.self, from: source)
    }

    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        try source.readByte() == 0 ? nil : try source.readString()
    }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
        try source.readByte() == 0 ? nil : Int(try source.readInteger())
    }
    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        try source.readByte() == 0 ? nil : try source.readByte() != 0
    }
    func decodeIfPresent<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value? {
        try source.readByte() == 0 ? nil : try compactDecode(Value.self, from: source)
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        KeyedDecodingContainer(CompactKeyedDecoding<NestedKey>(source: source))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try CompactUnkeyedDecoding(source: source)
    }

    func superDecoder() throws -> any Decoder { CompactDecoding(source: source) }
    func superDecoder(forKey key: Key) throws -> any Decoder { CompactDecoding(source: source) }
}

private final class CompactUnkeyedDecoding: UnkeyedDecodingContainer {
    let source: CompactSource
    var codingPath: [any CodingKey] = []
    let count: Int?
    var currentIndex = 0
    var isAtEnd: Bool { currentIndex >= count! }
    private var single: CompactSingleValueDecoding { CompactSingleValueDecoding(source: source) }

    init(source: CompactSource) throws {
        self.source = source
        count = try source.readCount()
    }

    func advance<Value>(_ read: () throws -> Value) throws -> Value {
        guard !isAtEnd else { throw source.corrupt("read past the end of an array") }
        defer { currentIndex += 1 }
        return try read()
    }

    func decodeNil() throws -> Bool { false }
    func decode(_ type: Bool.Type) throws -> Bool { try advance { try single.decode(type) } }
    func decode(_ type: String.Type) throws -> String { try advance { try source.readString() } }
    func decode(_ type: Double.Type) throws -> Double { try advance { try single.decode(type) } }
    func decode(_ type: Float.Type) throws -> Float { try advance { try single.decode(type) } }
    func decode(_ type: Int.Type) throws -> Int { try advance { try single.decode(type) } }
    func decode(_ type: Int8.Type) throws -> Int8 { try advance { try single.decode(type) } }
    func decode(_ type: Int16.Type) throws -> Int16 { try advance { try single.decode(type) } }
    func decode(_ type: Int32.Type) throws -> Int32 { try advance { try single.decode(type) } }
    func decode(_ type: Int64.Type) throws -> Int64 { try advance { try single.decode(type) } }
    func decode(_ type: UInt.Type) throws -> UInt { try advance { try single.decode(type) } }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try advance { try single.decode(type) } }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try advance { try single.decode(type) } }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try advance { try single.decode(type) } }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try advance { try single.decode(type) } }
    func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
        try advance { try compactDecode(Value.self, from: source) }
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey>
    {
        try advance { KeyedDecodingContainer(CompactKeyedDecoding<NestedKey>(source: source)) }
    }

    func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try advance { try CompactUnkeyedDecoding(source: source) }
    }

    func superDecoder() throws -> any Decoder { CompactDecoding(source: source) }
}
