import Analyzer
import Foundation
import Splitter

/// `cleave propose`: module cuts proposed from the code, side by side, and a leaf-first order.
enum ProposeCommand: Command {
    static let name = "propose"
    static let summary = "Propose module cuts from the code at three granularities, and a leaf-first extraction order"
    static let about = """
        Proposes a cut from the index alone. The app keeps its entry points (@main, main.swift, an
        app delegate, a top-level App folder), an Xcode app's files that no package could build
        (they import a target of the project or a module nothing the app links provides, or test a
        condition only another configuration than Debug and Release defines), its wiring (files
        whose references go more to the app than to the rest), and what only the app uses. A file
        that reaches back to the app goes into a module all the same: the module's "inverts" names
        the app, `cleave check` lists each use with its way out, and `cleave apply` waits until it is
        done. The rest is clustered from its exact references (guesses neither merge files nor keep
        them apart) and folders: files that depend on one another in a cycle stay together, and so
        do the files of each folder but the top (group by group, where references tie them into
        groups of five files or more that nothing ties together); then, by greedy modularity, the
        pair of clusters whose merge keeps most references inside a module (against what chance
        would, from 1× where folders group every file up to 6× where all lie loose) merges first,
        never closing a cycle. The default stops where modularity peaks; coarse
        and fine halve and double its count. A would-be shared hub goes back to the parts it was
        merged from. A module of one or two small files joins the cluster it shares most references
        with; a file no exact reference ties to another goes where its folder's files go; a module
        is cut along its top-level folders where the parts close no cycle, and its test doubles and
        XCTest helpers, three files or more, go to <Module>TestSupport where that closes none.
        Modules with no
        dependents among them are Features, those that depend on none Foundation, the others Core:
        every dependency points down. Each module is named from its folders (passing over Shared,
        iOS, Views and such) and says why it exists.

        Prints the three granularities side by side with their metrics, then writes the chosen one as
        a plan to edit (`cleave plan` checks it; `cleave apply` performs it). Deterministic: the same
        index gives the same proposal, byte for byte.
        """
    static let options =
        SharedOptions.monolith + [
            .choice(
                "granularity", "<g>", Proposer.Granularity.allCases.map { .init($0.rawValue) },
                "the proposal to write (default: default)"),
            .value(
                "output", "<file>",
                "Where to write it (default: <path>/cleave.json, or cleave-steps.md or cleave-modules.tsv|csv for "
                    + "the other formats; - for stdout)"),
            .choice(
                "format", "<f>",
                [
                    .init("plan", "default"), .init("tsv"),
                    .init("csv", "a file → module table, for a spreadsheet"),
                    .init(
                        "steps",
                        "the extraction order: one Markdown section per step, to paste into tickets; "
                            + "`cleave apply --step N` performs step N of the plan"),
                ]),
            .flag("force", "Overwrite an existing file"),
            .value(
                "compare", "<table>",
                "Score each proposal against a known cut, a `path,module` CSV or TSV (.tsv) table as `cleave init "
                    + "--from-csv` reads: MoJoFM, 100% when they are the same, beside each top folder a module, the same "
                    + "with the folders in a cycle made one, and everything in one (Benchmarks/measure_proposals.sh scores real modular apps and packages so)"
            ),
        ] + SharedOptions.indexSource

