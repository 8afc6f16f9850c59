import Foundation
import TestSupport
import Testing

@testable import AccessFixer

/// What `--verify` and `fix-access` raise, read from the compiler's own words.
@Suite(.slow)
struct BuildVerifierTests {
    /// swift-protobuf's `options: BinaryEncodingOptions = BinaryEncodingOptions()`: the note names
    /// the initializer without "declared here".
    @Test func anInitializerADefaultArgumentCallsIsRaisedWhereItsNoteSays() throws {
        let diagnostics = CompilerDiagnostic.parse(
            """
            /p/Sources/A/Message.swift:38:42: error: initializer 'init()' is internal and cannot be referenced from a default argument value
            /p/Sources/A/Options.swift:31:5: note: initializer 'init()' is not '@usableFromInline' or public
            """)
        let verifier = BuildVerifier(folder: URL(fileURLWithPath: "/p"), command: "swift build")
        let error = try #require(diagnostics.first)
        #expect(
            verifier.declarationToRaise(for: error)
                == CompilerDiagnostic.Position(path: "/p/Sources/A/Options.swift", line: 31, column: 5))
    }

    /// A build that asks for `import A` in B's file, then for A's `Options` to be public, then succeeds.
    private static func fixture() throws -> (folder: TemporaryFolder, command: String) {
        let folder = try TemporaryFolder([
            "Sources/A/Options.swift": "struct Options {}\n",
            "Sources/B/Use.swift": "import Foundation\r\n\r\nlet options = Options()\r\n",
        ])
        let root = folder.url.path
        let command = """
            if ! grep -q 'import A' Sources/B/Use.swift; then
                echo "\(root)/Sources/B/Use.swift:3:15: error: cannot find 'Options' in scope"; exit 1
            fi
            if ! grep -q 'public struct' Sources/A/Options.swift; then
                echo "\(root)/Sources/B/Use.swift:4:15: error: 'Options' is inaccessible due to 'internal' protection level"
                echo "\(root)/Sources/A/Options.swift:1:8: note: 'Options' declared here"; exit 1
            fi
            """
        return (folder, command)
    }

    /// Fixes are written as an apply writes: a CRLF file stays CRLF, a file keeps its mode, and
    /// the scratch folder they pass through is gone.
    @Test func fixesAreWrittenAsAnApplyWritesKeepingLineEndingsAndMode() throws {
        let (folder, command) = try Self.fixture()
        let use = folder.url.appendingPathComponent("Sources/B/Use.swift")
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: use.path)

        let outcome = try BuildVerifier.fixingImports(folder: folder.url, command: command).verify()

        #expect(outcome.succeeded)
        #expect(outcome.fixed == ["Sources/B/Use.swift: import A", "Sources/A/Options.swift:1: public"])
        #expect(
            try String(contentsOf: use, encoding: .utf8)
                == "import Foundation\r\nimport A\r\n\r\nlet options = Options()\r\n")
        #expect(try FileManager.default.attributesOfItem(atPath: use.path)[.posixPermissions] as? Int == 0o640)
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent(".cleave").path))
    }

    @Test func aReadOnlyFileThatNeedsAFixIsRefused() throws {
        let (folder, command) = try Self.fixture()
        let use = folder.url.appendingPathComponent("Sources/B/Use.swift")
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: use.path)

        #expect { try BuildVerifier.fixingImports(folder: folder.url, command: command).verify() } throws: {
            "\($0)".hasPrefix("Sources/B/Use.swift is read-only")
        }
        #expect(try String(contentsOf: use, encoding: .utf8) == "import Foundation\r\n\r\nlet options = Options()\r\n")
    }
}
