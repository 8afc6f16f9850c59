import Testing

@testable import Analyzer

/// How `IndexBuilder` resolves names across the monolith: lexical scopes, evident receiver types,
/// argument labels, and by name alone where nothing else is known.
struct NameResolutionTests {
    // MARK: Closures over sequences

    @Test func closureParametersOfSequenceMethodsAreElements() {
        let fixture = IndexFixture([
            "A.swift": """
            struct Book { var title: String; var pages: Int }
            struct Shelf {
                var books: [Book]
                func titles() -> [String] { books.map { $0.1️⃣title } }
                func long() -> [Book] { books.filter { book in book.2️⃣pages > 300 } }
                func total() -> Int { books.reduce(0) { sum, book in sum + book.3️⃣pages } }
                func sortedBooks() -> [Book] { books.sorted { $0.4️⃣title < $1.5️⃣title } }
                func other(_ values: [Int]) -> [Int] { values.map { $0.6️⃣pages } }
            }
            """
        ])

        // `6️⃣pages` is on an Int: not a member of the monolith, so not a reference.
        expectLines(
            fixture.references { $0.kind == .memberAccess && $0.name != "books" },
            """
            A.swift:1️⃣ memberAccess exact s:Shelf.titles() -> s:Book.title
            A.swift:2️⃣ memberAccess exact s:Shelf.long() -> s:Book.pages
            A.swift:3️⃣ memberAccess exact s:Shelf.total() -> s:Book.pages
            A.swift:4️⃣ memberAccess exact s:Shelf.sortedBooks() -> s:Book.title
            A.swift:5️⃣ memberAccess exact s:Shelf.sortedBooks() -> s:Book.title
            """)
    }

    /// pocket-casts-ios: `UIFont(descriptor: d, size: pointSize)` in an instance method of
    /// `extension UIFont` reads UIFont's own property; the monolith's `static func pointSize(for:)`
    /// is reached from there only as `Self.pointSize(for:)`, and an instance member from a static
    /// one not at all.
    @Test func aBareNameReachesOnlyTheMembersOfItsOwnStaticness() {
        let fixture = IndexFixture([
            "Font.swift": """
            import UIKit
            extension UIFont {
                static func pointSize(for style: Int) -> Double { 1 }
                static func body() -> Double { 1️⃣pointSize(for: 1) }
                func monospaced() -> Double { 2️⃣pointSize + Self.3️⃣pointSize(for: 2) }
                func lazily() -> () -> Double { { 4️⃣pointSize } }
            }
            struct Counter {
                var count = 0
                static var total = 0
                func show() -> Int { 5️⃣count + 6️⃣total }
                static func reset() -> Int { 7️⃣total + 8️⃣count }
                init() { 9️⃣count = total }
            }
            """
        ])

        expectLines(
            fixture.references { ["pointSize", "count", "total"].contains($0.name) },
            """
            Font.swift:1️⃣ call exact s:UIFont.body() -> s:UIFont.pointSize(for:)
            Font.swift:3️⃣ call exact s:UIFont.monospaced() -> s:UIFont.pointSize(for:)
            Font.swift:5️⃣ memberAccess exact s:Counter.show() -> s:Counter.count
            Font.swift:7️⃣ memberAccess exact s:Counter.reset() -> s:Counter.total
            Font.swift:9️⃣ memberAccess exact s:Counter.init() -> s:Counter.count
            """)
    }

    /// swift-argument-parser's tests call `assertSnapshot(…)` in `XCTestCase` subclasses: a method
    /// of the monolith's `extension XCTest`, a superclass whose ancestry the index does not know.
    @Test func aBareCallInASubclassOfAnotherModulesClassReachesTheMonolithsExtensionOfItsAncestors() {
        let fixture = IndexFixture([
            "Helpers.swift": """
            import XCTest
            extension XCTest { func assertSnapshot(actual: String) {} }
            """,
            "Tests.swift": """
            import XCTest
            final class SnapshotTests: XCTestCase {
                func testIt() { 1️⃣assertSnapshot(actual: "") }
            }
            struct Plain { func run() { 2️⃣assertSnapshot(actual: "") } }
            """,
        ])

        expectLines(
            fixture.references { $0.name == "assertSnapshot" },
            """
            Tests.swift:1️⃣ call inferred s:SnapshotTests.testIt() -> s:XCTest.assertSnapshot(actual:)
            """)
    }

