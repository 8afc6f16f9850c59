/// The start of a declaration line: its attributes and modifiers read past, its keyword, and the
/// text after the keyword.
struct DeclarationHeader {
    var keyword: String
    var isStatic: Bool
    var rest: Substring

    private static let keywords: Set<String> = [
        "struct", "enum", "class", "actor", "protocol", "extension", "func", "init", "subscript", "var", "let", "case",
        "associatedtype", "typealias", "deinit", "macro", "operator", "precedencegroup", "import",
    ]
    private static let modifiers: Set<String> = [
        "public", "open", "internal", "package", "fileprivate", "private", "static", "final", "mutating", "nonmutating",
        "override", "__consuming", "consuming", "borrowing", "convenience", "required", "indirect", "prefix", "postfix",
        "infix", "nonisolated", "dynamic", "optional", "lazy", "weak", "unowned", "isolated", "distributed",
        "__setter_access",
    ]

    /// Nil for a line that declares nothing: attributes alone, `#if`, a closing brace.
    init?(_ line: String) {
        var text = Substring(line).drop { $0 == " " }
        var isStatic = false
        while let first = text.first {
            if first == "@" {
                text = text.dropFirst().drop { $0.isIdentifierCharacter }
                if text.first == "(" { guard SwiftInterfaceReader.takeBalanced(&text) != nil else { return nil } }
                text = text.drop { $0 == " " }
                continue
            }
            let word = String(text.prefix { $0.isIdentifierCharacter })
            guard !word.isEmpty else { return nil }
            var after = text.dropFirst(word.count)
            // `class func` is a modifier; `class Foo` declares a class.
            let isClassModifier =
                word == "class"
                && Self.keywords.union(Self.modifiers).contains(
                    String(after.drop { $0 == " " }.prefix { $0.isIdentifierCharacter }))
            if Self.modifiers.contains(word) || isClassModifier {
                if word == "static" || word == "class" { isStatic = true }
                if after.first == "(" { _ = SwiftInterfaceReader.takeBalanced(&after) }
                text = after.drop { $0 == " " }
                continue
            }
            guard Self.keywords.contains(word), word != "import" else { return nil }
            self.keyword = word
            self.isStatic = isStatic
            self.rest = after.drop { $0 == " " }
            return
        }
        return nil
    }
}
