import Foundation
import TestSupport
import Testing

@testable import Analyzer

/// An edit resolves again only what it reaches, and the index it gives is the one a cold run of
/// the same sources gives, whole. A generated monolith of features that use each other (models,
/// services with a base class, screens that infer types through several files) is edited step by
/// step, and each step's index is compared with a cold one.
struct IncrementalIndexTests {
    static let features = 8

    /// Feature `i`'s model, stamp, service, screen and report; the screen uses feature `i + 1`'s
    /// service and `i + 2`'s model, the report what the service's properties are.
    static var monolith: [String: String] {
        var files = [
            "Core/BaseService.swift": """
            class BaseService {
                func start() {}
            }
            protocol Describing { func describe() -> String }
            """,
            "Core/Util.swift": "private func format(_ text: String) -> String { text }\n",
        ]
        for i in 0..<features {
            let next = (i + 1) % features
            let afterNext = (i + 2) % features
            files["Feature\(i)/Model\(i).swift"] = """
                struct Model\(i): Describing {
                    var name\(i): String
                    var count: Int
                    func describe() -> String { "\\(name\(i)) \\(count)" }
                }
                """
            files["Feature\(i)/Stamp\(i).swift"] = "struct Stamp\(i) { var value = 0 }\n"
            files["Feature\(i)/Stamp\(i)+Label.swift"] = "extension Stamp\(i) { var label: String { \"\" } }\n"
            files["Feature\(i)/Service\(i).swift"] = """
                final class Service\(i): BaseService {
                    static let shared = Service\(i)()
                    var current = Model\(i)(name\(i): "a", count: 0)
                    var stamp: Stamp\(i) = Stamp\(i)()
                    func load() -> Model\(i) { current }
                    override func start() { print(load().describe()) }
                }
                """
            files["Feature\(i)/Screen\(i).swift"] = """
                final class Screen\(i) {
                    let service: Service\(i) = .shared
                    let peerService: Service\(next) = .shared
                    func show() {
                        let model = service.load()
                        print(model.describe(), peerService.current.count)
                        _ = Model\(afterNext)(name\(afterNext): "x", count: 1).describe()
                    }
                }
                """
            files["Feature\(i)/Report\(i).swift"] = """
                func report\(i)(on screen: Screen\(i)) -> Int { screen.peerService.current.count }
                func label\(i)(of service: Service\(i)) -> String { service.stamp.label }
                func help\(i)() { helper\(i)() }
                """
        }
        return files
    }

    /// One edit: files written (new text) or removed (nil).
    struct Edit: CustomStringConvertible {
        let description: String
        let files: [String: String?]
    }

    static let edits: [Edit] = [
        Edit(
            description: "a body changed",
            files: [
                "Feature3/Screen3.swift": monolith["Feature3/Screen3.swift"]!.replacingOccurrences(
                    of: "print(model", with: "print(\"shown\"); print(model")
            ]),
        Edit(
            description: "a method renamed",
            files: [
                "Feature4/Service4.swift": monolith["Feature4/Service4.swift"]!.replacingOccurrences(
                    of: "load()", with: "fetch()")
            ]),
        Edit(
            description: "a property's inferred type changed",
            files: [
                "Feature5/Service5.swift": monolith["Feature5/Service5.swift"]!
                    .replacingOccurrences(
                        of: "var current = Model5(name5: \"a\", count: 0)",
                        with: "var current = Model1(name1: \"a\", count: 0)")
            ]),
        Edit(
            description: "a file added with an extension",
            files: [
                "Feature1/Model1+Times.swift":
                    "extension Model1 { func describe(times: Int) -> String { describe() } }\n"
            ]),
        Edit(description: "a file removed", files: ["Feature2/Screen2.swift": nil]),
        Edit(
            description: "a file of many functions added (more names than are looked up one by one)",
            files: [
                "Core/Helpers.swift": (0..<20).map { "func helper\($0)() {}\n" }.joined()
            ]),
        Edit(description: "that file removed", files: ["Core/Helpers.swift": nil]),
        Edit(
            description: "a duplicate private function earlier in path order",
            files: [
                "Core/AUtil.swift": "private func format(_ text: String) -> String { text }\n"
            ]),
        Edit(
            description: "a superclass dropped",
            files: [
                "Feature7/Service7.swift": monolith["Feature7/Service7.swift"]!
                    .replacingOccurrences(of: ": BaseService", with: "").replacingOccurrences(of: "override ", with: "")
            ]),
        Edit(
            description: "a type renamed",
            files: [
                "Feature6/Model6.swift": monolith["Feature6/Model6.swift"]!.replacingOccurrences(
                    of: "struct Model6", with: "struct Model66")
            ]),
        Edit(
            description: "a type renamed that only its extension's member is used through",
            files: [
                "Feature2/Stamp2.swift": "struct Seal2 {}\n"
            ]),
        Edit(
            description: "a member added that another type declares too",
            files: [
                "Feature0/Model0.swift": monolith["Feature0/Model0.swift"]!.replacingOccurrences(
                    of: "var count: Int", with: "var count: Int\n    var current: Int { count }")
            ]),
    ]

