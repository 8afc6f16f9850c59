import Foundation
import TestSupport
import Testing

@testable import Analyzer

/// Running another program: its output read whole, its failures thrown with what it said.
struct ProcessRunnerTests {
    @Test func runsInTheFolderAndKeepsOutputAndErrorsApart() throws {
        let folder = try TemporaryFolder(["marker.txt": "here"])
        let output = try ProcessRunner("sh", ["-c", "cat marker.txt; echo oops >&2"], in: folder.url).run()
        #expect(output == ProcessRunner.Output(standardOutput: "here", standardError: "oops\n"))
    }

    @Test func theProgramGetsTheVariablesGivenBesideThoseItInherits() throws {
        let script = "echo $CLEAVE_GIVEN ${PATH:+inherited}"
        let output = try ProcessRunner("sh", ["-c", script], environment: ["CLEAVE_GIVEN": "given"]).run()
        #expect(output.standardOutput == "given inherited\n")
    }

    @Test func aNameIsLookedUpOnThePATHTheProgramGets() throws {
        let folder = try TemporaryFolder(["cleave-tool": "#!/bin/sh\necho found\n"])
        let tool = folder.url.appendingPathComponent("cleave-tool").path
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: tool)
        let output = try ProcessRunner("cleave-tool", [], environment: ["PATH": folder.url.path]).run()
        #expect(output.standardOutput == "found\n")
    }

    /// A program that fills the error pipe before it writes any output waits until someone reads it.
    @Test func aLongOutputOnBothStreamsDoesNotBlock() throws {
        let script = "head -c 1000000 /dev/zero | tr '\\0' e >&2; head -c 1000000 /dev/zero | tr '\\0' o"
        let output = try ProcessRunner("/bin/sh", ["-c", script]).run()
        #expect(output.standardOutput.utf8.count == 1_000_000)
        #expect(output.standardError.utf8.count == 1_000_000)
    }

    @Test func aFailureNamesTheCommandItsStatusAndTheEndOfItsErrors() throws {
        let script = "echo out; for n in 1 2 3 4 5 6 7; do echo line$n >&2; done; exit 3"
        let failure = #expect(throws: ProcessFailure.self) { try ProcessRunner("sh", ["-c", script]).run() }
        guard case .exited(let command, let status, let output) = failure else {
            Issue.record("expected an exit, got \(String(describing: failure))")
            return
        }
        #expect((command, status, output.standardOutput) == ("sh -c \(script)", 3, "out\n"))
        #expect(
            failure?.description
                == "`sh -c \(script)` failed with exit status 3: line3; line4; line5; line6; line7")
    }

    @Test func aProgramThatIsNowhereCannotStart() {
        #expect(
            throws: ProcessFailure.couldNotStart(
                command: "cleave-no-such-tool", reason: "cleave-no-such-tool is not on PATH")
        ) {
            try ProcessRunner("cleave-no-such-tool", []).run()
        }
        #expect(throws: ProcessFailure.self) { try ProcessRunner("/no/such/program", []).run() }
    }
}
