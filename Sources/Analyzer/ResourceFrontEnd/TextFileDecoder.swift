import Foundation

/// Decodes the text of a resource the way Xcode accepts it: UTF-8 (with or without a byte order
/// mark) or UTF-16 (with a byte order mark, or recognisably UTF-16 without one).
enum TextFileDecoder {
    static func decode(_ data: Data) -> String? {
        let bytes = [UInt8](data.prefix(3))
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return String(data: data.dropFirst(3), encoding: .utf8) }
        if bytes.starts(with: [0xFF, 0xFE]) { return String(data: data.dropFirst(2), encoding: .utf16LittleEndian) }
        if bytes.starts(with: [0xFE, 0xFF]) { return String(data: data.dropFirst(2), encoding: .utf16BigEndian) }
        if let text = String(data: data, encoding: .utf8), !text.utf8.contains(0) { return text }
        // Without a byte order mark, ASCII text in UTF-16 has every other byte zero.
        let sample = [UInt8](data.prefix(64))
        let evenZeros = stride(from: 0, to: sample.count, by: 2).filter { sample[$0] == 0 }.count
        let oddZeros = stride(from: 1, to: sample.count, by: 2).filter { sample[$0] == 0 }.count
        if oddZeros > evenZeros { return String(data: data, encoding: .utf16LittleEndian) }
        if evenZeros > oddZeros { return String(data: data, encoding: .utf16BigEndian) }
        return nil
    }
}
