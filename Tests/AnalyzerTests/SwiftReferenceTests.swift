import Testing

@testable import Analyzer

/// The kinds of reference the Swift front end records and the certainty the resolver gives them.
/// Lines read `file:marker kind certainty source -> targets`.
struct SwiftReferenceTests {
    @Test func typeUsesInSignaturesAnnotationsAndExpressions() {
        let fixture = IndexFixture([
            "A.swift": """
            struct Book {}
            struct Shelf {
                var books: [1️⃣Book] = []
                func first(of kind: 2️⃣Book.Type) -> 3️⃣Book? { nil }
                func all() -> [4️⃣Book] { let copy: 5️⃣Book? = nil; return 7️⃣books }
                func count() -> Int { 6️⃣Book.self == kind ? 1 : 0 }
            }
            """
        ])

        expectLines(
            fixture.references(),
            """
            A.swift:1️⃣ typeUse exact s:Shelf.books -> s:Book
            A.swift:2️⃣ typeUse exact s:Shelf.first(of:) -> s:Book
            A.swift:3️⃣ typeUse exact s:Shelf.first(of:) -> s:Book
            A.swift:4️⃣ typeUse exact s:Shelf.all() -> s:Book
            A.swift:5️⃣ typeUse exact s:Shelf.all() -> s:Book
            A.swift:7️⃣ memberAccess exact s:Shelf.all() -> s:Shelf.books
            A.swift:6️⃣ typeUse exact s:Shelf.count() -> s:Book
            """)
    }

    @Test func anSPIGroupNamesNoDeclaration() {
        let fixture = IndexFixture([
            "A.swift": """
            struct Models {}
            @_spi(Models) public struct Ledger { @_spi(Models) public var total: 1️⃣Models? }
            """
        ])

        expectLines(fixture.references(), "A.swift:1️⃣ typeUse exact s:Ledger.total -> s:Models")
    }

    @Test func callsAndMemberAccesses() {
        let fixture = IndexFixture([
            "A.swift": """
            struct Library {
                var shelves = 0
                func open() {}
                func tour() { 1️⃣open(); print(2️⃣shelves); self.3️⃣open(); _ = self.4️⃣shelves }
            }
            func visit(_ library: Library) { library.5️⃣open(); _ = library.6️⃣shelves; 7️⃣visit(library) }
            """
        ])

        expectLines(
            fixture.references { $0.kind != .typeUse },
            """
            A.swift:1️⃣ call exact s:Library.tour() -> s:Library.open()
            A.swift:2️⃣ memberAccess exact s:Library.tour() -> s:Library.shelves
            A.swift:3️⃣ call exact s:Library.tour() -> s:Library.open()
            A.swift:4️⃣ memberAccess exact s:Library.tour() -> s:Library.shelves
            A.swift:5️⃣ call exact s:visit(_:) -> s:Library.open()
            A.swift:6️⃣ memberAccess exact s:visit(_:) -> s:Library.shelves
            A.swift:7️⃣ call exact s:visit(_:) -> s:visit(_:)
            """)
    }

    @Test func initializerCallsTargetTheChosenInitOrTheTypeItself() {
        let fixture = IndexFixture([
            "A.swift": """
            struct Point { var x: Int; var y = 0 }
            struct Size { init(side: Int) {}; init(width: Int, height: Int) {} }
            class Node { init() {}; convenience init(name: String) { self.1️⃣init() } }
            extension Point { init(both value: Int) { self.2️⃣init(x: value, y: value) } }
            let origin = 3️⃣Point(x: 0)
            let square = 4️⃣Size(side: 2)
            let frame = 5️⃣Size(width: 1, height: 2)
            let node = Node.6️⃣init()
            let diagonal: Point = .7️⃣init(both: 1)
            let named = 8️⃣Node(name: "root")
            """
        ])

        expectLines(
            fixture.references { $0.kind == .initializerCall },
            """
            A.swift:1️⃣ initializerCall exact s:Node.init(name:) -> s:Node.init()
            A.swift:2️⃣ initializerCall exact s:Point.init(both:) -> s:Point
            A.swift:3️⃣ initializerCall exact s:origin -> s:Point
            A.swift:4️⃣ initializerCall exact s:square -> s:Size.init(side:)
            A.swift:5️⃣ initializerCall exact s:frame -> s:Size.init(width:height:)
            A.swift:6️⃣ initializerCall exact s:node -> s:Node.init()
            A.swift:7️⃣ initializerCall exact s:diagonal -> s:Point.init(both:)
            A.swift:8️⃣ initializerCall exact s:named -> s:Node.init(name:)
            """)
    }

