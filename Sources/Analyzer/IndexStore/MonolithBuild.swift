import Foundation

/// `--build`: runs the monolith's build so that the compiler writes a fresh index store, then
/// finds that store. A SwiftPM target builds with `swift build --target <target>` in its package
/// folder (the target and what it depends on: every file of the monolith, and no test or other
/// product); an Xcode project or a folder of sources needs the command it is built with.
public struct MonolithBuild: Sendable {
    public let command: String
    /// Where the command runs: the package's folder, the Xcode project's, or the sources folder.
    public let folder: URL

    /// Error lines (or last lines) of a failed build's output kept for its message.
    static let linesKept = 10

    /// - Parameter command: the user's (`--build-command`); nil for the default.
    /// - Throws: `AnalyzerError.buildCommandNeeded` when there is no default.
    public init(monolith: Monolith, command: String?) throws {
        folder = monolith.root
        if let command {
            self.command = command
        } else if monolith.description.kind == .swiftPackageTarget {
            self.command = "swift build --target \(Self.shellQuoted(monolith.description.name))"
        } else {
            throw AnalyzerError.buildCommandNeeded(
                path: monolith.xcode?.project.path ?? monolith.root.path, isXcodeProject: monolith.xcode != nil)
        }
    }

    /// Runs the build, then returns its store: `store` when given (where a custom build writes
    /// one), else the newest where builds write them (`.build/<triple>/debug/index/store`,
    /// Xcode's DerivedData). Whether the store is current is for the indexer to check.
    /// - Parameter line: each line the build writes, for progress.
    /// - Throws: `AnalyzerError.buildFailed` or `.buildLeftNoStore`; nothing is written but what the build writes.
    public func run(store: String?, line: ((String) -> Void)? = nil) throws -> String {
        let outcome: ShellCommand.Outcome
        do {
            outcome = try ShellCommand(command, in: folder).run(line: line)
        } catch {
            throw AnalyzerError.buildFailed(command: command, folder: folder.path, status: nil, lastLines: ["\(error)"])
        }
        guard outcome.status == 0 else {
            throw AnalyzerError.buildFailed(
                command: command, folder: folder.path, status: outcome.status,
                lastLines: Self.lastErrors(in: outcome.output))
        }
        if let store {
            guard FileManager.default.fileExists(atPath: store) else {
                throw AnalyzerError.buildLeftNoStore(command: command, folder: folder.path, store: store)
            }
            return store
        }
        guard let found = IndexStoreLocator().store(for: folder) else {
            throw AnalyzerError.buildLeftNoStore(command: command, folder: folder.path, store: nil)
        }
        return found
    }

    /// The lines that say what failed: the last `error:` lines, once each (not the compiler's
    /// source snippets, `  |  `- error: …`), else the last lines.
    static func lastErrors(in output: String) -> [String] {
        let lines = output.split(separator: "\n").map { String($0) }.filter {
            !$0.trimmingCharacters(in: .whitespaces).isEmpty
        }
        var seen: Set<String> = []
        let errors = lines.filter { line in
            line.contains("error:") && !line.trimmingCharacters(in: .whitespaces).hasPrefix("|")
                && seen.insert(line).inserted
        }
        return Array((errors.isEmpty ? lines : errors).suffix(linesKept))
    }

    /// `Bookshelf` as is; anything a shell would read otherwise in single quotes.
    static func shellQuoted(_ word: String) -> String {
        let plain = word.allSatisfy { $0.isLetter || $0.isNumber || "_-.".contains($0) }
        return plain && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
