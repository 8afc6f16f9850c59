import Foundation

/// Any JSON value, decoded with `JSONDecoder` (which reads JSON5 on every platform) and handed
/// on as Foundation objects, so that a plan can be checked key by key.
enum JSONValue: Decodable {
    case object([String: JSONValue])
    case array([JSONValue])
    case string(String)
    case integer(Int)
    case number(Double)
    case bool(Bool)
    case null

    init(from decoder: any Decoder) throws {
        if let container = try? decoder.container(keyedBy: AnyKey.self) {
            var object: [String: JSONValue] = [:]
            for key in container.allKeys { object[key.stringValue] = try container.decode(JSONValue.self, forKey: key) }
            self = .object(object)
            return
        }
        if var container = try? decoder.unkeyedContainer() {
            var array: [JSONValue] = []
            while !container.isAtEnd { array.append(try container.decode(JSONValue.self)) }
            self = .array(array)
            return
        }
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let integer = try? container.decode(Int.self) {
            self = .integer(integer)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    /// As `[String: Any]`, `[Any]`, `String`, `Int`, `Double`, `Bool` or `NSNull`.
    var object: Any {
        switch self {
        case .object(let object): object.mapValues(\.object)
        case .array(let array): array.map(\.object)
        case .string(let string): string
        case .integer(let integer): integer
        case .number(let number): number
        case .bool(let bool): bool
        case .null: NSNull()
        }
    }

    /// What a decoding error says, without the coding path noise.
    static func reason(for error: any Error) -> String {
        guard let decodingError = error as? DecodingError else { return "\(error)" }
        switch decodingError {
        case .dataCorrupted(let context):
            let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
            return underlying ?? context.debugDescription
        default:
            return "\(decodingError)"
        }
    }

    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
