import CClang

/// The main file's tokens, for what libclang's cursors leave out: the text of an
/// `NS_SWIFT_NAME(…)`, whether a method is written at all (a property's implicit accessors
/// are cursors too, spelled at the property's name) and a type as written.
struct ClangTokens {
    private var spellings: [String] = []
    private var offsets: [Int] = []

    init(unit: ClangTranslationUnit) {
        guard let file = unit.mainFile else { return }
        var size = 0
        guard clang_getFileContents(unit.unit, file, &size) != nil else { return }
        let range = clang_getRange(
            clang_getLocationForOffset(unit.unit, file, 0), clang_getLocationForOffset(unit.unit, file, UInt32(size)))
        var tokens: UnsafeMutablePointer<CXToken>?
        var count: UInt32 = 0
        clang_tokenize(unit.unit, range, &tokens, &count)
        guard let tokens else { return }
        defer { clang_disposeTokens(unit.unit, tokens, count) }
        for position in 0..<Int(count) {
            var offset: UInt32 = 0
            clang_getSpellingLocation(clang_getTokenLocation(unit.unit, tokens[position]), nil, nil, nil, &offset)
            spellings.append(clang_getTokenSpelling(unit.unit, tokens[position]).consumed)
            offsets.append(Int(offset))
        }
    }

    /// The token starting at `offset`, if one does.
    func spelling(atOffset offset: Int) -> String? {
        index(atOffset: offset).map { spellings[$0] }
    }

    /// The Swift name an attribute written at `offset` gives: `NS_SWIFT_NAME(hash(of:))` (or any
    /// macro whose name ends in `SWIFT_NAME`), `__attribute__((swift_name("hash(of:)")))`.
    func swiftName(atOffset offset: Int) -> String? {
        guard let start = index(atOffset: offset) else { return nil }
        if spellings[start].hasSuffix("SWIFT_NAME") {
            return balancedContent(after: start).map { $0.joined() }
        }
        let end = min(spellings.count, start + 6)
        guard let name = spellings[start..<end].firstIndex(of: "swift_name"),
            let content = balancedContent(after: name), let literal = content.first, content.count == 1,
            literal.hasPrefix("\""), literal.hasSuffix("\""), literal.count >= 2
        else { return nil }
        return String(literal.dropFirst().dropLast())
    }

    /// `refresh:` for `@selector(refresh:)` written at `offset`: the first parenthesized tokens
    /// within a few tokens of it, joined.
    func parenthesizedText(atOffset offset: Int) -> String? {
        guard let start = index(atOffset: offset) else { return nil }
        let end = min(spellings.count, start + 3)
        guard let open = spellings[start..<end].firstIndex(of: "(") else { return nil }
        return balancedContent(after: open - 1).map { $0.joined() }
    }

    /// A declaration's type as written, and the offsets from its first token to its last.
    struct WrittenType {
        var text: String
        var offsets: ClosedRange<Int>
    }

    /// `CMTime` in `@property (nonatomic) CMTime duration;` (the property starting at
    /// `extentStart`, its name at `nameOffset`); `void (^)(CMTime time)` for a block.
    func writtenType(ofPropertyAt extentStart: Int, nameOffset: Int) -> WrittenType? {
        guard var start = index(atOffset: extentStart), let name = index(atOffset: nameOffset) else { return nil }
        if spellings[start] == "@", start + 1 < name, spellings[start + 1] == "property" { start += 2 }
        if start < name, spellings[start] == "(", let close = partner(ofParenthesisAt: start) { start = close + 1 }
        return writtenType(from: start, name: name)
    }

    /// `CMTime` in `- (CMTime)start;` (the method starting at `extentStart`).
    func writtenResultType(ofMethodAt extentStart: Int) -> WrittenType? {
        guard let sign = index(atOffset: extentStart), sign + 1 < spellings.count, spellings[sign + 1] == "(",
            let close = partner(ofParenthesisAt: sign + 1), close > sign + 2
        else { return nil }
        return written(Array(sign + 2..<close))
    }

    /// `CMTime` in `extern CMTime LCZero;`, `CMTime LCMake(void) { … }` or `typedef CMTime LCTime;`
    /// (a C declaration starting at `extentStart`, its name at `nameOffset`): storage, linkage and
    /// attributes left out.
    func writtenType(ofCDeclarationAt extentStart: Int, nameOffset: Int) -> WrittenType? {
        guard var start = index(atOffset: extentStart), let name = index(atOffset: nameOffset) else { return nil }
        while start < name {
            let token = spellings[start]
            if token == "__attribute__" || token == "__declspec", start + 1 < name, spellings[start + 1] == "(",
                let close = partner(ofParenthesisAt: start + 1)
            {
                start = close + 1
            } else if Self.storageWords.contains(token) || Self.isLinkageMacro(token) {
                start += 1
            } else {
                break
            }
        }
        return writtenType(from: start, name: name)
    }

