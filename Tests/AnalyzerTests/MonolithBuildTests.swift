import Foundation
import TestSupport
import Testing

@testable import Analyzer

/// `--build`: which command builds a monolith, what a failed build's message keeps, and the shell
/// runner every build goes through.
@Suite(.slow)
struct MonolithBuildTests {
    @Test func aPackageTargetBuildsItselfAndAFolderNeedsACommand() throws {
        let folder = try TemporaryFolder([
            "Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Shop", targets: [.target(name: "Shop Core", path: "Sources/Core")])
            """,
            "Sources/Core/A.swift": "struct A {}",
        ])
        let package = try MonolithDiscovery(targetName: nil).discover(at: folder.path)
        #expect(try MonolithBuild(monolith: package, command: nil).command == "swift build --target 'Shop Core'")
        #expect(try MonolithBuild(monolith: package, command: "make").command == "make")

        let sources = try MonolithDiscovery(targetName: nil).discover(
            at: folder.url.appendingPathComponent("Sources/Core").path)
        #expect(throws: AnalyzerError.buildCommandNeeded(path: sources.root.path, isXcodeProject: false)) {
            try MonolithBuild(monolith: sources, command: nil)
        }
        #expect(try MonolithBuild(monolith: sources, command: "make").folder == sources.root)
    }

    @Test func aFailedBuildKeepsItsLastErrorLinesOnceWithoutTheSourceSnippets() {
        let output = """
            [1/4] Compiling Shop A.swift
            /p/Sources/Shop/A.swift:1:19: error: cannot convert value of type 'String' to specified type 'Int'
             1 | let broken: Int = "text"
               |                   `- error: cannot convert value of type 'String' to specified type 'Int'
            /p/Sources/Shop/A.swift:1:19: error: cannot convert value of type 'String' to specified type 'Int'
            error: emit-module command failed with exit code 1 (use -v to see invocation)
            """
        #expect(
            MonolithBuild.lastErrors(in: output) == [
                "/p/Sources/Shop/A.swift:1:19: error: cannot convert value of type 'String' to specified type 'Int'",
                "error: emit-module command failed with exit code 1 (use -v to see invocation)",
            ])
        // No error line: the end of what it said.
        let lines = (1...15).map { "line \($0)" }
        #expect(MonolithBuild.lastErrors(in: lines.joined(separator: "\n")) == Array(lines.suffix(10)))
    }

    @Test func aFailingBuildIsAnErrorAndNoStoreIsOneToo() throws {
        let folder = try TemporaryFolder(["A.swift": "struct A {}"])
        let monolith = try MonolithDiscovery(targetName: nil).discover(at: folder.path)
        #expect(
            throws: AnalyzerError.buildFailed(
                command: "echo 'a.swift: error: no' >&2; exit 4", folder: monolith.root.path, status: 4,
                lastLines: ["a.swift: error: no"])
        ) {
            try MonolithBuild(monolith: monolith, command: "echo 'a.swift: error: no' >&2; exit 4").run(store: nil)
        }
        #expect(throws: AnalyzerError.buildLeftNoStore(command: "true", folder: monolith.root.path, store: nil)) {
            try MonolithBuild(monolith: monolith, command: "true").run(store: nil)
        }
        #expect(throws: AnalyzerError.buildLeftNoStore(command: "true", folder: monolith.root.path, store: "/no/store"))
        {
            try MonolithBuild(monolith: monolith, command: "true").run(store: "/no/store")
        }
    }

    @Test func theShellRunsInTheFolderAndHandsOverEachLine() throws {
        let folder = try TemporaryFolder(["marker.txt": "here"])
        final class Lines: @unchecked Sendable { var seen: [String] = [] }
        let lines = Lines()
        let outcome = try ShellCommand("cat marker.txt; echo; echo two >&2; exit 7", in: folder.url).run {
            lines.seen.append($0)
        }
        #expect(outcome.status == 7)
        #expect(outcome.output == "here\ntwo\n")
        #expect(lines.seen == ["here", "two"])
    }
}
