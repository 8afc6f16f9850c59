import Foundation

/// A compact binary form for the facts cache: values in the order synthesized `Codable` visits
/// them, no keys, lengths as LEB128. Several times faster than JSON for facts, which the cache
/// writes for every parsed file and reads for every unchanged one.
///
/// It relies on what synthesized conformances guarantee: a keyed container encodes and decodes
/// its keys in declaration order, and optionals go through `encodeIfPresent`/`decodeIfPresent`
/// (a presence byte here). Enums with payloads must code themselves through an unkeyed
/// container (see `Receiver`), because keyed enums need `allKeys`, which this format has not.
/// A location names its file once for a run of locations in it (`CompactSink+Index`).
/// Decoded by `CompactDecoder`.
struct CompactEncoder {
    func encode(_ value: some Encodable) throws -> Data {
        let sink = CompactSink()
        try compactEncode(value, to: sink)
        return Data(sink.bytes)
    }
}

/// A value, as the format writes it: a dictionary keyed by strings as its entries (`CompactDictionary`),
/// anything else as its `Codable` conformance codes it.
func compactEncode<Value: Encodable>(_ value: Value, to sink: CompactSink) throws {
    // The commonest values of a cold index, written directly, as `compactDecode` reads them.
    if Value.self == [ReferenceSite].self { return sink.writeArray(value as! [ReferenceSite], sink.write) }
    if Value.self == [Declaration].self { return sink.writeArray(value as! [Declaration], sink.write) }
    if Value.self == [Reference].self { return sink.writeArray(value as! [Reference], sink.write) }
    if Value.self == [Import].self { return sink.writeArray(value as! [Import], sink.write) }
    if Value.self == [String].self { return sink.write(strings: value as! [String]) }
    if Value.self == SourceLocation.self { return sink.write(value as! SourceLocation) }
    if Value.self == Receiver.self { return sink.write(value as! Receiver) }
    if let dictionary = value as? any CompactDictionary {
        try dictionary.encodeEntries(to: sink)
    } else {
        try value.encode(to: CompactEncoding(sink: sink))
    }
}

final class CompactSink {
    /// Written a byte at a time, by one encoder on one thread: checking each access for a
    /// conflicting one cost a tenth of writing the cache.
    @exclusivity(unchecked) var bytes: [UInt8] = []
    /// The file the last location named (`write(_: SourceLocation)`).
    var lastFile: String?
    /// The last id written in each field of `RepeatedID` (`write(_:repeating:)`).
    var lastIDs: [String?] = Array(repeating: nil, count: RepeatedID.allCases.count)
    /// The references' target lists written so far, by their place (`write(targets:)`).
    var targetLists: [[String]: Int] = [:]

    func writeLength(_ value: Int) {
        writeVarint(UInt64(value))
    }

    func writeVarint(_ value: UInt64) {
        var remaining = value
        repeat {
            var byte = UInt8(remaining & 0x7f)
            remaining >>= 7
            if remaining != 0 { byte |= 0x80 }
            bytes.append(byte)
        } while remaining != 0
    }

    func write(_ string: String) {
        var string = string
        string.withUTF8 { utf8 in
            writeLength(utf8.count)
            bytes.append(contentsOf: utf8)
        }
    }

    func write(integer: Int64) {
        writeVarint(UInt64(bitPattern: (integer << 1) ^ (integer >> 63)))  // zig-zag keeps small negatives small
    }

    /// An array's elements follow a four-byte count, so decoding knows where they end; the count
    /// is patched in place after the last (`endArray`). Returns where the count is.
    func beginArray() -> Int {
        defer { bytes.append(contentsOf: [0, 0, 0, 0]) }
        return bytes.count
    }

    func endArray(_ countOffset: Int, count: Int) {
        for byte in 0..<4 { bytes[countOffset + byte] = UInt8(truncatingIfNeeded: count >> (8 * byte)) }
    }
}

struct CompactEncoding: Encoder {
    let sink: CompactSink
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] = [:]

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(CompactKeyedEncoding<Key>(sink: sink))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer { CompactUnkeyedEncoding(sink: sink) }

    func singleValueContainer() -> any SingleValueEncodingContainer { CompactSingleValueEncoding(sink: sink) }
}

private struct CompactSingleValueEncoding: SingleValueEncodingContainer {
    let sink: CompactSink
    var codingPath: [any CodingKey] = []

