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
            func read() {
                undeclaredFunction { unknown in
                    _ = unknown.1️⃣books
                    _ = unknown.2️⃣books(by: "Le Guin")
                }
            }
            """
        ])

        expectLines(
            fixture.references { $0.name == "books" },
            """
            A.swift:1️⃣ memberAccess ambiguous s:read() -> s:Catalog.books, s:Store.books
            A.swift:2️⃣ call inferred s:read() -> s:Catalog.books(by:)
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
        let inputs = { (written: String) in TypeRef(written: written)?.functionParameters?.map(\.description) }
        #expect(inputs("@escaping (Book, Int) -> Void") == ["Book", "Int"])
        #expect(inputs("((Book) -> Void)?") == ["Book"])
        #expect(inputs("(_ book: Book) throws -> [Book]") == ["Book"])
        #expect(inputs("() -> Void") == [])
        #expect(inputs("(Result<Book, Error>) -> Void") == ["Result<Book, Error>"])
        #expect(inputs("(Book, Int)") == nil)
        #expect(inputs("Book") == nil)
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

/// Receivers whose type comes from generics, pointers, subscripts and the standard library.
struct TypedReceiverTests {
    @Test func genericParametersAreLookedUpInTheirConstraint() {
        let fixture = IndexFixture([
            "A.swift": """
            protocol Argument { static var defaultValue: String { get }; var label: String { get } }
            struct Other { static var defaultValue: String { "" }; var label: String }
            func describe<T: Argument>(_ value: T) -> String { T.1️⃣defaultValue + value.2️⃣label }
            func describeAll<T>(_ values: [T]) -> [String] where T: Argument { values.map { $0.3️⃣label } }
            """
        ])

        expectLines(
            fixture.references {
                ["defaultValue", "label"].contains($0.name) && $0.sourceID?.hasPrefix("s:describe") == true
            },
            """
            A.swift:1️⃣ memberAccess exact s:describe(_:) -> s:Argument.defaultValue
            A.swift:2️⃣ memberAccess exact s:describe(_:) -> s:Argument.label
            A.swift:3️⃣ memberAccess exact s:describeAll(_:) -> s:Argument.label
            """)
    }

    @Test func ternaryBranchesAndNilCoalescingTakeTheTypeOfTheirPeer() {
        let fixture = IndexFixture([
            "A.swift": """
            enum Visibility { case `default`, hidden }
            enum Kind { case `default`, hidden }
            struct Help {
                var visibility: Visibility
                mutating func set(_ shown: Bool, _ other: Visibility?) {
                    visibility = shown ? .1️⃣default : .2️⃣hidden
                    visibility = other ?? .3️⃣hidden
                }
            }
            """
        ])

        expectLines(
            fixture.references { ["default", "hidden"].contains($0.name) },
            """
            A.swift:1️⃣ memberAccess exact s:Help.set(_:_:) -> s:Visibility.default
            A.swift:2️⃣ memberAccess exact s:Help.set(_:_:) -> s:Visibility.hidden
            A.swift:3️⃣ memberAccess exact s:Help.set(_:_:) -> s:Visibility.hidden
            """)
    }

    @Test func pointeesAndSubscriptResultsAreOfTheirDeclaredTypes() {
        let fixture = IndexFixture([
            "A.swift": """
            struct Header { var count: Int; var scale: Int }
            struct Item { var scale: Int }
            struct Node {
                var header: UnsafeMutablePointer<Header>
                subscript(item slot: Int) -> Item { Item(scale: slot) }
                func read() -> Int { header.pointee.1️⃣scale + self[item: 0].2️⃣scale }
            }
            """
        ])

        expectLines(
            fixture.references { $0.name == "scale" && $0.sourceID == "s:Node.read()" },
            """
            A.swift:1️⃣ memberAccess exact s:Node.read() -> s:Header.scale
            A.swift:2️⃣ memberAccess exact s:Node.read() -> s:Item.scale
            """)
    }

    /// `Array` is a `Collection`, a `Codable` type `Encodable`; the standard library's own
    /// `count` and `first(where:)` are not the monolith's `count(of:)` and `first(withID:)`.
    @Test func extensionsOfStandardProtocolsServeStandardTypes() {
        let fixture = IndexFixture([
            "A.swift": """
            extension Collection {
                func chunked(into size: Int) -> [[Element]] { [] }
                func count(of element: Element) -> Int { 0 }
                func first(withID id: Int) -> Element? { nil }
            }
            extension Encodable { func encoded() -> String { "" } }
            struct Progress: Codable { var page: Int }
            func use(_ books: [String], _ progress: Progress) {
                _ = books.1️⃣chunked(into: 2)
                _ = progress.2️⃣encoded()
                _ = books.count
                _ = books.first { $0.isEmpty }
            }
            """
        ])

        expectLines(
            fixture.references { $0.sourceID == "s:use(_:_:)" && $0.kind == .call },
            """
            A.swift:1️⃣ call exact s:use(_:_:) -> s:Collection.chunked(into:)
            A.swift:2️⃣ call exact s:use(_:_:) -> s:Encodable.encoded()
            """)
    }
}

/// Generic arguments carried through, and receivers known to be another module's.
struct GenericAndExternalReceiverTests {
    @Test func aGenericTypesArgumentsTypeItsMembers() {
        let fixture = IndexFixture([
            "A.swift": """
            enum ViewState<Content> { case loaded(Content); var content: Content? { nil } }
            struct Detail { var title: String }
            struct Other { var title: String }
            final class Presenter {
                var state: ViewState<Detail> = .loaded(Detail(title: ""))
                var heading: String { state.content?.1️⃣title ?? "" }
            }
            """
        ])

        expectLines(
            fixture.references { $0.name == "title" && $0.sourceID == "s:Presenter.heading" },
            """
            A.swift:1️⃣ memberAccess exact s:Presenter.heading -> s:Detail.title
            """)
    }

    /// In an extension of another module's type, its own members are not the monolith's: `kind`
    /// below is `Info.kind`, whatever the monolith declares under that name. The monolith's
    /// extension of a standard protocol still serves a standard type's values.
    @Test func membersOfAnotherModulesTypesAreNotGuessedByName() {
        let fixture = IndexFixture([
            "A.swift": """
            import Foundation
            struct Argument { var kind: Int }
            extension Collection { var nonEmpty: Self? { isEmpty ? nil : self } }
            extension URLComponents {
                var flags: Int { queryItems?.filter { $0.1️⃣kind == 0 }.count ?? 0 }
                var query: String? { [path, host ?? ""].joined(separator: "&").2️⃣nonEmpty }
            }
            """
        ])

        expectLines(
            fixture.references { ["kind", "nonEmpty"].contains($0.name) && $0.kind == .memberAccess },
            """
            A.swift:2️⃣ memberAccess exact s:URLComponents.query -> s:Collection.nonEmpty
            """)
    }

    @Test func anInitializerInAnExtensionLeavesTheMemberwiseOne() {
        let fixture = IndexFixture([
            "A.swift": """
            struct ID { let rawValue: String }
            extension ID { init(number: Int) { self.init(rawValue: String(number)) } }
            let id = ID(1️⃣rawValue: "a")
            """
        ])

        expectLines(
            fixture.references { $0.name == "rawValue" && $0.sourceID == "s:id" },
            """
            A.swift:1️⃣ memberAccess exact s:id -> s:ID.rawValue
            """)
    }
}