    /// A protocol extension's method is an overload beside the conforming type's own methods of
    /// that name: `store.value(withID:)` is not `value(forKey:)` with the wrong label.
    @Test func anInheritedOverloadFitsWhereNoneOfTheTypesOwnDoes() {
        let fixture = IndexFixture([
            "A.swift": """
            protocol Store { func value(forKey key: String) -> Int? }
            extension Store { func value(withID id: Int) -> Int? { value(forKey: "\\(id)") } }
            final class Memory: Store { func value(forKey key: String) -> Int? { nil } }
            func read(_ memory: Memory) { _ = memory.1️⃣value(withID: 1); _ = memory.2️⃣value(forKey: "a") }
            """
        ])

        expectLines(
            fixture.references { $0.kind == .call && $0.name == "value" && $0.location.line == 4 },
            """
            A.swift:1️⃣ call exact s:read(_:) -> s:Store.value(withID:)
            A.swift:2️⃣ call exact s:read(_:) -> s:Memory.value(forKey:)
            """)
    }

    // MARK: Lessons from a real app

    @Test func implicitMembersOnlyNameWhatProducesTheirOwnType() {
        let fixture = IndexFixture([
            "A.swift": """
            enum Event { case optInChanged }
            enum Strings { static let clear = "Clear" }
            struct Palette { static let clear = Palette() }
            final class Screen {
                func optInChanged(_ on: Bool) {}
                func send(_ event: Event) {}
                func tap() { send(.1️⃣optInChanged) }
                func paint() { view.setBackground(.2️⃣clear) }
            }
            """
        ])

        // 1️⃣ is the enum case (the parameter's type), not the instance method of the enclosing
        // class; 2️⃣, passed to a UIKit method, can only be `Palette.clear`: a static member whose
        // type is not its own type (`Strings.clear` is a `String`) is never written `.clear`.
        expectLines(
            fixture.references { [.memberAccess].contains($0.kind) },
            """
            A.swift:1️⃣ memberAccess exact s:Screen.tap() -> s:Event.optInChanged
            A.swift:2️⃣ memberAccess inferred s:Screen.paint() -> s:Palette.clear
            """)
    }

    @Test func implicitMembersPassedAsArgumentsTakeTheParametersType() {
        let fixture = IndexFixture([
            "A.swift": """
            enum Event { case opened, closed }
            enum Source { case menu, opened }
            enum Analytics { static func track(_ event: Event, from source: Source = .menu) {} }
            struct Visit { var event: Event; var source: Source }
            final class Screen {
                func show() {
                    Analytics.track(.1️⃣opened, from: .2️⃣opened)
                    _ = Visit(6️⃣event: .3️⃣opened, 7️⃣source: .4️⃣opened)
                    log(.5️⃣closed)
                }
                func log(_ event: Event) {}
            }
            """
        ])

        expectLines(
            fixture.references { $0.kind == .memberAccess },
            """
            A.swift:1️⃣ memberAccess exact s:Screen.show() -> s:Event.opened
            A.swift:2️⃣ memberAccess exact s:Screen.show() -> s:Source.opened
            A.swift:6️⃣ memberAccess exact s:Screen.show() -> s:Visit.event
            A.swift:3️⃣ memberAccess exact s:Screen.show() -> s:Event.opened
            A.swift:7️⃣ memberAccess exact s:Screen.show() -> s:Visit.source
            A.swift:4️⃣ memberAccess exact s:Screen.show() -> s:Source.opened
            A.swift:5️⃣ memberAccess exact s:Screen.show() -> s:Event.closed
            """)
    }

    @Test func subscriptsAreCallsOfTheSubscriptTheyUse() {
        let fixture = IndexFixture([
            "A.swift": """
            extension Array { subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil } }
            struct Cache { subscript(key: String) -> Int? { nil } }
            func read(_ rows: [Int], cache: Cache, table: [String: Int], other: Any) {
                _ = rows1️⃣[safe: 1]
                _ = cache2️⃣["a"]
                _ = rows[0]
                _ = table["a"]
                _ = unknownThing()[0]
            }
            """
        ])

        // `rows[0]`, `table["a"]` and an unlabeled subscript on an unknown receiver are the
        // standard library's, not references.
        expectLines(
            fixture.references { $0.name == "subscript" },
            """
            A.swift:1️⃣ call exact s:read(_:cache:table:other:) -> s:Array.subscript(safe:)
            A.swift:2️⃣ call exact s:read(_:cache:table:other:) -> s:Cache.subscript(_:)
            """)
    }

