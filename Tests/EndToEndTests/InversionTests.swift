import Foundation
import TestSupport
import Testing

/// A module that still uses the app is planned work, not a broken plan: with the app in its
/// `"inverts"`, `cleave check` lists each use with its way out and no error, `cleave apply`
/// refuses to cut the module out until the use is gone, and `cleave check` then says the entry can go.
@Suite(.slow)
struct InversionTests {
    @Test func anInversionIsListedWaitedForAndThenDone() throws {
        let sample = try ScratchCopy(of: "Bookshelf")
        defer { sample.remove() }
        let backReference = sample.url.appendingPathComponent(
            "Sources/Bookshelf/Features/Search/SearchEnvironment.swift")
        try "func searchEnvironment() -> Any.Type { AppEnvironment.self }\n".write(
            to: backReference, atomically: true, encoding: .utf8)
        let planFile = sample.url.appendingPathComponent("cleave.json")
        let plan = try String(contentsOf: planFile, encoding: .utf8)

        let unplanned = try CleaveProcess.run(["check", sample.url.path, "--quiet"])
        #expect(unplanned.status == 1, "Search using the app is an error while no inversion is planned")

        try plan.replacingOccurrences(
            of: "\"files\": [\"Features/Search\"]",
            with: "\"files\": [\"Features/Search\"], \"inverts\": [\"Bookshelf\"]"
        )
        .write(to: planFile, atomically: true, encoding: .utf8)
        let planned = try CleaveProcess.run(["check", sample.url.path, "--quiet"])
        #expect(planned.status == 0, "\(planned.stdout)")
        #expect(
            planned.stdout.contains(
                "Sources/Bookshelf/Features/Search/SearchEnvironment.swift:1:40: warning: Search still uses Bookshelf (1 reference): an inversion the plan counts on; `cleave apply` cuts Search out once it is done [planned-inversion]"
            ),
            "\(planned.stdout)")
        let detailed = try CleaveProcess.run(["plan", sample.url.path, "--quiet"])
        #expect(
            detailed.stdout.contains(
                "    way out (3 edits): declare protocol AppEnvironmentProviding in Search, with no requirement (it names the type only); `AppEnvironment` conforms in Bookshelf"
            ),
            "\(detailed.stdout)")

        let refused = try CleaveProcess.run(["apply", sample.url.path, "--dry-run", "--quiet"])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("1 inversion the plan counts on is not done yet"), "\(refused.stderr)")
        #expect(
            refused.stderr.contains(
                "Sources/Bookshelf/Features/Search/SearchEnvironment.swift:1:40: Search still uses Bookshelf (1 reference)"
            ), "\(refused.stderr)")

        try FileManager.default.removeItem(at: backReference)
        let done = try CleaveProcess.run(["check", sample.url.path, "--quiet"])
        #expect(
            done.stdout.contains(
                "note: Search no longer uses Bookshelf: remove \"Bookshelf\" from its \"inverts\" [inversion-done]"),
            "\(done.stdout)")
        #expect(try CleaveProcess.run(["apply", sample.url.path, "--dry-run", "--quiet"]).status == 0)
    }
}
