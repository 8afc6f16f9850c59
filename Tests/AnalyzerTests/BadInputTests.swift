import Foundation
import TestSupport
import Testing

@testable import Analyzer

/// Files a monolith should not have but real ones do: each is indexed as far as possible, never
/// crashes the run, and leaves a diagnostic naming the file.
struct BadInputTests {
    @Test func aFileThatIsNotUTF8IsSkippedWithAWarning() throws {
        let folder = try TemporaryFolder(["Good.swift": "struct Good {}"])
        try folder.write("Latin1.swift", Data("let caf\u{E9} = 1".data(using: .isoLatin1)!))
        try folder.write("UTF16.swift", "struct Wide {}".data(using: .utf16)!)

        let run = try Indexer(options: .init(useCache: false)).index(try MonolithDiscovery().discover(at: folder.path))

        #expect(run.index?.declarations.map(\.id) == ["s:Good"])
        #expect(run.index?.files.map(\.path) == ["Good.swift", "Latin1.swift", "UTF16.swift"])
        expectLines(
            run.index?.diagnostics.map(\.description).joined(separator: "\n") ?? "",
            """
            Latin1.swift: warning: not UTF-8 text; skipped (re-save it as UTF-8)
            UTF16.swift: warning: not UTF-8 text; skipped (re-save it as UTF-8)
            """)
    }