/// Enum cases as patterns and arguments, and elements of constrained extensions.
struct PatternAndExtensionTests {
    @Test func aCasePatternMayLeaveItsLabelsOutAndAnImplicitCallsArgumentsTakeItsParameters() {
        let fixture = IndexFixture([
            "A.swift": """
            enum Feature { case library, settings }
            enum Route {
                case library, shelf(id: Int), show(Feature, actions: [String])
                var name: String {
                    switch self {
                    case .1️⃣shelf(let id): return "\\(id)"
                    default: return ""
                    }
                }
                static func make() -> Route { .show(.2️⃣library, actions: []) }
            }
            """
        ])

        expectLines(
            fixture.references {
                $0.location.line == 6 && $0.name == "shelf" || $0.location.line == 10 && $0.name == "library"
            },
            """
            A.swift:1️⃣ call exact s:Route.name -> s:Route.shelf(id:)
            A.swift:2️⃣ memberAccess exact s:Route.make() -> s:Feature.library
            """)
    }

    @Test func elementsOfAConstrainedExtensionAreOfItsConstraint() {
        let fixture = IndexFixture([
            "A.swift": """
            protocol Identified { var id: Int { get } }
            struct Book: Identified { var id: Int }
            extension Sequence where Element: Identified {
                func first(withID id: Int) -> Element? { first { $0.1️⃣id == id } }
                var ids: [Int] { var all: [Int] = []; for element in self { all.append(element.2️⃣id) }; return all }
            }
            """
        ])

        expectLines(
            fixture.references { $0.name == "id" && $0.kind == .memberAccess },
            """
            A.swift:1️⃣ memberAccess exact s:Sequence.first(withID:) -> s:Identified.id
            A.swift:2️⃣ memberAccess exact s:Sequence.ids -> s:Identified.id
            """)
    }
}

struct GuessingTests {
    /// By name alone, `x.title` on an unknown `x` fits three types: a guess that is wrong at least
    /// twice in three, counted and left out. Two types' members stay, as an ambiguous reference.
    @Test func aGuessAmongMoreThanTwoTypesIsCountedNotKept() {
        let fixture = IndexFixture([
            "A.swift": """
            struct Book { var title: String; var pages: Int }
            struct Shelf { var title: String; var pages: Int }
            struct Screen { var title: String }
            func show() {
                undeclared { x in _ = x.title; _ = x.1️⃣pages }
            }
            """
        ])

        expectLines(
            fixture.references { $0.sourceID == "s:show()" },
            """
            A.swift:1️⃣ memberAccess ambiguous s:show() -> s:Book.pages, s:Shelf.pages
            """)
        #expect(fixture.index.tooAmbiguousReferences == 1)
    }
}

/// Operators, `Self`, metatypes and protocols' initializers.
struct OperatorAndInitializerTests {
    @Test func anOperatorIsTheImplementationInItsLeftOperandsType() {
        let fixture = IndexFixture([
            "A.swift": """
            struct Slot { var value: Int; static func == (left: Slot, right: Slot) -> Bool { left.value == right.value } }
            struct Level { var slot: Slot }
            func same(_ a: Level, _ b: Level) -> Bool { a.slot 1️⃣== b.slot && 1 == 2 }
            """
        ])

        expectLines(
            fixture.references { $0.kind == .operatorUse },
            """
            A.swift:1️⃣ operatorUse exact s:same(_:_:) -> s:Slot.==(left:right:)
            """)
    }

    /// Operator sequences are folded as the compiler folds them: `price * rate + fee` is
    /// `(price * rate) + fee`, so `+` is looked up in the type of `price * rate` (a `Money`), not
    /// in the type of `rate`, the element before it.
    @Test func operatorsAreFoldedByTheirPrecedence() {
        let fixture = IndexFixture([
            "A.swift": """
            struct Money { var cents: Int; static func * (m: Money, k: Rate) -> Money { m }; static func + (l: Money, r: Money) -> Money { l } }
            struct Rate { var factor: Int; static func + (l: Rate, r: Money) -> Rate { l } }
            func total(_ price: Money, _ rate: Rate, _ fee: Money) -> Money { price 1️⃣* rate 2️⃣+ fee }
            """
        ])

        expectLines(
            fixture.references { $0.kind == .operatorUse && $0.sourceID == "s:total(_:_:_:)" },
            """
            A.swift:1️⃣ operatorUse exact s:total(_:_:_:) -> s:Money.*(m:k:)
            A.swift:2️⃣ operatorUse exact s:total(_:_:_:) -> s:Money.+(l:r:)
            """)
    }

    /// An operator declared in another file folds by its precedence group there, as the compiler
    /// folds it: with `<>` binding looser than `*`, `a <> b * k` is `a <> (b * k)`, so `*` is
    /// looked up in the type of `b`. (An operator no file declares leaves its sequence unfolded.)
    @Test func operatorsDeclaredInAnotherFileFoldByTheirPrecedence() {
        let fixture = IndexFixture([
            "Operators.swift": """
            precedencegroup PairingPrecedence { lowerThan: MultiplicationPrecedence }
            infix operator <>: PairingPrecedence
            """,
            "A.swift": """
            struct Money { static func <> (l: Money, r: Money) -> Pair { Pair() }; static func * (l: Money, k: Rate) -> Money { l } }
            struct Pair { static func * (l: Pair, k: Rate) -> Pair { l } }
            struct Rate {}
            func scaled(_ a: Money, _ b: Money, _ k: Rate) -> Pair { a 1️⃣<> b 2️⃣* k }
            """,
        ])

        expectLines(
            fixture.references { $0.kind == .operatorUse && $0.sourceID == "s:scaled(_:_:_:)" },
            """
            A.swift:1️⃣ operatorUse exact s:scaled(_:_:_:) -> s:<>
            A.swift:1️⃣ operatorUse exact s:scaled(_:_:_:) -> s:Money.<>(l:r:)
            A.swift:2️⃣ operatorUse exact s:scaled(_:_:_:) -> s:Money.*(l:k:)
            """)
    }

    /// `tracker.track(.error(domain: d))`: of `track(_: Event)` and `track(_: [Event])`, the one
    /// whose parameter's type has a member `error`, as for `.error` alone. A property of that name
    /// elsewhere (`Resource.error`, a `String`) does not make the implicit member a `String`.
    @Test func anImplicitMemberCallPicksTheOverloadWhoseParameterHasTheMember() {
        let fixture = IndexFixture([
            "A.swift": """
            enum Event { case error(domain: String), opened }
            enum Resource { static let error = "error" }
            protocol Tracker { func track(_ event: Event) }
            extension Tracker { func track(_ events: [Event]) {} }
            func report(_ tracker: Tracker) { tracker.1️⃣track(.error(domain: "x")); tracker.2️⃣track(.opened) }
            """
        ])

        expectLines(
            fixture.references { $0.name == "track" && $0.sourceID == "s:report(_:)" },
            """
            A.swift:1️⃣ call exact s:report(_:) -> s:Tracker.track(_:)
            A.swift:2️⃣ call exact s:report(_:) -> s:Tracker.track(_:)
            """)
    }

    @Test func selfNamesTheEnclosingTypeAndStaticSelfBuiltMembersAreOfIt() {
        let fixture = IndexFixture([
            "A.swift": """
            struct Key { static let shell = Self(rawValue: "SHELL"); var rawValue: String }
            let name = Key.shell.1️⃣rawValue
            """,
            "B.swift": """
            extension Key { static func make() -> Key { 2️⃣Self.shell } }
            """,
        ])

        expectLines(
            fixture.references {
                ($0.name == "rawValue" && $0.sourceID == "s:name")
                    || $0.location.file == "B.swift" && $0.kind == .typeUse && $0.location.column >= 45
            },
            """
            A.swift:1️⃣ memberAccess exact s:name -> s:Key.rawValue
            B.swift:2️⃣ typeUse exact s:Key.make() -> s:Key
            """)
    }

