import Foundation
import SwiftParser
import SwiftSyntax

extension TypeRef {
    /// The type a text writes, parsed as Swift; nil when it is no type.
    init?(written: String) {
        guard let parsed = Self.parsed.value(for: written, orMake: Self.parse) else { return nil }
        self = parsed
    }

    /// The key the members of a type held as text (a declaration's owner, a standard table's
    /// supertype or alias) are registered under: `Array<Book>` → `Array`; text that is no type, as it is.
    static func memberKey(ofWritten written: String) -> String {
        TypeRef(written: written)?.memberKey ?? written
    }

    /// Each text is parsed once: the resolver reads the same few types for nearly every reference.
    private static let parsed = ParsedTypes()

    private static func parse(_ text: String) -> TypeRef? {
        if let path = plainPath(text) { return .named(path: path, generics: []) }
        var parser = Parser(text)
        let syntax = TypeSyntax.parse(from: &parser)
        return syntax.hasError ? nil : TypeRef(syntax)
    }

    /// `Book` or `Book.Format`, the most of what is parsed, read without the parser (which costs
    /// more than a hundred thousand instructions to start): ASCII names and dots, no keyword among
    /// them (`Book.Type` is a metatype, `inout` and `some` no name). Nil for anything else.
    static func plainPath(_ text: String) -> [String]? {
        var path: [String] = []
        for part in text.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false) {
            guard let first = part.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first),
                part.allSatisfy({ $0 < 0x80 && SwiftInterfaceReader.isIdentifierByte($0) }),
                let name = String(part), !keywords.contains(name)
            else { return nil }
            path.append(name)
        }
        return path
    }

    /// Every word the parser knows as a keyword, contextual ones too, and the wildcard `_`.
    private static let keywords = Set(
        (0...UInt8.max).compactMap { Keyword(rawValue: $0) }.map { TokenSyntax.keyword($0).text } + ["_"])

    init(_ syntax: TypeSyntax) {
        switch syntax.as(TypeSyntaxEnum.self) {
        case .identifierType(let type):
            self = .named(path: [Self.name(type.name)], generics: Self.arguments(type.genericArgumentClause))
        case .memberType(let type):
            guard case .named(let path, _) = TypeRef(type.baseType) else {
                self = .other(syntax.trimmedText)
                return
            }
            self = .named(path: path + [Self.name(type.name)], generics: Self.arguments(type.genericArgumentClause))
        case .optionalType(let type): self = .optional(TypeRef(type.wrappedType))
        case .implicitlyUnwrappedOptionalType(let type): self = .implicitlyUnwrapped(TypeRef(type.wrappedType))
        case .arrayType(let type): self = .array(TypeRef(type.element))
        case .dictionaryType(let type): self = .dictionary(key: TypeRef(type.key), value: TypeRef(type.value))
        case .tupleType(let type): self = Self.tuple(type.elements)
        case .functionType(let type):
            self = .function(
                parameters: type.parameters.map { TypeRef($0.type) }, result: TypeRef(type.returnClause.type))
        case .metatypeType(let type): self = .metatype(TypeRef(type.baseType))
        case .someOrAnyType(let type):
            let constraint = TypeRef(type.constraint)
            self = type.someOrAnySpecifier.tokenKind == .keyword(.some) ? .opaque(constraint) : .existential(constraint)
        case .compositionType(let type): self = .composition(type.elements.map { TypeRef($0.type) })
        case .attributedType(let type):
            let base = TypeRef(type.baseType)
            self = Self.isInout(type) ? .inout(base) : base
        case .classRestrictionType: self = .named(path: ["AnyObject"], generics: [])
        default: self = .other(syntax.trimmedText)
        }
    }

    /// `(Book)` is a parenthesized `Book`; anything else in parentheses a tuple.
    private static func tuple(_ elements: TupleTypeElementListSyntax) -> TypeRef {
        if elements.count == 1, let only = elements.first, only.firstName == nil, only.ellipsis == nil {
            return TypeRef(only.type)
        }
        return .tuple(
            elements.map { element in
                let label = element.firstName.map(Self.name).flatMap { $0 == "_" ? nil : $0 }
                return TupleElement(label: label, type: TypeRef(element.type))
            })
    }

    private static func arguments(_ clause: GenericArgumentClauseSyntax?) -> [TypeRef] {
        guard let clause else { return [] }
        return clause.arguments.map { argument in
            if case .type(let type) = argument.argument { return TypeRef(type) }
            return .other(argument.argument.trimmedText)  // a value: `3` of `InlineArray<3, Int>`
        }
    }

    private static func isInout(_ type: AttributedTypeSyntax) -> Bool {
        (Array(type.specifiers) + Array(type.lateSpecifiers)).contains { specifier in
            if case .simpleTypeSpecifier(let simple) = specifier {
                return simple.specifier.tokenKind == .keyword(.inout)
            }
            return false
        }
    }

    /// A name as declared: `` `Type` `` is `Type`.
    private static func name(_ token: TokenSyntax) -> String {
        token.identifier?.name ?? token.text
    }
}

/// Parsed types by their text, shared by the resolvers of every file.
private final class ParsedTypes: @unchecked Sendable {
    private let lock = NSLock()
    private var types: [String: TypeRef?] = [:]

    func value(for text: String, orMake make: (String) -> TypeRef?) -> TypeRef? {
        if let known = lock.withLock({ types[text] }) { return known }
        let made = make(text)
        lock.withLock { types[text] = made }
        return made
    }
}
