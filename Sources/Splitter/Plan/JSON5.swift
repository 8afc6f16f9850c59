import Foundation

/// Reads JSON5, the plan's format: JSON with comments, trailing commas, single-quoted strings,
/// bare keys, hexadecimal and signed numbers, `Infinity` and `NaN`. Values come out as
/// `[String: Any]`, `[Any]`, `String`, `Int` (a number written without a fraction or an exponent),
/// `Double`, `Bool` or `NSNull`, for the plan to be checked key by key; a problem comes out with
/// its line and column. Foundation's decoder spent half a billion instructions on a plan of 200
/// modules, a tenth of `cleave plan` on a warm index, and said no more than that a text was invalid.
struct JSON5 {
    struct Problem: Error, Equatable {
        let line: Int
        let column: Int
        let message: String
    }

    static let deepest = 200

    static func value(of text: String) throws(Problem) -> Any {
        var reader = JSON5(bytes: Array(text.utf8))
        let value = try reader.value()
        reader.skipBlank()
        guard reader.current == nil else { throw reader.problem("unexpected text after the plan's closing brace") }
        return value
    }

    private let bytes: [UInt8]
    private var position = 0
    private var depth = 0

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    private mutating func value() throws(Problem) -> Any {
        skipBlank()
        guard let byte = current else { throw problem("the text ends where a value should be") }
        switch byte {
        case .openBrace: return try object()
        case .openBracket: return try array()
        case .quote, .apostrophe: return try string()
        default: return try literal()
        }
    }

    private mutating func object() throws(Problem) -> [String: Any] {
        try enter()
        var object: [String: Any] = [:]
        while true {
            skipBlank()
            if current == .closeBrace { break }
            let keyStart = position
            let key = try self.key()
            guard object[key] == nil else {
                position = keyStart
                throw problem("'\(key)' is written twice in one object: the second would hide the first")
            }
            skipBlank()
            guard current == .colon else { throw problem("expected ':' after the key") }
            position += 1
            object[key] = try value()
            try separator(closing: .closeBrace)
        }
        leave()
        return object
    }

    private mutating func array() throws(Problem) -> [Any] {
        try enter()
        var array: [Any] = []
        while true {
            skipBlank()
            if current == .closeBracket { break }
            array.append(try value())
            try separator(closing: .closeBracket)
        }
        leave()
        return array
    }

    private mutating func enter() throws(Problem) {
        depth += 1
        guard depth <= Self.deepest else { throw problem("nested more than \(Self.deepest) deep") }
        position += 1
    }

    private mutating func leave() {
        depth -= 1
        position += 1
    }

    /// After a member: a comma, or the container's end (read by the caller).
    private mutating func separator(closing: UInt8) throws(Problem) {
        skipBlank()
        if current == .comma {
            position += 1
        } else if current != closing {
            throw problem("expected ',' or '\(Character(UnicodeScalar(closing)))'")
        }
    }

    /// A quoted string, or an identifier (`modules`, `$schema`).
    private mutating func key() throws(Problem) -> String {
        if current == .quote || current == .apostrophe { return try string() }
        let start = position
        while let byte = current, byte.isIdentifierByte, position > start || !byte.isDigit { position += 1 }
        guard position > start else { throw problem("expected a key or '}'") }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    private mutating func string() throws(Problem) -> String {
        let quote = bytes[position]
        position += 1
        var unescaped: [UInt8] = []
        var start = position
        while let byte = current, byte != .newline, byte != .carriageReturn {
            if byte == quote {
                let text =
                    unescaped.isEmpty
                    ? String(decoding: bytes[start..<position], as: UTF8.self)
                    : String(decoding: unescaped + bytes[start..<position], as: UTF8.self)
                position += 1
                return text
            }
            guard byte == .backslash else {
                position += 1
                continue
            }
            unescaped += bytes[start..<position]
            position += 1
            guard current != nil else { break }
            unescaped += escape()
            start = position
        }
        throw problem("a string is not closed on its line")
    }

    /// What the escape after a backslash stands for, as UTF-8; a line break escaped is nothing.
    private mutating func escape() -> [UInt8] {
        let byte = bytes[position]
        position += 1
        switch byte {
        case UInt8(ascii: "b"): return [8]
        case UInt8(ascii: "f"): return [12]
        case UInt8(ascii: "n"): return [.newline]
        case UInt8(ascii: "r"): return [.carriageReturn]
        case UInt8(ascii: "t"): return [9]
        case UInt8(ascii: "v"): return [11]
        case UInt8(ascii: "0"): return [0]
        case UInt8(ascii: "x"): return utf8(of: hexadecimal(digits: 2) ?? 0xFFFD)
        case UInt8(ascii: "u"): return utf8(of: utf16Unit())
        case .newline: return []
        case .carriageReturn:
            if current == .newline { position += 1 }
            return []
        default: return [byte]
        }
    }

    /// `\uD83D\uDE00` is one character: a high surrogate takes the low one after it.
    private mutating func utf16Unit() -> UInt32 {
        guard let unit = hexadecimal(digits: 4) else { return 0xFFFD }
        guard (0xD800..<0xDC00).contains(unit) else { return unit }
        let low = position
        if current == .backslash, position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "u") {
            position += 2
            if let second = hexadecimal(digits: 4), (0xDC00..<0xE000).contains(second) {
                return 0x10000 + ((unit - 0xD800) << 10) + (second - 0xDC00)
            }
        }
        position = low
        return 0xFFFD
    }

