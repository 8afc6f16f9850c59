/// The name Swift code uses for an Objective-C declaration: a base name and, for methods, the
/// argument labels.
///
/// Selectors map the plain way: `hashString:` is `hashString(_:)`, `encrypt:withKey:` is
/// `encrypt(_:withKey:)`, `initWithKey:salt:` is `init(key:salt:)`, `reset` is `reset()`.
/// Swift's "omit needless words" pruning (`stringByAppendingString:` → `appending(_:)`) and the
/// import of class factory methods as initializers are deliberately not imitated: they depend on
/// type names and a word list, and a wrong guess is worse than the literal name. Write
/// `NS_SWIFT_NAME` where the exact Swift name matters.
struct ObjCSwiftName: Hashable, Sendable {
    var baseName: String
    /// nil for names that take no arguments list (properties, types).
    var argumentLabels: [String]?

    /// The Swift name of a method selector.
    init(selector: String, isInstanceMethod: Bool) {
        let pieces = selector.split(separator: ":", omittingEmptySubsequences: false).dropLast().map(String.init)
        guard selector.hasSuffix(":"), let first = pieces.first else {
            self.init(baseName: selector, argumentLabels: [])
            return
        }
        let rest = pieces.dropFirst().map { $0.isEmpty ? "_" : $0 }
        if Self.isInitializer(first, isInstanceMethod) {
            var label = String(first.dropFirst("init".count))
            if label.hasPrefix("With"), label.dropFirst(4).first?.isUppercase == true { label.removeFirst(4) }
            self.init(baseName: "init", argumentLabels: [label.isEmpty ? "_" : Self.lowercasingFirstWord(label)] + rest)
        } else {
            self.init(baseName: first, argumentLabels: ["_"] + rest)
        }
    }

    init(baseName: String, argumentLabels: [String]?) {
        self.baseName = baseName
        self.argumentLabels = argumentLabels
    }

    /// Parses an `NS_SWIFT_NAME` argument: `hash(of:)`, `init(key:salt:)`, `reset()`, `Crypto`.
    /// Nil when it is not a name this front end understands (`getter:Foo.bar()`).
    init?(swiftName: String) {
        let text = swiftName.filter { !$0.isWhitespace }
        guard !text.isEmpty, !text.contains("getter:"), !text.contains("setter:") else { return nil }
        guard let open = text.firstIndex(of: "(") else {
            self.init(baseName: String(text.split(separator: ".").last ?? Substring(text)), argumentLabels: nil)
            return
        }
        guard text.hasSuffix(")") else { return nil }
        let qualified = text[..<open]
        let base = String(qualified.split(separator: ".").last ?? qualified)
        let inside = text[text.index(after: open)..<text.index(before: text.endIndex)]
        let labels = inside.split(separator: ":", omittingEmptySubsequences: false).dropLast().map(String.init)
        self.init(baseName: base, argumentLabels: labels)
    }

    /// `init`, `initWithKey:`: instance methods in the init family (not `initialize`).
    private static func isInitializer(_ firstPiece: String, _ isInstanceMethod: Bool) -> Bool {
        guard isInstanceMethod, firstPiece.hasPrefix("init") else { return false }
        let after = firstPiece.dropFirst("init".count)
        return after.isEmpty || after.first?.isUppercase == true
    }

    /// `Key` → `key`, `URLString` → `urlString`, `URL` → `url`.
    static func lowercasingFirstWord(_ word: String) -> String {
        let characters = Array(word)
        let upperRun = characters.prefix { $0.isUppercase }.count
        guard upperRun > 0 else { return word }
        let lowered = upperRun > 1 && upperRun < characters.count ? upperRun - 1 : upperRun
        return characters.prefix(lowered).map { $0.lowercased() }.joined() + String(characters.dropFirst(lowered))
    }
}
