/// What SwiftParser's recovery spends on statements written where a type's members belong
/// (`isa = PBXGroup;` pasted into a class, found by `cleave-fuzz`). A line there that starts like
/// a declaration without its keyword (`name =`, `name(`, `name:`, `name,`, `name<`, `name @`,
/// `(…) =`) makes SwiftParser look ahead for the next declaration keyword, up to the end of the
/// type's body; the time grows with the number of such lines times that distance. This counts the
/// tokens of those look-aheads with a light lexer that skips comments and strings. A type whose `{`
/// does not come has its header read as members up to the next declaration: `struct S: A, isa = B;`
/// repeated is as slow. On 9,596 files of real apps and packages it stays under 100; 200 stray
/// lines make 80,000, and take a second.
struct StrayMemberLookahead {
    static let maximumTokens = 20_000

    /// `header`: after `struct S` until its `{`, where SwiftParser reads members if the `{` does not come.
    private enum Block { case members, header, code, bracket, angle }

    /// A block open at this point, with the stray members in it still looking ahead.
    private struct OpenBlock {
        var block: Block
        var strayMembers = 0
        var strayMemberPositions = 0

        /// The stray members stop looking ahead at `position`: the tokens they looked over.
        mutating func endLookahead(at position: Int) -> Int {
            defer { (strayMembers, strayMemberPositions) = (0, 0) }
            return strayMembers * position - strayMemberPositions
        }
    }

    private(set) var tokens = 0
    private(set) var firstStrayLine: Int?
    private var open: [OpenBlock] = []
    private var position = 0
    /// The block the next `{` opens, from the last introducing keyword.
    private var introduced: Block?
    private var atItemStart = true
    private var previous: SwiftLightLexer.Token?
    /// A name that starts a member, and the position where it stands, until the next token says
    /// whether it is stray.
    private var candidate: Int?
    /// A `(` that starts a member: stray if its `)` is followed by one of the telling signs.
    private var parenthesisStart: (depth: Int, position: Int)?
    private var parenthesisClosedAt: Int?

    /// `actor` was the last word: a type's introducer if a name follows.
    private var afterActor = false

    private var inMembers: Bool { open.last.map { $0.block == .members || $0.block == .header } ?? false }

    mutating func take(_ token: SwiftLightLexer.Token, line: Int) {
        if token == .newline {
            candidate = nil
            parenthesisClosedAt = nil
            if previous?.continuesOnTheNextLine != true { atItemStart = true }
            previous = token
            return
        }
        position += 1
        if inMembers, token.endsLookahead { tokens += open[open.count - 1].endLookahead(at: position) }
        if let start = candidate ?? parenthesisClosedAt, token.tellsAStrayMember {
            markStray(at: start, line: line)
        }
        candidate = nil
        parenthesisClosedAt = nil
        if inMembers, atItemStart {
            if case .word(.name) = token { candidate = position }
            if token == .punctuation(UInt8(ascii: "(")) { parenthesisStart = (open.count, position) }
        }
        atItemStart = false
        follow(token)
        previous = token
    }

    private mutating func follow(_ token: SwiftLightLexer.Token) {
        if afterActor, token == .word(.name) { openHeader() }
        afterActor = false
        switch token {
        case .word(.typeIntroducer) where previous != .word(.importKeyword):
            openHeader()
        case .word(.contextualTypeIntroducer):
            afterActor = true
        case .word(.codeDeclarationKeyword):
            // `class func`: the `class` was a modifier, not a type.
            closeHeader()
            introduced = .code
        case .word(.codeIntroducer): introduced = .code
        case .punctuation(UInt8(ascii: "{")):
            closeHeader()
            open.append(OpenBlock(block: introduced ?? .code))
            introduced = nil
            atItemStart = true
        case .punctuation(UInt8(ascii: "<"))
        where previous?.isWord == true && (inMembers || open.last?.block == .angle):
            open.append(OpenBlock(block: .angle))
        case .punctuation(UInt8(ascii: ">")) where open.last?.block == .angle:
            open.removeLast()
        case .punctuation(UInt8(ascii: "(")), .punctuation(UInt8(ascii: "[")):
            open.append(OpenBlock(block: .bracket))
        case .punctuation(UInt8(ascii: ")")), .punctuation(UInt8(ascii: "]")):
            if open.last?.block == .bracket { open.removeLast() }
            if let start = parenthesisStart, start.depth == open.count {
                parenthesisClosedAt = start.position
                parenthesisStart = nil
            }
        case .punctuation(UInt8(ascii: "}")):
            while var last = open.last, [.bracket, .angle, .header].contains(last.block) {
                tokens += last.endLookahead(at: position)
                open.removeLast()
            }
            if var block = open.popLast() { tokens += block.endLookahead(at: position) }
            introduced = nil
            atItemStart = true
        case .punctuation(UInt8(ascii: ";")):
            // Never inside brackets in Swift: SwiftParser ends them there, as at a `}`.
            while let last = open.last, last.block == .bracket || last.block == .angle { open.removeLast() }
            introduced = nil
            atItemStart = true
        default:
            break
        }
    }