    mutating func encodeNil() throws { sink.bytes.append(0) }
    mutating func encode(_ value: Bool) throws { sink.bytes.append(value ? 1 : 0) }
    mutating func encode(_ value: String) throws { sink.write(value) }
    mutating func encode(_ value: Double) throws { sink.write(integer: Int64(bitPattern: value.bitPattern)) }
    mutating func encode(_ value: Float) throws { try encode(Double(value)) }
    mutating func encode(_ value: Int) throws { sink.write(integer: Int64(value)) }
    mutating func encode(_ value: Int8) throws { sink.write(integer: Int64(value)) }
    mutating func encode(_ value: Int16) throws { sink.write(integer: Int64(value)) }
    mutating func encode(_ value: Int32) throws { sink.write(integer: Int64(value)) }
    mutating func encode(_ value: Int64) throws { sink.write(integer: value) }
    mutating func encode(_ value: UInt) throws { sink.writeVarint(UInt64(value)) }
    mutating func encode(_ value: UInt8) throws { sink.writeLength(Int(value)) }
    mutating func encode(_ value: UInt16) throws { sink.writeLength(Int(value)) }
    mutating func encode(_ value: UInt32) throws { sink.writeLength(Int(value)) }
    mutating func encode(_ value: UInt64) throws { sink.writeVarint(value) }
    mutating func encode(_ value: some Encodable) throws { try compactEncode(value, to: sink) }
}

private struct CompactKeyedEncoding<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let sink: CompactSink
    var codingPath: [any CodingKey] = []
    private var single: CompactSingleValueEncoding { CompactSingleValueEncoding(sink: sink) }

    init(sink: CompactSink) { self.sink = sink }

    mutating func encodeNil(forKey key: Key) throws { sink.bytes.append(0) }
    mutating func encode(_ value: Bool, forKey key: Key) throws {
        var single = single
        try single.encode(value)
    }
    mutating func encode(_ value: String, forKey key: Key) throws { sink.write(value) }
    mutating func encode(_ value: Double, forKey key: Key) throws {
        var single = single
        try single.encode(value)
    }
    mutating func encode(_ value: Float, forKey key: Key) throws {
        var single = single
        try single.encode(value)
    }
    mutating func encode(_ value: Int, forKey key: Key) throws { sink.write(integer: Int64(value)) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { sink.write(integer: Int64(value)) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { sink.write(integer: Int64(value)) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { sink.write(integer: Int64(value)) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { sink.write(integer: value) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { sink.writeVarint(UInt64(value)) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { sink.writeLength(Int(value)) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { sink.writeLength(Int(value)) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { sink.writeLength(Int(value)) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { sink.writeVarint(value) }
    mutating func encode(_ value: some Encodable, forKey key: Key) throws {
        try compactEncode(value, to: sink)
    }

    mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws { sink.writeOptional(value, sink.write) }
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws {
        sink.writeOptional(value) { sink.write(integer: Int64($0)) }
    }
    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws { sink.writeOptional(value, sink.write) }
    mutating func encodeIfPresent(_ value: (some Encodable)?, forKey key: Key) throws {
        try sink.writeOptional(value) { try compactEncode($0, to: sink) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(CompactKeyedEncoding<NestedKey>(sink: sink))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        CompactUnkeyedEncoding(sink: sink)
    }

    mutating func superEncoder() -> any Encoder { CompactEncoding(sink: sink) }
    mutating func superEncoder(forKey key: Key) -> any Encoder { CompactEncoding(sink: sink) }
}

/// Arrays, as `CompactSink.beginArray` lays them out: the count is patched in when the container
/// is released, after its last element.
private final class CompactUnkeyedEncoding: UnkeyedEncodingContainer {
    let sink: CompactSink
    let countOffset: Int
    var codingPath: [any CodingKey] = []
    var count = 0

    init(sink: CompactSink) {
        self.sink = sink
        countOffset = sink.beginArray()
    }

    deinit { sink.endArray(countOffset, count: count) }

    func encodeNil() throws {
        sink.bytes.append(0)
        count += 1
    }

    func encode(_ value: String) throws {
        sink.write(value)
        count += 1
    }

    func encode(_ value: Int) throws {
        sink.write(integer: Int64(value))
        count += 1
    }

    func encode(_ value: Bool) throws {
        sink.bytes.append(value ? 1 : 0)
        count += 1
    }

    func encode(_ value: some Encodable) throws {
        try compactEncode(value, to: sink)
        count += 1
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        count += 1
        return KeyedEncodingContainer(CompactKeyedEncoding<NestedKey>(sink: sink))
    }

    func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        count += 1
        return CompactUnkeyedEncoding(sink: sink)
    }

    func superEncoder() -> any Encoder { CompactEncoding(sink: sink) }
}
