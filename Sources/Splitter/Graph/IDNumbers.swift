import Foundation

/// Declaration ids numbered in the order they came, looked up by their UTF-8 bytes in a table of
/// their own. The declaration tree looks an id up for nearly every reference, and again in most
/// checks: about 1.3 million look-ups in a `cleave plan` of a 600k-line app. In a `Dictionary`,
/// even with the ids' bytes hashed eight at a time, each cost about 535 instructions, most of them
/// SipHash's seeding and finishing that `Hasher` adds to any key (0.7 G of the plan's 5.4 G).
/// An id is the indexer's own spelling of a declaration, so equal ids have equal bytes.
struct IDNumbers: Sendable {
    /// By number.
    private var ids: [String] = []
    private var hashes: [UInt64] = []
    /// Open addressing, probed one slot on: a number + 1, or 0 for a free slot. Never more than
    /// half full.
    private var slots: [Int32]
    /// The hash's top bits pick the slot: a multiplicative hash mixes its high bits best.
    private var shift: UInt64

    init(capacity: Int = 0) {
        var bits: UInt64 = 3
        while 1 << bits < capacity * 2 { bits += 1 }
        slots = Array(repeating: 0, count: 1 << bits)
        shift = 64 - bits
        ids.reserveCapacity(capacity)
        hashes.reserveCapacity(capacity)
    }

    var count: Int { ids.count }

    /// The id's number, nil for an id never inserted.
    subscript(id: String) -> Int? {
        Self.withBytes(of: id) { bytes in
            let hash = Self.hash(bytes)
            let slot = self.slot(of: bytes, hash: hash)
            return slots[slot] == 0 ? nil : Int(slots[slot]) - 1
        }
    }

    /// Numbers `id` next, unless it has a number already; either way, its number.
    @discardableResult
    mutating func insert(_ id: String) -> Int {
        var id = id
        id.makeContiguousUTF8()
        // Room first, so that the slot the look-up ends on is where a new id goes.
        if (ids.count + 1) * 2 > slots.count { grow() }
        let (hash, slot) = Self.withBytes(of: id) { bytes in
            let hash = Self.hash(bytes)
            return (hash, self.slot(of: bytes, hash: hash))
        }
        if slots[slot] != 0 { return Int(slots[slot]) - 1 }
        let number = ids.count
        ids.append(id)
        hashes.append(hash)
        slots[slot] = Int32(number + 1)
        return number
    }

    /// Where `bytes` is, or the free slot where it would go.
    private func slot(of bytes: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Int {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash >> shift)
        while slots[slot] != 0 {
            let number = Int(slots[slot]) - 1
            if hashes[number] == hash, Self.withBytes(of: ids[number], { Self.equal($0, bytes) }) { return slot }
            slot = (slot + 1) & mask
        }
        return slot
    }

    private func freeSlot(hash: UInt64) -> Int {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash >> shift)
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        return slot
    }

    private mutating func grow() {
        slots = Array(repeating: 0, count: slots.count * 2)
        shift -= 1
        for number in ids.indices { slots[freeSlot(hash: hashes[number])] = Int32(number + 1) }
    }

    /// A multiply-rotate mix of eight bytes at a time (as rustc's FxHash).
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
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
    }

    private static func equal(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Bool {
        left.count == right.count && (left.isEmpty || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0)
    }

    private static func withBytes<Result>(of id: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        id.utf8.withContiguousStorageIfAvailable(body) ?? Array(id.utf8).withUnsafeBufferPointer(body)
    }
}