    private mutating func openHeader() {
        introduced = .members
        if open.last?.block != .header { open.append(OpenBlock(block: .header)) }
    }

    private mutating func closeHeader() {
        guard open.last?.block == .header, var header = open.popLast() else { return }
        tokens += header.endLookahead(at: position)
    }

    private mutating func markStray(at start: Int, line: Int) {
        guard let index = open.indices.last, inMembers else { return }
        open[index].strayMembers += 1
        open[index].strayMemberPositions += start
        if firstStrayLine == nil { firstStrayLine = line }
    }

    mutating func closeAll() {
        position += 1
        while var block = open.popLast() { tokens += block.endLookahead(at: position) }
    }
}

extension SwiftLightLexer.Token {
    /// A declaration keyword or `#if`-family directive, where SwiftParser's look-ahead stops.
    fileprivate var endsLookahead: Bool {
        switch self {
        case .word(.declarationKeyword), .word(.codeDeclarationKeyword), .word(.importKeyword), .word(.typeIntroducer),
            .directive:
            return true
        default: return false
        }
    }

    /// After a name that starts a member, a sign that SwiftParser takes for a declaration that lost its keyword.
    fileprivate var tellsAStrayMember: Bool {
        guard case .punctuation(let sign) = self else { return false }
        return "=(:,<@".utf8.contains(sign)
    }

    /// `,`, `:` or `=` at the end of a line: the next line goes on with the same member (`case a,`).
    fileprivate var continuesOnTheNextLine: Bool {
        guard case .punctuation(let sign) = self else { return false }
        return ",:=".utf8.contains(sign)
    }

    fileprivate var isWord: Bool {
        if case .word = self { return true }
        return false
    }
}

/// Swift's tokens as far as `ParserReach` needs them: names and the keywords that open blocks or
/// declarations, single punctuation; comments and the text of string literals are skipped, the
/// code in their interpolations is not.
struct SwiftLightLexer {
    enum Word: Equatable {
        case name
        /// `class`, `struct`, `enum`, `extension`, `protocol`: open a type's members, and are declaration keywords.
        case typeIntroducer
        /// `actor`, contextual: opens a type's members, but does not stop SwiftParser's look-ahead.
        case contextualTypeIntroducer
        case declarationKeyword
        /// `func`, `init`, `var`…: declaration keywords whose `{` opens statements.
        case codeDeclarationKeyword
        case importKeyword
        /// Keywords whose `{` opens statements.
        case codeIntroducer
        case otherKeyword
    }

    enum Token: Equatable {
        case newline
        case word(Word)
        case punctuation(UInt8)
        case arrow
        case literal
        case directive
    }

