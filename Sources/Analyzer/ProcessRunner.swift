import Foundation

/// Another program run to its end with its output read: the one place Cleave starts one (git,
/// swiftc, a build through the shell). A program that cannot start, or ends with a status other
/// than 0, throws a `ProcessFailure` that names it, its status and the end of what it said.
public struct ProcessRunner: Sendable {
    /// A path, or a name found on PATH (`git`, `swiftc`).
    public let executable: String
    public let arguments: [String]
    /// The working directory; nil for the current one.
    public let folder: URL?
    /// Variables set for the program on top of this process's own, which it inherits.
    public let environment: [String: String]
    /// Standard error goes into the output, interleaved as written, as a terminal shows a build.
    public let mergesErrorsIntoOutput: Bool

    public init(
        _ executable: String, _ arguments: [String], in folder: URL? = nil, environment: [String: String] = [:],
        mergesErrorsIntoOutput: Bool = false
    ) {
        self.executable = executable
        self.arguments = arguments
        self.folder = folder
        self.environment = environment
        self.mergesErrorsIntoOutput = mergesErrorsIntoOutput
    }

    public struct Output: Sendable, Equatable {
        public var standardOutput: String
        /// Empty when it was merged into the output.
        public var standardError: String
    }

    /// The program as a user would type it, for messages.
    public var command: String { ([executable] + arguments).joined(separator: " ") }

    /// - Parameter line: called with each line of standard output as it is written, when given (progress).
    public func run(line: ((String) -> Void)? = nil) throws(ProcessFailure) -> Output {
        let process = Process()
        process.executableURL = try URL(fileURLWithPath: resolvedExecutable())
        process.arguments = arguments
        process.environment = programEnvironment
        if let folder { process.currentDirectoryURL = folder }
        let (output, errors) = (Pipe(), mergesErrorsIntoOutput ? nil : Pipe())
        process.standardOutput = output
        process.standardError = errors ?? output
        do {
            try process.run()
        } catch {
            throw .couldNotStart(command: command, reason: error.localizedDescription)
        }
        // Both pipes are read to their end before waiting, so that a long output cannot fill one and block the program.
        let read = PipeDrain.readToEnd(output.fileHandleForReading, errors?.fileHandleForReading, line: line)
        process.waitUntilExit()
        let result = Output(
            standardOutput: String(decoding: read.output, as: UTF8.self),
            standardError: String(decoding: read.errors, as: UTF8.self))
        guard process.terminationStatus == 0 else {
            throw .exited(command: command, status: process.terminationStatus, output: result)
        }
        return result
    }

    private var programEnvironment: [String: String] {
        ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }

    /// `executable` if it is a path, else the first executable of that name in a folder on the
    /// program's PATH (`environment`'s, when it sets one).
    private func resolvedExecutable() throws(ProcessFailure) -> String {
        guard !executable.contains("/") else { return executable }
        let path = programEnvironment["PATH"] ?? "/usr/bin:/bin"
        let found = path.split(separator: ":").map { "\($0)/\(executable)" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
        guard let found else { throw .couldNotStart(command: command, reason: "\(executable) is not on PATH") }
        return found
    }
}

/// Why a program `ProcessRunner` ran gave no result.
public enum ProcessFailure: UserFacingError, Equatable {
    case couldNotStart(command: String, reason: String)
    /// It ran and ended with another status than 0 (killed by a signal: the signal's number), with what it wrote.
    case exited(command: String, status: Int32, output: ProcessRunner.Output)

    /// How many of the last lines of standard error a message quotes: where programs say what went wrong.
    static let quotedLines = 5

    public var description: String {
        switch self {
        case .couldNotStart(let command, let reason):
            return "`\(command)` could not be started: \(reason)"
        case .exited(let command, let status, let output):
            let said = (output.standardError.isEmpty ? output.standardOutput : output.standardError)
                .split(whereSeparator: \.isNewline).suffix(Self.quotedLines).joined(separator: "; ")
            return "`\(command)` failed with exit status \(status)" + (said.isEmpty ? "" : ": \(said)")
        }
    }
}
