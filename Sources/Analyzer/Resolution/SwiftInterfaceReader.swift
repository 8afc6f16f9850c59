/// Reads what name resolution needs from a module's textual interface (`Swift.swiftinterface`): its
/// types, protocols, associated types and typealiases, what each conforms to or refines, and its
/// members' names, kinds and argument labels.
///
/// The compiler prints every declaration of an interface on one line (attributes may take lines of
/// their own above it), with the bodies of inlinable code below it. So the declarations are the
/// lines at a type's member depth, once comments and string literals are kept out of the count of
/// braces; the bodies are skipped by their depth. SwiftParser would take seconds over the standard
/// library's 2 MB, where this takes milliseconds.
struct SwiftInterfaceReader {
    /// `Swift`, `_Concurrency`: `Swift.Array<Swift.Int>` is read as `Array<Int>`, as code of other
    /// modules writes it.
    let moduleNames: [String]

    func read(_ text: String, into library: inout StandardLibrary) {
        let bytes = Array(text.utf8)
        let lines = Self.lines(of: bytes)
        // The types whose members are being read, with the depth of their members' lines.
        var containers: [(depth: Int, type: String?)] = [(0, nil)]
        for (index, line) in lines.enumerated() {
            while containers.count > 1, line.depth < containers[containers.count - 1].depth { containers.removeLast() }
            guard line.depth == containers[containers.count - 1].depth else { continue }
            let text = String(decoding: bytes[line.start..<line.end], as: UTF8.self)
            guard let header = DeclarationHeader(text) else { continue }
            let owner = containers[containers.count - 1].type
            let opensBody = index + 1 < lines.count && lines[index + 1].depth > line.depth
            if let type = readType(header, owner: owner, into: &library) {
                if opensBody { containers.append((lines[index + 1].depth, type)) }
            } else if let owner {
                readMember(header, of: owner, into: &library)
            } else if header.keyword == "typealias" {
                readTypealias(header.rest, qualifiedName: { $0 }, into: &library)
            } else if header.keyword == "func" {
                // Free functions are kept as members of the type named "".
                readMember(header, of: "", into: &library)
            }
        }
    }

    // MARK: Declarations

    /// A type, protocol or extension: its kind, generic parameters and inherited types. Returns the
    /// qualified name whose members follow, nil for anything else.
    private func readType(_ header: DeclarationHeader, owner: String?, into library: inout StandardLibrary) -> String? {
        let kinds: [String: DeclarationKind] = [
            "struct": .struct, "enum": .enum, "class": .class, "actor": .actor, "protocol": .protocol,
            "extension": .extension,
        ]
        guard let kind = kinds[header.keyword] else { return nil }
        var rest = header.rest
        let name = withoutModule(String(Self.takeTypePath(&rest)))
        guard !name.isEmpty else { return nil }
        let qualified = kind == .extension ? name : (owner.map { $0 + "." } ?? "") + name
        if kind != .extension {
            library.kinds[qualified] = kind
            if rest.first == "<", let parameters = Self.takeBalanced(&rest) {
                library.genericParameters[qualified] = Self.split(parameters).compactMap {
                    Self.leadingIdentifier(of: $0)
                }
            }
        } else if rest.first == "<" {
            _ = Self.takeBalanced(&rest)
        }
        let inherited = Self.inheritedTypes(rest).map(withoutModule)
        if !inherited.isEmpty { library.supertypes[qualified, default: []].append(contentsOf: inherited) }
        return qualified
    }