    @Test func inheritanceConformanceOverrideAndExtensions() {
        let fixture = IndexFixture([
            "A.swift": """
            protocol Loading {}
            protocol Caching {}
            class Base { func load() {}; var title: String { "" } }
            class Screen: 1️⃣Base, 2️⃣Loading {
                override func 3️⃣load() {}
                override var 4️⃣title: String { "Screen" }
            }
            protocol Refreshing: 5️⃣Loading {}
            """,
            "B.swift": """
            extension 6️⃣Screen: 7️⃣Caching {}
            """,
        ])

        expectLines(
            fixture.references(),
            """
            A.swift:1️⃣ inheritance exact s:Screen -> s:Base
            A.swift:2️⃣ conformance exact s:Screen -> s:Loading
            A.swift:3️⃣ override exact s:Screen.load() -> s:Base.load()
            A.swift:4️⃣ override exact s:Screen.title -> s:Base.title
            A.swift:5️⃣ conformance exact s:Refreshing -> s:Loading
            B.swift:6️⃣ extensionOf exact e:Screen@B.swift -> s:Screen
            B.swift:7️⃣ conformance exact e:Screen@B.swift -> s:Caching
            """)
    }

    @Test func overridesFindTheNearestSuperclassMemberWithTheSameLabels() {
        let fixture = IndexFixture([
            "A.swift": """
            class Root { func save(to path: String) {}; func save() {} }
            class Middle: Root {}
            class Leaf: Middle { override func 1️⃣save(to path: String) {} }
            """
        ])

        expectLines(
            fixture.references { $0.kind == .override },
            """
            A.swift:1️⃣ override exact s:Leaf.save(to:) -> s:Root.save(to:)
            """)
    }

    @Test func defaultArgumentsAreTheirOwnKind() {
        let fixture = IndexFixture([
            "A.swift": """
            enum Style { case plain; static let fallback = Style.plain }
            struct Formatter {}
            func render(style: Style = .1️⃣plain, backup: Style = 2️⃣Style.3️⃣fallback, with formatter: Formatter = 4️⃣Formatter()) {}
            """
        ])

        expectLines(
            fixture.references { $0.sourceID == "s:render(style:backup:with:)" && $0.kind != .typeUse },
            """
            A.swift:1️⃣ defaultArgument exact s:render(style:backup:with:) -> s:Style.plain
            A.swift:2️⃣ defaultArgument exact s:render(style:backup:with:) -> s:Style
            A.swift:3️⃣ defaultArgument exact s:render(style:backup:with:) -> s:Style.fallback
            A.swift:4️⃣ defaultArgument exact s:render(style:backup:with:) -> s:Formatter
            """)
    }

    @Test func keyPathsFollowDeclaredTypes() {
        let fixture = IndexFixture([
            "A.swift": """
            struct Author { var name = "" }
            struct Book { var author: Author?; var tags: [String] = [] }
            let byName = \\1️⃣Book.2️⃣author?.3️⃣name
            let count = \\4️⃣Book.5️⃣tags.count
            """
        ])

        expectLines(
            fixture.references { $0.location.line > 2 },
            """
            A.swift:1️⃣ typeUse exact s:byName -> s:Book
            A.swift:2️⃣ keyPath exact s:byName -> s:Book.author
            A.swift:3️⃣ keyPath exact s:byName -> s:Author.name
            A.swift:4️⃣ typeUse exact s:count -> s:Book
            A.swift:5️⃣ keyPath exact s:count -> s:Book.tags
            """)
    }