    @Test func castsAndLowercaseNestedTypesGiveReceivers() {
        let fixture = IndexFixture([
            "A.swift": """
            class Cell { var toggle = 0 }
            enum Constants { enum keys { static let token = "t" } }
            func use(_ any: Any) {
                let cell = any as! Cell
                print(cell.1️⃣toggle)
                if let other = any as? Cell { print(other.2️⃣toggle) }
                print(Constants.keys.3️⃣token)
            }
            """
        ])

        expectLines(
            fixture.references { $0.kind == .memberAccess },
            """
            A.swift:1️⃣ memberAccess exact s:use(_:) -> s:Cell.toggle
            A.swift:2️⃣ memberAccess exact s:use(_:) -> s:Cell.toggle
            A.swift:3️⃣ memberAccess exact s:use(_:) -> s:Constants.keys.token
            """)
    }

    @Test func aPropertyWithOneDeclaredTypeTypesItsUsesOnUnknownReceivers() {
        let fixture = IndexFixture([
            "A.swift": """
            import UIKit
            struct Badge { var text = "" }
            final class Cell { var label: UILabel!; var badge = Badge() }
            func render() {
                let cell = makeCell()
                print(cell.1️⃣label.text)
                print(cell.2️⃣badge.3️⃣text)
            }
            """
        ])

        // `label.text` is UIKit's, so it is no reference; `badge.text` is the monolith's.
        expectLines(
            fixture.references { $0.kind == .memberAccess },
            """
            A.swift:1️⃣ memberAccess inferred s:render() -> s:Cell.label
            A.swift:2️⃣ memberAccess inferred s:render() -> s:Cell.badge
            A.swift:3️⃣ memberAccess exact s:render() -> s:Badge.text
            """)
    }

    // MARK: Lexical scopes

    @Test func localsAndParametersShadowProperties() {
        let fixture = IndexFixture([
            "A.swift": """
            struct Editor {
                var text = ""
                var cursor = 0
                func insert(text: String) {
                    print(text)
                    let cursor = 1
                    print(cursor)
                    [1].forEach { text in print(text) }
                    for cursor in 0..<2 { print(cursor) }
                    print(1️⃣cursor)
                }
                func clear() { print(2️⃣text) }
            }
            """
        ])

        // `1️⃣cursor` is still the local: it is declared in the enclosing function body.
        expectLines(
            fixture.references(),
            """
            A.swift:2️⃣ memberAccess exact s:Editor.clear() -> s:Editor.text
            """)
    }

    @Test func ifLetOfAPropertyReadsItBeforeShadowingIt() {
        let fixture = IndexFixture([
            "A.swift": """
            class Loader { func load() {} }
            class Screen {
                var loader: Loader?
                func show() {
                    if let 1️⃣loader { loader.2️⃣load() }
                    guard let current = 3️⃣loader else { return }
                    current.4️⃣load()
                    while let loader = 5️⃣loader { loader.6️⃣load() }
                    7️⃣loader = nil
                }
            }
            """
        ])

        expectLines(
            fixture.references { $0.kind != .typeUse },
            """
            A.swift:1️⃣ memberAccess exact s:Screen.show() -> s:Screen.loader
            A.swift:2️⃣ call exact s:Screen.show() -> s:Loader.load()
            A.swift:3️⃣ memberAccess exact s:Screen.show() -> s:Screen.loader
            A.swift:4️⃣ call exact s:Screen.show() -> s:Loader.load()
            A.swift:5️⃣ memberAccess exact s:Screen.show() -> s:Screen.loader
            A.swift:6️⃣ call exact s:Screen.show() -> s:Loader.load()
            A.swift:7️⃣ memberAccess exact s:Screen.show() -> s:Screen.loader
            """)
    }