    /// A file that cannot be read (its permissions, or gone since it was found) was indexed as
    /// empty without a word: it is an error that names it, and nothing is indexed.
    @Test func aFileThatCannotBeReadIsAnError() throws {
        let folder = try TemporaryFolder(["Good.swift": "struct Good {}", "Gone.swift": "struct Gone {}"])
        let monolith = try MonolithDiscovery().discover(at: folder.path)
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("Gone.swift"))
        #expect(throws: AnalyzerError.sourceUnreadable(monolith.root.appendingPathComponent("Gone.swift").path)) {
            try Indexer(options: .init(useCache: false)).index(monolith)
        }
    }

    @Test func aByteOrderMarkIsNoProblem() throws {
        let folder = try TemporaryFolder()
        try folder.write("BOM.swift", Data([0xEF, 0xBB, 0xBF]) + Data("struct Marked {}\n".utf8))

        let run = try Indexer(options: .init(useCache: false)).index(try MonolithDiscovery().discover(at: folder.path))

        #expect(run.index?.declarations.map { "\($0.id) \($0.location)" } == ["s:Marked BOM.swift:1:8"])
        #expect(run.index?.diagnostics == [])
    }

    @Test func aFileWithSyntaxErrorsIsIndexedAsFarAsItParses() {
        let fixture = IndexFixture([
            "Broken.swift": """
            struct Before { func ok() {} }
            func broken(_ value: Int {
                let x = = 1
            }
            struct After { var name = "" }
            """
        ])

        expectLines(
            fixture.index.diagnostics.map(\.description).joined(separator: "\n"),
            """
            Broken.swift:2: warning: syntax errors; indexed as far as it parses (check that `swiftc -parse` accepts this file)
            """)
        #expect(fixture.declaration("s:Before.ok()") != nil)
        #expect(fixture.declaration("s:After.name") != nil)
    }

    /// Valid code is not reported: `@available (macOS 10.13, *)` with a space is accepted (with a
    /// warning) in the Swift 5 language mode, and an `#if compiler(>=…)` branch that this compiler
    /// is too old for is not parsed by it, so syntax only a later Swift knows (`borrow`
    /// accessors) is no error there. A real error, in code the compiler parses, still is.
    @Test func codeTheCompilerAcceptsIsNoSyntaxError() {
        let spaced = "@available (macOS 10.13, *)\npublic func modern() {}\n"
        let later = """
            #if compiler(>=99)
            extension Box {
                var value: Int {
                    @_unsafeSelfDependentResult
                    borrow { 0 }
                    nonmutating mutate { &self.storage }
                }
            }
            #endif
            struct Box { var storage = 0 }
            """
        let unparsedOnlyForAnotherReason = """
            #if os(Linux) || compiler(>=99)
            func broken( {
            #endif
            """
        func diagnostics(_ source: String, mode: Int?) -> String {
            let file = SourceFile(
                path: "A.swift", language: .swift, contentHash: "", lines: 1, bytes: source.utf8.count)
            return SwiftFrontEnd(languageMode: mode).facts(for: file, source: source).diagnostics.map(\.description)
                .joined(separator: "\n")
        }

        #expect(diagnostics(spaced, mode: 5) == "")
        #expect(diagnostics(spaced, mode: 6).contains("syntax errors"))
        #expect(diagnostics(later, mode: 5) == "")
        #expect(diagnostics(later, mode: 6) == "")
        #expect(diagnostics(unparsedOnlyForAnotherReason, mode: 5).contains("A.swift:2: warning: syntax errors"))
    }

    @Test func theLanguageModeComesFromTheManifest() throws {
        func mode(_ manifest: String) throws -> Int? {
            let folder = try TemporaryFolder(["Package.swift": manifest, "Sources/Lib/Lib.swift": ""])
            return try MonolithDiscovery().discover(at: folder.path).description.languageMode
        }
        let target = #"targets: [.target(name: "Lib")]"#

        #expect(
            try mode(
                "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Lib\", \(target))"
            ) == 5)
        #expect(
            try mode(
                "// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: \"Lib\", \(target))"
            ) == 6)
        #expect(
            try mode(
                "// swift-tools-version: 6.0\nlet package = Package(name: \"Lib\", \(target), swiftLanguageModes: [.v5])"
            ) == 5)
        #expect(
            try mode(
                "// swift-tools-version:5.9\nlet package = Package(name: \"Lib\", targets: [.target(name: \"Lib\", swiftSettings: [.swiftLanguageMode(.v6)])])"
            ) == 6)
    }

    @Test func unbalancedBracesAndDirectivesDoNotStopTheRun() {
        let fixture = IndexFixture([
            "Unbalanced.swift": """
            #if DEBUG
            class Open {
                func a() {
            """,
            "Stray.swift": """
            }}
            #endif
            struct Fine {}
            """,
        ])

        expectLines(
            fixture.index.diagnostics.map(\.description).joined(separator: "\n"),
            """
            Stray.swift:1: warning: syntax errors; indexed as far as it parses (check that `swiftc -parse` accepts this file)
            Unbalanced.swift:3: warning: syntax errors; indexed as far as it parses (check that `swiftc -parse` accepts this file)
            """)
        #expect(fixture.declaration("s:Open.a()")?.conditions == ["DEBUG"])
        #expect(fixture.declaration("s:Fine") != nil)
    }

    @Test func emptyFilesHaveNoFacts() throws {
        let folder = try TemporaryFolder(["Empty.swift": "", "Blank.swift": "\n\n   \n", "Comment.swift": "// TODO\n"])

        let run = try Indexer(options: .init(useCache: false)).index(try MonolithDiscovery().discover(at: folder.path))

        #expect(
            run.index?.files.map { "\($0.path) \($0.lines) \($0.bytes)" } == [
                "Blank.swift 3 6", "Comment.swift 1 8", "Empty.swift 0 0",
            ])
        #expect(run.index?.declarations == [])
        #expect(run.index?.references == [])
        #expect(run.index?.diagnostics == [])
    }

    @Test func aFiveMegabyteGeneratedFileIsIndexed() {
        // Long literals keep the token count (what parsing time depends on) modest.
        let count = 8_000
        let comment = String(repeating: "generated text ", count: 40)
        var source = "enum Asset {\n"
        for number in 0..<count {
            source += "    static let image\(number) = ImageAsset(name: \"image\(number)\", comment: \"\(comment)\")\n"
        }
        source += "}\nstruct ImageAsset { let name: String; let comment: String }\n"
        #expect(source.utf8.count > 5_000_000)
        let file = SourceFile(
            path: "Assets.swift", language: .swift, contentHash: "", lines: count + 3, bytes: source.utf8.count)

        let facts = SwiftFrontEnd().facts(for: file, source: source)
        let index = IndexBuilder().build(
            monolith: MonolithDescription(kind: .folder, name: "App", sourcePath: ""), facts: [facts])

        #expect(index.declarations.count == count + 4)
        #expect(index.declarations.last?.id == "s:ImageAsset.comment")
        // Each line calls the memberwise initializer, whose labels use the stored properties.
        let uses = Dictionary(grouping: index.references) { "\($0.kind) \($0.targetIDs.joined())" }.mapValues(\.count)
        #expect(
            uses == [
                "initializerCall s:ImageAsset": count, "memberAccess s:ImageAsset.name": count,
                "memberAccess s:ImageAsset.comment": count,
            ])
        #expect(index.diagnostics == [])
    }
}
