import SwiftParser
import SwiftSyntax
import Testing

@testable import Analyzer

/// Written types parsed into `TypeRef`: the parts the resolver matches, and the text it gives back.
struct TypeRefTests {
    private func parsed(_ written: String) throws -> TypeRef {
        try #require(TypeRef(written: written))
    }

    private func named(_ path: String, _ generics: TypeRef...) -> TypeRef {
        .named(path: path.split(separator: ".").map(String.init), generics: generics)
    }

    @Test func nestedGenericsKeepTheirArgumentsAndTheirText() throws {
        let type = try parsed("Result<Paginated<Book.Format>, Swift.Error>")
        #expect(type == named("Result", named("Paginated", named("Book.Format")), named("Swift.Error")))
        #expect(type.description == "Result<Paginated<Book.Format>, Swift.Error>")
        #expect(type.genericArguments?.map(\.description) == ["Paginated<Book.Format>", "Swift.Error"])
        #expect(type.memberKey == "Result")
        // The arguments of an outer component name no other type.
        #expect(try parsed("Outer<A>.Inner") == named("Outer.Inner"))
    }

    /// Plain dotted names are read without the parser, and must read as the parser reads them.
    @Test func plainNamesReadWithoutTheParserAsTheParserReadsThem() throws {
        for plain in ["Book", "Book.Format", "_Storage", "UTF8.CodeUnit", "os.Logger", "anyType", "Types"] {
            let path = try #require(TypeRef.plainPath(plain), "\(plain)")
            var parser = Parser(plain)
            #expect(TypeRef.named(path: path, generics: []) == TypeRef(TypeSyntax.parse(from: &parser)), "\(plain)")
        }
        // Keywords mean something else (`Book.Type` is a metatype): the parser reads them.
        for other in ["Book.Type", "P.Protocol", "Any", "Self", "some", "inout", "_", "Book.self", "`Type`", "1Book"] {
            #expect(TypeRef.plainPath(other) == nil, "\(other)")
        }
        #expect(try parsed("Book.Type") == .metatype(named("Book")))
        for malformed in ["", "Book.", ".Book", "Book..Format", "Book<Int>", "[Book]", "Book?", "Café"] {
            #expect(TypeRef.plainPath(malformed) == nil, "\(malformed)")
        }
    }

    @Test func namesJoinedByDots() {
        #expect(["Book", "Format"].dotted() == "Book.Format")
        #expect(["Book", "Format"][..<1].dotted(appending: "Edition") == "Book.Edition")
        #expect([String]().dotted(appending: "Book") == "Book")
        #expect([String]().dotted().isEmpty)
    }

    @Test func optionalsOfTuplesAndTuplesOfOne() throws {
        let type = try parsed("(node: Node, slot: Int)?")
        let elements = [
            TypeRef.TupleElement(label: "node", type: named("Node")), .init(label: "slot", type: named("Int")),
        ]
        #expect(type == .optional(.tuple(elements)))
        #expect(type.tupleElements == elements)
        #expect(type.isOptional)
        #expect(type.description == "(node: Node, slot: Int)?")
        #expect(try parsed("(Book)") == named("Book"))
        #expect(try parsed("()") == .tuple([]))
        #expect(try parsed("Book!") == .implicitlyUnwrapped(named("Book")))
        #expect(try parsed("Book??").unwrapped == named("Book"))
    }

    @Test func closuresWithAttributesEffectsAndNamedParameters() throws {
        let type = try parsed("@escaping @Sendable (_ book: Book, Int) async throws(LoadError) -> [Book]")
        #expect(type == .function(parameters: [named("Book"), named("Int")], result: .array(named("Book"))))
        #expect(type.description == "(Book, Int) -> [Book]")
        let optional = try parsed("((Book) -> Void)?")
        #expect(optional.functionParameters == [named("Book")])
        #expect(optional.description == "((Book) -> Void)?")
        #expect(try parsed("() -> Void").functionParameters == [])
    }

    @Test func arraysAndDictionaries() throws {
        #expect(try parsed("[Book]") == .array(named("Book")))
        let dictionary = try parsed("[String: [Book.ID: Book]]?")
        #expect(
            dictionary
                == .optional(
                    .dictionary(key: named("String"), value: .dictionary(key: named("Book.ID"), value: named("Book")))))
        #expect(dictionary.description == "[String: [Book.ID: Book]]?")
    }

    @Test func someAnyInoutAndMetatypes() throws {
        #expect(try parsed("some Collection<Book>") == .opaque(named("Collection", named("Book"))))
        #expect(try parsed("any Store").description == "any Store")
        #expect(try parsed("any Argument.Type").namePath == ["Argument"])
        #expect(try parsed("Book.Type") == .metatype(named("Book")))
        #expect(try parsed("(any Store).Type").description == "(any Store).Type")
        let inoutType = try parsed("inout M")
        #expect(inoutType == .inout(named("M")))
        #expect(inoutType.isInout)
        #expect(try parsed("__owned some Sequence<Element>").withoutSpecifiers == named("Sequence", named("Element")))
        #expect(try parsed("consuming Book?").isOptional)
        #expect(try parsed("Resolver & Sendable") == .composition([named("Resolver"), named("Sendable")]))
        #expect(try parsed("`Type`") == named("Type"))
    }

    @Test func substitutingReplacesWholeNamesAndKeepsMembers() throws {
        let replacements = ["Content": named("BookDetail"), "Element": .array(named("Book"))]
        #expect(try parsed("Content?").substituting(replacements).description == "BookDetail?")
        #expect(try parsed("Content.Index").substituting(replacements).description == "BookDetail.Index")
        #expect(try parsed("[Element: Content]").substituting(replacements).description == "[[Book]: BookDetail]")
        #expect(try parsed("Box<Content>.Content").substituting(replacements).description == "Box.Content")
    }

    @Test func whatIsNoTypeIsNil() {
        #expect(TypeRef(written: "Book Format") == nil)
        #expect(TypeRef(written: "[Book") == nil)
        #expect(TypeRef(written: "") == nil)
    }

    @Test func anotherModulesTypeIsItsOwnCaseNotATuple() {
        #expect(TypeRef.external.isExternal)
        #expect(!TypeRef.external.isTuple)
        #expect(TypeRef.external.namePath == nil)
    }
}
