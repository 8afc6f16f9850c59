import Testing

@testable import Analyzer

/// Receivers whose type the syntax index infers from their surroundings, each a cause of
/// disagreement with the compiler measured on real code (`cleave index --compare`).
struct ReceiverInferenceTests {
    @Test func aPropertyReadIsNotAMethodOfTheSameNameAndACallIsNotAProperty() {
        let fixture = IndexFixture([
            "A.swift": """
            struct Catalog { var books: [Int]; func books(by author: String) -> [Int] { [] } }
            struct Store { var books: [Int] }
            func read(_ rows: [String: Any]) {
                rows.values.forEach { unknown in
                    _ = unknown.1️⃣books
                    _ = unknown.2️⃣books(by: "Le Guin")
                }
            }
            """
        ])

        expectLines(
            fixture.references { $0.name == "books" },
            """
            A.swift:1️⃣ memberAccess ambiguous s:read(_:) -> s:Catalog.books, s:Store.books
            A.swift:2️⃣ call inferred s:read(_:) -> s:Catalog.books(by:)
            """)
    }

    @Test func implicitMembersTakeTheTypeOfWhatTheyAreComparedWithAssignedToOrSwitchedOver() {
        let fixture = IndexFixture([
            "A.swift": """
            enum Phase { case idle, loading }
            enum Mode { case idle, loading }
            final class Screen {
                var phase: Phase = .idle
                func go(_ mode: Mode) {
                    phase = .1️⃣loading
                    if phase == .2️⃣idle {}
                    switch mode {
                    case .3️⃣loading: break
                    default: break
                    }
                    if case .4️⃣idle = mode {}
                }
            }
            """
        ])

        expectLines(
            fixture.references { $0.kind == .memberAccess && $0.sourceID == "s:Screen.go(_:)" && $0.name != "phase" },
            """
            A.swift:1️⃣ memberAccess exact s:Screen.go(_:) -> s:Phase.loading
            A.swift:2️⃣ memberAccess exact s:Screen.go(_:) -> s:Phase.idle
            A.swift:3️⃣ memberAccess exact s:Screen.go(_:) -> s:Mode.loading
            A.swift:4️⃣ memberAccess exact s:Screen.go(_:) -> s:Mode.idle
            """)
    }

    @Test func elementsOfEnumeratedSubscriptedAndKeyPathedSequences() {
        let fixture = IndexFixture([
            "A.swift": """
            struct Book { var title: String }
            struct Author { var title: String }
            struct Shelf {
                var books: [Book]
                func list() {
                    for (index, book) in books.enumerated() { _ = book.1️⃣title }
                    _ = books[0].2️⃣title
                    _ = books.map(\\.3️⃣title)
                }
            }
            """
        ])

        expectLines(
            fixture.references { $0.name == "title" },
            """
            A.swift:1️⃣ memberAccess exact s:Shelf.list() -> s:Book.title
            A.swift:2️⃣ memberAccess exact s:Shelf.list() -> s:Book.title
            A.swift:3️⃣ keyPath exact s:Shelf.list() -> s:Book.title
            """)
    }

    /// The closure's parameters take the inputs of the function type it is passed as, through a
    /// typealias; `$0` too, and trailing or labelled alike.
    @Test func closureParametersTakeTheTypeOfTheParameterTheyArePassedTo() {
        let fixture = IndexFixture([
            "A.swift": """
            struct Request { var path: String }
            struct Reply { var path: String }
            final class Transport {
                typealias Handler = (Request) -> Reply
                func register(path: String, handler: @escaping Handler) {}
                func each(_ body: ((Reply, Int) -> Void)?) {}
            }
            func install(on transport: Transport) {
                transport.register(path: "/") { request in Reply(path: request.1️⃣path) }
                transport.register(path: "/", handler: { Reply(path: $0.2️⃣path) })
                transport.each { reply, _ in _ = reply.3️⃣path }
            }
            """
        ])

        expectLines(
            fixture.references { $0.name == "path" },
            """
            A.swift:9:54 memberAccess exact s:install(on:) -> s:Reply.path
            A.swift:1️⃣ memberAccess exact s:install(on:) -> s:Request.path
            A.swift:10:52 memberAccess exact s:install(on:) -> s:Reply.path
            A.swift:2️⃣ memberAccess exact s:install(on:) -> s:Request.path
            A.swift:3️⃣ memberAccess exact s:install(on:) -> s:Reply.path
            """)
    }

    @Test func aGenericTypeCalledWithItsArgumentsCallsItsInitializer() {
        let fixture = IndexFixture([
            "A.swift": """
            final class Store<Value> { init(initial: [Value] = []) {} }
            let store = 1️⃣Store<Int>()
            """
        ])

        expectLines(
            fixture.references { $0.kind == .initializerCall },
            """
            A.swift:1️⃣ initializerCall exact s:store -> s:Store.init(initial:)
            """)
    }

