import Analyzer
import Foundation
import Splitter

/// The monolith a command works on: the target `--target` names, else, where the folder holds
/// several, the one its plan (`--plan`, else `<path>/cleave.json`) names as its app. So a target
/// is named once, in the plan, and every command after takes it from there.
enum MonolithChoice {
    static func discover(at path: String, _ arguments: Arguments) throws -> Monolith {
        do {
            return try MonolithDiscovery(targetName: arguments.options["target"]).discover(at: path)
        } catch AnalyzerError.ambiguousTarget(let manifest, let available) {
            let planPath =
                arguments.options["plan"] ?? URL(fileURLWithPath: path).appendingPathComponent("cleave.json").path
            guard
                let text = FileManager.default.contents(atPath: planPath).map({ String(decoding: $0, as: UTF8.self) }),
                let app = (try? PlanLoader().load(text: text, path: planPath))?.app, available.contains(app)
            else { throw AnalyzerError.ambiguousTarget(manifest: manifest, available: available) }
            return try MonolithDiscovery(targetName: app).discover(at: path)
        }
    }
}

/// What `plan`, `check`, `explain`, `propose` and `apply` share: the monolith's index (from the
/// cache when warm; from the index store or syntax as `IndexSource` says) and the plan evaluated
/// against it.
struct PlanSession {
    let monolith: Monolith
    let index: Index
    let planPath: String

    /// `<path>` is the monolith (default `.`); the plan is `--plan`, else `<path>/cleave.json`.
    /// - Parameter needsPlan: a missing plan is said before anything is indexed (a cold index of a
    ///   big app takes half a minute, and writes `.cleave/`), except for the commands that write one.
    init(_ arguments: Arguments, terminal: Terminal, needsPlan: Bool = true) throws {
        let path = arguments.path
        let source = try IndexSource(arguments)
        monolith = try MonolithChoice.discover(at: path, arguments)
        planPath = arguments.options["plan"] ?? monolith.root.appendingPathComponent("cleave.json").path
        if needsPlan, !FileManager.default.fileExists(atPath: planPath) { throw Self.noPlan(at: planPath) }
        PendingApply.warn(about: monolith, terminal: terminal)
        let indexer = Indexer(
            options: .init(indexStore: try source.choice(for: monolith, terminal: terminal)),
            progress: { done, total in terminal.progress("indexing", done: done, total: total) })
        let run = try indexer.index(monolith)
        run.cacheRebuilt.map { terminal.message("\($0)") }
        guard let index = run.index else {
            throw Arguments.UsageError(description: "the index of \(path) could not be built")
        }
        self.index = index
    }

    /// Where the monolith's folder is in its repository: `--path-prefix`, else found from the
    /// `.git` above it.
    func pathPrefix(_ arguments: Arguments) -> String {
        arguments.options["path-prefix"].map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "/")) }
            ?? RepositoryFolder.pathFromRoot(to: monolith.root)
    }

    /// The plan evaluated. The report names the plan relative to the monolith's folder where it
    /// is inside it (`cleave.json`), so that no report carries a path of this machine.
    func evaluate() throws -> (PlanReport, PlanContext) {
        let text = try Self.planText(at: planPath)
        let plan = try PlanLoader().load(text: text, path: planPath)
        var (report, context) = try PlanEvaluator().evaluate(
            plan: plan, planPath: planPath, planText: text, index: index)
        let root = monolith.root.standardizedFileURL.path + "/"
        let absolute = URL(fileURLWithPath: planPath).standardizedFileURL.path
        if absolute.hasPrefix(root) { report.plan = String(absolute.dropFirst(root.count)) }
        return (report, context)
    }

    static func planText(at path: String) throws -> String {
        guard let data = FileManager.default.contents(atPath: path) else { throw noPlan(at: path) }
        return String(decoding: data, as: UTF8.self)
    }

    private static func noPlan(at path: String) -> PlanError {
        PlanError(
            path: path,
            problems: [
                PlanProblem(
                    line: nil, message: "no plan file here", fix: "write one with `cleave init`, or pass --plan <file>")
            ])
    }
}

/// The formats a plan report is written in.
enum ReportFormat: String, CaseIterable {
    case text, md, json, sarif, dot, mermaid, html, svg

    static let option = OptionSpec.choice("format", "<format>", allCases.map { .init($0.rawValue, $0.note) })

    private var note: String? {
        switch self {
        case .text: "default"
        case .md: "for a ticket"
        case .json: "Docs/plan.md"
        case .sarif: "2.1.0, for CI code scanning"
        case .dot, .mermaid: nil
        case .html: "one page that opens offline: the graph, click a module to focus it; metrics, findings, steps"
        case .svg: "the graph, the app's edges left out"
        }
    }

    /// - Parameter pathPrefix: the monolith's folder relative to the repository's root, which
    ///   SARIF's paths start from.
    func render(_ report: PlanReport, pathPrefix: String = "") throws -> String {
        switch self {
        case .text: return PlanSummary(report: report).text
        case .md: return MarkdownReport(report: report).text
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
            return String(decoding: try encoder.encode(report), as: UTF8.self) + "\n"
        case .sarif: return try SarifReport(report: report, toolVersion: Cleave.version, pathPrefix: pathPrefix).json()
        case .dot: return GraphFormats(report: report).dot
        case .mermaid: return GraphFormats(report: report).mermaid
        case .html: return HTMLReport(report: report).text
        case .svg: return GraphPicture(report: report, foldingAppEdges: true).svg
        }
    }
}

/// Writes a report to a file (whole, or not at all) or to stdout.
func emit(_ text: String, to destination: String?, terminal: Terminal) throws {
    guard let destination, destination != "-" else {
        terminal.output(text.trimmingSuffixNewlines())
        return
    }
    try Data(text.utf8).write(to: URL(fileURLWithPath: destination), options: .atomic)
}

extension String {
    func trimmingSuffixNewlines() -> String {
        var text = self
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