    /// `T(argument:)` with `T: Expressible` and `self.init(_decoder:)` from a protocol extension
    /// call the protocols' initializers (the requirement, which its default implements); a
    /// metatype's static members are the type's.
    @Test func protocolsInitializersAndMetatypes() {
        let fixture = IndexFixture([
            "A.swift": """
            protocol Expressible { init?(argument: String); static var all: [String] { get } }
            protocol Wrapper { init(_decoder: Int) }
            extension Wrapper { init(_decoder: Int) { fatalError() } }
            struct Argument: Wrapper { var value: Int; init(value: Int) { self.1️⃣init(_decoder: value) } }
            func parse<T: Expressible>(_ text: String, as type: T.Type) -> T? { 2️⃣T(argument: text) }
            func list(_ options: any Expressible.Type) -> [String] { options.3️⃣all }
            """
        ])

        expectLines(
            fixture.references { $0.kind == .initializerCall || $0.name == "all" },
            """
            A.swift:1️⃣ initializerCall exact s:Argument.init(value:) -> s:Wrapper.init(_decoder:)
            A.swift:2️⃣ initializerCall exact s:parse(_:as:) -> s:Expressible.init(argument:)
            A.swift:3️⃣ memberAccess exact s:list(_:) -> s:Expressible.all
            """)
    }
}

/// Overloads told apart by what the syntax can tell of their arguments.
struct OverloadTests {
    @Test func evidentArgumentTypesPickTheOverloadAndRequirementsWinOverTheirDefaults() {
        let fixture = IndexFixture([
            "A.swift": """
            struct Range2 {}
            protocol Configured { var configuration: Int { get } }
            extension Configured { var configuration: Int { 0 } }
            struct Bits {
                func copy(from range: Range2, to index: Int) {}
                func copy(from other: Bits, to index: Int) {}
                func use(_ range: Range2, _ command: any Configured) {
                    1️⃣copy(from: range, to: 0)
                    2️⃣copy(from: self, to: 1)
                    _ = command.3️⃣configuration
                }
            }
            """
        ])

        expectLines(
            fixture.references { $0.sourceID == "s:Bits.use(_:_:)" && $0.kind != .typeUse },
            """
            A.swift:1️⃣ call exact s:Bits.use(_:_:) -> s:Bits.copy(from:to:)
            A.swift:2️⃣ call exact s:Bits.use(_:_:) -> s:Bits.copy(from:to:)#2
            A.swift:3️⃣ memberAccess exact s:Bits.use(_:_:) -> s:Configured.configuration
            """)
    }
}

struct GuessedReadTests {
    /// `x.chunks` read without a call on an unknown `x` is no `chunks(of:)` of the monolith.
    @Test func aPropertyReadIsNotGuessedToBeAMethod() {
        let fixture = IndexFixture([
            "A.swift": """
            extension Collection { func chunks(of size: Int) -> [Self] { [] } }
            func show() { undeclared { x in _ = x.chunks; _ = x.1️⃣chunks(of: 2) } }
            """
        ])

        expectLines(
            fixture.references { $0.sourceID == "s:show()" },
            """
            A.swift:1️⃣ call inferred s:show() -> s:Collection.chunks(of:)
            """)
    }
}

/// Overloads narrowed to the most specific, subscripts by their index type, calls through aliases.
struct SpecificOverloadTests {
    @Test func theMostSpecificOverloadAndSubscriptWinAndSelfAndAliasesAreCalled() {
        let fixture = IndexFixture([
            "A.swift": """
            struct Bits: Sequence {
                typealias Word = UInt64
                typealias Slot = Bits
                init() {}
                init(_ other: Bits) {}
                func makeIterator() -> IndexingIterator<[Int]> { [].makeIterator() }
                func isSubset(of other: Bits) -> Bool { true }
                func isSubset(of other: some Sequence<Int>) -> Bool { true }
                subscript(position: Int) -> Bool { true }
                subscript(range: Range<Int>) -> Bits { self }
                func use(_ span: Range<Int>) {
                    _ = isSubset(of: self)
                    _ = self2️⃣[span]
                    _ = 3️⃣Self()
                    _ = 4️⃣Word(5)
                    _ = 5️⃣Slot(self)
                }
            }
            """
        ])

        expectLines(
            fixture.references {
                $0.sourceID == "s:Bits.use(_:)" && $0.kind != .typeUse
                    || $0.targetIDs.contains { $0.hasPrefix("s:Bits.Word") || $0.hasPrefix("s:Bits.Slot") }
            },
            """
            A.swift:12:13 call exact s:Bits.use(_:) -> s:Bits.isSubset(of:)
            A.swift:2️⃣ call exact s:Bits.use(_:) -> s:Bits.subscript(_:)#2
            A.swift:3️⃣ initializerCall exact s:Bits.use(_:) -> s:Bits.init()
            A.swift:4️⃣ typeUse exact s:Bits.use(_:) -> s:Bits.Word
            A.swift:5️⃣ initializerCall exact s:Bits.use(_:) -> s:Bits.init(_:)
            A.swift:5️⃣ typeUse exact s:Bits.use(_:) -> s:Bits.Slot
            """)
    }
}

/// Receivers from casts in patterns, `??`, `joined()`, ternaries passed as arguments, variadics.
struct MoreReceiverTests {
    @Test func castsJoinedNilCoalescingTernaryArgumentsAndVariadics() {
        let fixture = IndexFixture([
            "A.swift": """
            enum Visibility { case `default`, hidden }
            enum Kind { case `default`, hidden }
            struct Help { var visibility: Visibility; var title: String }
            struct Origin { init(arrayLiteral elements: Int...) {} }
            struct Group: RandomAccessCollection {
                var all: [Help]
                var startIndex: Int { 0 }
                var endIndex: Int { all.count }
                subscript(position: Int) -> Help { all[position] }
            }
            func show(_ visibility: Visibility) {}
            func use(_ value: Any, _ groups: [Group], _ maybe: [Help]?, shown: Bool) {
                switch value {
                case let help as Help: _ = help.1️⃣title
                default: break
                }
                _ = groups.joined().map { $0.2️⃣title }
                _ = (maybe ?? []).map { $0.3️⃣title }
                show(shown ? .4️⃣hidden : .5️⃣default)
                _ = 6️⃣Origin()
            }
            """
        ])

        expectLines(
            fixture.references { $0.sourceID == "s:use(_:_:_:shown:)" && $0.kind != .typeUse && $0.name != "show" },
            """
            A.swift:1️⃣ memberAccess exact s:use(_:_:_:shown:) -> s:Help.title
            A.swift:2️⃣ memberAccess exact s:use(_:_:_:shown:) -> s:Help.title
            A.swift:3️⃣ memberAccess exact s:use(_:_:_:shown:) -> s:Help.title
            A.swift:4️⃣ memberAccess exact s:use(_:_:_:shown:) -> s:Visibility.hidden
            A.swift:5️⃣ memberAccess exact s:use(_:_:_:shown:) -> s:Visibility.default
            A.swift:6️⃣ initializerCall exact s:use(_:_:_:shown:) -> s:Origin.init(arrayLiteral:)
            """)
    }
}

struct OmittedArgumentTests {
    /// Swift ranks a declaration that needs no argument left out above one that does.
    @Test func theInitializerThatNeedsNothingLeftOutIsCalled() {
        let fixture = IndexFixture([
            "A.swift": """
            struct Table {
                init() {}
                init(dictionaryLiteral elements: (String, Int)...) {}
                init(capacity: Int = 8, name: String = "") {}
                static func make() -> Table { 1️⃣Self() }
            }
            """
        ])

        expectLines(
            fixture.references { $0.kind == .initializerCall },
            """
            A.swift:1️⃣ initializerCall exact s:Table.make() -> s:Table.init()
            """)
    }
}

