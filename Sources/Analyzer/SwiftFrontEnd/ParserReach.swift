/// What SwiftParser can take in reasonable time, judged from the bytes before it parses. Its own
/// `maximumNestingLevel` stops deep nesting, but not these, whose time or memory grow with the
/// square of their length or double with each step (found by `cleave-fuzz`, Docs/Reliability.md):
/// `"\(` 20,000 deep took 20 GB, 22 `[` in a row minutes, 1,000 `@` or unclosed `#if` seconds per KB,
/// and statements among a type's members (`StrayMemberLookahead`) seconds for 200 lines.
/// Brackets, `#if`, `<` and `@` are counted over the bytes as they are, in strings and comments too
/// (real code stays far below); `[` in a row and stray members over tokens, outside them.
public enum ParserReach {
    /// Brackets opened and not closed.
    static let maximumBracketDepth = 128
    /// `[` opened in a row, with `(` and spaces between, outside string literals.
    static let maximumSquareBracketsInARow = 10
    /// `#if` opened and not closed.
    static let maximumConditionDepth = 64
    /// `<` right after a name, not closed on the same line (`Array<Array<…`).
    static let maximumAnglesOnALine = 64
    /// `@` in a row, with spaces between.
    static let maximumAttributeSignsInARow = 10

    /// The line and the problem where a source passes what SwiftParser can take, if it does.
    public static func problem(in source: String) -> (line: Int, problem: String)? {
        var text = source
        return text.withUTF8 { problem(in: $0) }
    }

    static func problem(in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, problem: String)? {
        var line = 1
        var depth = 0
        var conditions = 0
        var angles = 0
        var attributeSigns = 0
        var atLineStart = true
        var previous: UInt8 = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if atLineStart, byte == UInt8(ascii: "#") {
                if bytes.has("if", at: index + 1), index + 3 < bytes.count, [32, 9, 40].contains(bytes[index + 3]) {
                    conditions += 1
                    if conditions > maximumConditionDepth {
                        return (line, "more than \(maximumConditionDepth) `#if` open")
                    }
                } else if bytes.has("endif", at: index + 1) {
                    conditions = max(0, conditions - 1)
                }
            }
            switch byte {
            case UInt8(ascii: "["), UInt8(ascii: "("), UInt8(ascii: "{"):
                depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth = max(0, depth - 1)
            case UInt8(ascii: "<") where SwiftLightLexer.isNameByte(previous):
                angles += 1
                if angles > maximumAnglesOnALine {
                    return (line, "more than \(maximumAnglesOnALine) `<` open on one line")
                }
            case UInt8(ascii: ">"):
                angles = max(0, angles - 1)
            case UInt8(ascii: "@"):
                attributeSigns += 1
                if attributeSigns > maximumAttributeSignsInARow {
                    return (line, "more than \(maximumAttributeSignsInARow) `@` in a row")
                }
            case UInt8(ascii: "\n"):
                line += 1
                angles = 0
            default:
                break
            }
            if depth > maximumBracketDepth { return (line, "brackets nested more than \(maximumBracketDepth) deep") }
            let isSpace = byte == 32 || byte == 9 || byte == 13 || byte == 10
            if !isSpace, byte != UInt8(ascii: "@") { attributeSigns = 0 }
            atLineStart = byte == 10 || (atLineStart && isSpace)
            previous = byte
            index += 1
        }
        return tokenProblem(in: bytes)
    }

    /// What only the tokens show, outside comments and the text of strings: `[` opened many in a
    /// row (JSON in a string literal is no problem), and statements among a type's members.
    private static func tokenProblem(in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, problem: String)? {
        var lexer = SwiftLightLexer(bytes)
        var strayMembers = StrayMemberLookahead()
        var squareBracketsInARow = 0
        let strayMembersProblem = "statements among a type's members, more than SwiftParser's recovery can take"
        while let token = lexer.next() {
            switch token {
            case .punctuation(UInt8(ascii: "[")):
                squareBracketsInARow += 1
                if squareBracketsInARow > maximumSquareBracketsInARow {
                    return (lexer.line, "more than \(maximumSquareBracketsInARow) `[` opened in a row")
                }
            case .punctuation(UInt8(ascii: "(")), .newline:
                break
            default:
                squareBracketsInARow = 0
            }
            strayMembers.take(token, line: lexer.line)
            if strayMembers.tokens > StrayMemberLookahead.maximumTokens, let line = strayMembers.firstStrayLine {
                return (line, strayMembersProblem)
            }
        }
        strayMembers.closeAll()
        guard strayMembers.tokens > StrayMemberLookahead.maximumTokens, let line = strayMembers.firstStrayLine else {
            return nil
        }
        return (line, strayMembersProblem)
    }

}

extension UnsafeBufferPointer<UInt8> {
    /// Whether `word` stands at `index`.
    func has(_ word: StaticString, at index: Int) -> Bool {
        guard index >= 0, index + word.utf8CodeUnitCount <= count else { return false }
        return (0..<word.utf8CodeUnitCount).allSatisfy { self[index + $0] == word.utf8Start[$0] }
    }
}
