import Analyzer
import Foundation
import TestSupport
import Testing

/// The Bookshelf sample is the monolith later steps split and rebuild, so it must itself build
/// and pass its own tests. Its build leaves the compiler's index store, which the precise mode
/// reads and against which the syntax index is measured. Slow (a full `swift build` of the
/// sample), never flaky.
@Suite("Bookshelf sample builds", .slow)
struct SampleBuildTests {
    @Test(.timeLimit(.minutes(20))) func buildsPassesItsOwnTestsAndIndexesFromItsIndexStore() throws {
        let copy = try ScratchCopy(of: "Bookshelf")
        defer { copy.remove() }
        let swift = URL(fileURLWithPath: "/usr/bin/env")
        let result = try CleaveProcess.run(swift, ["swift", "test"], in: copy.url)
        #expect(result.status == 0, "swift test failed:\n\(result.stdout.suffix(3000))\n\(result.stderr.suffix(2000))")
        #expect(result.stdout.contains("Executed") || result.stderr.contains("Executed"))

        let precise = try CleaveProcess.run(["index", copy.url.path, "--json", "-"])
        #expect(precise.status == 0, "\(precise.stderr)")
        let index = try JSONDecoder().decode(Index.self, from: Data(precise.stdout.utf8))
        let store = try #require(index.indexStore, "the store `swift test` left was not used")
        #expect(store.hasSuffix("/debug/index/store"))
        #expect(index.references.allSatisfy { $0.certainty == .exact && $0.targetIDs.count == 1 })
        // The Base cycle the split must break, as the compiler sees it.
        #expect(
            index.references.contains {
                $0.sourceID?.hasPrefix("s:BaseUseCase") == true && $0.targetIDs == ["s:BaseDatasource"]
            })
        #expect(
            index.references.contains {
                $0.sourceID?.hasPrefix("s:BaseDatasource") == true && $0.targetIDs == ["s:BaseUseCase"]
            })

        try expectAgreement(in: copy)
        try expectAStaleStoreIsRefusedWhenNamed(in: copy)
    }

    /// Lower bounds at what the syntax index reached when measured last (BENCHMARKS.md), so that
    /// a change to the resolver that loses agreement with the compiler fails here.
    private func expectAgreement(in copy: ScratchCopy) throws {
        let report = copy.url.appendingPathComponent("agreement.json")
        let compared = try CleaveProcess.run(["index", copy.url.path, "--compare", "--agreement-json", report.path])
        #expect(compared.status == 0, "\(compared.stderr)")
        #expect(compared.stdout.contains("Syntax index against the compiler's"))
        let agreement = try JSONDecoder().decode(IndexAgreement.self, from: Data(contentsOf: report))
        #expect(agreement.total.compiler > 1_500)
        #expect(agreement.total.recall >= 0.97, "recall \(agreement.total.recall)")
        #expect(agreement.total.precision >= 0.98, "precision \(agreement.total.precision)")
        #expect(agreement.topLevelEdges.recall >= 0.99, "top-level recall \(agreement.topLevelEdges.recall)")
        #expect(agreement.topLevelEdges.precision >= 0.97, "top-level precision \(agreement.topLevelEdges.precision)")
    }

    private func expectAStaleStoreIsRefusedWhenNamed(in copy: ScratchCopy) throws {
        let file = copy.url.appendingPathComponent("Sources/Bookshelf/Base/BaseUseCase.swift")
        try (String(contentsOf: file, encoding: .utf8) + "\n// edited after the build\n").write(
            to: file, atomically: true, encoding: .utf8)
        let store = copy.url.appendingPathComponent(".build/debug/index/store").resolvingSymlinksInPath().path

        let named = try CleaveProcess.run(["index", copy.url.path, "--index-store", store])
        #expect(named.status == 2)
        #expect(
            named.stderr.contains(
                "older than the sources: 1 file changed since it was built (Sources/Bookshelf/Base/BaseUseCase.swift)"))

        // Found by itself, the store still serves every other file.
        let discovered = try CleaveProcess.run(["index", copy.url.path])
        #expect(discovered.status == 0)
        #expect(discovered.stdout.contains("; from syntax in 1 file (1 changed since)"))
        #expect(discovered.stdout.contains("their references resolved from syntax, the others' from the store"))
    }
}