struct StandardTypeReadTests {
    /// In `extension Array`, `count` is Array's own; `String.init` named without a call is one of
    /// String's initializers, not the monolith's `init?(argument:)`.
    @Test func standardTypesOwnMembersAreNotTheMonolithsFunctions() {
        let fixture = IndexFixture([
            "A.swift": """
            extension Sequence { func count(of element: Int) -> Int { 0 } }
            extension String { init?(argument: String) { self = argument } }
            extension Array { var hasMany: Bool { count > 1 } }
            func names(_ parts: [Int]) -> [String] { parts.map(String.init) }
            """
        ])

        expectLines(fixture.references { $0.kind != .typeUse && $0.kind != .extensionOf }, "")
    }
}

struct CollectionTypeTests {
    /// `Mirror(reflecting: x).children` is a `Mirror.Children`, the standard library's alias of an
    /// `AnyCollection<Mirror.Child>`, whose elements are `(label: String?, value: Any)`: `child.label`
    /// is a tuple's label, not the monolith's only `label` guessed by name.
    @Test func elementsOfStandardAliasesAreWhatTheAliasesSay() {
        let fixture = IndexFixture([
            "A.swift": """
            struct Section { struct Element { var label: String } }
            func keys(_ x: Any) -> [String] {
                for child in Mirror(reflecting: x).children { _ = child.label }
                return Mirror(reflecting: x).children.compactMap { child in child.label }
            }
            """
        ])

        #expect(fixture.references { $0.name == "label" }.isEmpty)
    }

    /// In a collection type of the monolith, `first(where:)` called bare runs over its own
    /// elements (what its subscript returns); `values.lazy` has the elements of `values`.
    @Test func bareSequenceCallsInACollectionTypeAndLazyKeepTheElements() {
        let fixture = IndexFixture([
            "A.swift": """
            struct Definition { var keys: [String] }
            struct Other { var keys: [String] }
            struct Definitions: RandomAccessCollection {
                var all: [Definition]
                var startIndex: Int { 0 }
                var endIndex: Int { all.count }
                subscript(position: Int) -> Definition { all[position] }
                func find(_ key: String) -> Definition? { first(where: { $0.1️⃣keys.contains(key) }) }
                func flat() -> [[String]] { all.lazy.map { $0.2️⃣keys } }
            }
            """
        ])

        expectLines(
            fixture.references { $0.name == "keys" },
            """
            A.swift:1️⃣ memberAccess exact s:Definitions.find(_:) -> s:Definition.keys
            A.swift:2️⃣ memberAccess exact s:Definitions.flat() -> s:Definition.keys
            """)
    }
}

/// Values bound by patterns, and the results of expressions whose type the standard library
/// fixes: each was a false edge between top-level types in the comparison with the compiler.
struct BoundValueInferenceTests {
    @Test func valuesBoundByACasePatternAreOfThatCasesPayload() {
        let fixture = IndexFixture([
            "A.swift": """
            enum APIError: Error { case notFound(path: String) }
            enum HTTPResponse { case notFound }
            struct Author {}
            struct Catalog { func author(for book: Int) -> Author { Author() } }
            struct Shelf { func author(for book: Int) -> Author { Author() } }
            enum Event { case opened(Catalog, at: Int) }
            typealias NetworkResult<T> = Result<T, APIError>
            struct UseCase { func loadCatalog() -> NetworkResult<Catalog> { fatalError() } }
            final class Presenter {
                let useCase = UseCase()
                func show(_ event: Event) {
                    switch useCase.loadCatalog() {
                    case .success(let catalog): _ = catalog.1️⃣author(for: 1)
                    case let .failure(error): if case .2️⃣notFound = error {}
                    }
                    if case let .opened(catalog, at: _) = event { _ = catalog.3️⃣author(for: 2) }
                }
            }
            """
        ])

        expectLines(
            fixture.references { ["author", "notFound"].contains($0.name) },
            """
            A.swift:1️⃣ call exact s:Presenter.show(_:) -> s:Catalog.author(for:)
            A.swift:2️⃣ memberAccess exact s:Presenter.show(_:) -> s:APIError.notFound(path:)
            A.swift:3️⃣ call exact s:Presenter.show(_:) -> s:Catalog.author(for:)
            """)
    }

    @Test func allCasesDictionarySubscriptsSelfCallsAndTriesHaveEvidentTypes() {
        let fixture = IndexFixture([
            "A.swift": """
            final class LibraryViewController { enum Section { case all; var header: String { "" } } }
            final class SettingsViewController {
                enum Section: CaseIterable { case general; var header: String { "" } }
                func render() { for section in Section.allCases { _ = section.1️⃣header } }
            }
            struct Row { var value: Int; var label: String }
            final class Cache<Key: Hashable, Value> {
                private struct Entry { let value: Value; let label: String }
                private var entries: [Key: Entry] = [:]
                func value(forKey key: Key) -> Value? {
                    for pair in entries { _ = pair.value.2️⃣label }
                    guard let entry = entries[key] else { return nil }
                    return entry.3️⃣value
                }
            }
            final class KeyValueStore {
                private struct Box<V: Decodable>: Decodable {
                    let value: V
                    static func decoded(from data: Int) throws -> Box<V> { fatalError() }
                }
                func decode<Value: Decodable>(_ type: Value.Type) -> Value? { (try? Box<Value>.decoded(from: 1))?.4️⃣value }
            }
            struct Table {
                var label = ""
                static func make() -> Table { let table = Self(); _ = table.5️⃣label; return table }
            }
            """
        ])

        expectLines(
            fixture.references { ["header", "value", "label"].contains($0.name) && $0.sourceID != nil },
            """
            A.swift:1️⃣ memberAccess exact s:SettingsViewController.render() -> s:SettingsViewController.Section.header
            A.swift:2️⃣ memberAccess exact s:Cache.value(forKey:) -> s:Cache.Entry.label
            A.swift:3️⃣ memberAccess exact s:Cache.value(forKey:) -> s:Cache.Entry.value
            A.swift:4️⃣ memberAccess exact s:KeyValueStore.decode(_:) -> s:KeyValueStore.Box.value
            A.swift:5️⃣ memberAccess exact s:Table.make() -> s:Table.label
            """)
    }

    @Test func enumeratedAndZippedPairsGiveClosuresTwoParameters() {
        let fixture = IndexFixture([
            "A.swift": """
            struct Definition { var names: [Int] }
            struct Validator { var names: [Int] }
            struct ArgumentSet {
                var content: [Definition]
                func positions() {
                    _ = content.enumerated().flatMap { i, arg in arg.1️⃣names }
                    _ = zip(1..., content).map { position, arg in arg.2️⃣names }
                }
            }
            """
        ])

        expectLines(
            fixture.references { $0.name == "names" },
            """
            A.swift:1️⃣ memberAccess exact s:ArgumentSet.positions() -> s:Definition.names
            A.swift:2️⃣ memberAccess exact s:ArgumentSet.positions() -> s:Definition.names
            """)
    }