    @Test func localsEndWithTheirBlock() {
        let fixture = IndexFixture([
            "A.swift": """
            struct Form {
                var title = ""
                var error: String?
                func submit(_ values: [String]) {
                    if values.isEmpty { let title = "Empty"; print(title) }
                    for title in values { print(title) }
                    switch values.first { case let title?: print(title); default: break }
                    do { try validate() } catch { print(error) }
                    print(1️⃣title, 2️⃣error)
                }
                func validate() throws {}
            }
            """
        ])

        expectLines(
            fixture.references { $0.kind == .memberAccess },
            """
            A.swift:1️⃣ memberAccess exact s:Form.submit(_:) -> s:Form.title
            A.swift:2️⃣ memberAccess exact s:Form.submit(_:) -> s:Form.error
            """)
    }

    @Test func localFunctionsShadowOtherFunctions() {
        let fixture = IndexFixture([
            "A.swift": """
            func finish() {}
            func run() {
                func finish() {}
                finish()
            }
            func stop() { 1️⃣finish() }
            """
        ])

        expectLines(
            fixture.references(),
            """
            A.swift:1️⃣ call exact s:stop() -> s:finish()
            """)
    }

    @Test func genericParametersAreNotReferences() {
        let fixture = IndexFixture([
            "A.swift": """
            struct Element {}
            struct Box<Element> { var content: Element; func map<Element>(_ value: Element) -> [Element] { [] } }
            protocol Container { associatedtype Element; func add(_ element: Element) }
            typealias Pair<Element> = (Element, Element)
            func wrap<Element: Equatable>(_ element: Element) -> Box<Element> { Box(content: element) }
            let plain: 1️⃣Element? = nil
            """
        ])

        expectLines(
            fixture.references { $0.targetIDs == ["s:Element"] },
            """
            A.swift:1️⃣ typeUse exact s:plain -> s:Element
            """)
    }

    @Test func nestedTypesOfTheSameNameResolveInTheirOwnParent() {
        let fixture = IndexFixture([
            "A.swift": """
            struct User {
                struct ID { let raw: String }
                let id: 1️⃣ID
                func next() -> 2️⃣ID { 3️⃣ID(raw: "") }
            }
            struct Order {
                struct ID { let raw: Int }
                let id: 4️⃣ID
                let owner: User.5️⃣ID
            }
            """,
            "B.swift": """
            extension User { func same(_ other: 6️⃣ID) -> Bool { id.7️⃣raw == other.8️⃣raw } }
            func lookUp(_ id: Order.9️⃣ID) {}
            """,
        ])

        expectLines(
            fixture.references { $0.targetIDs.allSatisfy { $0.contains(".ID") } },
            """
            A.swift:1️⃣ typeUse exact s:User.id -> s:User.ID
            A.swift:2️⃣ typeUse exact s:User.next() -> s:User.ID
            A.swift:3️⃣ initializerCall exact s:User.next() -> s:User.ID
            A.swift:4:28 memberAccess exact s:User.next() -> s:User.ID.raw
            A.swift:4️⃣ typeUse exact s:Order.id -> s:Order.ID
            A.swift:5️⃣ typeUse exact s:Order.owner -> s:User.ID
            B.swift:6️⃣ typeUse exact s:User.same(_:) -> s:User.ID
            B.swift:7️⃣ memberAccess exact s:User.same(_:) -> s:User.ID.raw
            B.swift:8️⃣ memberAccess exact s:User.same(_:) -> s:User.ID.raw
            B.swift:9️⃣ typeUse exact s:lookUp(_:) -> s:Order.ID
            """)
    }

    // MARK: Argument labels

    @Test func overloadsAreChosenByArgumentLabels() {
        let fixture = IndexFixture([
            "A.swift": """
            struct API {
                func fetch(id: Int) {}
                func fetch(id: Int, completion: () -> Void) {}
                func fetch(_ name: String, page: Int = 0, size: Int = 20) {}
                func fetch(query: String, then: (Int) -> Void, else: () -> Void) {}
            }
            func use(api: API) {
                api.1️⃣fetch(id: 1)
                api.2️⃣fetch(id: 1) {}
                api.3️⃣fetch("a")
                api.4️⃣fetch("a", size: 10)
                api.5️⃣fetch(query: "q") { _ in } else: {}
                api.6️⃣fetch(page: 1)
            }
            """
        ])

        expectLines(
            fixture.references { $0.kind == .call },
            """
            A.swift:1️⃣ call exact s:use(api:) -> s:API.fetch(id:)
            A.swift:2️⃣ call exact s:use(api:) -> s:API.fetch(id:completion:)
            A.swift:3️⃣ call exact s:use(api:) -> s:API.fetch(_:page:size:)
            A.swift:4️⃣ call exact s:use(api:) -> s:API.fetch(_:page:size:)
            A.swift:5️⃣ call exact s:use(api:) -> s:API.fetch(query:then:else:)
            """)
    }

