import Analyzer
import Foundation

/// Runs the built `cleave` executable, the way a user or a script would.
struct CleaveProcess {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The executable sits beside the test bundle in SwiftPM's build folder.
    static var executable: URL {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var folder = beside.deletingLastPathComponent()
        while folder.path != "/" {
            let candidate = folder.appendingPathComponent("cleave")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return packageRoot.appendingPathComponent(".build/debug/cleave")
    }

    static func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]) throws
        -> Result
    {
        try run(executable, arguments, in: directory, environment: environment)
    }

    static func run(
        _ executable: URL, _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]
    ) throws -> Result {
        let runner = ProcessRunner(executable.path, arguments, in: directory, environment: environment)
        do {
            let output = try runner.run()
            return Result(status: 0, stdout: output.standardOutput, stderr: output.standardError)
        } catch ProcessFailure.exited(_, let status, let output) {
            return Result(status: status, stdout: output.standardOutput, stderr: output.standardError)
        }
    }
}

/// A scratch copy of a sample, so tests never write into the repository.
struct ScratchCopy {
    let url: URL

    init(of sample: String) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("cleave-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        let source = CleaveProcess.packageRoot.appendingPathComponent("Samples/\(sample)")
        for name in try FileManager.default.contentsOfDirectory(atPath: source.path)
        where ![".build", ".cleave"].contains(name) {
            try FileManager.default.copyItem(
                at: source.appendingPathComponent(name), to: url.appendingPathComponent(name))
        }
    }

    func remove() { try? FileManager.default.removeItem(at: url) }

    /// Runs git in the copy, as someone with no git configuration of their own would.
    @discardableResult
    func git(_ arguments: [String]) throws -> CleaveProcess.Result {
        try CleaveProcess.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            ["git", "-c", "user.email=cleave@test", "-c", "user.name=cleave"] + arguments, in: url)
    }

    /// Commits everything in the copy (a repository from the first commit on), as a team's checkout is.
    func commitAll(_ message: String) throws {
        if !FileManager.default.fileExists(atPath: url.appendingPathComponent(".git").path) { try git(["init", "-q"]) }
        try git(["add", "-A"])
        try git(["commit", "-qm", message])
    }
}

/// Every file of a folder and its bytes, but for Cleave's cache and journal, builds and git:
/// what "nothing changed" and "byte for byte" compare.
func snapshot(_ folder: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(atPath: folder.path)
    while let path = enumerator?.nextObject() as? String {
        guard !path.split(separator: "/").contains(where: { [".cleave", ".build", ".git"].contains($0) }) else {
            continue
        }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isFolder),
            !isFolder.boolValue
        {
            files[path] = try Data(contentsOf: folder.appendingPathComponent(path))
        }
    }
    return files
}