    static func run(_ arguments: Arguments, terminal: Terminal) throws -> Int32 {
        let granularity = arguments.options["granularity"].flatMap(Proposer.Granularity.init(rawValue:)) ?? .default
        let format = arguments.options["format"] ?? "plan"
        let session = try PlanSession(arguments, terminal: terminal, needsPlan: false)
        let defaultName =
            format == "plan" ? "cleave.json" : format == "steps" ? "cleave-steps.md" : "cleave-modules.\(format)"
        let destination = arguments.options["output"] ?? session.monolith.root.appendingPathComponent(defaultName).path
        if destination != "-", FileManager.default.fileExists(atPath: destination), !arguments.flags.contains("force") {
            terminal.message(
                "error: \(destination) exists; pass --force to overwrite it, or --output <file> to write elsewhere")
            return 2
        }
        let proposer = Proposer(index: session.index)
        let candidates = Proposer.Granularity.allCases
        terminal.status(
            "proposing the \(candidates.map(\.rawValue).joined(separator: ", ")) splits over \(session.index.files.count) files…"
        )
        // Each candidate is proposed and measured on its own, side by side.
        let index = session.index
        let proposals = ConcurrentMap.map(candidates) { candidate in
            Result { () throws -> (template: PlanTemplate, report: PlanReport) in
                let template = proposer.propose(candidate)
                let plan = try PlanLoader().load(text: template.text, path: "cleave.json")
                // Only the steps need findings (the inversions each step must make first).
                let (report, _) = try PlanEvaluator().evaluate(
                    plan: plan, planPath: "cleave.json", planText: template.text, index: index,
                    checking: format == "steps" && candidate == granularity, tree: proposer.declarations)
                return (template, report)
            }
        }
        let evaluated = try zip(candidates, proposals).map { candidate, proposal in
            let (template, report) = try proposal.get()
            return (granularity: candidate, template: template, report: report)
        }
        var scores: [Proposer.Granularity: Double] = [:]
        var baselines: [(name: String, modules: Int, score: Double)] = []
        if let table = arguments.options["compare"] {
            let rows = try MappingTable.parse(
                try PlanSession.planText(at: table), separator: table.hasSuffix(".tsv") ? .tab : .comma, path: table)
            let reference = try PlanTemplate.fromMapping(session.index, rows: rows, tablePath: table).assignment(
                of: session.index)
            for (candidate, template, _) in evaluated {
                scores[candidate] = MoJoFM.score(proposal: template.assignment(of: session.index), reference: reference)
            }
            baselines = ProposalBaselines.assignments(of: proposer).map { baseline in
                (
                    baseline.name, Set(baseline.assignment.values).count,
                    MoJoFM.score(proposal: baseline.assignment, reference: reference)
                )
            }
        }
        terminal.message(comparison(evaluated, scores: scores, baselines: baselines))
        let chosen = evaluated.first { $0.granularity == granularity }!
        let text: String
        switch format {
        case "tsv", "csv": text = chosen.template.table(separator: format == "tsv" ? "\t" : ",")
        case "steps":
            text =
                "# Extraction order for \(session.index.monolith.name)\n\n"
                + ExtractionOrder(report: chosen.report, app: chosen.template.appName).markdown
        default: text = chosen.template.text
        }
        try emit(text, to: destination, terminal: terminal)
        LeftForExit.keep(session, proposer, evaluated)
        if destination != "-" {
            terminal.message(
                "wrote \(destination): the \(granularity.rawValue) proposal, \(chosen.template.modules.count) modules")
        }
        return 0
    }

    /// The granularities side by side: what a reviewer compares before choosing.
    /// With `--compare`, the baselines follow: their module count and score only.
    private static func comparison(
        _ evaluated: [(granularity: Proposer.Granularity, template: PlanTemplate, report: PlanReport)],
        scores: [Proposer.Granularity: Double],
        baselines: [(name: String, modules: Int, score: Double)]
    ) -> String {
        let nameWidth = ([11] + baselines.map(\.name.count)).max()!
        var lines = [
            "  " + "granularity".padding(toLength: nameWidth, withPad: " ", startingAt: 0)
                + "  modules  app keeps  largest (lines)  public  crossing  chain  rebuild avg after (before)"
                + (scores.isEmpty ? "" : "  MoJoFM")
        ]
        // Widths of the columns after the name; a baseline fills only the first.
        let widths = [7, 9, 15, 6, 8, 5, 26]
        func row(_ name: String, _ cells: [String], score: Double?) -> String {
            let padded = widths.indices.map { (cells.indices.contains($0) ? cells[$0] : "").leftPadded(widths[$0]) }
            return "  "
                + ([name.padding(toLength: nameWidth, withPad: " ", startingAt: 0)] + padded).joined(separator: "  ")
                + (score.map { "  " + String(format: "%.1f%%", $0).leftPadded(6) } ?? "")
        }
        for (granularity, _, report) in evaluated {
            let modules = report.modules.filter { $0.name != report.monolith }
            let total = report.modules.reduce(0) { $0 + $1.lines }
            let appShare =
                total == 0 ? 0 : Double(report.modules.first { $0.name == report.monolith }?.lines ?? 0) / Double(total)
            let largest = report.modules.map(\.lines).max() ?? 0
            let surface = report.modules.reduce(0) { $0 + $1.publicSurface }
            let metrics = report.metrics
            let crossing = metrics.references == 0 ? 0 : Double(metrics.crossingReferences) / Double(metrics.references)
            lines.append(
                row(
                    granularity.rawValue,
                    [
                        String(modules.count), appShare.percent, largest.grouped, surface.grouped, crossing.percent,
                        String(metrics.longestChain),
                        "\(metrics.rebuildLinesAfterAverage.grouped) (\(metrics.rebuildLinesBefore.grouped))",
                    ], score: scores[granularity]))
        }
        for baseline in baselines {
            lines.append(row(baseline.name, [String(baseline.modules)], score: baseline.score))
        }
        return lines.joined(separator: "\n")
    }
}
