/// Written types read as text: generic arguments, elements, optionality, function inputs, name paths.
extension TypeResolver {
    /// `Paginated<Book>?` → `["Book"]`: the generic arguments, as written, of a type whose only
    /// argument list ends it (nil for `Outer<A>.Inner`).
    static func genericArguments(of written: String) -> [String]? {
        let text = Substring(withoutOptionality(written))
        guard text.hasSuffix(">"), let open = text.firstIndex(of: "<"), !text[..<open].contains("("),
            let arguments = topLevelSplit(text[text.index(after: open)..<text.index(before: text.endIndex)], on: ",")
        else { return nil }
        return arguments.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
    }

    /// `Content?` with `Content` = `BookDetail` → `BookDetail?`: whole names replaced, members kept.
    static func substituting(_ replacements: [String: String], in written: String) -> String {
        guard !replacements.isEmpty else { return written }
        var result = ""
        var name = ""
        var afterDot = false
        func flush() {
            result += afterDot ? name : replacements[name] ?? name
            name = ""
        }
        for character in written {
            if character.isLetter || character.isNumber || character == "_" {
                name.append(character)
                continue
            }
            flush()
            afterDot = character == "."
            result.append(character)
        }
        flush()
        return result
    }

    /// `UnsafeMutablePointer<Header>` → `UnsafeMutablePointer` and `Header`, as written: a mutable
    /// pointer stays one, as extensions of each declare different members.
    static func writtenPointer(of written: String) -> (pointer: String, pointee: String)? {
        let text = withoutOptionality(written)
        for pointer in pointerTypes where text.hasPrefix(pointer + "<") && text.hasSuffix(">") {
            return (pointer, String(text.dropFirst(pointer.count + 1).dropLast()))
        }
        return nil
    }

    /// The type a resolved pointer type points to.
    static func pointee(of resolved: String) -> String? {
        writtenPointer(of: resolved)?.pointee
    }

    private static let pointerTypes = ["UnsafeMutablePointer", "UnsafePointer"]

    /// `Book?`, `inout Book!`: an optional.
    static func isOptional(_ written: String) -> Bool {
        let text = withoutSpecifiers(written.trimmingCharacters(in: .whitespaces))
        return text.hasSuffix("?") || text.hasSuffix("!")
    }

    /// `[Book]` → `Book`; nil for dictionaries and everything else.
    static func arrayElement(of written: String) -> String? {
        let text = droppingOptionality(Substring(written))
        guard text.hasPrefix("["), text.hasSuffix("]") else { return nil }
        let inner = text.dropFirst().dropLast()
        // `[String: Book]` is a dictionary.
        guard topLevelSplit(inner, on: ":")?.count ?? 1 == 1 else { return nil }
        return String(inner)
    }

    /// The parameter types of a function type as written: `@escaping (Book, Int) -> Void` and
    /// `((Book) -> Void)?` → `Book`…; nil for anything else.
    static func functionInputs(of written: String) -> [String]? {
        let text = droppingOptionality(Substring(withoutAttributes(written)))
        if text.hasPrefix("("), text.hasSuffix(")"), let inner = topLevelSplit(text.dropFirst().dropLast(), on: ","),
            inner.count == 1, inner[0].contains("->")
        {
            return functionInputs(of: String(inner[0]))
        }
        guard text.hasPrefix("("), let arrow = topLevelArrow(in: text) else { return nil }
        let inputs = withoutEffects(text[text.index(after: text.startIndex)..<arrow])
        guard inputs.hasSuffix(")") else { return nil }
        let list = Substring(inputs.dropLast())
        guard !list.trimmingCharacters(in: .whitespaces).isEmpty else { return [] }
        return topLevelSplit(list, on: ",")?.map { parameter in
            // `_ name: Book` in a function type is just `Book`.
            let typePart = topLevelSplit(parameter, on: ":").flatMap { $0.count == 2 ? $0[1] : nil } ?? parameter
            return typePart.trimmingCharacters(in: .whitespaces)
        }
    }

