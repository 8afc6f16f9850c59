import Foundation
import TestSupport
import Testing

/// `--build`, `--build-command`, `--index-store` and `--syntax-only` on the commands that index.
/// Slow where they build a package (`swift build` of a few files), never flaky.
@Suite(.serialized, .slow)
struct BuildOptionTests {
    /// The compiler settles the guess that closed Storage ↔ Network: `tray.reset()` is `Tray`'s.
    @Test func buildResolvesFromTheFreshIndexStoreAndSyntaxOnlyIgnoresIt() throws {
        let package = try InlinePackage(InlinePackage.guessedCycle)
        defer { package.remove() }

        let checked = try CleaveProcess.run(["check", package.url.path, "--build"])
        #expect(checked.status == 0, "\(checked.stderr)")
        #expect(checked.stdout == "0 errors, 0 warnings\n")
        #expect(checked.stderr.contains("cleave: building Shop: `swift build --target Shop` in \(package.url.path)"))
        #expect(checked.stderr.contains("reading its index store \(package.url.path)/.build/"))

        let planned = try CleaveProcess.run(["plan", package.url.path, "--build", "--quiet"])
        #expect(planned.status == 0, "\(planned.stderr)")
        #expect(planned.stdout.hasPrefix("Plan cleave.json for Shop (references resolved by index store)"))
        #expect(planned.stdout.contains("  cycles     none"))
        #expect(planned.stderr.isEmpty, "--quiet: \(planned.stderr)")

        let indexed = try CleaveProcess.run(["index", package.url.path, "--build", "--quiet", "--json", "-"])
        #expect(indexed.status == 0, "\(indexed.stderr)")
        #expect(indexed.stdout.contains(#""indexStore" : "\#(package.url.path)/.build/"#))

        let syntax = try CleaveProcess.run(["plan", package.url.path, "--syntax-only", "--quiet"])
        #expect(syntax.status == 0, "\(syntax.stderr)")
        #expect(syntax.stdout.contains("(references resolved by syntax)"))
        #expect(syntax.stdout.contains("  cycles     Network ↔ Storage (possible: guesses close it)"))

        let triple = try #require(
            try FileManager.default.contentsOfDirectory(atPath: package.url.appendingPathComponent(".build").path).first
            { $0.contains("-") })
        let store = package.url.appendingPathComponent(".build/\(triple)/debug/index/store").path
        let named = try CleaveProcess.run([
            "explain", "Storage", "Network", "--path", package.url.path, "--index-store", store, "--quiet",
        ])
        #expect(named.status == 0, "\(named.stderr)")
        #expect(named.stdout.hasPrefix("Storage does not depend on Network."))

        let out = package.url.deletingLastPathComponent().appendingPathComponent(
            "\(package.url.lastPathComponent)-split")
        defer { try? FileManager.default.removeItem(at: out) }
        let applied = try CleaveProcess.run(["apply", package.url.path, "--out", out.path, "--build", "--quiet"])
        #expect(applied.status == 0, "\(applied.stderr)")
        #expect(!applied.stdout.contains("guess"), "every reference is the compiler's: \(applied.stdout)")
    }

    @Test func aFailingBuildExitsTwoWithItsErrorsAndIndexesNothing() throws {
        var files = InlinePackage.guessedCycle
        files["Sources/Shop/Broken.swift"] = #"let broken: Int = "text""#
        let package = try InlinePackage(files)
        defer { package.remove() }

        let result = try CleaveProcess.run(["check", package.url.path, "--build", "--quiet"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr.contains(
                "error: `swift build --target Shop` failed in \(package.url.path) (exit status 1); nothing was indexed:"
            ))
        #expect(
            result.stderr.contains(
                "Sources/Shop/Broken.swift:1:19: error: cannot convert value of type 'String' to specified type 'Int'"))
        #expect(result.stderr.contains("drop --build to resolve references from syntax"))
        #expect(!result.stderr.contains("`- error"), "no source snippets: \(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: package.url.appendingPathComponent(".cleave").path))

        let custom = try CleaveProcess.run([
            "plan", package.url.path, "--quiet", "--build-command",
            "echo compiling; echo 'Shop.swift:3:1: error: no such module' >&2; exit 3",
        ])
        #expect(custom.status == 2)
        #expect(
            custom.stderr.contains(
                "`echo compiling; echo 'Shop.swift:3:1: error: no such module' >&2; exit 3` failed in \(package.url.path) (exit status 3)"
            ))
        #expect(custom.stderr.contains("\n  Shop.swift:3:1: error: no such module\n"))
        #expect(!custom.stderr.contains("  compiling"), "only the error lines: \(custom.stderr)")

        let contradicting = try CleaveProcess.run(["plan", package.url.path, "--syntax-only", "--build"])
        #expect(contradicting.status == 2)
        #expect(contradicting.stderr.contains("--syntax-only reads no index store, so a build would be in vain"))
        #expect(!FileManager.default.fileExists(atPath: package.url.appendingPathComponent(".cleave").path))
    }

    @Test func anXcodeProjectNeedsABuildCommand() throws {
        let wallet = try ScratchCopy(of: "WalletApp")
        defer { wallet.remove() }
        let result = try CleaveProcess.run(["plan", wallet.url.path, "--build"])
        #expect(result.status == 2)
        #expect(
            result.stderr.contains(
                "WalletApp.xcodeproj: cleave has no default build command for an Xcode project; pass --build-command"))
        #expect(result.stderr.contains("DerivedData/<Project>-…/Index.noindex/DataStore"))
        #expect(result.stderr.contains("pass --index-store <store> without --build"))
        #expect(!FileManager.default.fileExists(atPath: wallet.url.appendingPathComponent(".cleave").path))

        // A build command that writes no store where cleave looks, and names none.
        let storeless = try CleaveProcess.run(["check", wallet.url.path, "--build-command", "true", "--quiet"])
        #expect(storeless.status == 2)
        #expect(
            storeless.stderr.contains(
                "`true` succeeded in \(wallet.url.path) but left no index store where cleave looks"))
    }
}
