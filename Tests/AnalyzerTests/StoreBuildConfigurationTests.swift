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
        #if _runtime(_multithreaded)
        let threads = 1
        #endif
        """

    private func compiledNames(for target: String) -> [String] {
        let configuration = StoreBuildConfiguration(
            target: target, customConditions: ["DEBUG"],
            compilerVersion: StoreBuildConfiguration.toolchainCompilerVersion())
        let code = CompiledCode(files: [(path: "A.swift", source: Self.source)], configuration: configuration)
        let names = [(2, "simulator"), (4, "linux"), (7, "uiKit"), (10, "debug"), (13, "threads")]
        return names.filter { code.contains(SourceLocation(file: "A.swift", line: $0.0, column: 5)) }.map(\.1)
    }

    @Test func linuxBuildsCompileLinuxBranches() {
        #expect(compiledNames(for: "x86_64-unknown-linux-gnu") == ["linux", "debug", "threads"])
    }

    @Test func simulatorBuildsCompileAppleBranches() {
        #expect(compiledNames(for: "arm64-apple-ios17.0-simulator") == ["simulator", "uiKit", "debug", "threads"])
        #expect(compiledNames(for: "wasm32-unknown-wasi") == ["debug"])
    }
}

/// What SwiftPM's build plan and the compiler say about a build's conditions and features, which
/// a manifest can hide in variables (`swiftSettings: settings`).
struct BuildCommandTests {
    @Test func theBuildPlanGivesTheModulesConditionsAndFeatureFlags() throws {
        let plan = """
            client:
              name: basic
            commands:
              "C.Other-debug.module":
                args: ["/usr/bin/swiftc","-module-name","Other","-index-store-path","/s","-DOTHER"]
              "C.System-debug.module":
                args: ["/usr/bin/swiftc","-module-name","System","-index-store-path","/s","-DSWIFT_PACKAGE","-D","DEBUG","-DENABLE_MOCKING","-enable-experimental-feature","Lifetimes","-enable-upcoming-feature","MemberImportVisibility","-I","/b/Modules","-target","x86_64-unknown-linux-gnu","-Xcc","-fmodule-map-file=/b/CSystem/module.modulemap","-swift-version","6"]
            """
        let command = try #require(SwiftPMBuildCommand.parse(plan: plan, module: "System"))
        #expect(command.conditions == ["SWIFT_PACKAGE", "DEBUG", "ENABLE_MOCKING"])
        #expect(
            command.importArguments == [
                "-I", "/b/Modules", "-target", "x86_64-unknown-linux-gnu", "-Xcc",
                "-fmodule-map-file=/b/CSystem/module.modulemap",
            ])
        #expect(
            command.featureArguments == [
                "-enable-experimental-feature", "Lifetimes", "-enable-upcoming-feature", "MemberImportVisibility",
            ])
        #expect(SwiftPMBuildCommand.parse(plan: plan, module: "Missing") == nil)
    }

    @Test func theCompilerSaysWhichFeatureChecksPass() {
        let sources = [
            "#if compiler(>=6.2) && $Lifetimes\nlet a = 1\n#elseif $NotAFeature || DEBUG\n#endif\nlet price = $0\n"
        ]
        let names = CompilerFeatureProbe.featureNames(in: sources)
        #expect(names == ["Lifetimes", "NotAFeature"])
        #expect(CompilerFeatureProbe.activeFeatures(among: names, featureArguments: []).isEmpty)
        #expect(
            CompilerFeatureProbe.activeFeatures(
                among: names, featureArguments: ["-enable-experimental-feature", "Lifetimes"])
                == ["Lifetimes"])
    }

    /// swift-nio's `#if canImport(WinSDK)` and `#elseif canImport(Musl)` branches are not what a
    /// glibc Linux build compiles: the compiler is asked which modules it can import.
    @Test func theCompilerSaysWhichModulesCanBeImported() {
        let sources = [
            "#if canImport(WinSDK)\nimport WinSDK\n#elseif canImport( Foundation ) || canImport(NoSuchModule.Sub)\n#endif\n"
        ]
        let names = CompilerFeatureProbe.importedModuleNames(in: sources)
        #expect(names == ["WinSDK", "Foundation", "NoSuchModule.Sub"])
        #expect(CompilerFeatureProbe.importableModules(among: names, importArguments: []) == ["Foundation"])

        let configuration = StoreBuildConfiguration(
            target: "x86_64-unknown-linux-gnu", customConditions: [],
            compilerVersion: StoreBuildConfiguration.toolchainCompilerVersion(),
            importableModules: ["Foundation"])
        let code = CompiledCode(
            files: [(path: "A.swift", source: sources[0] + "#if canImport(WinSDK)\nlet windows = 1\n#endif\n")],
            configuration: configuration)
        #expect(!code.contains(SourceLocation(file: "A.swift", line: 6, column: 5)))
    }

    @Test func featureChecksFollowTheActiveFeatures() {
        let source = "#if $Lifetimes\nlet lifetimes = 1\n#endif\n"
        func compiled(_ features: Set<String>) -> Bool {
            let configuration = StoreBuildConfiguration(
                target: "x86_64-unknown-linux-gnu", customConditions: [],
                compilerVersion: StoreBuildConfiguration.toolchainCompilerVersion(),
                activeFeatures: features)
            return CompiledCode(files: [(path: "A.swift", source: source)], configuration: configuration)
                .contains(SourceLocation(file: "A.swift", line: 2, column: 5))
        }
        #expect(compiled(["Lifetimes"]))
        #expect(!compiled([]))
    }
}