    /// `(Book) async throws` → `(Book)`; `(Book) throws(E)` too.
    private static func withoutEffects(_ text: Substring) -> String {
        var trimmed = text.trimmingCharacters(in: .whitespaces)
        // `throws(E)`, a typed throw.
        if trimmed.hasSuffix(")"), let open = trimmed.range(of: " throws(", options: .backwards),
            !trimmed[open.upperBound...].contains("(")
        {
            trimmed = String(trimmed[..<open.lowerBound])
        }
        while let effect = ["throws", "rethrows", "async"].first(where: {
            trimmed.hasSuffix(" " + $0) || trimmed.hasSuffix(")" + $0)
        }) {
            trimmed = String(trimmed.dropLast(effect.count)).trimmingCharacters(in: .whitespaces)
        }
        return trimmed
    }

    /// The `->` of a function type that is not inside its parameter list.
    private static func topLevelArrow(in text: Substring) -> Substring.Index? {
        guard let arrow = topLevelPositions(in: text)?.first(where: { text[$0...].hasPrefix("->") }) else { return nil }
        return withoutEffects(text[..<arrow]).hasSuffix(")") ? arrow : nil
    }

    /// `text` split on `separator` where it is not nested in brackets; nil when they do not balance.
    private static func topLevelSplit(_ text: Substring, on separator: Character) -> [Substring]? {
        guard let positions = topLevelPositions(in: text) else { return nil }
        var parts: [Substring] = []
        var start = text.startIndex
        for index in positions where text[index] == separator {
            parts.append(text[start..<index])
            start = text.index(after: index)
        }
        parts.append(text[start..<text.endIndex])
        return parts
    }

    /// The positions of `text` outside any `()`, `[]` and `<>` (the `>` of `->` closes nothing);
    /// nil when the brackets do not balance.
    private static func topLevelPositions(in text: Substring) -> [Substring.Index]? {
        var positions: [Substring.Index] = []
        var depth = 0
        var previous: Character?
        for index in text.indices {
            let character = text[index]
            if "([<".contains(character) {
                depth += 1
            } else if ")]>".contains(character) && !(character == ">" && previous == "-") {
                depth -= 1
                if depth < 0 { return nil }
            } else if depth == 0 {
                positions.append(index)
            }
            previous = character
        }
        return depth == 0 ? positions : nil
    }

    /// `[String: Book]`, optional or not.
    static func isDictionary(_ written: String) -> Bool {
        let text = droppingOptionality(Substring(written))
        return text.hasPrefix("[") && text.hasSuffix("]") && arrayElement(of: written) == nil
    }

    /// `[String: Book]` → `String` and `Book`, as written.
    static func dictionaryTypes(of written: String) -> (key: String, value: String)? {
        let text = droppingOptionality(Substring(written.trimmingCharacters(in: .whitespaces)))
        guard let parts = topLevelSplit(text.dropFirst().dropLast(), on: ":"), parts.count == 2 else { return nil }
        return (parts[0].trimmingCharacters(in: .whitespaces), parts[1].trimmingCharacters(in: .whitespaces))
    }

    /// What subscripting a resolved type gives when the standard library says: an array's
    /// element, a dictionary's value.
    static func subscriptResult(of type: String) -> String? {
        if type.hasPrefix("Dictionary<"), let arguments = genericArguments(of: type), arguments.count == 2 {
            return arguments[1]
        }
        return element(of: type)
    }

    /// The key members are registered under: `Array<Book>` → `Array`.
    static func memberKey(of type: String) -> String {
        type.firstIndex(of: "<").map { String(type[..<$0]) } ?? type
    }

    /// `(node: Node, slot: Int)`, optional or not; not `(Node)` nor a function type.
    static func isTuple(_ written: String) -> Bool {
        tupleElements(of: written).map { $0.count > 1 } ?? false
    }

    /// The type of a tuple's element by its label (`node` of `(node: Node, slot: Int)`) or position (`0`).
    static func tupleElement(_ label: String, of tuple: String) -> String? {
        guard let elements = tupleElements(of: tuple) else { return nil }
        if let position = Int(label) { return position < elements.count ? elements[position].type : nil }
        return elements.first { $0.label == label }?.type
    }