    @Test func attributesNamePropertyWrappersAndGlobalActors() {
        let fixture = IndexFixture([
            "A.swift": """
            @propertyWrapper struct Clamped { var wrappedValue: Int; init(wrappedValue: Int, max: Int) { self.wrappedValue = wrappedValue } }
            @globalActor actor StorageActor { static let shared = StorageActor() }
            struct Volume {
                @1️⃣Clamped(max: 10) var level = 0
                @2️⃣StorageActor func persist() {}
                @MainActor func show() {}
            }
            """
        ])

        expectLines(
            fixture.references { $0.kind == .attribute },
            """
            A.swift:1️⃣ attribute exact s:Volume.level -> s:Clamped
            A.swift:2️⃣ attribute exact s:Volume.persist() -> s:StorageActor
            """)
    }

    @Test func customOperatorsReferToTheirDeclarationAndImplementation() {
        let fixture = IndexFixture([
            "A.swift": """
            precedencegroup Chaining {}
            precedencegroup Piping {
                associativity: left
                higherThan: 🔟Chaining
            }
            infix operator |>: 1️⃣Piping
            prefix operator √
            func |> <T, U>(value: T, transform: (T) -> U) -> U { transform(value) }
            prefix func √ (value: Double) -> Double { value.squareRoot() }
            let root = 2️⃣√16.0
            let result = 1 3️⃣|> { $0 + 1 } + 1
            """
        ])

        expectLines(
            fixture.references(),
            """
            A.swift:🔟 typeUse exact s:Piping -> s:Chaining
            A.swift:1️⃣ typeUse exact s:|> -> s:Piping
            A.swift:2️⃣ operatorUse exact s:root -> s:√
            A.swift:2️⃣ operatorUse exact s:root -> s:√(value:)
            A.swift:3️⃣ operatorUse exact s:result -> s:|>
            A.swift:3️⃣ operatorUse exact s:result -> s:|>(value:transform:)
            """)
    }

    // MARK: Certainty

    @Test func certaintyIsExactInferredOrAmbiguous() {
        let fixture = IndexFixture([
            "A.swift": """
            struct Cart { func checkout() {}; func clear() {} }
            struct Wishlist { func clear() {} }
            func handle(cart: Cart, something: Any) {
                cart.1️⃣checkout()
                unknownFactory().2️⃣checkout()
                unknownFactory().3️⃣clear()
                unknownFactory().description
            }
            """
        ])

        expectLines(
            fixture.references { $0.kind == .call },
            """
            A.swift:1️⃣ call exact s:handle(cart:something:) -> s:Cart.checkout()
            A.swift:2️⃣ call inferred s:handle(cart:something:) -> s:Cart.checkout()
            A.swift:3️⃣ call ambiguous s:handle(cart:something:) -> s:Cart.clear(), s:Wishlist.clear()
            """)
    }

    @Test func sourceIsTheInnermostDeclarationOrNilAtFileScope() {
        let fixture = IndexFixture([
            "A.swift": """
            struct Token {}
            typealias Tokens = [1️⃣Token]
            let shared = 2️⃣Token()
            struct Lexer {
                var next: 3️⃣Token? { get { 4️⃣Token() } }
                func scan() { let make = { 5️⃣Token() }; _ = make }
            }
            6️⃣Token()
            """
        ])

        expectLines(
            fixture.references(),
            """
            A.swift:1️⃣ typeUse exact s:Tokens -> s:Token
            A.swift:2️⃣ initializerCall exact s:shared -> s:Token
            A.swift:3️⃣ typeUse exact s:Lexer.next -> s:Token
            A.swift:4️⃣ initializerCall exact s:Lexer.next -> s:Token
            A.swift:5️⃣ initializerCall exact s:Lexer.scan() -> s:Token
            A.swift:6️⃣ initializerCall exact - -> s:Token
            """)
    }
}