    static func edit(_ description: String) -> Edit {
        edits.first { $0.description == description }!
    }

    @Test func everyEditGivesTheIndexAColdRunGives() throws {
        let folder = try TemporaryFolder(Self.monolith)
        _ = try Indexer().index(try MonolithDiscovery().discover(at: folder.path))
        for edit in Self.edits {
            for (path, text) in edit.files {
                if let text {
                    try folder.write(path, text)
                } else {
                    try FileManager.default.removeItem(atPath: folder.path + "/" + path)
                }
            }
            let monolith = try MonolithDiscovery().discover(at: folder.path)
            let incremental = try Indexer().index(monolith)
            let cold = try Indexer(options: .init(useCache: false)).index(monolith)
            #expect(incremental.index == cold.index, "\(edit)")
            #expect(incremental.summary == cold.summary, "\(edit)")
            // And the run after it finds everything as it left it.
            let unchanged = try Indexer().index(monolith)
            #expect(unchanged.index == cold.index, "\(edit)")
            #expect(unchanged.resolvedFiles == 0, "\(edit)")
        }
    }

    /// A file whose size and date were taken by the last run and whose hash has changed since is
    /// parsed while that run's heads are read; one written again unchanged is no edit. Either way
    /// the index is the one a cold run gives.
    @Test func aFileEditedSinceItsStatsWereTakenIsParsedAheadToTheSameIndex() throws {
        let folder = try TemporaryFolder(Self.monolith)
        for path in Self.monolith.keys { try folder.age(path) }
        _ = try Indexer().index(try MonolithDiscovery().discover(at: folder.path))
        let edited = "Feature4/Service4.swift"
        let rewritten = "Feature0/Model0.swift"
        let taken = { (path: String) in
            FileContents(file: DiscoveredFile(path: path, language: .swift), rootPath: folder.path).known
        }
        let known = (taken(edited), taken(rewritten))
        try folder.write(edited, Self.edit("a method renamed").files[edited]!!)
        try folder.write(rewritten, Self.monolith[rewritten]!)

        let now = { (path: String, known: KnownContent?) in
            FileContents(file: DiscoveredFile(path: path, language: .swift), rootPath: folder.path, known: known)
        }
        #expect(now(edited, known.0).differsFromKnown)
        #expect(!now(rewritten, known.1).differsFromKnown)
        let monolith = try MonolithDiscovery().discover(at: folder.path)
        let incremental = try Indexer().index(monolith)
        let cold = try Indexer(options: .init(useCache: false)).index(monolith)
        #expect(incremental.index == cold.index)
        #expect(incremental.parsedFiles == 1)
    }

    @Test func aBodyEditResolvesOnlyItsFile() throws {
        let folder = try TemporaryFolder(Self.monolith)
        _ = try Indexer().index(try MonolithDiscovery().discover(at: folder.path))
        try folder.write("Feature3/Screen3.swift", Self.edit("a body changed").files["Feature3/Screen3.swift"]!!)

        let run = try Indexer().index(try MonolithDiscovery().discover(at: folder.path))

        #expect((run.parsedFiles, run.resolvedFiles) == (1, 1))
    }

    @Test func aRenamedMethodResolvesTheFilesThatMentionItsNames() throws {
        let folder = try TemporaryFolder(Self.monolith)
        _ = try Indexer().index(try MonolithDiscovery().discover(at: folder.path))
        try folder.write("Feature4/Service4.swift", Self.edit("a method renamed").files["Feature4/Service4.swift"]!!)

        let run = try Indexer().index(try MonolithDiscovery().discover(at: folder.path))

        // Every service and screen calls a `load()`; the models and the core do not.
        #expect(run.resolvedFiles == 2 * Self.features)
    }