    @Test func functionTypesAreReadThroughAttributesOptionalsAndLabels() {
        #expect(TypeResolver.functionInputs(of: "@escaping (Book, Int) -> Void") == ["Book", "Int"])
        #expect(TypeResolver.functionInputs(of: "((Book) -> Void)?") == ["Book"])
        #expect(TypeResolver.functionInputs(of: "(_ book: Book) throws -> [Book]") == ["Book"])
        #expect(TypeResolver.functionInputs(of: "() -> Void") == [])
        #expect(TypeResolver.functionInputs(of: "(Result<Book, Error>) -> Void") == ["Result<Book, Error>"])
        #expect(TypeResolver.functionInputs(of: "(Book, Int)") == nil)
        #expect(TypeResolver.functionInputs(of: "Book") == nil)
    }
}

/// Names and types as real packages write them (swift-collections, swift-argument-parser).
struct NamingTests {
    @Test func backtickedNamesAreTheNamesTheyDeclare() {
        let fixture = IndexFixture([
            "A.swift": """
            enum Visibility { case `default`, hidden }
            func show(_ visibility: Visibility = .1️⃣default) {}
            """
        ])

        #expect(fixture.declaration("s:Visibility.default")?.name == "default")
        expectLines(
            fixture.references { $0.name == "default" },
            """
            A.swift:1️⃣ defaultArgument exact s:show(_:) -> s:Visibility.default
            """)
    }

    @Test func underscoredTypesSelfAndOwnershipModifiersAreTypes() {
        let fixture = IndexFixture([
            "A.swift": """
            struct _Node { static let capacity = 8; var count: Int }
            struct _Bitmap { static let capacity = 64 }
            extension _Node {
                static func == (left: Self, right: Self) -> Bool { left.1️⃣count == right.count }
                func merged(with other: __owned _Node) -> Int { other.2️⃣count + _Node.3️⃣capacity }
            }
            """
        ])

        expectLines(
            fixture.references { $0.location.line >= 4 && ["count", "capacity"].contains($0.name) },
            """
            A.swift:1️⃣ memberAccess exact s:_Node.==(left:right:) -> s:_Node.count
            A.swift:4:76 memberAccess exact s:_Node.==(left:right:) -> s:_Node.count
            A.swift:2️⃣ memberAccess exact s:_Node.merged(with:) -> s:_Node.count
            A.swift:3️⃣ memberAccess exact s:_Node.merged(with:) -> s:_Node.capacity
            """)
    }

    /// `result.node` on a tuple, and `count` on a receiver of unknown type, name nothing of the
    /// monolith: a tuple's labels are not members, and `count` is nearly always a collection's.
    @Test func tupleLabelsAndStandardLibraryNamesOnUnknownReceiversAreNotGuessed() {
        let fixture = IndexFixture([
            "A.swift": """
            struct Node { var node: Int; var count: Int }
            struct Tree {
                func insert() -> (node: Node, inserted: Bool) { (Node(node: 0, count: 0), true) }
                func use(_ values: [String: Int], _ anything: [Any]) {
                    let result = insert()
                    _ = result.1️⃣node
                    for entry in values { _ = entry.2️⃣key }
                    _ = anything.first.3️⃣count
                    _ = result.node.4️⃣count
                }
            }
            """
        ])

        expectLines(
            fixture.references { $0.location.line >= 6 },
            """
            A.swift:4️⃣ memberAccess exact s:Tree.use(_:_:) -> s:Node.count
            """)
    }

    @Test func aCaseOfAnEnumIsOfTheEnumsType() {
        let fixture = IndexFixture([
            "A.swift": """
            enum Key: String { case shell; var flag: String { "--" + rawValue } }
            struct Other { var flag: String }
            let text = Key.shell.1️⃣flag
            """
        ])

        expectLines(
            fixture.references { $0.name == "flag" },
            """
            A.swift:1️⃣ memberAccess exact s:text -> s:Key.flag
            """)
    }

    @Test func membersOfAnExtendedTypealiasAreTheAliasedTypes() {
        let fixture = IndexFixture([
            "A.swift": """
            struct HashTable { struct Handle { var scale: Int } }
            typealias UnsafeHandle = HashTable.Handle
            extension UnsafeHandle { func bucketCount() -> Int { scale * 2 } }
            func load(_ handle: HashTable.Handle) -> Int { handle.1️⃣bucketCount() }
            """
        ])

        expectLines(
            fixture.references { $0.name == "bucketCount" || $0.name == "scale" },
            """
            A.swift:3:54 memberAccess exact s:UnsafeHandle.bucketCount() -> s:HashTable.Handle.scale
            A.swift:1️⃣ call exact s:load(_:) -> s:UnsafeHandle.bucketCount()
            """)
    }
}
