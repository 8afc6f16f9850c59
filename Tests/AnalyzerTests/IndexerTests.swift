import Foundation
import TestSupport
import Testing

@testable import Analyzer

/// The whole pipeline on real files, with the facts cache in `<root>/.cleave/index.sqlite`.
struct IndexerTests {
    static let files = [
        "Models/Book.swift": """
        struct Book {
            var title: String
            func formatted() -> String { title }
        }
        """,
        "Models/Shelf.swift": """
        final class Shelf {
            private(set) var books: [Book] = []
            func add(_ book: Book) { books.append(book) }
        }
        """,
        "Features/Library.swift": """
        func showLibrary(_ shelf: Shelf) {
            shelf.add(Book(title: "Dune"))
            for book in shelf.books { print(book.formatted()) }
        }
        """,
    ]

    @Test func aWarmRunReusesEveryFileAndBuildsTheSameIndex() throws {
        let folder = try TemporaryFolder(Self.files)
        let monolith = try MonolithDiscovery().discover(at: folder.path)

        let cold = try Indexer().index(monolith)
        let warm = try Indexer().index(monolith)

        #expect((cold.parsedFiles, cold.cachedFiles) == (3, 0))
        #expect((warm.parsedFiles, warm.cachedFiles) == (0, 3))
        #expect(warm.index == cold.index)
        #expect(try json(warm.index) == json(cold.index))
        #expect(warm.summary == cold.summary)
        #expect(FileManager.default.fileExists(atPath: folder.path + "/.cleave/index.sqlite"))
        // The cache keeps itself out of git.
        #expect(try String(contentsOfFile: folder.path + "/.cleave/.gitignore", encoding: .utf8).hasSuffix("\n*\n"))
    }

    @Test func afterAnEditOnlyTheChangedFileIsParsed() throws {
        let folder = try TemporaryFolder(Self.files)
        _ = try Indexer().index(try MonolithDiscovery().discover(at: folder.path))
        try folder.write("Models/Book.swift", "struct Book { var title: String; var author = \"\" }")

        let monolith = try MonolithDiscovery().discover(at: folder.path)
        let incremental = try Indexer().index(monolith)
        let fresh = try Indexer(options: .init(useCache: false)).index(monolith)

        #expect((incremental.parsedFiles, incremental.cachedFiles) == (1, 2))
        #expect(incremental.index == fresh.index)
        #expect(try json(incremental.index) == json(fresh.index))
        #expect(incremental.index?.declarations.contains { $0.id == "s:Book.author" } == true)
        #expect(incremental.index?.declarations.contains { $0.id == "s:Book.formatted()" } == false)
    }

    /// How `a <> b * k` folds depends on a precedence group another file declares: editing it
    /// parses again the files that were folded by it, and gives the index a cold run gives.
    @Test func anEditedPrecedenceGroupFoldsEveryFileAgain() throws {
        let use = """
            struct Money { static func <> (l: Money, r: Money) -> Pair { Pair() }; static func * (l: Money, k: Rate) -> Money { l } }
            struct Pair { static func * (l: Pair, k: Rate) -> Pair { l } }
            struct Rate {}
            func scaled(_ a: Money, _ b: Money, _ k: Rate) -> Pair { a <> b * k }
            """
        let operators = { (relation: String) in "precedencegroup Pairing { \(relation) }\ninfix operator <>: Pairing\n"
        }
        let folder = try TemporaryFolder([
            "Operators.swift": operators("lowerThan: MultiplicationPrecedence"), "Money.swift": use,
        ])
        let multiplied = { (run: Indexer.Run) in
            Set(run.index?.references.filter { $0.name == "*" }.flatMap(\.targetIDs) ?? [])
        }
        let first = try Indexer().index(try MonolithDiscovery().discover(at: folder.path))
        try folder.write("Operators.swift", operators("higherThan: MultiplicationPrecedence"))

        let monolith = try MonolithDiscovery().discover(at: folder.path)
        let edited = try Indexer().index(monolith)
        let fresh = try Indexer(options: .init(useCache: false)).index(monolith)

        // `a <> (b * k)`, then `(a <> b) * k`, whose left operand's type the resolver does not know.
        #expect(multiplied(first) == ["s:Money.*(l:k:)"])
        #expect(multiplied(edited) == [])
        #expect((edited.parsedFiles, edited.cachedFiles) == (2, 0))
        #expect(try json(edited.index) == json(fresh.index))
    }

