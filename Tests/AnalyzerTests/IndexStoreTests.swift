import Analyzer
import Foundation
import TestSupport
import Testing

@Suite("Index store: precise mode", .slow)
struct IndexStoreTests {
    static let sources = [
        "Book.swift": """
        protocol Shelved {
            var title: String { get }
        }

        class Item {
            func describe() -> String { "item" }
        }

        struct Book: Shelved {
            var title: String
            var pages: Int = 0
        }

        final class Novel: Item {
            let book: Book

            init(book: Book) {
                self.book = book
            }

            override func describe() -> String { book.title }
        }

        func weigh(_ book: Book) -> Int { book.pages }
        func weigh(_ novel: Novel) -> Int { 0 }

        infix operator |>
        func |> (value: Int, transform: (Int) -> Int) -> Int { transform(value) }
        """,
        "Library.swift": """
        func catalog() -> [Novel] {
            let dune = Book(title: "Dune")
            return [Novel(book: dune)]
        }

        extension Book {
            var isLong: Bool { pages > 500 }
        }

        func firstTitle(_ novels: [Novel]) -> String? {
            novels.first?.book.title
        }
        """,
        "Titles.swift": """
        func titles(_ books: [Book]) -> [String] {
            #if ALPHABETICAL
            return books.map { $0.title }.sorted()
            #else
            return books.map(\\.title)
            #endif
        }

        func identity<T>(_ value: T) -> T { value }
        func heaviest(_ books: [Book]) -> Int { weigh(identity(books[0])) }
        func doubled(_ value: Int) -> Int { value |> { $0 * 2 } }
        """,
    ]

