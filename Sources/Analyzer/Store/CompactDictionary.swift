/// A dictionary keyed by strings (`MonolithDescription.otherTargetsOfFile`) in the compact form:
/// `Codable` codes it through a keyed container of its own keys, which a format without keys
/// cannot list back, so it is written as its count, then each key and value in key order.
protocol CompactDictionary {
    func encodeEntries(to sink: CompactSink) throws
    init(entriesFrom source: CompactSource) throws
}

extension Dictionary: CompactDictionary where Key == String, Value: Codable {
    func encodeEntries(to sink: CompactSink) throws {
        sink.writeLength(count)
        for (key, value) in sorted(by: { $0.key < $1.key }) {
            sink.write(key)
            try compactEncode(value, to: sink)
        }
    }

    init(entriesFrom source: CompactSource) throws {
        self.init()
        for _ in 0..<(try source.readLength()) {
            let key = try source.readString()
            self[key] = try compactDecode(Value.self, from: source)
        }
    }
}
