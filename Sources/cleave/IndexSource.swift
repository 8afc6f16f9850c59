import Analyzer
import Foundation

/// Where a command that indexes takes its references from, as `index`, `plan`, `check`,
/// `explain`, `propose` and `apply` all say it: `--index-store <store>`, `--syntax-only`,
/// `--build` and `--build-command "<cmd>"`; by default, a current store a build left, else syntax.
struct IndexSource {
    static let flags: Set<String> = ["syntax-only", "build"]
    static let options: Set<String> = ["index-store", "build-command"]

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

    /// The options' lines of a command's `--help`, their descriptions starting at `column`.
    static func help(column: Int) -> String {
        let entries: [(String, [String])] = [
            (
                "--index-store <store>",
                [
                    "Read references from this index store (.build/<triple>/debug/index/store,",
                    "or DerivedData/<Project>-…/Index.noindex/DataStore); refused if a source file",
                    "changed since the build",
                ]
            ),
            ("--syntax-only", ["Resolve references from syntax even when an index store is there"]),
            (
                "--build",
                [
                    "First build the monolith (swift build --target <target> in its package folder)",
                    "and read the fresh index store it leaves; a failing build exits 2",
                ]
            ),
            (
                "--build-command <cmd>",
                [
                    "Build with this command instead (implies --build; an Xcode project or a folder",
                    "needs one); with --index-store <store>, where it writes its store",
                ]
            ),
        ]
        let indent = String(repeating: " ", count: column)
        return entries.flatMap { name, lines in
            // A name too long for the column gets a line of its own.
            let first =
                name.count + 3 > column
                ? ["  " + name, indent + lines[0]]
                : ["  " + name.padding(toLength: column - 2, withPad: " ", startingAt: 0) + lines[0]]
            return first + lines.dropFirst().map { indent + $0 }
        }.joined(separator: "\n")
    }

    /// What a usage line adds for them.
    static let usage = "[--index-store <store> | --syntax-only] [--build | --build-command <cmd>]"
}