    @Test func aTrailingClosureFillsAParameterOfFunctionType() {
        let fixture = IndexFixture([
            "A.swift": """
            func retry(times: Int = 3) {}
            func retry(action: () -> Void) {}
            func use() { 1️⃣retry {} }
            """
        ])

        // `times` is an `Int`: no closure fills it.
        expectLines(
            fixture.references(),
            """
            A.swift:1️⃣ call exact s:use() -> s:retry(action:)
            """)
    }

    // MARK: Extensions and inheritance

    @Test func extensionsInOtherFilesAddMembersAndConformances() {
        let fixture = IndexFixture([
            "Model.swift": """
            struct Book { var title = "" }
            protocol Shareable { var link: String { get } }
            extension Shareable { func share() {} }
            """,
            "Book+Share.swift": """
            extension Book: 1️⃣Shareable { var link: String { 2️⃣title } }
            """,
            "Book+Format.swift": """
            extension Book { func formatted() -> String { 3️⃣link } }
            """,
            "Use.swift": """
            func show(_ book: Book) { book.4️⃣formatted(); book.5️⃣share() }
            """,
        ])

        expectLines(
            fixture.references { ![.typeUse, .extensionOf].contains($0.kind) },
            """
            Book+Format.swift:3️⃣ memberAccess exact s:Book.formatted() -> s:Book.link
            Book+Share.swift:1️⃣ conformance exact e:Book@Book+Share.swift -> s:Shareable
            Book+Share.swift:2️⃣ memberAccess exact s:Book.link -> s:Book.title
            Use.swift:4️⃣ call exact s:show(_:) -> s:Book.formatted()
            Use.swift:5️⃣ call exact s:show(_:) -> s:Shareable.share()
            """)
    }

    @Test func membersOfSuperclassesAndProtocolExtensionsAreFound() {
        let fixture = IndexFixture([
            "A.swift": """
            protocol Validating {}
            extension Validating { func validate() {} }
            class BaseUseCase: Validating { func start() {} }
            class LoginUseCase: BaseUseCase { func run() { 1️⃣start(); 2️⃣validate(); super.3️⃣start() } }
            func login(_ useCase: LoginUseCase) { useCase.4️⃣validate(); useCase.5️⃣start() }
            """
        ])

        expectLines(
            fixture.references { $0.kind == .call },
            """
            A.swift:1️⃣ call exact s:LoginUseCase.run() -> s:BaseUseCase.start()
            A.swift:2️⃣ call exact s:LoginUseCase.run() -> s:Validating.validate()
            A.swift:3️⃣ call exact s:LoginUseCase.run() -> s:BaseUseCase.start()
            A.swift:4️⃣ call exact s:login(_:) -> s:Validating.validate()
            A.swift:5️⃣ call exact s:login(_:) -> s:BaseUseCase.start()
            """)
    }

    @Test func typealiasesLeadToTheAliasedType() {
        let fixture = IndexFixture([
            "A.swift": """
            struct Repository { func load() {} }
            typealias Repo = Repository
            enum Namespace { typealias Store = Repo }
            func use(repo: 1️⃣Repo, store: Namespace.2️⃣Store) {
                repo.3️⃣load()
                store.4️⃣load()
                _ = 5️⃣Repo()
            }
            """
        ])

        expectLines(
            fixture.references { $0.sourceID == "s:use(repo:store:)" && $0.targetIDs != ["s:Namespace"] },
            """
            A.swift:1️⃣ typeUse exact s:use(repo:store:) -> s:Repo
            A.swift:2️⃣ typeUse exact s:use(repo:store:) -> s:Namespace.Store
            A.swift:3️⃣ call exact s:use(repo:store:) -> s:Repository.load()
            A.swift:4️⃣ call exact s:use(repo:store:) -> s:Repository.load()
            A.swift:5️⃣ initializerCall exact s:use(repo:store:) -> s:Repository
            A.swift:5️⃣ typeUse exact s:use(repo:store:) -> s:Repo
            """)
    }

