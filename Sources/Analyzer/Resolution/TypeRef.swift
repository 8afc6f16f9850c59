/// A type as the resolver reads it: parsed once from what the source writes (or from a type the
/// resolver built), so that its parts are matched, not found again by counting brackets.
/// Attributes and ownership specifiers other than `inout` are dropped: they do not change which
/// declarations a value of the type has.
indirect enum TypeRef: Hashable, Sendable {
    /// `Book`, `Book.Format`, `Paginated<Book>`: the dotted path and the generic arguments of its
    /// last component (those of an outer one, `Outer<A>.Inner`, name no other type).
    case named(path: [String], generics: [TypeRef])
    case optional(TypeRef)
    /// `Book!`.
    case implicitlyUnwrapped(TypeRef)
    /// `(node: Node, slot: Int)`; `(Book)` is just `Book`, and `()` a tuple of nothing.
    case tuple([TupleElement])
    /// `(Book, Int) async throws -> Void`: effects and parameter names are not kept.
    case function(parameters: [TypeRef], result: TypeRef)
    case array(TypeRef)
    case dictionary(key: TypeRef, value: TypeRef)
    /// `Book.Type` and `P.Protocol`.
    case metatype(TypeRef)
    /// `some Store`.
    case opaque(TypeRef)
    /// `any Store`.
    case existential(TypeRef)
    /// `Resolver & Sendable`.
    case composition([TypeRef])
    /// `inout Book`: kept, as it decides which arguments fill the parameter.
    case `inout`(TypeRef)
    /// Another module's type whose members are not the monolith's: nothing is looked up in it.
    case external
    /// What the resolver has no use for the parts of (`repeat each T`, `~Copyable`), as written.
    case other(String)

    struct TupleElement: Hashable, Sendable {
        let label: String?
        let type: TypeRef
    }
}

extension TypeRef {
    /// A type the symbol table names by its qualified name (`Book.Format`), with these generic arguments.
    init(qualified name: String, generics: [TypeRef] = []) {
        self = .named(path: name.split(separator: ".").map(String.init), generics: generics)
    }

    /// `Array<Element>`: an array as the resolver gives it, by the name its members are registered under.
    static func array(of element: TypeRef) -> TypeRef {
        .named(path: ["Array"], generics: [element])
    }

    var isExternal: Bool {
        if case .external = self { return true }
        return false
    }

    /// The name of a type named by one component without generic arguments: `Element`, not `Book.Format`.
    var simpleName: String? {
        guard case .named(let path, let generics) = self, path.count == 1, generics.isEmpty else { return nil }
        return path[0]
    }