    private static let words: [String: Word] = {
        var words: [String: Word] = [:]
        for word in ["class", "struct", "enum", "extension", "protocol"] { words[word] = .typeIntroducer }
        words["actor"] = .contextualTypeIntroducer
        for word in [
            "associatedtype", "inout", "operator", "precedencegroup", "typealias", "fileprivate", "internal", "private",
            "public", "static",
        ] {
            words[word] = .declarationKeyword
        }
        for word in ["func", "init", "deinit", "subscript", "var", "let"] { words[word] = .codeDeclarationKeyword }
        words["import"] = .importKeyword
        for word in [
            "if", "guard", "while", "for", "switch", "do", "else", "repeat", "catch", "defer", "get", "set", "willSet",
            "didSet",
        ] {
            words[word] = .codeIntroducer
        }
        for word in [
            "in", "return", "break", "continue", "fallthrough", "case", "default", "where", "throw", "as", "is",
            "nil", "true", "false", "self", "Self", "super", "try", "throws", "rethrows", "Any",
        ] { words[word] = .otherKeyword }
        return words
    }()

    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private(set) var line = 1
    private var parentheses = 0
    /// The strings whose interpolation is being read: where they go on once their `(` closes.
    private var interpolations: [(parentheses: Int, multiline: Bool)] = []

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    mutating func next() -> Token? {
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 32, 9, 13:
                index += 1
            case 10:
                index += 1
                line += 1
                // A one-line string ends with its line, and its interpolation with it.
                while interpolations.last?.multiline == false { interpolations.removeLast() }
                return .newline
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != 10 { index += 1 }
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                skipBlockComment()
            case UInt8(ascii: "\""):
                let multiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
                index += multiline ? 3 : 1
                skipString(multiline: multiline)
                return .literal
            case UInt8(ascii: "("):
                parentheses += 1
                index += 1
                return .punctuation(byte)
            case UInt8(ascii: ")"):
                index += 1
                parentheses -= 1
                guard let interpolation = interpolations.last, interpolation.parentheses == parentheses else {
                    return .punctuation(byte)
                }
                interpolations.removeLast()
                skipString(multiline: interpolation.multiline)
                return .literal
            case UInt8(ascii: "`"):
                if let end = closingBacktick() {
                    index = end + 1
                    return .word(.name)
                }
                index += 1
                return .punctuation(byte)
            case UInt8(ascii: "#") where isDirective():
                index += 1
                while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
                return .directive
            case UInt8(ascii: "-") where peek(1) == UInt8(ascii: ">"):
                index += 2
                return .arrow
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                while index < bytes.count, Self.isNameByte(bytes[index]) || bytes[index] == UInt8(ascii: ".") {
                    index += 1
                }
                return .literal
            default:
                guard Self.isNameByte(byte) || byte == UInt8(ascii: "$") else {
                    index += 1
                    return .punctuation(byte)
                }
                return .word(word())
            }
        }
        return nil
    }

    private func peek(_ offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private mutating func word() -> Word {
        let start = index
        index += 1
        while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
        guard index - start <= 15 else { return .name }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        return Self.words[text] ?? .name
    }

    private mutating func skipBlockComment() {
        var depth = 0
        repeat {
            if bytes[index] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
            } else {
                if bytes[index] == 10 { line += 1 }
                index += 1
            }
        } while depth > 0 && index < bytes.count
    }

    /// The rest of a string literal, `"…"` to the end of its line or `"""…"""`, up to its end or
    /// to the `\(` of an interpolation, whose tokens come next.
    private mutating func skipString(multiline: Bool) {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") {
                if peek(1) == UInt8(ascii: "(") {
                    interpolations.append((parentheses, multiline))
                    parentheses += 1
                    index += 2
                    return
                }
                index += 2
                continue
            }
            if byte == 10 {
                guard multiline else { return }
                line += 1
            }
            if byte == UInt8(ascii: "\"") {
                guard multiline else {
                    index += 1
                    return
                }
                if peek(1) == UInt8(ascii: "\""), peek(2) == UInt8(ascii: "\"") {
                    index += 3
                    return
                }
            }
            index += 1
        }
    }

    private func closingBacktick() -> Int? {
        var end = index + 1
        while end < bytes.count, bytes[end] != 10 {
            if bytes[end] == UInt8(ascii: "`") { return end > index + 1 ? end : nil }
            end += 1
        }
        return nil
    }

    private func isDirective() -> Bool {
        let words: [StaticString] = ["if", "else", "elseif", "endif"]
        return words.contains { word in
            let end = index + 1 + word.utf8CodeUnitCount
            return bytes.has(word, at: index + 1) && (end == bytes.count || !Self.isNameByte(bytes[end]))
        }
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte == 95
            || byte >= 0x80
    }
}
