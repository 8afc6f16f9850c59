import Foundation

/// FNV-1a, 64 bit: a fast content fingerprint for the facts cache (not a security hash).
public enum ContentHash {
    public static func of(_ data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            for byte in bytes {
                hash ^= UInt64(byte)
                hash &*= 0x0000_0100_0000_01b3
            }
        }
        return String(hash, radix: 16).leftPadded(to: 16)
    }

    /// One fingerprint for several parts (a folder resource: each file's path and content).
    public static func combining(_ parts: [String]) -> String {
        of(Data(parts.joined(separator: "\u{0}").utf8))
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
