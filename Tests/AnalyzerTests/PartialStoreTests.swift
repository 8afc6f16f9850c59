import Analyzer
import Foundation
import TestSupport
import Testing

/// A store covers what its build compiled: a package's documentation catalog and excluded files
/// are no sources, a file the build left out for its platform and a file edited since the build
/// are resolved from syntax, and every other file from the store.
@Suite("Index store: a store that misses some files", .slow)
struct PartialStoreTests {
    static let sources = [
        "Package.swift": """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Shelf", targets: [.target(name: "Shelf", exclude: ["Legacy"])])
        """,
        "Sources/Shelf/Book.swift": "struct Book { var title: String }\n",
        "Sources/Shelf/Library.swift": """
        struct Library {
            var books: [Book]
            func titles() -> [String] { books.map(\\.title) }
        }

        """,
        "Sources/Shelf/Shelf.swift":
            "struct Shelf {\n    let library = Library(books: [])\n    func count() -> Int { library.titles().count }\n}\n",
        // Left out of the build, as a platform filter leaves it out of a build for another platform.
        "Sources/Shelf/MacReader.swift":
            "#if os(macOS)\nstruct MacReader {\n    let library: Library\n    func first() -> Book? { library.books.first }\n}\n#endif\n",
        // A DocC tutorial's step: documentation, never compiled.
        "Sources/Shelf/Documentation.docc/Resources/Library.step1.swift": "struct Library { var books: [Book] }\n",
        "Sources/Shelf/Legacy/OldLibrary.swift": "struct OldLibrary { var books: [Book] }\n",
    ]
    static let compiled = ["Sources/Shelf/Book.swift", "Sources/Shelf/Library.swift", "Sources/Shelf/Shelf.swift"]
    /// As the compiler sees them: the memberwise initializer's label is a use of the stored property.
    static let shelfUses = [
        "Library 2:19 initializerCall", "Library.books 2:27 memberAccess", "Shelf.library 3:27 memberAccess",
        "Library.titles 3:35 call",
    ]

    @Test func catalogsAndExcludedFilesAreNoSourcesAndAFileTheBuildLeftOutIsResolvedFromSyntax() throws {
        let fixture = try CompiledFixture(Self.sources, compiling: Self.compiled)

        let run = try fixture.index()

        let index = try #require(run.index)
        #expect(
            index.files.map(\.path) == [
                "Sources/Shelf/Book.swift", "Sources/Shelf/Library.swift", "Sources/Shelf/MacReader.swift",
                "Sources/Shelf/Shelf.swift",
            ])
        #expect(index.indexStore == fixture.storePath)
        #expect(
            index.uncoveredFiles == [
                UncoveredFile(path: "Sources/Shelf/MacReader.swift", reason: .notCompiled, condition: "os(macOS)")
            ])
        #expect(
            run.summary.warnings.map(\.message) == [
                "the build that wrote the index store \(fixture.storePath) did not compile 1 file "
                    + "(Sources/Shelf/MacReader.swift (all its code under #if os(macOS))); their references resolved from syntax"
            ])
        // From the store.
        #expect(
            Self.uses(in: "Library.swift", of: index) == [
                "Book 2:17 typeUse", "Library.books 3:33 memberAccess", "Book.title 3:45 keyPath",
            ])
        #expect(Self.uses(in: "Shelf.swift", of: index) == Self.shelfUses)
        // From syntax: the file the build left out, against the whole monolith.
        #expect(
            Self.uses(in: "MacReader.swift", of: index) == [
                "Library 3:18 typeUse", "Book 4:21 typeUse", "Library.books 4:37 memberAccess",
                "MacReader.library 4:29 memberAccess",
            ])
    }

    @Test func aFileEditedSinceTheBuildAloneIsResolvedFromSyntaxAndRefusedWhenTheStoreIsNamed() throws {
        let fixture = try CompiledFixture(Self.sources, compiling: Self.compiled)
        // Two lines in front move every declaration of the file from where the store has it.
        try fixture.folder.write(
            "App/Sources/Shelf/Library.swift",
            "// Edited after the build.\n\n" + Self.sources["Sources/Shelf/Library.swift"]!)

        #expect {
            try fixture.index()
        } throws: { error in
            "\(error)".contains(
                "older than the sources: 1 file changed since it was built (Sources/Shelf/Library.swift)")
        }
        let run = try fixture.index(.discover)

        let index = try #require(run.index)
        #expect(index.indexStore == fixture.storePath)
        #expect(
            index.uncoveredFiles?.map { "\($0.path) \($0.reason)" } == [
                "Sources/Shelf/Library.swift changedSinceBuild", "Sources/Shelf/MacReader.swift notCompiled",
            ])
        #expect(
            run.summary.warnings.map(\.message).contains {
                $0.contains(
                    "1 file changed since it was built (Sources/Shelf/Library.swift); their references resolved from syntax, the others' from the store"
                )
            })
        // The edited file from syntax, where its declarations are now…
        #expect(
            Self.uses(in: "Library.swift", of: index) == [
                "Book 4:17 typeUse", "Library.books 5:33 memberAccess", "Book.title 5:45 keyPath",
            ])
        // …and what other files use of it still from the store, matched to them by name.
        #expect(Self.uses(in: "Shelf.swift", of: index) == Self.shelfUses)
    }

    /// `Target line:column kind` of each reference written in a file, in source order.
    private static func uses(in file: String, of index: Index) -> [String] {
        let declarations = Dictionary(index.declarations.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return index.references.filter { $0.location.file == "Sources/Shelf/" + file }.map { reference in
            let targets = reference.targetIDs.compactMap { declarations[$0] }.map { declaration in
                (declaration.parentID.flatMap { declarations[$0]?.name }.map { $0 + "." } ?? "") + declaration.name
            }
            return
                "\(targets.joined(separator: "|")) \(reference.location.line):\(reference.location.column) \(reference.kind.rawValue)"
        }
    }
}
