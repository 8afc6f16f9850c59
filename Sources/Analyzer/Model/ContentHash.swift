import Foundation

/// FNV-1a, 64 bit: a fast content fingerprint for the facts cache (not a security hash).
public enum ContentHash {
    public static func of(_ data: Data) -> String {
        hex(data.withUnsafeBytes { fnv($0, continuing: offsetBasis) })
    }

    /// One fingerprint for several parts (a folder resource: each file's path and content).
    public static func combining(_ parts: [String]) -> String {
        of(Data(parts.joined(separator: "\u{0}").utf8))
    }

    /// One fingerprint for groups of parts in any order, the parts of each group in theirs: each
    /// group hashed alone, mixed, and the hashes summed. For tables of tens of thousands of
    /// entries, sorting them and joining them into one text cost several times the hashing.
    static func combiningUnordered(_ groups: some Sequence<[String]>) -> String {
        hex(groups.reduce(0) { sum, group in sum &+ mixed(hash(of: group)) })
    }

    /// FNV-1a of the parts one after another, each after a 0 byte.
    private static func hash(of group: [String]) -> UInt64 {
        group.reduce(offsetBasis) { hash, part in
            var part = part
            return part.withUTF8 { fnv(UnsafeRawBufferPointer($0), continuing: fnv(byte: 0, continuing: hash)) }
        }
    }

    private static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325

    /// FNV-1a, 64 bit, continuing from `hash`.
    private static func fnv(_ bytes: UnsafeRawBufferPointer, continuing hash: UInt64) -> UInt64 {
        bytes.reduce(hash) { fnv(byte: $1, continuing: $0) }
    }

    private static func fnv(byte: UInt8, continuing hash: UInt64) -> UInt64 {
        (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }

    /// SplitMix64's finalizer: FNV's low bits are weak, and a sum of hashes needs all of them.
    private static func mixed(_ hash: UInt64) -> UInt64 {
        var mixed = (hash ^ (hash >> 30)) &* 0xbf58_476d_1ce4_e5b9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94d0_49bb_1331_11eb
        return mixed ^ (mixed >> 31)
    }

    private static func hex(_ hash: UInt64) -> String { String(hash, radix: 16).leftPadded(to: 16) }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
