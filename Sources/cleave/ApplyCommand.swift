import AccessFixer
import Analyzer
import Foundation
import Splitter

/// `cleave apply`: perform the split a plan describes.
enum ApplyCommand: Command {
    static let name = "apply"
    static let summary = "Perform a split into a new folder: move files, raise access, add imports, write Package.swift"
    static let help = """
        USAGE: cleave apply [<path>] --out <folder> [--verify <command>] [--plan <file>] [--target <name>]
               cleave apply [<path>] --dry-run [--plan <file>] [--target <name>]

        Splits a SwiftPM monolith as its plan says. Each module's files move to Sources/<Module>
        (keeping their folders), with the resources the plan or the manifest gives them; every
        declaration another module uses becomes public (open where it is subclassed or overridden
        there), with the types its signature names and the witnesses of its conformances, and no
        more; structs built from another module with their memberwise initializer get it written
        out as a public init; each file imports the modules it now uses; the manifest gets a target
        and a static library product per module, and the test targets see every module. A plan
        with errors (`cleave check`) is refused: the result would not build.

        OPTIONS:
          --out <folder>   Write the split package there (it must not exist); the original is not touched
          --verify <cmd>   Then run the build command there (e.g. "swift build"); where the compiler still
                           reports access it needs, raise it and build again (up to 5 rounds), and say what is left
          --dry-run        Print what would move and change, and write nothing
          --plan <file>    The plan (default: <path>/cleave.json)
          --target <name>  The package target, when the package has several
          --quiet          No progress

        Not yet: applying in place (with a journal to roll back), cleave fix-access.
        """
    static let flags: Set<String> = ["dry-run", "quiet"]
    static let options: Set<String> = ["out", "plan", "target", "verify"]

    static func run(_ arguments: Arguments, terminal: Terminal) throws -> Int32 {
        let dryRun = arguments.flags.contains("dry-run")
        guard dryRun || arguments.options["out"] != nil else {
            throw Arguments.UsageError(description: "cleave apply needs --out <folder> (or --dry-run); applying in place is not available yet")
        }
        let session = try PlanSession(arguments, terminal: terminal)
        let (report, context) = try session.evaluate()
        let changes: SplitChanges
        do {
            changes = try SplitPlanner(context: context, root: session.monolith.root).changes(findings: report.findings)
        } catch let problem as SplitPlanner.Problem {
            terminal.message("error: \(problem)")
            return 2
        }
        let summary = [
            "\(changes.moves.count) files and folders move; \(changes.edits.count) files change",
            "\(changes.accessCounts.public) declarations become public, \(changes.accessCounts.open) open; "
                + "\(changes.publicInits.count) public init\(changes.publicInits.count == 1 ? "" : "s") written out",
        ] + changes.leftForAHuman.map { "left for a human: \($0)" }
        if dryRun {
            let moves = changes.moves.sorted { $0.key < $1.key }.map { "move \($0.key) → \($0.value)" }
            let edits = changes.edits.sorted { $0.key < $1.key }.map { "edit \($0.key) (\($0.value.count) change\($0.value.count == 1 ? "" : "s"))" }
            terminal.output((moves + edits + summary).joined(separator: "\n"))
            return 0
        }
        let destination = URL(fileURLWithPath: arguments.options["out"]!)
        do {
            try SplitWriter().write(changes, from: session.monolith.root, to: destination)
        } catch let problem as SplitWriter.Problem {
            terminal.message("error: \(problem)")
            return 2
        }
        terminal.output((["wrote \(destination.path)"] + summary).joined(separator: "\n"))
        guard let command = arguments.options["verify"] else { return 0 }
        let outcome = try BuildVerifier(folder: destination, command: command).verify()
        var lines = outcome.fixed.map { "raised from the compiler's diagnostics: \($0)" }
        if outcome.succeeded {
            lines.append("`\(command)` succeeded (round \(outcome.rounds))")
        } else {
            lines.append("`\(command)` still fails after \(outcome.rounds) round\(outcome.rounds == 1 ? "" : "s"); left for a human:")
            lines += outcome.remaining.prefix(20).map { "  \($0)" }
        }
        terminal.output(lines.joined(separator: "\n"))
        return outcome.succeeded ? 0 : 1
    }
}
