/// Reads the keys of the old-style property list a `.strings` file is: `"key" = "value";`,
/// `key = value;` (unquoted words), `"key";`, `//` and `/* */` comments, and an optional
/// enclosing `{ … }`. Stops at the first thing it cannot read and says what and where.
struct StringsFileParser {
    struct Failure: Hashable {
        var line: Int
        var reason: String
    }

    private let characters: [Character]
    private var position = 0
    private var line = 1
    private(set) var failure: Failure?

    init(_ text: String) {
        characters = Array(text)
    }

    mutating func parseKeys() -> [String] {
        var keys: [String] = []
        skipTrivia()
        let braced = peek() == "{"
        if braced { advance() }
        while true {
            skipTrivia()
            guard let next = peek() else {
                if braced { fail("missing closing '}'") }
                return keys
            }
            if braced, next == "}" { return keys }
            guard let key = readString() else { return keys }
            skipTrivia()
            if peek() == "=" {
                advance()
                skipTrivia()
                guard readString() != nil else { return keys }
                skipTrivia()
            }
            guard peek() == ";" else {
                fail("expected ';' after \"\(key)\"")
                return keys
            }
            advance()
            keys.append(key)
        }
    }

    // MARK: Lexing

    private func peek(_ offset: Int = 0) -> Character? {
        position + offset < characters.count ? characters[position + offset] : nil
    }

    private mutating func advance() {
        if characters[position].isNewline { line += 1 }
        position += 1
    }

    private mutating func fail(_ reason: String) {
        if failure == nil { failure = Failure(line: line, reason: reason) }
    }

    private mutating func skipTrivia() {
        while let next = peek() {
            if next.isWhitespace || next == "\u{FEFF}" {
                advance()
            } else if next == "/", peek(1) == "/" {
                while let character = peek(), !character.isNewline { advance() }
            } else if next == "/", peek(1) == "*" {
                let start = line
                advance()
                advance()
                while peek() != nil, !(peek() == "*" && peek(1) == "/") { advance() }
                guard peek() != nil else { return fail("comment opened on line \(start) is never closed") }
                advance()
                advance()
            } else {
                return
            }
        }
    }

    /// A quoted string (escapes resolved) or an unquoted word.
    private mutating func readString() -> String? {
        guard let first = peek() else {
            fail("unexpected end of file")
            return nil
        }
        if first == "\"" { return readQuoted() }
        var word = ""
        while let character = peek(), character.isLetter || character.isNumber || "_$+/:.-".contains(character) {
            word.append(character)
            advance()
        }
        if word.isEmpty { fail("unexpected '\(first)'") }
        return word.isEmpty ? nil : word
    }

    private mutating func readQuoted() -> String? {
        let start = line
        advance()
        var value = ""
        while let character = peek() {
            advance()
            switch character {
            case "\"": return value
            case "\\":
                guard let escaped = peek() else { break }
                advance()
                switch escaped {
                case "n": value.append("\n")
                case "t": value.append("\t")
                case "r": value.append("\r")
                case "U", "u": value.append(readHexScalar())
                default: value.append(escaped)
                }
            default: value.append(character)
            }
        }
        fail("string opened on line \(start) is never closed")
        return nil
    }

    /// The four hex digits after `\U`.
    private mutating func readHexScalar() -> Character {
        var digits = ""
        while digits.count < 4, let character = peek(), character.isHexDigit {
            digits.append(character)
            advance()
        }
        return UInt32(digits, radix: 16).flatMap(Unicode.Scalar.init).map(Character.init) ?? "\u{FFFD}"
    }
}
