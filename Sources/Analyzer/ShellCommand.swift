import Foundation

/// A command line run through `/bin/sh -c` in a folder, as a user would type it there, with its
/// standard output and error read together: how Cleave runs a build (`--build`, `apply --verify`,
/// `fix-access`). A command that runs and fails is an outcome, not an error.
public struct ShellCommand: Sendable {
    public let command: String
    public let folder: URL

    public init(_ command: String, in folder: URL) {
        self.command = command
        self.folder = folder
    }

    public struct Outcome: Sendable {
        /// The exit status; for a command killed by a signal, the signal's number.
        public var status: Int32
        /// Standard output and error, interleaved as written.
        public var output: String
    }

    /// - Parameter line: called with each line of output as it is written, when given (progress).
    /// - Throws: `ProcessFailure.couldNotStart` when the shell cannot be started.
    public func run(line: ((String) -> Void)? = nil) throws -> Outcome {
        let shell = ProcessRunner("/bin/sh", ["-c", command], in: folder, mergesErrorsIntoOutput: true)
        do {
            return Outcome(status: 0, output: try shell.run(line: line).standardOutput)
        } catch ProcessFailure.exited(_, let status, let output) {
            return Outcome(status: status, output: output.standardOutput)
        }
    }
}
