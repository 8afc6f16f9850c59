import Foundation
import TestSupport
import Testing

/// The Swift that Benchmarks/generate_monolith.py writes lives in templates
/// (Benchmarks/MonolithTemplates): each one must parse, and what the generator makes of them must
/// type-check, or the benchmarks would measure code the compiler rejects. Slow (swiftc type-checks
/// 10,000 lines: about 12 seconds for each build configuration).
@Suite("Monolith generator templates", .slow)
struct MonolithTemplateTests {
    private static let benchmarks = CleaveProcess.packageRoot.appendingPathComponent("Benchmarks")

    @Test func everyTemplateParses() throws {
        let templates = try swiftFiles(under: Self.benchmarks.appendingPathComponent("MonolithTemplates"))
        #expect(templates.count > 50)
        let parsed = try run(["swiftc", "-frontend", "-parse"] + templates)
        #expect(parsed.status == 0, "\(parsed.stderr.prefix(3000))")
    }

    /// As `swift build` compiles the generated package (DEBUG, and the ENABLE_ANALYTICS its manifest
    /// defines), and with neither, so that both sides of every `#if` are checked.
    @Test(.timeLimit(.minutes(10)), arguments: [["-D", "DEBUG", "-D", "ENABLE_ANALYTICS"], []])
    func aGeneratedMonolithTypeChecks(conditions: [String]) throws {
        let folder = try TemporaryFolder()
        let generator = Self.benchmarks.appendingPathComponent("generate_monolith.py").path
        let generated = try run(["python3", generator, "--lines", "10000", "--out", folder.url.path + "/mono"])
        #expect(generated.status == 0, "\(generated.stderr)")

        let sources = try swiftFiles(under: folder.url.appendingPathComponent("mono/Sources"))
        #expect(sources.count > 100)
        let checked = try run(["swiftc", "-typecheck"] + conditions + sources)
        #expect(checked.status == 0, "swiftc -typecheck \(conditions):\n\(checked.stderr.prefix(3000))")
    }

    private func run(_ arguments: [String]) throws -> CleaveProcess.Result {
        try CleaveProcess.run(URL(fileURLWithPath: "/usr/bin/env"), arguments)
    }

    private func swiftFiles(under folder: URL) throws -> [String] {
        let paths = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
        return paths.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0).path }
    }
}