    /// A member of another module's type, or an implicit member passed to one, names nothing of
    /// the monolith but its extensions of other modules' types.
    @Test func whatOtherModulesTypesTakeOrHoldIsNotGuessedByName() {
        let fixture = IndexFixture([
            "A.swift": """
            import ArgumentParserToolInfo
            enum Kind { case option, positional }
            struct Segments { init(mutating other: Int) {} }
            struct Deque<Element> {
                func withContiguousStorageIfAvailable<R>(_ body: (UnsafeBufferPointer<Element>) -> R) -> R? { nil }
            }
            extension Notification.Name { static let bookAdded = Notification.Name("b") }
            enum Style { case bookAdded }
            extension CommandInfoV0 {
                func script() {
                    let arguments = arguments ?? []
                    _ = arguments.filter { $0.kind == .1️⃣option }
                }
            }
            struct Rigid<Element> {
                mutating func replace(copying items: __owned some Collection<Element>) {
                    _ = items.2️⃣withContiguousStorageIfAvailable { $0.count }
                    _ = MutableSpan(_unsafeElements: .3️⃣init(mutating: 1))
                    NotificationCenter.default.post(name: .4️⃣bookAdded, object: nil)
                }
            }
            """
        ])

        expectLines(
            fixture.references {
                ["option", "withContiguousStorageIfAvailable", "init", "bookAdded"].contains($0.name)
            },
            """
            A.swift:4️⃣ memberAccess inferred s:Rigid.replace(copying:) -> s:Notification.Name.bookAdded
            """)
    }

    @Test func inAnExtensionOfAnotherModulesTypeItsOwnNestedTypesComeFirst() {
        let fixture = IndexFixture([
            "A.swift": """
            import InternalCollectionsUtilities
            typealias _Word = _UnsafeBitSet._Word
            struct BitSet { struct Index { var split: Position } }
            struct Position { var word: Int }
            extension _UnsafeBitSet {
                func combine(using function: (inout 1️⃣_Word, _Word) -> Void) {}
                func contains(_ bound: Int) -> Bool { Index(bound).split.2️⃣word == 0 }
            }
            func outside(_ word: 3️⃣_Word) {}
            """
        ])

        expectLines(
            fixture.references { ["_Word", "word"].contains($0.name) },
            """
            A.swift:3️⃣ typeUse exact s:outside(_:) -> s:_Word
            """)
    }

    @Test func slicesTuplesAndNestedElementTypesKeepTheirElements() {
        let fixture = IndexFixture([
            "A.swift": """
            struct Origin { var position: Int }
            struct Other { var isValue: Bool; var index: Int }
            struct SplitArguments {
                struct Element { var isValue: Bool; var index: Int }
                var elements: ArraySlice<Element>
                func peekNext() -> (Origin, Element)? { nil }
                func element(at position: Int) -> Element? { nil }
            }
            struct Parser<Element> {
                var input: SplitArguments
                func parse() {
                    for argument in input.elements[1...] { _ = argument.1️⃣index }
                    if let (origin, element) = input.peekNext() { _ = element.2️⃣isValue; _ = origin.3️⃣position }
                    let (_, next) = input.peekNext()!
                    _ = next.4️⃣index
                    _ = input.element(at: 0)?.5️⃣isValue
                }
            }
            """
        ])

        expectLines(
            fixture.references {
                ["index", "isValue", "position"].contains($0.name) && $0.sourceID == "s:Parser.parse()"
            },
            """
            A.swift:1️⃣ memberAccess exact s:Parser.parse() -> s:SplitArguments.Element.index
            A.swift:2️⃣ memberAccess exact s:Parser.parse() -> s:SplitArguments.Element.isValue
            A.swift:3️⃣ memberAccess exact s:Parser.parse() -> s:Origin.position
            A.swift:4️⃣ memberAccess exact s:Parser.parse() -> s:SplitArguments.Element.index
            A.swift:5️⃣ memberAccess exact s:Parser.parse() -> s:SplitArguments.Element.isValue
            """)
    }

    @Test func rangesPickOverloadsAndLabeledSubscriptsTheirResult() {
        let fixture = IndexFixture([
            "A.swift": """
            struct State { var key: Int }
            struct Child { var level: Int }
            struct BitArray {
                mutating func _copy(from range: Range<Int>, to target: Int) {}
                mutating func _copy(from source: BitArray, to target: Int) {}
                mutating func insert(_ count: Int, at index: Int) { 1️⃣_copy(from: index ..< count, to: index + count) }
            }
            struct Handle {
                typealias Element = (key: Int, value: Int)
                subscript(item slot: Int) -> Element { (0, 0) }
                subscript(child slot: Int) -> Child { Child(level: 0) }
                func find() -> Bool { self4️⃣[item: 0].2️⃣key == 0 && self5️⃣[child: 1].3️⃣level == 0 }
            }
            """
        ])

        expectLines(
            fixture.references {
                ["s:BitArray.insert(_:at:)", "s:Handle.find()"].contains($0.sourceID) && $0.name != "=="
            },
            """
            A.swift:1️⃣ call exact s:BitArray.insert(_:at:) -> s:BitArray._copy(from:to:)
            A.swift:4️⃣ call exact s:Handle.find() -> s:Handle.subscript(item:)
            A.swift:5️⃣ call exact s:Handle.find() -> s:Handle.subscript(child:)
            A.swift:3️⃣ memberAccess exact s:Handle.find() -> s:Child.level
            """)
    }

    @Test func wrapperArgumentsArrayLiteralElementsAndInitializersOfOtherModulesTypes() {
        let fixture = IndexFixture([
            "A.swift": """
            import UIKit
            struct ArgumentHelp { static let `private` = ArgumentHelp(); static let hidden = ArgumentHelp() }
            enum Visibility { case `private`, hidden }
            struct NameSpecification: ExpressibleByArrayLiteral {
                enum Element { case short, long }
                init(arrayLiteral elements: Element...) {}
            }
            enum Size { case short, long }
            @propertyWrapper struct Flag {
                var wrappedValue: Bool
                init(wrappedValue: Bool, name: NameSpecification = [], help: ArgumentHelp? = nil) { self.wrappedValue = wrappedValue }
            }
            extension UIColor { convenience init(hex: String) { self.init(white: 0, alpha: 1) } }
            struct HelpCommand {
                @Flag(name: [.1️⃣short, .2️⃣long], help: .3️⃣private) var help = false
                let tint = 4️⃣UIColor(hex: "#fff")
            }
            """
        ])

        expectLines(
            fixture.references { $0.sourceID?.hasPrefix("s:HelpCommand") == true && $0.name != "Flag" },
            """
            A.swift:1️⃣ memberAccess exact s:HelpCommand.help -> s:NameSpecification.Element.short
            A.swift:2️⃣ memberAccess exact s:HelpCommand.help -> s:NameSpecification.Element.long
            A.swift:3️⃣ memberAccess exact s:HelpCommand.help -> s:ArgumentHelp.private
            A.swift:4️⃣ initializerCall exact s:HelpCommand.tint -> s:UIColor.init(hex:)
            """)
    }

    @Test func managedBufferHeadersAndBufferPointerElementsHaveTheirArgumentsTypes() {
        let fixture = IndexFixture([
            "A.swift": """
            struct Header { var hasItems: Bool }
            struct Other { var hasItems: Bool; var unmanaged: Int }
            struct Node { var unmanaged: Int }
            typealias RawStorage = ManagedBuffer<Header, Node>
            final class Storage: ManagedBuffer<Header, Node> {}
            struct Handle { var children: UnsafeBufferPointer<Node> }
            func read(_ raw: RawStorage, _ storage: Storage, _ handle: Handle) -> Bool {
                _ = handle.children[0].1️⃣unmanaged
                return raw.header.2️⃣hasItems && storage.header.3️⃣hasItems
            }
            """
        ])

        expectLines(
            fixture.references { ["hasItems", "unmanaged"].contains($0.name) },
            """
            A.swift:1️⃣ memberAccess exact s:read(_:_:_:) -> s:Node.unmanaged
            A.swift:2️⃣ memberAccess exact s:read(_:_:_:) -> s:Header.hasItems
            A.swift:3️⃣ memberAccess exact s:read(_:_:_:) -> s:Header.hasItems
            """)
    }