    /// Each alias's extension sees the members the others add. The aliases used to be merged into
    /// the type one at a time, in a dictionary's order: the first merged missed the later ones'
    /// members, and which one that was changed from run to run.
    @Test func extensionsOfSeveralAliasesOfOneTypeSeeEachOthersMembers() {
        let fixture = IndexFixture([
            "A.swift": """
            struct Target {}
            typealias Alpha = Target
            typealias Beta = Target
            typealias Gamma = Target
            extension Alpha { func fromAlpha() { 1️⃣fromBeta(); 2️⃣fromGamma() } }
            extension Beta { func fromBeta() {} }
            extension Gamma { func fromGamma() { 3️⃣fromAlpha(); 4️⃣fromBeta() } }
            """
        ])

        expectLines(
            fixture.references { $0.kind == .call },
            """
            A.swift:1️⃣ call exact s:Alpha.fromAlpha() -> s:Beta.fromBeta()
            A.swift:2️⃣ call exact s:Alpha.fromAlpha() -> s:Gamma.fromGamma()
            A.swift:3️⃣ call exact s:Gamma.fromGamma() -> s:Alpha.fromAlpha()
            A.swift:4️⃣ call exact s:Gamma.fromGamma() -> s:Beta.fromBeta()
            """)
    }

    /// The standard library's aliases of aliases reach the type at the end of the chain, and
    /// what it conforms to, whatever order the aliases are read in.
    @Test func aStandardAliasOfAnAliasHasTheConformancesOfTheTypeAtTheEnd() {
        let fixture = IndexFixture([
            "A.swift": """
            extension Comparable { func clamped() -> Self { self } }
            func use(utf8: Substring.UTF8View.Index, utf16: Substring.UTF16View.Index, scalar: Substring.UnicodeScalarView.Index) {
                _ = utf8.1️⃣clamped()
                _ = utf16.2️⃣clamped()
                _ = scalar.3️⃣clamped()
            }
            """
        ])

        expectLines(
            fixture.references { $0.kind == .call },
            """
            A.swift:1️⃣ call exact s:use(utf8:utf16:scalar:) -> s:Comparable.clamped()
            A.swift:2️⃣ call exact s:use(utf8:utf16:scalar:) -> s:Comparable.clamped()
            A.swift:3️⃣ call exact s:use(utf8:utf16:scalar:) -> s:Comparable.clamped()
            """)
    }

    // MARK: Receivers

    @Test func receiversWithAnEvidentType() {
        let fixture = IndexFixture([
            "A.swift": """
            struct Datasource { func load() {} }
            struct Task { func run() {} }
            struct Factory { func make() -> Task { Task() }; static let shared = Factory() }
            struct Screen {
                let datasource: Datasource
                var factory: Factory?
                func reload(other: Datasource) {
                    self.datasource.1️⃣load()
                    other.2️⃣load()
                    let local: Datasource = datasource
                    local.3️⃣load()
                    let made = Datasource()
                    made.4️⃣load()
                    factory?.5️⃣make().6️⃣run()
                    Factory.shared.7️⃣make().8️⃣run()
                }
            }
            """
        ])

        expectLines(
            fixture.references { $0.kind == .call },
            """
            A.swift:1️⃣ call exact s:Screen.reload(other:) -> s:Datasource.load()
            A.swift:2️⃣ call exact s:Screen.reload(other:) -> s:Datasource.load()
            A.swift:3️⃣ call exact s:Screen.reload(other:) -> s:Datasource.load()
            A.swift:4️⃣ call exact s:Screen.reload(other:) -> s:Datasource.load()
            A.swift:5️⃣ call exact s:Screen.reload(other:) -> s:Factory.make()
            A.swift:6️⃣ call exact s:Screen.reload(other:) -> s:Task.run()
            A.swift:7️⃣ call exact s:Screen.reload(other:) -> s:Factory.make()
            A.swift:8️⃣ call exact s:Screen.reload(other:) -> s:Task.run()
            """)
    }