    @Test func addedAndRemovedFilesAreNoticed() throws {
        let folder = try TemporaryFolder(Self.files)
        _ = try Indexer().index(try MonolithDiscovery().discover(at: folder.path))
        try FileManager.default.removeItem(atPath: folder.path + "/Features/Library.swift")
        try folder.write("Features/Reader.swift", "func read(_ book: Book) { _ = book.formatted() }")

        let monolith = try MonolithDiscovery().discover(at: folder.path)
        let run = try Indexer().index(monolith)
        let fresh = try Indexer(options: .init(useCache: false)).index(monolith)

        #expect((run.parsedFiles, run.cachedFiles) == (1, 2))
        #expect(run.index?.files.map(\.path) == ["Features/Reader.swift", "Models/Book.swift", "Models/Shelf.swift"])
        #expect(run.index == fresh.index)
    }

    /// `cleave index` wants the summary alone: no index is put together, cold or unchanged, nor
    /// after an edit, when it is resolved file by file: the summary is worked out from each file's
    /// counts, without reading the references of the files the edit does not reach.
    @Test func summaryOnlyPutsNoIndexTogetherColdUnchangedOrAfterAnEdit() throws {
        let folder = try TemporaryFolder(Self.files)
        let monolith = try MonolithDiscovery().discover(at: folder.path)
        let summaryOnly = Indexer(options: .init(summaryOnly: true))

        let first = try summaryOnly.index(monolith)
        let uncached = try Indexer(options: .init(useCache: false)).index(monolith).summary
        let second = try summaryOnly.index(monolith)
        try folder.write("Models/Book.swift", "struct Book {}")
        let afterEdit = try summaryOnly.index(try MonolithDiscovery().discover(at: folder.path))

        #expect(first.index == nil)
        #expect(first.summary == uncached)
        #expect(second.index == nil)
        #expect(second.summary == first.summary)
        #expect((second.parsedFiles, second.cachedFiles) == (0, 3))
        #expect(afterEdit.index == nil)
        #expect(afterEdit.parsedFiles == 1)
        let cold = try Indexer(options: .init(useCache: false)).index(try MonolithDiscovery().discover(at: folder.path))
        #expect(afterEdit.summary == cold.summary)
    }

    @Test func withoutTheCacheNothingIsWritten() throws {
        let folder = try TemporaryFolder(Self.files)

        let run = try Indexer(options: .init(useCache: false)).index(try MonolithDiscovery().discover(at: folder.path))

        #expect(run.parsedFiles == 3)
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/.cleave"))
    }

    /// An index of the monolith and more (its tests, when a split places them) reuses the
    /// monolith's cached facts and leaves the cache as it was: the next run of the monolith alone
    /// is still warm.
    @Test func anIndexThatDoesNotUpdateTheCacheReadsItAndLeavesItAsItWas() throws {
        let folder = try TemporaryFolder(
            Self.files.merging(["Tests/LibraryTests.swift": "func testShelf() { _ = Shelf() }"]) { $1 })
        let folderMonolith = try MonolithDiscovery().discover(at: folder.path)
        let monolith = Monolith(
            description: folderMonolith.description, root: folderMonolith.root,
            files: folderMonolith.files.filter { !$0.path.hasPrefix("Tests/") }, bridgingHeader: nil)
        _ = try Indexer().index(monolith)
        let cache = folder.path + "/.cleave/index.sqlite"
        let cached = try Data(contentsOf: URL(fileURLWithPath: cache))

        var options = Indexer.Options(indexStore: .never)
        options.updatesCache = false
        let withTests = Monolith(
            description: monolith.description, root: monolith.root,
            files: monolith.files + [DiscoveredFile(path: "Tests/LibraryTests.swift", language: .swift)],
            bridgingHeader: nil)
        let combined = try Indexer(options: options).index(withTests)

        #expect((combined.parsedFiles, combined.cachedFiles) == (1, 3))
        #expect(try Data(contentsOf: URL(fileURLWithPath: cache)) == cached)
        #expect(try Indexer().index(monolith).parsedFiles == 0)
    }

