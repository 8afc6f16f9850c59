import Foundation

/// The single JSON configuration used by the network layer, the disk stores
/// and the bundled resources, so that dates round-trip identically everywhere.
extension JSONDecoder {
    static var bookshelf: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}

extension JSONEncoder {
    static var bookshelf: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }
}

extension Decodable {
    /// Decodes `Self` from `data` with the shared configuration.
    static func decoded(from data: Data, using decoder: JSONDecoder = .bookshelf) throws -> Self {
        try decoder.decode(Self.self, from: data)
    }
}

extension Encodable {
    func encoded(using encoder: JSONEncoder = .bookshelf) throws -> Data {
        try encoder.encode(self)
    }
}