    /// A few names are looked for by SQLite in one pass, many by reading each file's list once:
    /// both find the same files, at the hashes their facts were taken at.
    @Test func theFilesMentioningANameAreFoundWhateverTheNumberOfNames() throws {
        let folder = try TemporaryFolder(Self.monolith)
        _ = try Indexer().index(try MonolithDiscovery().discover(at: folder.path))
        let database = try IndexDatabase(root: folder.url)
        let hashes = try database.cachedFacts().mapValues(\.hash)
        let fillers = Set((1...16).map { "unmentioned\($0)" })

        let few = try database.files(mentioningAnyOf: ["load"], hashes: hashes)
        let many = try database.files(mentioningAnyOf: fillers.union(["load"]), hashes: hashes)
        let stale = try database.files(mentioningAnyOf: ["load"], hashes: hashes.mapValues { $0 + "-edited" })

        #expect(few.count == 2 * Self.features)
        #expect(many == few)
        #expect(stale.isEmpty)
    }

    /// A cold run writes its cache while it resolves; one that fails halfway leaves the last run's.
    @Test func aReplacementAbandonedHalfwayLeavesTheCacheAsItWas() throws {
        let folder = try TemporaryFolder(Self.monolith)
        let monolith = try MonolithDiscovery().discover(at: folder.path)
        _ = try Indexer().index(monolith)
        let database = try IndexDatabase(root: folder.url)
        let before = (
            try database.lastRun()?.fingerprint, try database.cachedFacts().count, try database.resolvedHeads().count
        )
        #expect(before.1 == monolith.files.count && before.2 == monolith.files.count)

        let replacement = try database.replacingEverything(facts: [], paths: [])
        let bodies = try database.resolvedBodies()
        try replacement.insert(
            try database.resolvedHeads().prefix(3).map { ResolvedFile(head: $0, body: bodies[$0.file.path]!) }[...])
        replacement.abandon()

        let after = (
            try database.lastRun()?.fingerprint, try database.cachedFacts().count, try database.resolvedHeads().count
        )
        #expect(after == before)
        let journal = try SQLiteDatabase(path: IndexDatabase.path(root: folder.url)).query("PRAGMA journal_mode")
        #expect(journal.first?[0].text == "wal")
        #expect((try Indexer().index(monolith)).parsedFiles == 0, "the next run finds everything cached")
    }

    @Test func aChangedSuperclassResolvesEverythingAgain() throws {
        let folder = try TemporaryFolder(Self.monolith)
        _ = try Indexer().index(try MonolithDiscovery().discover(at: folder.path))
        try folder.write(
            "Feature7/Service7.swift", Self.edit("a superclass dropped").files["Feature7/Service7.swift"]!!)

        let run = try Indexer().index(try MonolithDiscovery().discover(at: folder.path))

        #expect(run.resolvedFiles == 6 * Self.features + 2)
    }
}

struct MentionedNamesTests {
    @Test func aNameIsMentionedOnlyAsAWholeIdentifier() {
        let names = MentionedNames(["Book", "price"])
        #expect(names.isMentioned(in: "[Book.Format]"))
        #expect(names.isMentioned(in: "price * 2"))
        #expect(!names.isMentioned(in: "Bookshelf"))
        #expect(!names.isMentioned(in: "unitPrice"))
        #expect(!names.isMentioned(in: ""))
    }

    @Test func textBeyondASCIIIsSplitAtWhatIsNoLetterOrDigit() {
        let names = MentionedNames(["price"])
        #expect(names.isMentioned(in: "\"Café — \" + price"))
        #expect(!names.isMentioned(in: "\"Café\" + priceé"))
        #expect(MentionedNames(["prix"]).isMentioned(in: "\"€\"+prix"))
    }

    @Test func anInsertedNameIsFoundAtItsOwnLength() {
        var names = MentionedNames(["a"])
        #expect(!names.isMentioned(in: "Optional<Ledger>"))
        names.insert("Ledger")
        #expect(names.isMentioned(in: "Optional<Ledger>"))
    }

    @Test func theClosureFollowsWhatIsInferredFromAChangedName() {
        let declarations = [
            Declaration(
                id: "price", name: "price", kind: .variable,
                location: SourceLocation(file: "A.swift", line: 1, column: 1), typeName: "Int"),
            Declaration(
                id: "total", name: "total", kind: .variable,
                location: SourceLocation(file: "B.swift", line: 1, column: 1), typeName: "price"),
            Declaration(
                id: "label", name: "label", kind: .variable,
                location: SourceLocation(file: "C.swift", line: 1, column: 1), typeName: "total"),
            Declaration(
                id: "other", name: "other", kind: .variable,
                location: SourceLocation(file: "D.swift", line: 1, column: 1), typeName: "totals"),
        ]
        #expect(IncrementalResolution.closure(of: ["price"], over: declarations) == ["price", "total", "label"])
    }
}
