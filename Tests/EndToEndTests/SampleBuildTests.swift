import Foundation
import Testing

/// The Bookshelf sample is the monolith later steps split and rebuild, so it must itself build
/// and pass its own tests. Slow (a full `swift build` of the sample), never flaky.
@Suite("Bookshelf sample builds")
struct SampleBuildTests {
    @Test(.timeLimit(.minutes(20))) func buildsAndPassesItsOwnTests() throws {
        let copy = try ScratchCopy(of: "Bookshelf")
        defer { copy.remove() }
        let swift = URL(fileURLWithPath: "/usr/bin/env")
        let result = try CleaveProcess.run(swift, ["swift", "test"], in: copy.url)
        #expect(result.status == 0, "swift test failed:\n\(result.stdout.suffix(3000))\n\(result.stderr.suffix(2000))")
        #expect(result.stdout.contains("Executed") || result.stderr.contains("Executed"))
    }
}
