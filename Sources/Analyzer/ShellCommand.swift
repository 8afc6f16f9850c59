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
    /// - Throws: when the shell cannot be started.
    public func run(line: ((String) -> Void)? = nil) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        // Read until the end before waiting, so that a long output cannot fill the pipe and block the build.
        var output = Data()
        var pending = Data()
        let reader = pipe.fileHandleForReading
        while let chunk = Self.read(reader) {
            output.append(chunk)
            guard let line else { continue }
            pending.append(chunk)
            while let end = pending.firstIndex(of: UInt8(ascii: "\n")) {
                line(String(decoding: pending[pending.startIndex..<end], as: UTF8.self))
                pending.removeSubrange(pending.startIndex...end)
            }
        }
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, output: String(decoding: output, as: UTF8.self))
    }

    /// The next chunk of output as soon as there is some; nil at its end. A read that a signal
    /// interrupts (another thread's child process ending) is tried again: `availableData` crashes
    /// on it, and `read(upToCount:)` would wait for the whole chunk.
    private static func read(_ reader: FileHandle) -> Data? {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes {
                Foundation.read(reader.fileDescriptor, $0.baseAddress, $0.count)
            }
            if count > 0 { return Data(buffer[..<count]) }
            if count < 0, errno == EINTR { continue }
            return nil
        }
    }
}
