import Analyzer
import Foundation
import Splitter

/// `cleave plan`: evaluate a split plan: modules, dependencies, cycles with their ways out, rule
/// findings, run-time hazards and metrics.
enum PlanCommand: Command {
    static let name = "plan"
    static let summary = "Evaluate a split plan: module graph, cycles, rule findings, hazards, metrics"
    static let about = """
        Reads the plan (cleave.json; JSON5: comments and trailing commas are fine), assigns every
        file of the monolith to a module (files no module takes stay in the app), and reports the
        module graph with the references behind each dependency, every cycle with its witnesses
        and the ways out ranked by edits, layer and rule findings, run-time hazards the compiler
        will not catch, and metrics. The index is read from .cleave/ when current; editing the plan
        never re-parses sources. A plan with problems is refused with each problem's line and fix.
        """
    static let options =
        SharedOptions.planned + [
            ReportFormat.option, SharedOptions.output, SharedOptions.pathPrefix,
            .flag("watch", "Evaluate again each time the plan file is saved (Ctrl-C to stop)"),
        ] + SharedOptions.indexSource
    static let epilogue = """
        Exit codes: 0 evaluated (findings or not; see `cleave check`), 2 a problem with the input
        (a failing --build among them).
        """

    static func run(_ arguments: Arguments, terminal: Terminal) throws -> Int32 {
        let format = ReportFormat(rawValue: arguments.options["format"] ?? "text") ?? .text
        let watching = arguments.flags.contains("watch")
        let session = try PlanSession(arguments, terminal: terminal, needsPlan: !watching)
        guard watching else {
            let (report, context) = try session.evaluate()
            try emit(
                try format.render(report, pathPrefix: session.pathPrefix(arguments)), to: arguments.options["output"],
                terminal: terminal)
            LeftForExit.keep(session, report, context)
            return 0
        }
        PlanWatcher(path: session.planPath).watch {
            do {
                let (report, _) = try session.evaluate()
                try emit(
                    try format.render(report, pathPrefix: session.pathPrefix(arguments)),
                    to: arguments.options["output"], terminal: terminal)
                terminal.message("cleave: evaluated \(session.planPath); watching for changes (Ctrl-C to stop)")
            } catch {
                terminal.message("error: \(error)")
            }
        }
    }
}

/// `cleave check`: the plan's findings, for CI: exit 1 while any error remains, or any new one
/// where a baseline lists those accepted.
enum CheckCommand: Command {
    static let name = "check"
    static let summary = "Check a split plan for CI: exit 1 when a cycle or broken rule remains"
    static let about = """
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

        To turn it on in CI for a codebase that has findings today: write a baseline of them
        (--write-baseline), commit it, and check against it (--baseline): only new findings are
        reported and fail. Findings are matched by rule, file and message, not by line. The
        plan's "ignore" list hides accepted warnings for every command (Docs/plan.md).
        """
    static let options =
        SharedOptions.planned + [
            .choice(
                "format", "<format>",
                [
                    .init("text", "default"), .init("md"), .init("json"), .init("sarif", "2.1.0, for code scanning"),
                    .init("github", "GitHub Actions annotations"),
                ]),
            SharedOptions.output, SharedOptions.pathPrefix,
            .value("baseline", "<file>", "Report and fail on the findings that file does not list"),
            .value("write-baseline", "<file>", "Write today's findings there as the baseline, and exit 0"),
            .flag("strict", "Warnings fail too"),
            .choice(
                "min-severity", "<s>", [.init("error"), .init("warning"), .init("note", "default")],
                "leave out what is below"),
        ] + SharedOptions.indexSource
    static let epilogue = """
        Exit codes: 0 no errors (warnings allowed unless --strict), 1 errors found, 2 a problem
        with the input (a failing --build among them).
        """

    static func run(_ arguments: Arguments, terminal: Terminal) throws -> Int32 {
        let formatName = arguments.options["format"] ?? "text"
        let minimum = arguments.options["min-severity"].flatMap(Finding.Severity.init(rawValue:)) ?? .note
        if arguments.options["baseline"] != nil, arguments.options["write-baseline"] != nil {
            throw Arguments.UsageError(
                description:
                    "--baseline and --write-baseline go in separate runs: write the baseline once, then check against it"
            )
        }
        let baseline = try arguments.options["baseline"].map(readBaseline)
        let session = try PlanSession(arguments, terminal: terminal)
        var (report, context) = try session.evaluate()
        LeftForExit.keep(session, context)
        report.findings = report.findings.filter { $0.severity <= minimum }
        if let path = arguments.options["write-baseline"] {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
            try emit(
                String(decoding: try encoder.encode(FindingBaseline(report.findings)), as: UTF8.self) + "\n", to: path,
                terminal: terminal)
            terminal.message(
                "wrote \(path): a baseline of \(report.findings.count) finding\(report.findings.count == 1 ? "" : "s"); check against it with --baseline \(path)"
            )
            return 0
        }
        var baselined = 0
        if let baseline { (report.findings, baselined) = baseline.newFindings(among: report.findings) }
        switch formatName {
        case "text":
            var lines = report.findings.map { finding in
                "\(finding.location.map { "\($0): " } ?? "")\(finding.severity.rawValue): \(finding.message) [\(finding.code)]"
            }
            lines.append(
                "\(report.errorCount) error\(report.errorCount == 1 ? "" : "s"), \(report.warningCount) warning\(report.warningCount == 1 ? "" : "s")"
                    + (baseline == nil ? "" : " new; \(baselined) in the baseline"))
            try emit(lines.joined(separator: "\n") + "\n", to: arguments.options["output"], terminal: terminal)
        case "github":
            let annotations = GitHubAnnotations(findings: report.findings, pathPrefix: session.pathPrefix(arguments))
            try emit(annotations.text + "\n", to: arguments.options["output"], terminal: terminal)
        default:
            let rendered = try (ReportFormat(rawValue: formatName) ?? .text).render(
                report, pathPrefix: session.pathPrefix(arguments))
            try emit(rendered, to: arguments.options["output"], terminal: terminal)
        }
        let failing = report.errorCount > 0 || arguments.flags.contains("strict") && report.warningCount > 0
        return failing ? 1 : 0
    }

    private static func readBaseline(_ path: String) throws -> FindingBaseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Arguments.UsageError(
                description: "\(path): no baseline there; write one with --write-baseline \(path)")
        }
        guard let baseline = try? JSONDecoder().decode(FindingBaseline.self, from: data),
            baseline.version <= FindingBaseline.currentVersion
        else {
            throw Arguments.UsageError(
                description:
                    "\(path): not a baseline this Cleave can read; write it again with --write-baseline \(path)")
        }
        return baseline
    }
}

/// Where a folder sits in its git repository, found by the `.git` entry above it (no `git`
/// needed): what annotations and code scanning name files from.
enum RepositoryFolder {
    /// `Apps/Shop` for a monolith at `<repository>/Apps/Shop`; "" at the root or outside a repository.
    static func pathFromRoot(to folder: URL) -> String {
        var components: [String] = []
        var current = folder.standardizedFileURL.resolvingSymlinksInPath()
        while current.path != "/" {
            if FileManager.default.fileExists(atPath: current.appendingPathComponent(".git").path) {
                return components.reversed().joined(separator: "/")
            }
            components.append(current.lastPathComponent)
            current = current.deletingLastPathComponent()
        }
        return ""
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