    private func readMember(_ header: DeclarationHeader, of owner: String, into library: inout StandardLibrary) {
        var rest = header.rest
        func add(_ name: String, _ member: StandardLibrary.Member) {
            library.members[owner, default: [:]][name, default: []].append(member)
        }
        switch header.keyword {
        case "func", "init", "subscript":
            let kind: DeclarationKind =
                header.keyword == "func" ? .function : header.keyword == "init" ? .initializer : .subscript
            var name = header.keyword
            if kind == .function {
                // An operator's name runs up to the space before its parameters: `static func < (lhs: Self, …)`.
                let isOperator = rest.first.map { !$0.isIdentifierCharacter && $0 != "`" } ?? false
                let end: (Character) -> Bool =
                    isOperator ? { $0 == " " || $0 == "(" } : { $0 == "(" || $0 == "<" || $0 == " " }
                let written = rest.prefix { !end($0) }
                name = written.withoutBacktickQuotes
                rest = rest.dropFirst(written.count).drop { $0 == " " }
            } else {
                rest = rest.drop { $0 == "?" || $0 == "!" }
            }
            if rest.first == "<" { _ = Self.takeBalanced(&rest) }
            guard rest.first == "(", let list = Self.takeBalanced(&rest) else { return }
            let parameters = Self.split(list).map(Self.parameter)
            add(
                name,
                StandardLibrary.Member(
                    kind: kind, isStatic: header.isStatic,
                    labels: parameters.map { kind == .subscript ? ($0.hasSecondName ? $0.label : "_") : $0.label },
                    hasDefault: parameters.map(\.hasDefault), parameterTypes: parameters.map { withoutModule($0.type) },
                    typeName: Self.resultType(rest).map(withoutModule)))
        case "var", "let":
            for binding in Self.split(Substring(rest.prefix { $0 != "{" && $0 != "=" })) {
                guard let colon = binding.firstIndex(of: ":") else { continue }
                let name = binding[..<colon].trimmedSpaces.withoutBacktickQuotes
                let type = binding[binding.index(after: colon)...].trimmedSpaces
                add(
                    name,
                    StandardLibrary.Member(kind: .variable, isStatic: header.isStatic, typeName: withoutModule(type)))
            }
        case "case":
            for element in Self.split(rest) {
                var text = element.drop { $0 == " " }
                let name = String(text.prefix { $0 != "(" && $0 != " " && $0 != "=" }).withoutBacktickQuotes
                text = text.dropFirst(name.count)
                let payload =
                    text.first == "(" ? Self.takeBalanced(&text).map { Self.split($0).map(Self.parameter) } : nil
                add(
                    name,
                    StandardLibrary.Member(
                        kind: .enumCase, isStatic: true, labels: payload?.map(\.label),
                        hasDefault: payload?.map(\.hasDefault), parameterTypes: payload?.map { withoutModule($0.type) })
                )
            }
        case "typealias":
            readTypealias(rest, qualifiedName: { owner + "." + $0 }, into: &library)
        case "associatedtype":
            let name = String(rest.prefix { $0.isIdentifierCharacter })
            guard !name.isEmpty else { return }
            let qualified = owner + "." + name
            library.kinds[qualified] = .associatedType
            let afterName = rest.dropFirst(name.count)
            let inherited = Self.inheritedTypes(Substring(afterName.prefix { $0 != "=" })).map(withoutModule)
            if !inherited.isEmpty { library.supertypes[qualified, default: []].append(contentsOf: inherited) }
            // `associatedtype Element = Self` in `OptionSet`: a conformer's elements are itself.
            if let equals = afterName.firstIndex(of: "=") {
                let value = afterName[afterName.index(after: equals)...].prefix { $0 != "{" }.split(separator: " ")
                    .first.map(String.init)
                if let value { library.aliases[qualified] = withoutModule(value) }
            }
        default:
            return
        }
    }

    /// `typealias Codable = Swift.Decodable & Swift.Encodable`: what the alias stands for.
    private func readTypealias(
        _ text: Substring, qualifiedName: (String) -> String, into library: inout StandardLibrary
    ) {
        let name = String(text.prefix { $0.isIdentifierCharacter })
        guard !name.isEmpty else { return }
        var rest = text.dropFirst(name.count)
        if rest.first == "<" { _ = Self.takeBalanced(&rest) }
        let qualified = qualifiedName(name)
        library.kinds[qualified] = .typealias
        let afterName = rest.drop { $0 == " " }
        guard afterName.first == "=" else { return }
        library.aliases[qualified] = withoutModule(afterName.dropFirst().trimmedSpaces)
    }

    /// `Swift.Array<Swift.Int>` → `Array<Int>`.
    private func withoutModule(_ text: String) -> String {
        moduleNames.reduce(text) { withoutModule($1, in: $0) }
    }