    private mutating func hexadecimal(digits: Int) -> UInt32? {
        guard position + digits <= bytes.count,
            let value = UInt32(String(decoding: bytes[position..<position + digits], as: UTF8.self), radix: 16)
        else { return nil }
        position += digits
        return value
    }

    private func utf8(of scalar: UInt32) -> [UInt8] {
        Array(String(Character(Unicode.Scalar(scalar) ?? "\u{FFFD}")).utf8)
    }

    /// `true`, `false`, `null` or a number.
    private mutating func literal() throws(Problem) -> Any {
        let start = position
        while let byte = current, byte.isIdentifierByte || byte == .plus || byte == .minus || byte == .dot {
            position += 1
        }
        let word = String(decoding: bytes[start..<position], as: UTF8.self)
        switch word {
        case "true": return true
        case "false": return false
        case "null": return NSNull()
        case "": throw problem("unexpected '\(String(decoding: bytes[start...].prefix(4), as: UTF8.self).first!)'")
        default:
            if let number = Self.number(word) { return number }
            position = start
            throw problem("'\(word)' is not a number, a string, true, false or null")
        }
    }

    private static func number(_ word: String) -> Any? {
        var magnitude = Substring(word)
        let sign = magnitude.first == "-" ? -1 : 1
        if magnitude.first == "-" || magnitude.first == "+" { magnitude.removeFirst() }
        switch magnitude {
        case "Infinity": return Double(sign) * .infinity
        case "NaN": return Double.nan
        default: break
        }
        if magnitude.hasPrefix("0x") || magnitude.hasPrefix("0X") {
            return Int(magnitude.dropFirst(2), radix: 16).map { sign * $0 }
        }
        let whole = magnitude.prefix { $0.isASCII && $0.isNumber }
        var rest = magnitude.dropFirst(whole.count)
        var fraction: Substring = ""
        if rest.first == "." {
            fraction = rest.dropFirst().prefix { $0.isASCII && $0.isNumber }
            rest = rest.dropFirst(1 + fraction.count)
        }
        guard !(whole.isEmpty && fraction.isEmpty), whole.count == 1 || whole.first != "0" else { return nil }
        if rest.isEmpty, whole.count == magnitude.count, let integer = Int(word) { return integer }
        if let exponent = rest.first, exponent == "e" || exponent == "E" {
            rest.removeFirst()
            if rest.first == "+" || rest.first == "-" { rest.removeFirst() }
            guard !rest.isEmpty, rest.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
            rest = ""
        }
        return rest.isEmpty ? Double(word) : nil
    }

    private mutating func skipBlank() {
        while let byte = current {
            if byte == .space || byte == .tab || byte == .newline || byte == .carriageReturn {
                position += 1
            } else if byte == .slash, position + 1 < bytes.count, bytes[position + 1] == .slash {
                while let byte = current, byte != .newline { position += 1 }
            } else if byte == .slash, position + 1 < bytes.count, bytes[position + 1] == .asterisk {
                position += 2
                while position + 1 < bytes.count, !(bytes[position] == .asterisk && bytes[position + 1] == .slash) {
                    position += 1
                }
                position = min(position + 2, bytes.count)
            } else {
                return
            }
        }
    }

    /// The problem at the reader's position, its column counted in characters.
    private func problem(_ message: String) -> Problem {
        let before = bytes[..<min(position, bytes.count)]
        let lineStart = (before.lastIndex(of: .newline) ?? -1) + 1
        return Problem(
            line: before.count { $0 == .newline } + 1,
            column: String(decoding: before[lineStart...], as: UTF8.self).count + 1, message: message)
    }
}

extension UInt8 {
    fileprivate static let openBrace = UInt8(ascii: "{"), closeBrace = UInt8(ascii: "}")
    fileprivate static let openBracket = UInt8(ascii: "["), closeBracket = UInt8(ascii: "]")
    fileprivate static let quote = UInt8(ascii: "\""), apostrophe = UInt8(ascii: "'")
    fileprivate static let colon = UInt8(ascii: ":"), comma = UInt8(ascii: ",")
    fileprivate static let backslash = UInt8(ascii: "\\"), slash = UInt8(ascii: "/"), asterisk = UInt8(ascii: "*")
    fileprivate static let plus = UInt8(ascii: "+"), minus = UInt8(ascii: "-"), dot = UInt8(ascii: ".")
    fileprivate static let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t")
    fileprivate static let newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")

    fileprivate var isDigit: Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) }

    /// A byte of a bare key or a word (`true`, `Infinity`): letters, digits, `_`, `$`, and any
    /// byte of a character beyond ASCII.
    fileprivate var isIdentifierByte: Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(self)
            || isDigit || self == UInt8(ascii: "_") || self == UInt8(ascii: "$") || self >= 0x80
    }
}
