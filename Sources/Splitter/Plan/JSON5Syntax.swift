/// Where a text stops being JSON5, and what was expected there: Foundation's decoder says only
/// that a plan is not valid. Read only once that decoder has failed.
struct JSON5Syntax {
    private let bytes: [UInt8]
    private var position = 0
    private var depth = 0

    /// The line and column and what is wrong there; nil when it finds nothing (Foundation may
    /// still refuse what this lenient reading takes).
    static func firstProblem(in text: String) -> (line: Int, column: Int, message: String)? {
        var reader = JSON5Syntax(bytes: Array(text.utf8))
        let message: String? =
            reader.value()
            ?? {
                reader.skipBlank()
                return reader.position < reader.bytes.count ? "unexpected text after the plan's closing brace" : nil
            }()
        guard let message else { return nil }
        let before = reader.bytes[..<min(reader.position, reader.bytes.count)]
        let lineStart = (before.lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
        let column = String(decoding: before[lineStart...], as: UTF8.self).count + 1
        return (before.count { $0 == UInt8(ascii: "\n") } + 1, column, message)
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    /// Reads one value; what is wrong, or nil.
    private mutating func value() -> String? {
        skipBlank()
        guard let byte = current else { return "the text ends where a value should be" }
        switch byte {
        case UInt8(ascii: "{"): return container(closing: UInt8(ascii: "}"), keyed: true)
        case UInt8(ascii: "["): return container(closing: UInt8(ascii: "]"), keyed: false)
        case UInt8(ascii: "\""), UInt8(ascii: "'"): return string()
        default:
            let start = position
            while let byte = current, byte.isWordByte { position += 1 }
            return position == start ? "unexpected '\(Character(UnicodeScalar(byte)))'" : nil
        }
    }

    private mutating func container(closing: UInt8, keyed: Bool) -> String? {
        depth += 1
        guard depth <= 200 else { return "nested more than 200 deep" }
        position += 1
        while true {
            skipBlank()
            if current == closing {
                position += 1
                depth -= 1
                return nil
            }
            if keyed {
                if current == UInt8(ascii: "\"") || current == UInt8(ascii: "'") {
                    if let problem = string() { return problem }
                } else {
                    let start = position
                    while let byte = current, byte.isWordByte { position += 1 }
                    if position == start { return "expected a key or '}'" }
                }
                skipBlank()
                guard current == UInt8(ascii: ":") else { return "expected ':' after the key" }
                position += 1
            }
            if let problem = value() { return problem }
            skipBlank()
            if current == UInt8(ascii: ",") {
                position += 1
                continue
            }
            if current == closing { continue }
            return "expected ',' or '\(Character(UnicodeScalar(closing)))'"
        }
    }

    private mutating func string() -> String? {
        let quote = bytes[position]
        position += 1
        while let byte = current {
            position += 1
            if byte == UInt8(ascii: "\\") {
                position += 1
            } else if byte == quote {
                return nil
            } else if byte == UInt8(ascii: "\n") {
                position -= 1
                break
            }
        }
        return "a string is not closed on its line"
    }

    private mutating func skipBlank() {
        while let byte = current {
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
                || byte == UInt8(ascii: "\r")
            {
                position += 1
            } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "/") {
                while let byte = current, byte != UInt8(ascii: "\n") { position += 1 }
            } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "*") {
                position += 2
                while position + 1 < bytes.count,
                    !(bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/"))
                { position += 1 }
                position = min(position + 2, bytes.count)
            } else {
                return
            }
        }
    }
}

extension UInt8 {
    /// A byte of a number, a literal (`true`, `NaN`, `-Infinity`) or a bare key.
    fileprivate var isWordByte: Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(self)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self)
            || [UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: ".")].contains(
                self)
            || self >= 0x80
    }
}
