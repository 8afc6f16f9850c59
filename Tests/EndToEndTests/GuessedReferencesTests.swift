import Foundation
import TestSupport
import Testing

/// A cycle only a guess of the syntax resolver closes does not block a split: `check` warns and
/// passes, and `apply` leaves the guessed dependency out, so that the split builds.
@Suite(.serialized, .slow)
struct GuessedReferencesTests {
    @Test func checkPassesAndApplyLeavesTheGuessOutAndBuilds() throws {
        let package = try InlinePackage(InlinePackage.guessedCycle)
        defer { package.remove() }

        let checked = try CleaveProcess.run(["check", package.url.path, "--quiet"])
        #expect(checked.status == 0, "\(checked.stdout)\(checked.stderr)")
        #expect(
            checked.stdout == """
                Sources/Shop/Storage/Tray.swift:7:49: warning: Network ↔ Storage may depend on each other: only guessed references close the cycle [possible-cycle]
                0 errors, 1 warning

                """)

        let out = package.url.appendingPathComponent("../\(package.url.lastPathComponent)-split").standardizedFileURL
        defer { try? FileManager.default.removeItem(at: out) }
        let applied = try CleaveProcess.run([
            "apply", package.url.path, "--out", out.path, "--verify", "swift build", "--quiet",
        ])
        #expect(applied.status == 0, "\(applied.stdout)\(applied.stderr)")
        #expect(
            applied.stdout.contains(
                """
                left out Storage → Network, which only guesses make and which would close a cycle (1 guessed reference); if it is real, the build says so:
                  Sources/Shop/Storage/Tray.swift:7:49: cleanUp() → Session.reset() (call, ambiguous)
                """))
        #expect(applied.stdout.contains("`swift build` succeeded (round 1)"))
        let manifest = try String(contentsOf: out.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(#".target(name: "Storage", path: "Sources/Storage")"#))
        #expect(manifest.contains(#".target(name: "Network", dependencies: ["Storage"], path: "Sources/Network")"#))
        let tray = try String(
            contentsOf: out.appendingPathComponent("Sources/Storage/Storage/Tray.swift"), encoding: .utf8)
        #expect(!tray.contains("import Network"))
    }
}