    @Test func readsUnitsAndOccurrencesAsTheCompilerWroteThem() throws {
        let fixture = try CompiledFixture(Self.sources)
        let store = try IndexStore(path: fixture.storePath)
        let units = try store.unitNames().map { try store.unit(named: $0) }
        let library = try #require(units.first { $0.mainFile?.hasSuffix("/App/Library.swift") == true })
        #expect(library.moduleName == "App")
        let record = try #require(library.record(for: library.mainFile!))
        let occurrences = try store.occurrences(inRecord: record.name)
            .filter { !$0.roles.contains(.implicit) && $0.symbol.usr.contains("3App") }
            .map { "\($0.line):\($0.column) \($0.symbol.kind) \($0.symbol.name) \(Self.roles($0.roles))" }
        #expect(
            occurrences == [
                "1:6 function catalog() definition",
                "1:20 class Novel reference,contained-by",
                "2:16 struct Book reference,contained-by",
                "2:16 constructor init(title:pages:) reference,call,contained-by",
                "2:21 instanceProperty title reference,contained-by",
                "3:13 class Novel reference,contained-by",
                "3:13 constructor init(book:) reference,call,contained-by",
                "6:11 struct Book reference,extended-by",
                "6:11 extension Book definition",
                "7:9 instanceProperty isLong definition",
                "7:22 instanceMethod getter:isLong definition",
                "7:24 instanceProperty pages reference,contained-by",
                "10:6 function firstTitle(_:) definition",
                "10:19 parameter novels definition",
                "10:28 class Novel reference,contained-by",
                "11:19 instanceProperty book reference,contained-by",
                "11:24 instanceProperty title reference,contained-by",
            ])
    }

    /// Objective-C declarations live in headers, which have no unit of their own: their records
    /// come with the units of the files that import them.
    @Test func objectiveCDeclaredInHeadersIsMatchedThroughTheUnitsThatReadThem() throws {
        let fixture = try CompiledFixture([
            "Crypto.h": """
            @interface Crypto
            - (int)hashString:(int)value;
            + (instancetype)shared;
            @end
            """,
            "Crypto.m": """
            #import "Crypto.h"
            @implementation Crypto
            - (int)hashString:(int)value { return value * 2; }
            + (instancetype)shared { return 0; }
            @end
            """,
            "Use.m": """
            #import "Crypto.h"
            int useIt(void) { return [[Crypto shared] hashString:3]; }
            """,
        ])
        let index = try #require(try fixture.index().index)
        #expect(
            index.references.map { "\($0.location) \($0.kind) \($0.name) → \($0.targetIDs.joined())" } == [
                "Use.m:2:28 typeUse Crypto → c:Crypto",
                "Use.m:2:35 call shared → c:Crypto.shared",
                "Use.m:2:43 call hashString: → c:Crypto.hashString:",
            ])
    }

    @Test func aMissingStoreIsAnErrorNamingThePath() {
        #expect(throws: IndexStoreError.self) { try IndexStore(path: "/nonexistent/store") }
    }

    /// Every written use the compiler recorded becomes one exact reference: the memberwise
    /// initializer it synthesised stands for its type, an `init` called implies its type, the
    /// accessor of `isLong` is `isLong`, and `title` satisfying `Shelved` is no reference at all.
    @Test func preciseModeMapsOccurrencesOntoTheDeclarations() throws {
        let fixture = try CompiledFixture(Self.sources)
        let index = try #require(try fixture.index().index)
        #expect(index.indexStore == fixture.storePath)
        #expect(
            index.references.map {
                "\($0.location) \($0.kind) \($0.name) → \($0.targetIDs.joined()) in \($0.sourceID ?? "-")"
            }
                == [
                    "Book.swift:9:14 conformance Shelved → s:Shelved in s:Book",
                    "Book.swift:14:20 inheritance Item → s:Item in s:Novel",
                    "Book.swift:15:15 typeUse Book → s:Book in s:Novel.book",
                    "Book.swift:17:16 typeUse Book → s:Book in s:Novel.init(book:)",
                    "Book.swift:18:14 memberAccess book → s:Novel.book in s:Novel.init(book:)",
                    "Book.swift:21:19 override describe → s:Item.describe() in s:Novel",
                    "Book.swift:21:42 memberAccess book → s:Novel.book in s:Novel.describe()",
                    "Book.swift:21:47 memberAccess title → s:Book.title in s:Novel.describe()",
                    "Book.swift:24:20 typeUse Book → s:Book in s:weigh(_:)",
                    "Book.swift:24:40 memberAccess pages → s:Book.pages in s:weigh(_:)",
                    "Book.swift:25:21 typeUse Novel → s:Novel in s:weigh(_:)#2",
                    "Library.swift:1:20 typeUse Novel → s:Novel in s:catalog()",
                    "Library.swift:2:16 initializerCall Book → s:Book in s:catalog()",
                    "Library.swift:2:21 memberAccess title → s:Book.title in s:catalog()",
                    "Library.swift:3:13 initializerCall Novel → s:Novel.init(book:) in s:catalog()",
                    "Library.swift:6:11 extensionOf Book → s:Book in e:Book@Library.swift",
                    "Library.swift:7:24 memberAccess pages → s:Book.pages in s:Book.isLong",
                    "Library.swift:10:28 typeUse Novel → s:Novel in s:firstTitle(_:)",
                    "Library.swift:11:19 memberAccess book → s:Novel.book in s:firstTitle(_:)",
                    "Library.swift:11:24 memberAccess title → s:Book.title in s:firstTitle(_:)",
                    "Titles.swift:1:23 typeUse Book → s:Book in s:titles(_:)",
                    "Titles.swift:5:24 keyPath title → s:Book.title in s:titles(_:)",
                    "Titles.swift:10:25 typeUse Book → s:Book in s:heaviest(_:)",
                    "Titles.swift:10:41 call weigh → s:weigh(_:) in s:heaviest(_:)",
                    "Titles.swift:10:47 call identity → s:identity(_:) in s:heaviest(_:)",
                    "Titles.swift:11:43 operatorUse |> → s:|>(value:transform:) in s:doubled(_:)",
                ])
        #expect(index.references.allSatisfy { $0.certainty == .exact })
    }

    /// The compiler says which declarations implement a requirement of a protocol the monolith does
    /// not declare (what must be public in a public type): the standard library's, whatever the
    /// members are called, and not the monolith's own.
    @Test func preciseModeKnowsTheWitnessesOfOutsideProtocols() throws {
        let fixture = try CompiledFixture([
            "Ring.swift": """
            protocol Sized { var size: Int { get } }
            struct Ring: Sequence, Sized {
                var items: [Int]
                var size: Int { items.count }
                func makeIterator() -> IndexingIterator<[Int]> { items.makeIterator() }
                var underestimatedCount: Int { items.count }
                func unrelated() {}
            }
            extension Ring: CustomStringConvertible { var description: String { "ring" } }
            """
        ])
        let index = try #require(try fixture.index().index)
        #expect(
            index.outsideWitnesses == ["s:Ring.description", "s:Ring.makeIterator()", "s:Ring.underestimatedCount"])
    }

    /// swift-protobuf's `options: BinaryDecodingOptions = BinaryDecodingOptions()`: the compiler
    /// records the initializer, the code names the type; the reference is a default argument's,
    /// so a split makes the initializer as visible as the function.
    @Test func anInitializerCalledInADefaultArgumentKeepsThatKind() throws {
        let fixture = try CompiledFixture([
            "Options.swift": """
            struct Options {
                var limit = 3
                init() {}
            }
            """,
            "Decode.swift": """
            func decode(options: Options = Options()) -> Int { options.limit }
            """,
        ])
        let index = try #require(try fixture.index().index)
        let kinds = index.references.filter { $0.targetIDs == ["s:Options.init()"] }.map(\.kind)
        #expect(kinds == [.defaultArgument])
    }

    /// The syntax index reads both branches of an `#if`, the compiler only the active one: what it
    /// did not compile is left out, and so is the use of `|>`'s operator declaration, which the
    /// compiler does not index. `weigh(identity(…))` fits both overloads as far as syntax tells;
    /// the compiler knows which, and the other is an edge between top-level declarations it has not.
    @Test func comparisonCountsWhatEachSideFoundAcrossFiles() throws {
        let fixture = try CompiledFixture(Self.sources)
        let run = try fixture.index(compare: true)
        #expect(run.index?.indexStore == nil, "the index compared is the syntax one")
        let agreement = try #require(run.agreement)
        #expect(agreement.total == .init(compiler: 14, found: 14, syntax: 15, confirmed: 14))
        #expect(agreement.byKind[.call] == .init(compiler: 1, found: 1, syntax: 2, confirmed: 1))
        #expect(agreement.byCertainty[.ambiguous] == .init(syntax: 2, confirmed: 1))
        #expect(agreement.topLevelEdges == .init(compiler: 8, found: 8, syntax: 9, confirmed: 8))
        #expect(agreement.notCompiled == 1)
        #expect(agreement.toOperatorDeclarations == 1, "`|>`'s declaration, which the compiler does not index")
        #expect(
            agreement.topLevelDisagreements.map { "\($0.side) \($0.source) → \($0.target) \($0.references)" }
                == ["unconfirmed s:heaviest(_:) → s:weigh(_:)#2 [Titles.swift:10:41]"])
        #expect(
            agreement.disagreements.map {
                "\($0.side) \($0.kind) \($0.cause) \($0.count) \($0.examples.map(\.location))"
            }
                == [
                    "unconfirmed call the compiler resolved the name to another declaration [ambiguous, receiver: a bare name] 1 [Titles.swift:10:41]"
                ])
    }

    @Test func aStoreOlderThanTheSourcesIsRefusedWhenNamedAndServesTheOtherFilesWhenFound() throws {
        let fixture = try CompiledFixture(Self.sources)
        try fixture.folder.write("App/Library.swift", Self.sources["Library.swift"]! + "\n// edited after the build\n")
        #expect {
            try fixture.index()
        } throws: { error in
            "\(error)".contains("older than the sources: 1 file changed since it was built (Library.swift)")
        }
        let discovered = try fixture.index(.discover)
        #expect(discovered.index?.indexStore == fixture.storePath)
        #expect(discovered.index?.uncoveredFiles == [UncoveredFile(path: "Library.swift", reason: .changedSinceBuild)])
        #expect(
            discovered.summary.warnings.map(\.message).contains {
                $0.contains("their references resolved from syntax, the others' from the store")
            })

        try fixture.compile()
        let rebuilt = try fixture.index(.discover).index
        #expect(rebuilt?.indexStore == fixture.storePath)
        #expect(rebuilt?.uncoveredFiles == nil)
    }

    @Test func aNewFileTheStoreHasNotSeenMakesItStale() throws {
        let fixture = try CompiledFixture(Self.sources)
        try fixture.folder.write("App/Shelf.swift", "struct Shelf { var books: [Book] }\n")
        #expect {
            try fixture.index()
        } throws: { error in
            "\(error)".contains("1 file not in it (Shelf.swift)")
        }
    }

    @Test func aStoreOfAnotherProjectIsRefused() throws {
        let fixture = try CompiledFixture(Self.sources)
        let other = try CompiledFixture(["Other.swift": "struct Other {}\n"])
        #expect(throws: AnalyzerError.indexStoreForeign(path: other.storePath)) {
            try fixture.index(.at(other.storePath))
        }
        #expect(throws: AnalyzerError.self) { try fixture.index(.at("/nonexistent/store")) }
    }

    @Test func comparingNeedsAStore() throws {
        let folder = try TemporaryFolder(["App.swift": "struct App {}\n"])
        let monolith = try MonolithDiscovery().discover(at: folder.path)
        #expect(throws: AnalyzerError.noIndexStore(root: monolith.root.path)) {
            try Indexer(options: .init(useCache: false, compareWithStore: true)).index(monolith)
        }
    }

    private static func roles(_ roles: SymbolRoles) -> String {
        let names: [(SymbolRoles, String)] = [
            (.definition, "definition"), (.reference, "reference"), (.call, "call"), (.baseOf, "base-of"),
            (.overrideOf, "override-of"), (.extendedBy, "extended-by"), (.containedBy, "contained-by"),
        ]
        return names.filter { roles.contains($0.0) }.map(\.1).joined(separator: ",")
    }
}

