import Analyzer
import Foundation

/// Where a command that indexes takes its references from, as `index`, `plan`, `check`,
/// `explain`, `propose` and `apply` all say it: `--index-store <store>`, `--syntax-only`,
/// `--build` and `--build-command "<cmd>"`; by default, a current store a build left, else syntax.
/// The options are `SharedOptions.indexSource`.
struct IndexSource {
    let store: String?
    let syntaxOnly: Bool
    /// `--build`, or `--build-command`, which implies it.
    let builds: Bool
    /// `--build-command`; nil for the monolith's default.
    let buildCommand: String?

    /// Reads the options, refusing those that contradict each other.
    init(_ arguments: Arguments) throws {
        store = arguments.options["index-store"]
        syntaxOnly = arguments.flags.contains("syntax-only")
        buildCommand = arguments.options["build-command"]
        builds = buildCommand != nil || arguments.flags.contains("build")
        if syntaxOnly, store != nil {
            throw Arguments.UsageError(description: "--syntax-only reads no index store; drop it or drop --index-store")
        }
        if syntaxOnly, builds {
            throw Arguments.UsageError(
                description: "--syntax-only reads no index store, so a build would be in vain; drop it or drop --build")
        }
    }

    /// The indexer's choice; with `--build`, after running the build (progress on stderr) and
    /// finding the store it wrote.
    func choice(for monolith: Monolith, terminal: Terminal) throws -> Indexer.IndexStoreChoice {
        if syntaxOnly { return .never }
        guard builds else { return store.map { .at($0) } ?? .discover }
        let build = try MonolithBuild(monolith: monolith, command: buildCommand)
        let started = Date()
        if !terminal.quiet {
            terminal.message(
                "cleave: building \(monolith.description.name): `\(build.command)` in \(build.folder.path)")
        }
        let built = try build.run(store: store) { line in terminal.status("building: \(line)") }
        if !terminal.quiet {
            terminal.message(
                "cleave: built in \(String(format: "%.0f", Date().timeIntervalSince(started))) s; reading its index store \(built)"
            )
        }
        return .built(store: built, command: build.command)
    }
}
