import CClang

/// The main file's tokens, for what libclang's cursors leave out: the text of an
/// `NS_SWIFT_NAME(…)` and whether a method is written at all (a property's implicit accessors
/// are cursors too, spelled at the property's name).
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
