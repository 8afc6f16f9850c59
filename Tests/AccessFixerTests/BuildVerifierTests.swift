import Foundation
import Testing

@testable import AccessFixer

/// What `--verify` and `fix-access` raise, read from the compiler's own words.
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
}