    static func tupleElements(of written: String) -> [(label: String?, type: String)]? {
        let text = Substring(withoutOptionality(written))
        guard text.hasPrefix("("), text.hasSuffix(")"), topLevelArrow(in: text) == nil,
            let elements = topLevelSplit(text.dropFirst().dropLast(), on: ",")
        else { return nil }
        return elements.map { element in
            guard let parts = topLevelSplit(element, on: ":"), parts.count == 2 else {
                return (nil, element.trimmingCharacters(in: .whitespaces))
            }
            return (parts[0].trimmingCharacters(in: .whitespaces), parts[1].trimmingCharacters(in: .whitespaces))
        }
    }

    private static func withoutOptionality(_ written: String) -> String {
        String(droppingOptionality(Substring(written.trimmingCharacters(in: .whitespaces))))
    }

    /// `Book?!` → `Book`.
    static func droppingOptionality(_ text: Substring) -> Substring {
        var text = text
        while let last = text.last, last == "?" || last == "!" { text = text.dropLast() }
        return text
    }

    /// The standard generic types whose one argument is their element: `ArraySlice<Element>`.
    private static let sequencesOfElements: Set<String> = [
        "Array", "ArraySlice", "ContiguousArray", "Set", "UnsafeBufferPointer", "UnsafeMutableBufferPointer",
        // Constrained to their primary associated type: `some Collection<Book>`.
        "Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection", "MutableCollection",
        "RangeReplaceableCollection",
    ]

    /// The element type of a resolved sequence type: `Array<Book>` → `Book`, a dictionary's
    /// `(key: Key, value: Value)`.
    static func element(of type: String) -> String? {
        if type.hasPrefix("Dictionary<") {
            guard let arguments = genericArguments(of: type), arguments.count == 2 else { return nil }
            return "(key: \(arguments[0]), value: \(arguments[1]))"
        }
        guard Self.sequencesOfElements.contains(memberKey(of: type)), let arguments = genericArguments(of: type),
            arguments.count == 1
        else { return nil }
        return arguments[0]
    }

    /// `@escaping @Sendable Handler` → `Handler`.
    static func withoutAttributes(_ written: String) -> String {
        var text = Substring(written.trimmingCharacters(in: .whitespaces))
        while text.hasPrefix("@"), let space = text.firstIndex(of: " ") {
            text = text[text.index(after: space)...].drop { $0 == " " }
        }
        return String(text)
    }

    private static let typePrefixes = [
        "some ", "any ", "inout ", "borrowing ", "consuming ", "sending ", "__owned ", "__shared ",
    ]

    /// `inout M`, `__owned some Collection<Element>` → `M`, `Collection<Element>`: as many
    /// specifiers as are written, in any order.
    static func withoutSpecifiers(_ written: String) -> String {
        var text = Substring(written)
        while let prefix = Self.typePrefixes.first(where: { text.hasPrefix($0) }) {
            text = text.dropFirst(prefix.count)
        }
        return String(text)
    }

    /// `Book?` → `["Book"]`, `Paginated<Book>` → `["Paginated"]`, `Book.Format` → `["Book", "Format"]`,
    /// `some Store` → `["Store"]`; nil for arrays, dictionaries, tuples and functions.
    static func namePath(of written: String) -> [String]? {
        var text = droppingOptionality(Substring(withoutSpecifiers(written)))
        // `any Argument.Type`: its static members are the type's.
        for metatype in [".Type", ".Protocol"] where text.hasSuffix(metatype) { text = text.dropLast(metatype.count) }
        if text.hasPrefix("(") && text.hasSuffix(")") && !text.contains("->") && !text.contains(",") {
            return namePath(of: String(text.dropFirst().dropLast()))
        }
        var components: [String] = []
        var depth = 0
        var current = ""
        for character in text {
            switch character {
            case "<": depth += 1
            case ">": depth -= 1
            case "." where depth == 0:
                components.append(current)
                current = ""
            case _ where depth == 0:
                guard character.isLetter || character.isNumber || character == "_" else { return nil }
                current.append(character)
            default: break
            }
        }
        components.append(current)
        return components.allSatisfy { !$0.isEmpty } ? components : nil
    }
}
