import Foundation

/// A declaration id as a dictionary key, hashed and compared by its UTF-8 bytes. The declaration
/// tree looks an id up for nearly every reference, and again in most checks; with `String` keys,
/// SipHash over the id's forty-odd bytes and Unicode-aware comparison were two thirds of each
/// look-up. An id is the indexer's own spelling of a declaration, so equal ids have equal bytes.
struct IDKey: Hashable {
    private let id: String

    init(_ id: String) {
        var id = id
        id.makeContiguousUTF8()
        self.id = id
    }

    static func == (lhs: IDKey, rhs: IDKey) -> Bool {
        lhs.withBytes { left in
            rhs.withBytes { right in
                left.count == right.count
                    && (left.isEmpty || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0)
            }
        }
    }

    /// A multiply-rotate mix of eight bytes at a time (as rustc's FxHash), finished by `hasher`.
    func hash(into hasher: inout Hasher) {
        hasher.combine(
            withBytes { bytes in
                let words = UnsafeRawBufferPointer(bytes)
                var hash = UInt64(bytes.count)
                var offset = 0
                while offset < bytes.count {
                    let word =
                        offset + 8 <= bytes.count
                        ? words.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                        : bytes[offset...].reduce(0) { $0 << 8 | UInt64($1) }
                    hash = ((hash << 5 | hash >> 59) ^ word) &* 0x517c_c1b7_2722_0a95
                    offset += 8
                }
                return hash
            })
    }

    private func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        id.utf8.withContiguousStorageIfAvailable(body)!
    }
}
