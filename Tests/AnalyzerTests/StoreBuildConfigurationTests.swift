import Testing

@testable import Analyzer

/// Which code the build behind an index store compiled, from its target triple and conditions.
struct StoreBuildConfigurationTests {
    static let source = """
        #if os(iOS) && targetEnvironment(simulator)
        let simulator = 1
        #elseif os(Linux)
        let linux = 1
        #endif
        #if canImport(UIKit)
        let uiKit = 1
        #endif
        #if DEBUG && compiler(>=6.0) && !compiler(>=99)
        let debug = 1
        #endif
        """

    private func compiledNames(for target: String) -> [String] {
        let configuration = StoreBuildConfiguration(
            target: target, customConditions: ["DEBUG"], compilerVersion: StoreBuildConfiguration.toolchainCompilerVersion())
        let code = CompiledCode(files: [(path: "A.swift", source: Self.source)], configuration: configuration)
        let names = [(2, "simulator"), (4, "linux"), (7, "uiKit"), (10, "debug")]
        return names.filter { code.contains(SourceLocation(file: "A.swift", line: $0.0, column: 5)) }.map(\.1)
    }

    @Test func linuxBuildsCompileLinuxBranches() {
        #expect(compiledNames(for: "x86_64-unknown-linux-gnu") == ["linux", "debug"])
    }

    @Test func simulatorBuildsCompileAppleBranches() {
        #expect(compiledNames(for: "arm64-apple-ios17.0-simulator") == ["simulator", "uiKit", "debug"])
    }
}