    @Test func associatedTypesCollectionsOfTheMonolithAndMembersOnlyExtensionsOfOtherModulesDeclare() {
        let fixture = IndexFixture([
            "A.swift": """
            import ArgumentParserToolInfo
            protocol ParsableArguments {}
            extension ParsableArguments { static func exit(withError error: Error? = nil) -> Never { fatalError() } }
            protocol ParsableCommand: ParsableArguments {}
            protocol AsyncMainProtocol { associatedtype Command: ParsableCommand }
            extension AsyncMainProtocol { static func main() { Command.1️⃣exit(withError: nil) } }
            struct Definition { var isRepeating: Bool }
            struct Other { var isRepeating: Bool; init() { isRepeating = false } }
            struct ArgumentSet: RandomAccessCollection {
                var content: [Definition]
                var startIndex: Int { 0 }
                var endIndex: Int { content.count }
                subscript(position: Int) -> Definition { content[position] }
            }
            enum Kind { case flag, option }
            struct ParsedValues {
                mutating func update<A>(initial: A) {}
                mutating func update<A>(initial: [A]) {}
            }
            struct Help {
                func visible(_ set: ArgumentSet, _ kind: Kind, _ values: inout ParsedValues) -> Bool {
                    var args = set[...]
                    values.update(initial: .2️⃣init())
                    return args.popFirst()?.3️⃣isRepeating == true && [.4️⃣flag, .option].contains(kind)
                }
            }
            extension ArgumentInfoV0.NameInfoV0 { func synopsis() -> String { "" } }
            extension ArgumentInfoV0 {
                var synopses: [String] { (names ?? []).map { $0.5️⃣synopsis() } }
            }
            """
        ])

        expectLines(
            fixture.references {
                ["exit", "init", "isRepeating", "flag", "synopsis"].contains($0.name) && $0.sourceID != "s:Other.init()"
            },
            """
            A.swift:1️⃣ call exact s:AsyncMainProtocol.main() -> s:ParsableArguments.exit(withError:)
            A.swift:3️⃣ memberAccess exact s:Help.visible(_:_:_:) -> s:Definition.isRepeating
            A.swift:4️⃣ memberAccess exact s:Help.visible(_:_:_:) -> s:Kind.flag
            A.swift:5️⃣ call inferred s:ArgumentInfoV0.synopses -> s:ArgumentInfoV0.NameInfoV0.synopsis()
            """)
    }

    /// The fixture's monolith is the module `App`.
    @Test func moduleQualifiedNamesVariadicArgumentsAndStandardOverloadsTheArgumentsDoNotShow() {
        let fixture = IndexFixture([
            "A.swift": """
            struct Logger { enum Level { case trace } }
            struct Bucket { var offset: Int }
            struct BigString {}
            extension UnsafeMutableBufferPointer {
                subscript(_ bucket: Bucket) -> Element { self[bucket.offset] }
                subscript(safe index: Int) -> Element? { nil }
            }
            extension String { init(_ big: BigString) { self = "" } }
            func _mock(name: String = #function, path: String? = nil, _ args: AnyHashable...) -> Int32 { 0 }
            func handle(_ level: App.1️⃣Logger.2️⃣Level, _ bits: UnsafeMutableBufferPointer<Int>, _ i: Int, _ b: 9️⃣Bucket) {
                _ = App.3️⃣Logger.🔟Level.trace
                _ = 4️⃣_mock(path: "/", 1, 2)
                _ = bits5️⃣[i] + bits6️⃣[b] + bits0️⃣[safe: i]!
                _ = 7️⃣String(i) + 8️⃣String(BigString())
            }
            """
        ])

        expectLines(
            fixture.references {
                $0.sourceID == "s:handle(_:_:_:_:)" && !["trace", "BigString", "offset", "+"].contains($0.name)
            },
            """
            A.swift:1️⃣ typeUse exact s:handle(_:_:_:_:) -> s:Logger
            A.swift:2️⃣ typeUse exact s:handle(_:_:_:_:) -> s:Logger.Level
            A.swift:9️⃣ typeUse exact s:handle(_:_:_:_:) -> s:Bucket
            A.swift:3️⃣ typeUse exact s:handle(_:_:_:_:) -> s:Logger
            A.swift:🔟 typeUse exact s:handle(_:_:_:_:) -> s:Logger.Level
            A.swift:4️⃣ call exact s:handle(_:_:_:_:) -> s:_mock(name:path:_:)
            A.swift:6️⃣ call exact s:handle(_:_:_:_:) -> s:UnsafeMutableBufferPointer.subscript(_:)
            A.swift:0️⃣ call exact s:handle(_:_:_:_:) -> s:UnsafeMutableBufferPointer.subscript(safe:)
            A.swift:8️⃣ initializerCall exact s:handle(_:_:_:_:) -> s:String.init(_:)
            """)
    }

    /// Found while splitting the sample: each missing reference was a missing `public`.
    @Test func projectedValuesDefaultArgumentCallsAndMembersThroughGenericAliases() {
        let fixture = IndexFixture([
            "A.swift": """
            enum APIError: Error { case notFound }
            typealias NetworkResult<T> = Result<T, APIError>
            extension Result { func onSuccess(_ body: (Success) -> Void) -> Result { self } }
            @propertyWrapper struct Persisted {
                var wrappedValue: Int
                var projectedValue: Persisted { self }
                func reset() {}
            }
            struct Cache { init(capacity: Int) {} }
            struct Storage {
                @Persisted var fontScale: Int
                func resetAll() { $fontScale.1️⃣reset() }
                func load(cache: Cache = 2️⃣Cache(capacity: 32)) -> NetworkResult<Int> { .failure(.3️⃣notFound) }
                func use(_ result: NetworkResult<Int>) { _ = result.4️⃣onSuccess { _ in } }
            }
            """
        ])

        expectLines(
            fixture.references {
                ["reset", "Cache", "notFound", "onSuccess"].contains($0.name) && $0.kind != .typeUse
            },
            """
            A.swift:1️⃣ call exact s:Storage.resetAll() -> s:Persisted.reset()
            A.swift:2️⃣ defaultArgument exact s:Storage.load(cache:) -> s:Cache.init(capacity:)
            A.swift:3️⃣ memberAccess exact s:Storage.load(cache:) -> s:APIError.notFound
            A.swift:4️⃣ call exact s:Storage.use(_:) -> s:Result.onSuccess(_:)
            """)
    }

    /// swift-protobuf's decoders take `message: inout M` with `M: Message`.
    @Test func anInoutOrBorrowedGenericParameterIsOfItsConstraint() {
        let fixture = IndexFixture([
            "A.swift": """
            protocol Message { mutating func decodeMessage() }
            struct Decoder {
                func decode<M: Message>(message: inout M, other: borrowing M) {
                    message.1️⃣decodeMessage()
                    other.2️⃣decodeMessage()
                }
            }
            """
        ])

        expectLines(
            fixture.references { $0.name == "decodeMessage" },
            """
            A.swift:1️⃣ call exact s:Decoder.decode(message:other:) -> s:Message.decodeMessage()
            A.swift:2️⃣ call exact s:Decoder.decode(message:other:) -> s:Message.decodeMessage()
            """)
    }

    /// swift-atomics switches over `(successOrdering, failureOrdering)`.
    @Test func anImplicitMemberInATuplePatternIsOfTheMatchedTuplesElement() {
        let fixture = IndexFixture([
            "A.swift": """
            enum Load { case relaxed, acquiring }
            enum Update { case relaxed, acquiring }
            func exchange(_ success: Update, _ failure: Load, both: (Update, Load)) {
                switch (success, failure) {
                case (.1️⃣relaxed, .2️⃣acquiring): break
                default: break
                }
                if case (.3️⃣acquiring, .4️⃣relaxed) = both {}
            }
            """
        ])

        expectLines(
            fixture.references { ["relaxed", "acquiring"].contains($0.name) },
            """
            A.swift:1️⃣ memberAccess exact s:exchange(_:_:both:) -> s:Update.relaxed
            A.swift:2️⃣ memberAccess exact s:exchange(_:_:both:) -> s:Load.acquiring
            A.swift:3️⃣ memberAccess exact s:exchange(_:_:both:) -> s:Update.acquiring
            A.swift:4️⃣ memberAccess exact s:exchange(_:_:both:) -> s:Load.relaxed
            """)
    }

