import Analyzer
import Foundation
import Splitter

/// `cleave plan`: evaluate a split plan: modules, dependencies, cycles with their ways out, rule
/// findings, run-time hazards and metrics.
enum PlanCommand: Command {
    static let name = "plan"
    static let summary = "Evaluate a split plan: module graph, cycles, rule findings, hazards, metrics"
    static let help = """
        USAGE: cleave plan [<path>] [--plan <file>] [--target <name>] [--format <format>] [--output <file>] [--watch]
                           \(IndexSource.usage)

        Reads the plan (cleave.json; JSON5: comments and trailing commas are fine), assigns every
        file of the monolith to a module (files no module takes stay in the app), and reports the
        module graph with the references behind each dependency, every cycle with its witnesses
        and the ways out ranked by edits, layer and rule findings, run-time hazards the compiler
        will not catch, and metrics. The index is read from .cleave/ when current; editing the plan
        never re-parses sources. A plan with problems is refused with each problem's line and fix.

        ARGUMENTS:
          <path>              The monolith: package folder, Xcode project or sources folder (default: .)

        OPTIONS:
          --plan <file>       The plan (default: <path>/cleave.json)
          --target <name>     The package or Xcode project target, when there are several
          --format <format>   text (default), md (for a ticket), json (Docs/plan.md),
                              sarif (2.1.0, for CI code scanning), dot, mermaid
          --output <file>     Write the report there instead of stdout
          --watch             Evaluate again each time the plan file is saved (Ctrl-C to stop)
          --quiet             No progress
        \(IndexSource.help(column: 22))

        Exit codes: 0 evaluated (findings or not; see `cleave check`), 2 a problem with the input
        (a failing --build among them).
        """
    static let flags: Set<String> = IndexSource.flags.union(["watch", "quiet"])
    static let options: Set<String> = IndexSource.options.union(["plan", "target", "format", "output"])

    static func run(_ arguments: Arguments, terminal: Terminal) throws -> Int32 {
        let format = try ReportFormat.parse(arguments.options["format"])
        let session = try PlanSession(arguments, terminal: terminal)
        guard arguments.flags.contains("watch") else {
            let (report, _) = try session.evaluate()
            try emit(try format.render(report), to: arguments.options["output"], terminal: terminal)
            return 0
        }
        PlanWatcher(path: session.planPath).watch {
            do {
                let (report, _) = try session.evaluate()
                try emit(try format.render(report), to: arguments.options["output"], terminal: terminal)
                terminal.message("cleave: evaluated \(session.planPath); watching for changes (Ctrl-C to stop)")
            } catch {
                terminal.message("error: \(error)")
            }
        }
    }
}

/// `cleave check`: the plan's findings, for CI: exit 1 while any error remains.
enum CheckCommand: Command {
    static let name = "check"
    static let summary = "Check a split plan for CI: exit 1 when a cycle or broken rule remains"
    static let help = """
        USAGE: cleave check [<path>] [--plan <file>] [--target <name>] [--format <format>] [--output <file>]
                            \(IndexSource.usage)

        Evaluates the plan like `cleave plan` and prints its findings. Each finding has a stable
        code (cycle, possible-cycle, layer-violation, feature-dependency, denied-dependency,
        split-file, shared-hub, module-too-large, bundle-main-lookup, storyboard-module,
        class-name-string, shared-with-target, stays-with-app, module-name-taken,
        entry-point-moves, imports-project-target, import-unprovided, condition-not-carried,
        archived-class-name), a
        severity and a location. A cycle or broken rule that only guessed references (inferred or
        ambiguous, from syntax) make is a warning naming them: --build or --index-store settles
        them with the compiler's index. What an Xcode app needs in itself (its icon's catalog,
        launch screen, Info.plist, entitlements, Settings.bundle) stays with it: a note where a
        module takes its folder, an error where the plan names it for a module.

        OPTIONS:
          --plan <file>       The plan (default: <path>/cleave.json)
          --target <name>     The package or Xcode project target, when there are several
          --format <format>   text (default), md, json, sarif (2.1.0, for code scanning)
          --output <file>     Write the report there instead of stdout
          --quiet             No progress
        \(IndexSource.help(column: 22))

        Exit codes: 0 no errors (warnings allowed), 1 errors found, 2 a problem with the input (a
        failing --build among them).
        """
    static let flags: Set<String> = IndexSource.flags.union(["quiet"])
    static let options: Set<String> = IndexSource.options.union(["plan", "target", "format", "output"])

    static func run(_ arguments: Arguments, terminal: Terminal) throws -> Int32 {
        let format = try ReportFormat.parse(arguments.options["format"])
        let session = try PlanSession(arguments, terminal: terminal)
        let (report, _) = try session.evaluate()
        if format == .text {
            var lines = report.findings.map { finding in
                "\(finding.location.map { "\($0): " } ?? "")\(finding.severity.rawValue): \(finding.message) [\(finding.code)]"
            }
            lines.append("\(report.errorCount) error\(report.errorCount == 1 ? "" : "s"), \(report.warningCount) warning\(report.warningCount == 1 ? "" : "s")")
            try emit(lines.joined(separator: "\n") + "\n", to: arguments.options["output"], terminal: terminal)
        } else {
            try emit(try format.render(report), to: arguments.options["output"], terminal: terminal)
        }
        return report.errorCount > 0 ? 1 : 0
    }
}

/// Calls back each time a file's modification date changes, until the process is stopped.
struct PlanWatcher {
    let path: String
    var interval: TimeInterval = 0.3

    func watch(_ evaluate: () -> Void) -> Never {
        var seen: Date?
        while true {
            let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
            if modified != seen {
                seen = modified
                evaluate()
            }
            Thread.sleep(forTimeInterval: interval)
        }
    }
}