    private static let storageWords: Set<String> = [
        "typedef", "extern", "static", "inline", "__inline", "__inline__", "register", "_Thread_local", "__thread",
    ]

    /// `FOUNDATION_EXPORT`, `UIKIT_EXTERN`, `NS_INLINE`, `CG_INLINE`: macros standing for storage.
    private static func isLinkageMacro(_ token: String) -> Bool {
        token.uppercased() == token && ["EXPORT", "EXTERN", "INLINE"].contains { token.hasSuffix($0) }
    }

    /// The tokens from `start` (past an `IBOutlet`) up to the declarator's name, and after the name what completes the
    /// type (`)(CMTime time)` of a block or function pointer, `[2]` of an array).
    private func writtenType(from start: Int, name: Int) -> WrittenType? {
        var start = start
        while start < name, Self.interfaceBuilderWords.contains(spellings[start]) {
            let hasArgument = start + 1 < name && spellings[start + 1] == "("
            start = hasArgument ? (partner(ofParenthesisAt: start + 1) ?? name) + 1 : start + 1
        }
        guard start < name else { return nil }
        var positions = Array(start..<name)
        var depth = positions.reduce(0) { depth, position in
            depth + (spellings[position] == "(" ? 1 : spellings[position] == ")" ? -1 : 0)
        }
        var next = name + 1
        while depth > 0, next < spellings.count {
            if spellings[next] == "(" { depth += 1 }
            if spellings[next] == ")" { depth -= 1 }
            positions.append(next)
            next += 1
        }
        if positions.last.map({ spellings[$0] == ")" }) == true, next < spellings.count, spellings[next] == "(",
            let close = partner(ofParenthesisAt: next)
        {
            positions += Array(next...close)
            next = close + 1
        }
        while next < spellings.count, spellings[next] == "[", let close = spellings[next...].firstIndex(of: "]") {
            positions += Array(next...close)
            next = close + 1
        }
        return written(positions)
    }

    private static let interfaceBuilderWords: Set<String> = ["IBOutlet", "IBInspectable", "IBOutletCollection"]

    private func written(_ positions: [Int]) -> WrittenType? {
        guard let first = positions.first, let last = positions.last else { return nil }
        var text = ""
        var previous: String?
        for position in positions {
            let token = spellings[position]
            if let previous, Self.spaceBetween(previous, token) { text += " " }
            text += token
            previous = token
        }
        return WrittenType(text: text, offsets: offsets[first]...offsets[last])
    }

    /// Spaces as clang spells types: `NSArray<NSString *> *`, `void (^)(int)`, `char *const`.
    private static func spaceBetween(_ left: String, _ right: String) -> Bool {
        if [")", "]", ">", ",", "<", "["].contains(right) || ["(", "[", "<", "^"].contains(left) { return false }
        if right == "(" { return left != ")" }
        if left == "*" { return right != "*" && right != "const" }
        return true
    }

    /// The index of the `)` closing the `(` at `position`.
    private func partner(ofParenthesisAt position: Int) -> Int? {
        var depth = 0
        for current in position..<spellings.count {
            if spellings[current] == "(" { depth += 1 }
            if spellings[current] == ")" { depth -= 1 }
            if depth == 0 { return current }
        }
        return nil
    }

    /// The tokens between the parenthesis right after `position` and its partner.
    private func balancedContent(after position: Int) -> [String]? {
        guard position + 1 < spellings.count, spellings[position + 1] == "(" else { return nil }
        var depth = 0
        var content: [String] = []
        for token in spellings[(position + 1)...] {
            if token == "(" { depth += 1 }
            if token == ")" { depth -= 1 }
            if depth == 0 { return content }
            if !(depth == 1 && token == "(") { content.append(token) }
        }
        return nil
    }

    private func index(atOffset offset: Int) -> Int? {
        var low = 0
        var high = offsets.count
        while low < high {
            let middle = (low + high) / 2
            if offsets[middle] < offset { low = middle + 1 } else { high = middle }
        }
        return low < offsets.count && offsets[low] == offset ? low : nil
    }
}
