import Foundation

/// Bundled images. On Linux there is no image decoding, so screens only need
/// the raw bytes (and the pixel size, read from the PNG header).
enum ImageAsset: String, CaseIterable {
    case placeholder

    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    var url: URL? {
        Bundle.module.url(forResource: rawValue, withExtension: "png")
    }

    func data() throws -> Data {
        guard let url else { throw ThemeError.missingResource("\(rawValue).png") }
        return try Data(contentsOf: url)
    }

    static func isPNG(_ data: Data) -> Bool {
        data.count >= pngSignature.count && Array(data.prefix(pngSignature.count)) == pngSignature
    }

    /// Width and height from the IHDR chunk, which always follows the signature.
    func pixelSize() -> (width: Int, height: Int)? {
        guard let bytes = try? Array(data()), ImageAsset.isPNG(Data(bytes)), bytes.count >= 24 else {
            return nil
        }
        func uint32(at offset: Int) -> Int {
            bytes[offset..<offset + 4].reduce(0) { ($0 << 8) | Int($1) }
        }
        return (uint32(at: 16), uint32(at: 20))
    }

    /// Text stand-in shown where a cover image would be.
    func textBadge(width: Int = 6) -> String {
        guard let size = pixelSize() else { return "[?]" }
        return "[img \(size.width)x\(size.height)]".padded(to: width)
    }
}