    /// The type a value of this one has once unwrapped: `Book??` → `Book`.
    var unwrapped: TypeRef {
        switch self {
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped): return wrapped.unwrapped
        default: return self
        }
    }

    /// The type whose members a value of this one has, seen through what is said about it:
    /// `inout`, `some`, `any`. Optionality stays.
    var withoutSpecifiers: TypeRef {
        switch self {
        case .inout(let type), .opaque(let type), .existential(let type): return type.withoutSpecifiers
        default: return self
        }
    }

    /// This type's optionality around another: `T?!` with `Store` → `Store?!`.
    func rewrapping(_ type: TypeRef) -> TypeRef {
        switch self {
        case .optional(let wrapped): return .optional(wrapped.rewrapping(type))
        case .implicitlyUnwrapped(let wrapped): return .implicitlyUnwrapped(wrapped.rewrapping(type))
        default: return type
        }
    }

    var isOptional: Bool {
        switch withoutSpecifiers {
        case .optional, .implicitlyUnwrapped: return true
        default: return false
        }
    }

    var isInout: Bool {
        if case .inout = self { return true }
        return false
    }

    /// `Book?`, `some Store`, `any Argument.Type`, `inout Book` → the name path it stands for; nil
    /// for arrays, dictionaries, tuples, functions and compositions.
    var namePath: [String]? {
        switch self {
        case .named(let path, _): return path
        case .optional(let type), .implicitlyUnwrapped(let type), .metatype(let type), .opaque(let type),
            .existential(let type), .inout(let type):
            return type.namePath
        default: return nil
        }
    }

    /// The generic arguments of a named type, optional or not: `Paginated<Book>?` → `Book`.
    var genericArguments: [TypeRef]? {
        guard case .named(_, let generics) = unwrapped.withoutSpecifiers, !generics.isEmpty else { return nil }
        return generics
    }

    /// The elements of a tuple of more than one, optional or not.
    var tupleElements: [TupleElement]? {
        guard case .tuple(let elements) = unwrapped, elements.count > 1 else { return nil }
        return elements
    }

    /// The parameter types of a function type, optional or not: `((Book) -> Void)?` → `Book`.
    var functionParameters: [TypeRef]? {
        guard case .function(let parameters, _) = unwrapped else { return nil }
        return parameters
    }

    /// The key a type's members are registered under: `Array<Book>` → `Array`, `Book.Format` →
    /// `Book.Format`; anything else by its text.
    var memberKey: String {
        if case .named(let path, _) = self { return path.dotted() }
        return description
    }

    /// Every named type of one component named in `replacements` replaced by its value: with
    /// `Content` = `BookDetail`, `Content?` → `BookDetail?`; `Content.Index` → `BookDetail.Index`.
    func substituting(_ replacements: [String: TypeRef]) -> TypeRef {
        guard !replacements.isEmpty else { return self }
        let replaced = { (type: TypeRef) in type.substituting(replacements) }
        switch self {
        case .named(let path, let generics):
            let arguments = generics.map(replaced)
            guard let replacement = replacements[path[0]] else { return .named(path: path, generics: arguments) }
            if path.count == 1, generics.isEmpty { return replacement }
            guard case .named(let head, _) = replacement else { return self }
            return .named(path: head + path.dropFirst(), generics: arguments)
        case .optional(let type): return .optional(replaced(type))
        case .implicitlyUnwrapped(let type): return .implicitlyUnwrapped(replaced(type))
        case .tuple(let elements):
            return .tuple(elements.map { TupleElement(label: $0.label, type: replaced($0.type)) })
        case .function(let parameters, let result):
            return .function(parameters: parameters.map(replaced), result: replaced(result))
        case .array(let element): return .array(replaced(element))
        case .dictionary(let key, let value): return .dictionary(key: replaced(key), value: replaced(value))
        case .metatype(let type): return .metatype(replaced(type))
        case .opaque(let type): return .opaque(replaced(type))
        case .existential(let type): return .existential(replaced(type))
        case .composition(let types): return .composition(types.map(replaced))
        case .inout(let type): return .inout(replaced(type))
        case .external, .other: return self
        }
    }
}

extension TypeRef: CustomStringConvertible {
    /// The canonical text: what the symbol table's keys and the rest of the code still use.
    var description: String {
        switch self {
        case .named(let path, let generics):
            let name = path.dotted()
            return generics.isEmpty ? name : name + "<" + Self.list(generics) + ">"
        case .optional(let type): return type.postfixOperand + "?"
        case .implicitlyUnwrapped(let type): return type.postfixOperand + "!"
        case .tuple(let elements):
            return "("
                + elements.map { ($0.label.map { $0 + ": " } ?? "") + $0.type.description }
                .joined(separator: ", ") + ")"
        case .function(let parameters, let result): return "(" + Self.list(parameters) + ") -> " + result.description
        case .array(let element): return "[" + element.description + "]"
        case .dictionary(let key, let value): return "[" + key.description + ": " + value.description + "]"
        case .metatype(let type): return type.postfixOperand + ".Type"
        case .opaque(let type): return "some " + type.description
        case .existential(let type): return "any " + type.description
        case .composition(let types): return types.map(\.description).joined(separator: " & ")
        case .inout(let type): return "inout " + type.description
        case .external: return "(external)"
        case .other(let text): return text
        }
    }

    /// This type's text before a `?`, `!` or `.Type`: in parentheses where those would bind to a part of it.
    private var postfixOperand: String {
        switch self {
        case .function, .opaque, .existential, .composition, .inout: return "(" + description + ")"
        default: return description
        }
    }

    private static func list(_ types: [TypeRef]) -> String {
        types.map(\.description).joined(separator: ", ")
    }
}

extension Collection<String> {
    /// The names as one dotted name (`["Book", "Format"]` → `Book.Format`), with `last` after them
    /// when given. The standard library's `joined(separator:)` runs unspecialized code, which cost
    /// the resolver a tenth of its time: it joins names for nearly every site, and the collector for
    /// many.
    func dotted(appending last: String? = nil) -> String {
        var name = ""
        var isFirst = true
        for part in self {
            if !isFirst { name.append(".") }
            name.append(part)
            isFirst = false
        }
        if let last {
            if !isFirst { name.append(".") }
            name.append(last)
        }
        return name
    }
}
