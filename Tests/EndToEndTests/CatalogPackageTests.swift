import Foundation
import TestSupport
import Testing

/// A package whose DocC catalog keeps a tutorial's steps as `.swift` files, built once with
/// `swift build`, as swift-syntax's SwiftSyntax target does: the steps are documentation, so the
/// store the build left serves the whole target. Slow (a `swift build` of a few files), never flaky.
@Suite(.serialized, .slow)
struct CatalogPackageTests {
    @Test func theStoreServesAPackageWhoseCatalogHoldsSwiftStepsAndAnEditedFileAloneFallsBackToSyntax() throws {
        var files = InlinePackage.guessedCycle
        files["Sources/Shop/Storage/Documentation.docc/Storage.md"] = "# ``Shop``"
        files["Sources/Shop/Storage/Documentation.docc/Storage.tutorial"] =
            #"@Tutorial { @Code(name: "Tray.swift", file: Tray.step1.swift) }"#
        // Taken for Storage's code, this step would make Storage use Network, which holds a Tray: a cycle.
        files["Sources/Shop/Storage/Documentation.docc/Resources/Tray.step1.swift"] = "let session = Session()"
        let package = try InlinePackage(files)
        defer { package.remove() }
        let built = try CleaveProcess.run(URL(fileURLWithPath: "/usr/bin/env"), ["swift", "build"], in: package.url)
        #expect(built.status == 0, "\(built.stdout)\n\(built.stderr)")

        let indexed = try CleaveProcess.run(["index", package.url.path])
        #expect(indexed.status == 0, "\(indexed.stderr)")
        #expect(
            indexed.stdout.contains("  files         3 Swift, 0 Objective-C + 0 headers, 0 resources;"),
            "\(indexed.stdout)")
        #expect(
            indexed.stdout.contains("resolved by the compiler, from the index store \(package.url.path)/.build/"),
            "\(indexed.stdout)")
        #expect(!indexed.stdout.contains("warning"), "\(indexed.stdout)")
        let checked = try CleaveProcess.run(["check", package.url.path])
        #expect(checked.status == 0, "\(checked.stdout)\(checked.stderr)")
        #expect(checked.stdout == "0 errors, 0 warnings\n")

        let session = package.url.appendingPathComponent("Sources/Shop/Network/Session.swift")
        try ("// Edited after the build.\n" + String(contentsOf: session, encoding: .utf8)).write(
            to: session, atomically: true, encoding: .utf8)
        let edited = try CleaveProcess.run(["index", package.url.path])
        #expect(edited.status == 0, "\(edited.stderr)")
        #expect(
            edited.stdout.contains(
                "resolved by the compiler in 2 files, from the index store \(package.url.path)/.build/"),
            "\(edited.stdout)")
        #expect(edited.stdout.contains("; from syntax in 1 file (1 changed since)"), "\(edited.stdout)")
        #expect(
            edited.stdout.contains(
                "1 file changed since it was built (Sources/Shop/Network/Session.swift); their references resolved from syntax"
            ))
        let triple = try #require(
            try FileManager.default.contentsOfDirectory(atPath: package.url.appendingPathComponent(".build").path).first
            { $0.contains("-") })
        let named = try CleaveProcess.run([
            "index", package.url.path, "--index-store", package.url.path + "/.build/\(triple)/debug/index/store",
        ])
        #expect(named.status == 2)
        #expect(named.stderr.contains("1 file changed since it was built (Sources/Shop/Network/Session.swift)"))
    }
}