    @Test func loopVariablesTakeTheElementTypeOfTheSequence() {
        let fixture = IndexFixture([
            "A.swift": """
            struct Song { func play() {} }
            struct Playlist {
                var songs: [Song]
                func playAll(extra: [Song]?) {
                    for song in songs { song.1️⃣play() }
                    for song in extra ?? [] { song.2️⃣play() }
                }
            }
            """
        ])

        expectLines(
            fixture.references { $0.kind == .call },
            """
            A.swift:1️⃣ call exact s:Playlist.playAll(extra:) -> s:Song.play()
            A.swift:2️⃣ call exact s:Playlist.playAll(extra:) -> s:Song.play()
            """)
    }

    @Test func staticMembersAndImplicitMembersWithAContextualType() {
        let fixture = IndexFixture([
            "A.swift": """
            enum State { case idle, loading; static let initial = State.idle }
            struct Theme { static let dark = Theme(); static func named(_ name: String) -> Theme { dark } }
            struct Machine {
                var state: State = .1️⃣idle
                func next() -> State { .2️⃣loading }
                var fallback: State { .7️⃣idle }
                func theme() {
                    let current: State = .3️⃣loading
                    let theme: Theme = .4️⃣named("x")
                    _ = State.5️⃣initial
                    _ = Theme.6️⃣dark
                }
            }
            """
        ])

        expectLines(
            fixture.references { $0.sourceID?.hasPrefix("s:Machine") == true && $0.kind != .typeUse },
            """
            A.swift:1️⃣ memberAccess exact s:Machine.state -> s:State.idle
            A.swift:2️⃣ memberAccess exact s:Machine.next() -> s:State.loading
            A.swift:7️⃣ memberAccess exact s:Machine.fallback -> s:State.idle
            A.swift:3️⃣ memberAccess exact s:Machine.theme() -> s:State.loading
            A.swift:4️⃣ call exact s:Machine.theme() -> s:Theme.named(_:)
            A.swift:5️⃣ memberAccess exact s:Machine.theme() -> s:State.initial
            A.swift:6️⃣ memberAccess exact s:Machine.theme() -> s:Theme.dark
            """)
    }

    @Test func implicitMembersWithoutContextPreferTheEnclosingType() {
        let fixture = IndexFixture([
            "A.swift": """
            enum Light { case on, off }
            enum Switch {
                case on, off
                var isOn: Bool { if case .1️⃣on = self { return true }; return false }
            }
            func set(_ light: Light) {}
            func flip() { set(.2️⃣off); someoneElsesFunction(.3️⃣off) }
            """
        ])

        // 1️⃣ takes the type of the `self` it matches; 2️⃣ of `set`'s parameter; 3️⃣ is passed to a
        // function the monolith does not declare, so only its name is known.
        expectLines(
            fixture.references { $0.kind == .memberAccess },
            """
            A.swift:1️⃣ memberAccess exact s:Switch.isOn -> s:Switch.on
            A.swift:2️⃣ memberAccess exact s:flip() -> s:Light.off
            A.swift:3️⃣ memberAccess ambiguous s:flip() -> s:Light.off, s:Switch.off
            """)
    }

    @Test func implicitMembersWithoutContextPreferTheEnclosingTypesNestedTypes() {
        let fixture = IndexFixture([
            "A.swift": """
            struct Game {
                enum Action { case tap, gameCenter }
                var body: Reducer { Reducer { state, action in switch action { case .1️⃣gameCenter: break; default: break } } }
            }
            struct AppFeature {
                enum Action { case gameCenter }
                enum Route { case gameCenter }
                func handle() { switch next() { case .2️⃣gameCenter: break } }
            }
            """
        ])

        // A reducer's action, as The Composable Architecture writes it: the closure's parameter has
        // no evident type, but the enclosing type's own `Action` has the case. 2️⃣ fits two nested
        // types of its enclosing type, and none elsewhere.
        expectLines(
            fixture.references { $0.kind == .memberAccess },
            """
            A.swift:1️⃣ memberAccess inferred s:Game.body -> s:Game.Action.gameCenter
            A.swift:2️⃣ memberAccess ambiguous s:AppFeature.handle() -> s:AppFeature.Action.gameCenter, s:AppFeature.Route.gameCenter
            """)
    }

