import Analyzer
import Foundation
import TestSupport

/// Inline sources under `App/` of a scratch folder, compiled by the toolchain's `swiftc` (and its
/// `clang`, for Objective-C) into a real index store, so that tests see exactly what the compilers
/// record.
struct CompiledFixture {
    let folder: TemporaryFolder
    /// The Swift files the build compiles, relative to `root`; nil for every one at the top.
    let compiled: [String]?

    /// - Parameter compiled: what the build compiles, when not every Swift file at the top: a
    ///   package's sources, without those a build system would leave out.
    init(_ files: [String: String], compiling compiled: [String]? = nil) throws {
        folder = try TemporaryFolder(Dictionary(uniqueKeysWithValues: files.map { ("App/" + $0.key, $0.value) }))
        self.compiled = compiled
        try folder.createFolder("objects")
        try compile()
    }

    var root: URL { folder.url.appendingPathComponent("App") }
    /// Where `swift build` would leave it, so that discovery finds it too.
    var storePath: String { root.appendingPathComponent(".build/x86_64-unknown-linux-gnu/debug/index/store").path }

    /// Compiles every file again (after an edit), refreshing the store.
    func compile() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
        let swift = (compiled ?? files.filter { $0.hasSuffix(".swift") }).map { root.appendingPathComponent($0).path }
        let objectiveC = files.filter { $0.hasSuffix(".m") }.map { root.appendingPathComponent($0).path }
        if !swift.isEmpty {
            try run(
                "swiftc",
                ["-c", "-module-name", "App", "-index-store-path", storePath, "-index-ignore-system-modules"] + swift)
        }
        if !objectiveC.isEmpty {
            try run("clang", ["-fsyntax-only", "-Wno-objc-root-class", "-index-store-path", storePath] + objectiveC)
        }
    }

    /// Runs a tool of the toolchain whose `swiftc` is on PATH, in the objects folder.
    private func run(_ tool: String, _ arguments: [String]) throws {
        let script = "exec \"$(dirname \"$(readlink -f \"$(command -v swiftc)\")\")/\(tool)\" \"$@\""
        do {
            _ = try ProcessRunner(
                "sh", ["-c", script, tool] + arguments, in: folder.url.appendingPathComponent("objects")
            )
            .run()
        } catch ProcessFailure.exited(_, _, let output) {
            throw CompileError(message: "\(tool): \(output.standardError)")
        }
    }

    func index(_ store: Indexer.IndexStoreChoice? = nil, compare: Bool = false) throws -> Indexer.Run {
        let monolith = try MonolithDiscovery().discover(at: root.path)
        return try Indexer(
            options: .init(useCache: false, indexStore: store ?? .at(storePath), compareWithStore: compare)
        )
        .index(monolith)
    }

    struct CompileError: Error, CustomStringConvertible {
        let message: String
        var description: String { "compiling failed: \(message)" }
    }
}