    private func withoutModule(_ moduleName: String, in text: String) -> String {
        let prefix = Array((moduleName + ".").utf8)
        let bytes = Array(text.utf8)
        guard bytes.count >= prefix.count else { return text }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            // Only a whole name: `MySwift.Foo` keeps its prefix.
            if bytes[index] == prefix[0], index + prefix.count <= bytes.count,
                bytes[index..<index + prefix.count].elementsEqual(prefix),
                index == 0 || !Self.isIdentifierByte(bytes[index - 1])
            {
                index += prefix.count
                continue
            }
            result.append(bytes[index])
            index += 1
        }
        return result.count == bytes.count ? text : String(decoding: result, as: UTF8.self)
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
            || byte == 0x5F || byte >= 0x80
    }

    // MARK: Pieces of a declaration

    /// `Swift.Dictionary.Keys` from the start of `text`, which moves past it.
    private static func takeTypePath(_ text: inout Substring) -> Substring {
        let path = text.prefix { $0.isIdentifierCharacter || $0 == "." }
        text = text.dropFirst(path.count)
        return path
    }

    /// The types after `:` up to `where` or a body: `Swift.Collection, Swift.Sendable`, without
    /// their attributes (`@unsafe Swift.Sequence`); suppressed conformances (`~Copyable`) are left out.
    private static func inheritedTypes(_ text: Substring) -> [String] {
        let trimmed = text.drop { $0 == " " }
        guard trimmed.first == ":" else { return [] }
        var list = trimmed.dropFirst()
        if let end = topLevelPositions(in: list).first(where: { list[$0] == "{" || list[$0...].hasPrefix(" where ") }) {
            list = list[..<end]
        }
        return split(list).map { written in TypeRef(written: String(written))?.description ?? String(written) }.filter {
            !$0.isEmpty && !$0.hasPrefix("~")
        }
    }

    /// The result type after a top-level `->`, up to `where` or a body.
    private static func resultType(_ text: Substring) -> String? {
        let positions = topLevelPositions(in: text)
        guard let arrow = positions.first(where: { text[$0...].hasPrefix("->") }) else { return nil }
        var result = text[text.index(arrow, offsetBy: 2)...]
        let after = topLevelPositions(in: result)
        if let end = after.first(where: { result[$0] == "{" || result[$0...].hasPrefix(" where ") }) {
            result = result[..<end]
        }
        return result.trimmedSpaces
    }

    /// `_ x: Swift.Int = 0`, `into initialResult: __owned Result`: the label, the type, whether
    /// it has a default value.
    private static func parameter(_ text: Substring) -> (
        label: String, hasSecondName: Bool, type: String, hasDefault: Bool
    ) {
        let positions = topLevelPositions(in: text)
        guard let colon = positions.first(where: { text[$0] == ":" }) else {
            return ("_", false, text.trimmedSpaces, false)
        }
        // `@_nonEphemeral mutating other: …`: attributes before the names are no names.
        let names = text[..<colon].split(separator: " ").filter { !$0.hasPrefix("@") }
        var type = text[text.index(after: colon)...]
        let hasDefault = positions.contains { $0 > colon && text[$0...].hasPrefix(" = ") }
        if hasDefault, let equals = positions.first(where: { $0 > colon && text[$0...].hasPrefix(" = ") }) {
            type = text[text.index(after: colon)..<equals]
        }
        let label = names.first.map { String($0).withoutBacktickQuotes } ?? "_"
        return (label, names.count > 1, type.trimmedSpaces, hasDefault)
    }

    private static func leadingIdentifier(of text: Substring) -> String? {
        let name = text.drop { $0 == " " }.prefix { $0.isIdentifierCharacter }
        return name.isEmpty ? nil : String(name)
    }

    /// The bracketed text at the start of `text` (`<…>` or `(…)`), without its brackets; `text`
    /// moves past it.
    static func takeBalanced(_ text: inout Substring) -> Substring? {
        guard let open = text.first else { return nil }
        let close: Character = open == "<" ? ">" : open == "(" ? ")" : open == "[" ? "]" : "}"
        var depth = 0
        var previous: Character?
        for index in text.indices {
            let character = text[index]
            if character == open {
                depth += 1
            } else if character == close && !(close == ">" && previous == "-") {
                depth -= 1
                if depth == 0 {
                    let inside = text[text.index(after: text.startIndex)..<index]
                    text = text[text.index(after: index)...].drop { $0 == " " }
                    return inside
                }
            }
            previous = character
        }
        return nil
    }

    /// `text` split at its top-level commas.
    static func split(_ text: Substring) -> [Substring] {
        var parts: [Substring] = []
        var start = text.startIndex
        for index in topLevelPositions(in: text) where text[index] == "," {
            parts.append(text[start..<index])
            start = text.index(after: index)
        }
        parts.append(text[start...])
        return parts.filter { !$0.allSatisfy { $0 == " " } }
    }

    /// The positions of `text` outside brackets and string literals, opening brackets included
    /// (the `>` of `->` closes nothing). Read as UTF-8: every delimiter is ASCII.
    private static func topLevelPositions(in text: Substring) -> [Substring.Index] {
        var positions: [Substring.Index] = []
        var depth = 0
        var inString = false
        var previous: UInt8 = 0
        let utf8 = text.utf8
        for index in utf8.indices {
            let byte = utf8[index]
            defer { previous = byte }
            if inString {
                if byte == 0x22 && previous != 0x5C { inString = false }  // `"` not after `\`
                continue
            }
            switch byte {
            case 0x22: inString = true
            case 0x28, 0x5B, 0x3C, 0x7B:  // ( [ < {
                if depth == 0 { positions.append(index) }
                depth += 1
            case 0x29, 0x5D, 0x7D: depth -= 1  // ) ] }
            case 0x3E where previous != 0x2D: depth -= 1  // > not of ->
            case 0x80..<0xC0: break  // inside a multi-byte character
            default: if depth == 0 { positions.append(index) }
            }
        }
        return positions
    }
}

extension StringProtocol where SubSequence == Substring {
    /// Without leading and trailing spaces (Foundation's trimming is slow for the interfaces' many short strings).
    var trimmedSpaces: String {
        var text = self[...]
        while text.utf8.first == 0x20 { text = text.dropFirst() }
        while text.utf8.last == 0x20 { text = text.dropLast() }
        return String(text)
    }

    /// `` `default` `` → `default`.
    var withoutBacktickQuotes: String {
        utf8.contains(0x60) ? String(String.UnicodeScalarView(unicodeScalars.filter { $0 != "`" })) : String(self)
    }
}

extension Character {
    /// A letter, digit or `_`, tested without Unicode tables where it is ASCII, as nearly all code
    /// is: those tables were a tenth of resolving a method rename again.
    var isIdentifierCharacter: Bool {
        guard let ascii = asciiValue else { return isLetter || isNumber }
        return SwiftInterfaceReader.isIdentifierByte(ascii)
    }
}