    /// A damaged, foreign, older or newer cache made every command fail with `database disk image is
    /// malformed` and no advice, while `index` said all was well. It is discarded, the monolith
    /// indexed afresh, and one warning says so; the next run is warm and says nothing.
    @Test(arguments: [
        ("pages damaged", "is damaged (database disk image is malformed); rebuilt it"),
        ("no database", "is damaged (file is not a database); rebuilt it"),
        ("another tool's", "is not in this Cleave's cache format; rebuilt it"),
        (
            "a newer Cleave's",
            "was written by a newer Cleave (cache format 99; this one reads \(IndexDatabase.cacheFormat)); rebuilt it"
        ),
        (
            "an older Cleave's",
            "was written by an older Cleave (cache format 1; this one reads \(IndexDatabase.cacheFormat)); rebuilt it"
        ),
    ])
    func aCacheThatCannotBeUsedIsRebuiltWithOneWarning(damage: String, warning: String) throws {
        let folder = try TemporaryFolder(Self.files)
        let monolith = try MonolithDiscovery().discover(at: folder.path)
        _ = try Indexer().index(monolith)
        let cache = folder.path + "/.cleave/index.sqlite"
        switch damage {
        case "pages damaged":
            var bytes = try Data(contentsOf: URL(fileURLWithPath: cache))
            // Every page after the first, which holds the schema; the header gives the page size
            // (1 stands for 65,536).
            let written = Int(bytes[16]) << 8 | Int(bytes[17])
            let pageSize = written == 1 ? 65_536 : written
            for offset in stride(from: pageSize, to: bytes.count, by: 61) { bytes[offset] ^= 0x5A }
            try bytes.write(to: URL(fileURLWithPath: cache))
        case "no database":
            try Data(String(repeating: "not a database\n", count: 500).utf8).write(to: URL(fileURLWithPath: cache))
        case "another tool's":
            try IndexDatabase.discard(root: folder.url)
            try SQLiteDatabase(path: cache).execute("CREATE TABLE facts (name TEXT, value INTEGER);")
        case "an older Cleave's":
            try SQLiteDatabase(path: cache).execute("PRAGMA user_version = 1;")
        default:
            try SQLiteDatabase(path: cache).execute("PRAGMA user_version = 99;")
        }

        let run = try Indexer().index(monolith)
        let next = try Indexer().index(monolith)

        #expect(run.index?.diagnostics.map(\.description) == [".cleave/index.sqlite: warning: \(warning)"])
        #expect(run.summary.warnings.map(\.message) == [warning])
        #expect(run.parsedFiles == 3)
        #expect(next.parsedFiles == 0)
        #expect(next.index?.diagnostics == [])
        #expect(next.index == (try Indexer(options: .init(useCache: false)).index(monolith)).index)
    }

    @Test func theSummaryCountsWhatWasIndexed() throws {
        let folder = try TemporaryFolder(Self.files)

        let run = try Indexer().index(try MonolithDiscovery().discover(at: folder.path))
        let summary = run.summary

        #expect(summary.filesByLanguage == [.swift: 3])
        #expect(summary.lines == 12)
        #expect(summary.declarations == 7)
        #expect(summary.references == run.index?.references.count)
        #expect(summary.referencesByCertainty.values.reduce(0, +) == summary.references)
        #expect(summary.warnings.isEmpty)
    }

    @Test func discoveryWarningsComeFirstInTheIndex() throws {
        let outside = try TemporaryFolder(["Elsewhere.swift": "struct Elsewhere {}"])
        let folder = try TemporaryFolder(["Main.swift": "func main() {}", "Broken.swift": "func broken( {"])
        try folder.link("Elsewhere.swift", to: outside.path + "/Elsewhere.swift")

        let run = try Indexer(options: .init(useCache: false)).index(try MonolithDiscovery().discover(at: folder.path))

        expectLines(
            run.index?.diagnostics.map(\.description).joined(separator: "\n") ?? "",
            """
            Elsewhere.swift: warning: symlink leads outside the analysed folder; skipped
            Broken.swift:1: warning: syntax errors; indexed as far as it parses (check that `swiftc -parse` accepts this file)
            """)
    }