    @Test func unknownReceiversResolveByNameAlone() {
        let fixture = IndexFixture([
            "A.swift": """
            final class Cache { func evict() {}; func reset() {} }
            final class Session { func reset() {} }
            func cleanUp(_ objects: [AnyObject], url: URL) {
                for object in objects as! [Cache] { object.1️⃣evict() }
                objects.first.map { $0.2️⃣reset() }
                objects.count
                url.absoluteString.uppercased()
                url.reset()
            }
            """
        ])

        // Members of types the monolith does not declare (`URL`, `Array`) are never references;
        // the cast names the loop's element type.
        expectLines(
            fixture.references { $0.kind == .call },
            """
            A.swift:1️⃣ call exact s:cleanUp(_:url:) -> s:Cache.evict()
            A.swift:2️⃣ call ambiguous s:cleanUp(_:url:) -> s:Cache.reset(), s:Session.reset()
            """)
    }

    @Test func theMonolithsExtensionsOfForeignTypesAreFound() {
        let fixture = IndexFixture([
            "A.swift": """
            extension String { var slug: String { self } }
            extension Array where Element == Int { func total() -> Int { 0 } }
            func use(title: String, numbers: [Int]) { _ = title.1️⃣slug; _ = numbers.2️⃣total(); _ = "x".3️⃣slug }
            """
        ])

        expectLines(
            fixture.references { $0.kind != .extensionOf },
            """
            A.swift:1️⃣ memberAccess exact s:use(title:numbers:) -> s:String.slug
            A.swift:2️⃣ call exact s:use(title:numbers:) -> s:Array.total()
            A.swift:3️⃣ memberAccess exact s:use(title:numbers:) -> s:String.slug
            """)
    }

    // MARK: Visibility and alternatives

    @Test func privateDeclarationsAreSeenOnlyFromTheirOwnFile() {
        let fixture = IndexFixture([
            "A.swift": """
            private func helper() {}
            private struct Row { func tap() {} }
            func a() { 1️⃣helper(); 2️⃣Row().3️⃣tap() }
            """,
            "B.swift": """
            private func helper() {}
            fileprivate struct Row { func tap() {} }
            func b() { 1️⃣helper(); 2️⃣Row().3️⃣tap() }
            """,
            "C.swift": """
            func c() { helper(); _ = Row() }
            """,
        ])

        expectLines(
            fixture.references(),
            """
            A.swift:1️⃣ call exact s:a() -> s:helper()
            A.swift:2️⃣ initializerCall exact s:a() -> s:Row
            A.swift:3️⃣ call exact s:a() -> s:Row.tap()
            B.swift:1️⃣ call exact s:b() -> s:helper()@B.swift
            B.swift:2️⃣ initializerCall exact s:b() -> s:Row@B.swift
            B.swift:3️⃣ call exact s:b() -> s:Row.tap()@B.swift
            """)
    }

    @Test func ifConfigAlternativesAreAmbiguous() {
        let fixture = IndexFixture([
            "A.swift": """
            #if DEBUG
            struct Config { static let url = "debug" }
            #else
            struct Config { static let url = "release" }
            #endif
            let endpoint = 1️⃣Config.2️⃣url
            """
        ])

        expectLines(
            fixture.references(),
            """
            A.swift:1️⃣ typeUse ambiguous s:endpoint -> s:Config, s:Config#2
            A.swift:2️⃣ memberAccess ambiguous s:endpoint -> s:Config.url, s:Config.url#2
            """)
    }

    /// A declaration only its file sees shadows the same name declared elsewhere, for that file.
    @Test func aFilePrivateDeclarationShadowsTheSameNameElsewhereForItsFile() {
        let fixture = IndexFixture([
            "A.swift": """
            struct Row { var title = "" }
            func helper() {}
            """,
            "B.swift": """
            private struct Row { var title = "" }
            fileprivate func helper() {}
            struct List {
                private static func format() {}
                func render() { _ = 1️⃣Row(); 2️⃣helper() }
            }
            """,
            "C.swift": """
            func other() { _ = 3️⃣Row(); 4️⃣helper() }
            """,
        ])

        expectLines(
            fixture.references { ["Row", "helper"].contains($0.name) },
            """
            B.swift:1️⃣ initializerCall exact s:List.render() -> s:Row@B.swift
            B.swift:2️⃣ call exact s:List.render() -> s:helper()@B.swift
            C.swift:3️⃣ initializerCall exact s:other() -> s:Row
            C.swift:4️⃣ call exact s:other() -> s:helper()
            """)
    }
}