    /// swift-protobuf's decoders overload `decodeSingularStringField(value: inout String)` and
    /// `(value: inout String?)`: the argument's declared optionality picks one.
    @Test func anEvidentlyOptionalArgumentFillsAnOptionalParameter() {
        let fixture = IndexFixture([
            "A.swift": """
            struct Decoder {
                func decode(value: inout String) {}
                func decode(value: inout String?) {}
            }
            struct Message {
                var name: String?
                var title = ""
                mutating func read(_ decoder: Decoder) {
                    var local: String? = nil
                    decoder.1️⃣decode(value: &local)
                    decoder.2️⃣decode(value: &title)
                    decoder.3️⃣decode(value: &self.name)
                }
            }
            """
        ])

        expectLines(
            fixture.references { $0.name == "decode" },
            """
            A.swift:1️⃣ call exact s:Message.read(_:) -> s:Decoder.decode(value:)#2
            A.swift:2️⃣ call exact s:Message.read(_:) -> s:Decoder.decode(value:)
            A.swift:3️⃣ call exact s:Message.read(_:) -> s:Decoder.decode(value:)#2
            """)
    }

    /// `putVarInt(value: value.count * MemoryLayout<Float>.size)` in swift-protobuf: arithmetic is
    /// of its operands' type, and a standard member's declared type is known.
    @Test func arithmeticIsOfItsOperandsTypeAndStandardMembersOfTheirDeclaredOne() {
        let fixture = IndexFixture([
            "A.swift": """
            struct Encoder {
                func put(value: UInt64) {}
                func put(value: Int) {}
                func put(value: Bool) {}
            }
            func encode(_ values: [Float], _ encoder: Encoder, _ wide: UInt64) {
                encoder.1️⃣put(value: values.count * 4)
                encoder.2️⃣put(value: 2 &* wide)
                encoder.3️⃣put(value: values.count > 2)
            }
            """
        ])

        expectLines(
            fixture.references { $0.name == "put" },
            """
            A.swift:1️⃣ call exact s:encode(_:_:_:) -> s:Encoder.put(value:)#2
            A.swift:2️⃣ call exact s:encode(_:_:_:) -> s:Encoder.put(value:)
            A.swift:3️⃣ call exact s:encode(_:_:_:) -> s:Encoder.put(value:)#3
            """)
    }

    /// `options: OpenOptions.Read = OpenOptions.Read()` in swift-nio calls the nested type's initializer.
    @Test func aDefaultArgumentCallsANestedTypesInitializer() {
        let fixture = IndexFixture([
            "A.swift": """
            enum OpenOptions { struct Read { init(followSymbolicLinks: Bool = true) {} } }
            func open(options: OpenOptions.Read = OpenOptions.1️⃣Read()) {}
            """
        ])

        expectLines(
            fixture.references { $0.location.column > 40 && $0.name == "Read" },
            """
            A.swift:1️⃣ defaultArgument exact s:open(options:) -> s:OpenOptions.Read.init(followSymbolicLinks:)
            """)
    }

    /// swift-crypto's and swift-asn1's `try IntegerType(asn1Encoded: &nodes)`: only an `inout`
    /// parameter takes `&nodes`, an extension's overload by parameter type is no default
    /// implementation of the requirement, and the more refined protocol's initializer wins.
    @Test func inoutArgumentsPickInoutParametersAndRefinedProtocolsInitializersWin() {
        let fixture = IndexFixture([
            "A.swift": """
            struct Node {}
            struct Iterator {}
            protocol Parseable { init(encoded: Node) throws }
            extension Parseable {
                init(encoded iterator: inout Iterator) throws { try self.init(encoded: Node()) }
                init(encoded bytes: [UInt8]) throws { try self.init(encoded: Node()) }
            }
            protocol Taggable: Parseable { init(encoded: Node, tag: Int) throws }
            extension Taggable {
                init(encoded iterator: inout Iterator, tag: Int = 0) throws { try self.init(encoded: Node(), tag: tag) }
            }
            protocol IntegerRepresentable: Taggable {}
            """,
            "B.swift": """
            func parse<IntegerType: IntegerRepresentable>(_ nodes: inout Iterator, _ node: Node, _: IntegerType.Type) throws {
                _ = try 1️⃣IntegerType(encoded: &nodes)
                _ = try 2️⃣IntegerType(encoded: node)
            }
            """,
        ])

        expectLines(
            fixture.references { $0.location.file == "B.swift" && $0.kind == .initializerCall },
            """
            B.swift:1️⃣ initializerCall exact s:parse(_:_:_:) -> s:Taggable.init(encoded:tag:)#2
            B.swift:2️⃣ initializerCall exact s:parse(_:_:_:) -> s:Parseable.init(encoded:)
            """)
    }

    /// swift-certificates: `case .CSRAttributes.extensionRequest:` is a chain of implicit members
    /// whose first names a nested type, and `case .failsToMeetPolicy(let reason):` a case, not the
    /// static function of that name.
    @Test func implicitMemberChainsAndCasePatternsWithPayloads() {
        let fixture = IndexFixture([
            "A.swift": """
            extension ObjectIdentifier {
                enum CSRAttributes { static let extensionRequest = ObjectIdentifier(Int.self) }
            }
            struct Attributes { static let extensionRequest = 1 }
            enum PolicyResult {
                case meetsPolicy
                case failsToMeetPolicy(String)
                static func failsToMeetPolicy(reason: String) -> PolicyResult { .failsToMeetPolicy(reason) }
            }
            """,
            "B.swift": """
            func check(_ id: ObjectIdentifier, _ result: PolicyResult) {
                switch id {
                case .1️⃣CSRAttributes.2️⃣extensionRequest: break
                default: break
                }
                if case .3️⃣failsToMeetPolicy(let reason) = result { print(reason) }
            }
            """,
        ])

        expectLines(
            fixture.references {
                $0.location.file == "B.swift" && !["ObjectIdentifier", "PolicyResult", "print"].contains($0.name)
            },
            """
            B.swift:1️⃣ typeUse exact s:check(_:_:) -> s:ObjectIdentifier.CSRAttributes
            B.swift:2️⃣ memberAccess exact s:check(_:_:) -> s:ObjectIdentifier.CSRAttributes.extensionRequest
            B.swift:3️⃣ call exact s:check(_:_:) -> s:PolicyResult.failsToMeetPolicy(_:)
            """)
    }

    /// Yams: `case .alias:` matches `case alias(Alias)` (not the property `alias`), `mapping[.anchorKeyNode]`
    /// takes the subscript whose parameter type has that static member, and `x.string(for: y)` with
    /// a label calls no property named `string`.
    @Test func casePatternsImplicitArgumentsAndLabeledCallsPickTheirDeclaration() {
        let fixture = IndexFixture([
            "A.swift": """
            struct Alias {}
            enum Node {
                case alias(Alias)
                case scalar(String)
                var alias: Alias? { nil }
                static var anchorKeyNode: Node { .scalar("<<") }
                struct Mapping {
                    subscript(string: String) -> Node? { nil }
                    subscript(node: Node) -> Node? { nil }
                }
            }
            struct Scalar { var string: String }
            """,
            "B.swift": """
            func read(_ node: Node, _ mapping: Node.Mapping, _ unknown: Unknown) {
                switch node {
                case .1️⃣alias: break
                default: break
                }
                _ = mapping2️⃣[.anchorKeyNode]
                _ = unknown.3️⃣string(for: 1)
            }
            """,
        ])

        expectLines(
            fixture.references { $0.location.file == "B.swift" && ["alias", "subscript", "string"].contains($0.name) },
            """
            B.swift:1️⃣ memberAccess exact s:read(_:_:_:) -> s:Node.alias(_:)
            B.swift:2️⃣ call exact s:read(_:_:_:) -> s:Node.Mapping.subscript(_:)#2
            """)
    }