    /// Files that import one header the way Xcode's header maps find it (`<App/Shared.h>`), parsed
    /// on several threads at once: each must parse with the header, whichever thread wrote its shim
    /// and when. A file that raced another and parsed without it declared `ping` itself.
    @Test func twoColdRunsOfObjectiveCGiveTheSameIndex() throws {
        var files = [
            "Legacy/Shared.h": """
            #import <Foundation/Foundation.h>
            @interface Shared : NSObject
            - (void)ping;
            @end
            """
        ]
        for number in 1...8 {
            files["Features/Feature\(number).m"] = """
                #import <App/Shared.h>
                @interface Shared ()
                - (void)ping;
                @end
                @implementation Feature\(number)
                - (void)run { [[Shared new] ping]; }
                @end
                """
        }
        let folder = try TemporaryFolder(files)
        let monolith = try MonolithDiscovery().discover(at: folder.path)
        let options = Indexer.Options(useCache: false, indexStore: .never)

        let first = try Indexer(options: options).index(monolith).index
        let second = try Indexer(options: options).index(monolith).index

        #expect(try json(second) == json(first))
        for index in [first, second] {
            #expect(index?.declarations.filter { $0.name == "ping" }.map(\.location.file) == ["Legacy/Shared.h"])
            #expect(index?.diagnostics.isEmpty == true, "\(index?.diagnostics.map(\.description) ?? [])")
        }
    }

    private func json(_ index: Index?) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(index), as: UTF8.self)
    }
}

/// A file whose size and modification time are those its hash was taken at is not read again.
struct KnownHashTests {
    /// Sources last modified long ago, as in a checkout nobody is editing.
    static func settledFolder() throws -> TemporaryFolder {
        let folder = try TemporaryFolder(IndexerTests.files)
        for path in IndexerTests.files.keys { try folder.age(path) }
        return folder
    }

    @Test func aFileRewrittenWithItsSizeAndTimeKeptIsTakenAsUnchanged() throws {
        let folder = try Self.settledFolder()
        let monolith = try MonolithDiscovery().discover(at: folder.path)
        let first = try Indexer().index(monolith)
        // The same number of bytes, the old time put back: what `git checkout` never does.
        let original = try String(contentsOfFile: folder.path + "/Models/Book.swift", encoding: .utf8)
        try folder.write("Models/Book.swift", original.replacingOccurrences(of: "title", with: "TITLE"))
        try folder.age("Models/Book.swift")

        let second = try Indexer().index(monolith)

        #expect(second.index == first.index)
        #expect(second.index?.declarations.contains { $0.name == "TITLE" } == false)
    }

    @Test func anEditedFileIsReadAgainAndTheIndexIsAColdOne() throws {
        let folder = try Self.settledFolder()
        _ = try Indexer().index(try MonolithDiscovery().discover(at: folder.path))
        try folder.write("Models/Book.swift", "struct Book { var title: String; var pages = 0 }")

        let monolith = try MonolithDiscovery().discover(at: folder.path)
        let run = try Indexer().index(monolith)

        #expect(run.parsedFiles == 1)
        #expect(run.index == (try Indexer(options: .init(useCache: false)).index(monolith)).index)
    }

    /// An asset catalog is one resource: its hash stands while every file in it keeps its size
    /// and time, and changes when one of them changes.
    @Test func aFolderResourceIsHashedAgainWhenAFileInItChanges() throws {
        let folder = try Self.settledFolder()
        let image = "Media.xcassets/Logo.imageset/logo.png"
        try folder.write(
            "Media.xcassets/Logo.imageset/Contents.json", #"{"images":[{"filename":"logo.png","idiom":"universal"}]}"#)
        try folder.write(image, Data([0x89, 0x50, 0x4E, 0x47, 1]))
        for path in ["Media.xcassets/Logo.imageset/Contents.json", image] { try folder.age(path) }
        let catalog = { (run: Indexer.Run) in run.index?.files.first { $0.path == "Media.xcassets" }?.contentHash }
        let monolith = try MonolithDiscovery().discover(at: folder.path)
        let first = try Indexer().index(monolith)
        let unchanged = try Indexer().index(monolith)
        try folder.write(image, Data([0x89, 0x50, 0x4E, 0x47, 2]))

        let edited = try Indexer().index(monolith)

        #expect(catalog(first) != nil)
        #expect(catalog(unchanged) == catalog(first))
        #expect(catalog(edited) != catalog(first))
        #expect(edited.index == (try Indexer(options: .init(useCache: false)).index(monolith)).index)

        // Rewritten with its size and time kept, the image is not looked at again: the sizes
        // and times of the catalog's files stand for its contents, as a source file's do.
        try folder.write(image, Data([0x89, 0x50, 0x4E, 0x47, 3, 3]))
        try folder.age(image)
        let settled = try Indexer().index(monolith)
        try folder.write(image, Data([0x89, 0x50, 0x4E, 0x47, 4, 4]))
        try folder.age(image)

        #expect(catalog(try Indexer().index(monolith)) == catalog(settled))
    }
}