@Suite("Index store: where builds leave it")
struct IndexStoreLocatorTests {
    @Test func swiftPMAndXcodeStoresAreFoundTheNewestFirst() throws {
        let folder = try TemporaryFolder([
            "App/App.xcodeproj/project.pbxproj": "",
            "App/.build/x86_64-unknown-linux-gnu/debug/index/store/v5/units/a": "",
            "DerivedData/App-abcdef/Index.noindex/DataStore/v5/units/b": "",
            "DerivedData/Other-123456/Index.noindex/DataStore/v5/units/c": "",
        ])
        let locator = IndexStoreLocator(derivedData: folder.url.appendingPathComponent("DerivedData"))
        let xcode = folder.url.appendingPathComponent("DerivedData/App-abcdef/Index.noindex/DataStore")
        let swiftPM = folder.url.appendingPathComponent("App/.build/x86_64-unknown-linux-gnu/debug/index/store")
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -60)],
            ofItemAtPath: swiftPM.appendingPathComponent("v5/units").path)
        #expect(locator.store(for: folder.url.appendingPathComponent("App")) == xcode.path)

        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -120)],
            ofItemAtPath: xcode.appendingPathComponent("v5/units").path)
        #expect(locator.store(for: folder.url.appendingPathComponent("App")) == swiftPM.path)
        #expect(locator.store(for: folder.url) == nil)
    }
}