    /// swift-nio: `state.didSuspend` in a closure of `NIOAsyncWriter.Storage`, whose `state` is not
    /// evident, is its own nested `State`'s, not another type's `Storage.State`.
    @Test func aGuessKeepsTheMembersOfTypesNestedNearestTheSite() {
        let fixture = IndexFixture([
            "A.swift": """
            enum Writer { final class Storage { struct State { var didSuspend = false } } }
            enum Producer { final class Storage { struct State { var didSuspend = false } } }
            """,
            "B.swift": """
            extension Writer.Storage {
                func suspend() { withLock { state in _ = state.1️⃣didSuspend } }
            }
            func elsewhere() { withLock { state in _ = state.2️⃣didSuspend } }
            """,
        ])

        expectLines(
            fixture.references { $0.name == "didSuspend" },
            """
            B.swift:1️⃣ memberAccess inferred s:Writer.Storage.suspend() -> s:Writer.Storage.State.didSuspend
            B.swift:2️⃣ memberAccess ambiguous s:elsewhere() -> s:Producer.Storage.State.didSuspend, s:Writer.Storage.State.didSuspend
            """)
    }

    /// swift-collections' test support: `context.pop(entry)` is the instance method and
    /// `TestContext.pop(context)` the static one, both `pop(_:)`.
    @Test func anInstanceCallsInstanceMembersAndATypeStaticOnes() {
        let fixture = IndexFixture([
            "A.swift": """
            final class TestContext {
                struct Entry {}
                static func pop(_ context: TestContext) {}
                func pop(_ entry: Entry) {}
            }
            func finish(_ context: TestContext, _ entry: TestContext.Entry, _ other: Unknown) {
                context.1️⃣pop(other)
                TestContext.2️⃣pop(other)
            }
            """
        ])

        expectLines(
            fixture.references { $0.name == "pop" },
            """
            A.swift:1️⃣ call exact s:finish(_:_:_:) -> s:TestContext.pop(_:)#2
            A.swift:2️⃣ call exact s:finish(_:_:_:) -> s:TestContext.pop(_:)
            """)
    }

    /// swift-nio's NIOLock: `pthread_mutexattr_settype(&attr, .init(PTHREAD_MUTEX_ERRORCHECK))`
    /// passes an `.init(…)` whose type nothing says: any type's initializer, so none is guessed.
    @Test func anImplicitInitializerOfNoEvidentTypeIsNotGuessed() {
        let fixture = IndexFixture([
            "A.swift": """
            final class Box<Value> { init(_ value: Value) {} }
            enum Mode { case checked }
            func configure(_ mode: Mode) {}
            func lock() {
                pthread_mutexattr_settype(nil, .1️⃣init(2))
                configure(.2️⃣checked)
            }
            """
        ])

        expectLines(
            fixture.references { ["init", "checked"].contains($0.name) },
            """
            A.swift:2️⃣ memberAccess exact s:lock() -> s:Mode.checked
            """)
    }

    /// swift-nio: `underlying: Resolver & Sendable` has the members of `Resolver`, the part the
    /// monolith declares, and not those of the enclosing type's own methods of the same name.
    @Test func aCompositionHasTheMembersOfThePartTheMonolithDeclares() {
        let fixture = IndexFixture([
            "A.swift": """
            protocol Resolver { func cancelQueries() }
            final class RandomizedResolver: Resolver, Sendable {
                private let underlying: Resolver & Sendable
                init(underlying: any Resolver & Sendable) { self.underlying = underlying }
                func cancelQueries() { underlying.1️⃣cancelQueries() }
            }
            """
        ])

        expectLines(
            fixture.references { $0.name == "cancelQueries" },
            """
            A.swift:1️⃣ call exact s:RandomizedResolver.cancelQueries() -> s:Resolver.cancelQueries()
            """)
    }

    /// swift-collections: `_rope[ri]` with `var _rope: _Rope` and `typealias _Rope = Rope<_Chunk>`
    /// is a `_Chunk`, what `Rope<Element>`'s subscript returns.
    @Test func aSubscriptOfAnAliasOfAGenericTypeReturnsItsArgument() {
        let fixture = IndexFixture([
            "A.swift": """
            struct Rope<Element> { struct Index {} }
            extension Rope { subscript(i: Index) -> Element { fatalError() } }
            struct BigString {
                struct _Chunk { var endIndex: Int }
                typealias _Rope = Rope<_Chunk>
                var _rope: _Rope
                func end(at ri: _Rope.Index) -> Int { _rope[ri].1️⃣endIndex }
            }
            """
        ])

        expectLines(
            fixture.references { $0.name == "endIndex" },
            """
            A.swift:1️⃣ memberAccess exact s:BigString.end(at:) -> s:BigString._Chunk.endIndex
            """)
    }

    /// swift-atomics: `where Wrapped.RawValue: AtomicOptionalWrappable` constrains a member type of
    /// a generic parameter, so `Wrapped.RawValue.AtomicOptionalRepresentation` is that protocol's
    /// associated type, whose own constraint has the static members called on it; a generic
    /// parameter named like an associated type of a protocol the type adopts (`Value`) is itself.
    @Test func aWhereClauseConstrainsAMemberTypeOfAGenericParameter() {
        let fixture = IndexFixture([
            "A.swift": """
            protocol AtomicStorage { static func atomicLoad(at pointer: UnsafeMutablePointer<Self>) -> Self }
            protocol AtomicOptionalWrappable { associatedtype AtomicOptionalRepresentation: AtomicStorage }
            protocol AtomicValue { associatedtype AtomicRepresentation: AtomicStorage }
            struct OptionalRawRepresentableStorage<Wrapped>: AtomicStorage
            where Wrapped: RawRepresentable, Wrapped.RawValue: AtomicOptionalWrappable {
                typealias _Storage = Wrapped.RawValue.AtomicOptionalRepresentation
                static func atomicLoad(at pointer: UnsafeMutablePointer<Self>) -> Self {
                    _ = _Storage.1️⃣atomicLoad(at: _extract(pointer))
                    fatalError()
                }
                static func _extract(_ pointer: UnsafeMutablePointer<Self>) -> UnsafeMutablePointer<_Storage> { fatalError() }
            }
            protocol Storage { associatedtype Value }
            struct RawRepresentableStorage<Value>: Storage where Value: RawRepresentable, Value.RawValue: AtomicValue {
                typealias _Storage = Value.RawValue.AtomicRepresentation
                static func load(at pointer: UnsafeMutablePointer<_Storage>) { _ = _Storage.2️⃣atomicLoad(at: pointer) }
            }
            """
        ])

        expectLines(
            fixture.references { $0.name == "atomicLoad" && [8, 16].contains($0.location.line) },
            """
            A.swift:1️⃣ call exact s:OptionalRawRepresentableStorage.atomicLoad(at:) -> s:AtomicStorage.atomicLoad(at:)
            A.swift:2️⃣ call exact s:RawRepresentableStorage.load(at:) -> s:AtomicStorage.atomicLoad(at:)
            """)
    }
}
