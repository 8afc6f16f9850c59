import Foundation

/// The report a team pastes into a migration ticket: a summary first, then the modules, the
/// graph, the cycles with their witnesses and ways out, the rule findings and the run-time
/// hazards, the long lists folded into `<details>`. It fits a GitHub comment or issue whatever
/// the monolith's size: each section has a share of `characterLimit`, and what does not fit is
/// counted, with the command that lists it all.
public struct MarkdownReport {
    let report: PlanReport
    /// Under the 65,536 characters GitHub takes in an issue or a comment.
    static let characterLimit = 60_000
    static let witnessesShown = 5
    /// A graph with more text than this is not drawn: Mermaid lays a tangle out unreadably.
    static let graphLimit = 8_000
    /// What the sections that grow with the monolith may take (the rest is headings, the
    /// summary and the metrics, a few thousand characters at most).
    static let modulesBudget = 8_000
    static let cyclesBudget = 12_000
    static let findingsBudget = 17_000
    static let hazardsBudget = 9_000
    /// One item's line, and one note's; a note that lists a hundred modules is cut here.
    static let lineLimit = 500
    static let noteLimit = 300
    /// What a code's fold, summary and tail take beside its findings.
    static let groupOverhead = 200
    static let notesShown = 6
    /// Findings of a section shown unfolded when there are no more than these.
    static let findingsOpen = 20

    public init(report: PlanReport) { self.report = report }

    static let hazardCodes: Set<String> = [
        "bundle-main-lookup", "storyboard-module", "class-name-string", "archived-class-name",
    ]

    public var text: String {
        let rules = report.findings.filter { $0.code != "cycle" && !Self.hazardCodes.contains($0.code) }
        let hazards = report.findings.filter { Self.hazardCodes.contains($0.code) }
        var out = header + summary + modules + dependencies + cycles
        out += ["## Findings", ""] + findingGroups(rules, budget: Self.findingsBudget, empty: "No rule is broken.")
        out += ["## Run-time hazards", "", "What the compiler will not catch after the split.", ""]
        out += findingGroups(hazards, budget: Self.hazardsBudget, empty: "None found.")
        return out.joined(separator: "\n")
    }

    /// The plan by its file name when the report has its absolute path: a ticket has no use for
    /// one machine's folders.
    private var planName: String {
        report.plan.hasPrefix("/") ? URL(fileURLWithPath: report.plan).lastPathComponent : report.plan
    }

    private var header: [String] {
        [
            "# Split plan for \(report.monolith)", "",
            "Plan `\(planName)`, references resolved by \(report.resolvedBy). "
                + "\(report.metrics.modules) modules (the app and \(report.metrics.modules - 1) cut out); "
                + "\(Self.cycleCount(report.cycles)), \(report.errorCount.counted("error")), \(report.warningCount.counted("warning")).",
            "",
        ]
    }

    private var summary: [String] {
        let metrics = report.metrics
        let share = metrics.references == 0 ? 0 : Double(metrics.crossingReferences) / Double(metrics.references)
        var out = [
            "## Summary", "",
            "| | |", "|---|---:|",
            "| Modules | \(metrics.modules) |",
            "| Longest dependency chain | \(metrics.longestChain) modules |",
            "| References crossing module lines | \(metrics.crossingReferences.grouped) of \(metrics.references.grouped) (\(share.percent)) |",
            "| Lines rebuilt by a one-file change, before | \(metrics.rebuildLinesBefore.grouped) |",
            "| … after, on average | \(metrics.rebuildLinesAfterAverage.grouped) |",
            "| … after, at worst | \(metrics.rebuildLinesAfterWorst.grouped) |",
            "",
        ]
        let byCode = Dictionary(grouping: report.findings) { "\($0.severity.rawValue) `\($0.code)`" }
        if !byCode.isEmpty {
            out += ["| Finding | Count |", "|---|---:|"]
            out += byCode.sorted { $0.key < $1.key }.map { "| \($0.key) | \($0.value.count.grouped) |" }
            out.append("")
        }
        return out
    }

    private var modules: [String] {
        var table = BoundedLines(budget: Self.modulesBudget)
        for module in report.modules {
            table.add([
                "| \(module.name) | \(module.layer) | \(module.files.grouped) | \(module.lines.grouped) | \(module.declarations.grouped) | \(module.fanIn) | \(module.fanOut) | \(module.publicSurface.grouped) | \(module.crossingReferences.grouped) of \(module.references.grouped) (\(module.crossingShare.percent)) |"
            ])
        }
        return ["## Modules", ""]
            + folded(report.modules.count.counted("module"), open: report.modules.count <= 20) {
                [
                    "| Module | Layer | Files | Lines | Declarations | Fan-in | Fan-out | Public surface | Crossing references |",
                    "|---|---|---:|---:|---:|---:|---:|---:|---:|",
                ]
                    + table.lines + table.tail("more modules", listedBy: "cleave plan --format json")
            }
    }

    private var dependencies: [String] {
        let mermaid = GraphFormats(report: report).mermaid.trimmingSuffix()
        guard mermaid.count <= Self.graphLimit else {
            return [
                "## Dependencies", "",
                "\(report.modules.count.counted("module")) and \(report.dependencies.count.counted("dependency", "dependencies")) are too many to draw here: "
                    + "`cleave plan --format dot | dot -Tsvg > graph.svg` draws them.", "",
            ]
        }
        return [
            "## Dependencies", "",
            "Edges carry the number of references behind them; red edges are in a cycle or break a rule, dashed ones rest on guesses only.",
            "",
            "```mermaid", mermaid, "```", "",
        ]
    }

    private var cycles: [String] {
        let out = ["## Cycles", ""]
        if report.cycles.isEmpty { return out + ["None: the modules can be built in dependency order.", ""] }
        var section = BoundedLines(budget: Self.cyclesBudget)
        for cycle in report.cycles {
            var block = [
                "### \(clipped(cycle.modules.joined(separator: " ↔ ")))\(cycle.possible ? " (possible: only guessed references close it)" : "")",
                "",
            ]
            block.append(
                cycle.possible
                    ? "Ways out if the guesses are right, fewest edits first:" : "Ways out, fewest edits first:")
            block.append("")
            for (position, way) in cycle.waysOut.enumerated() {
                let left = way.remainingCycles.map { $0.joined(separator: " ↔ ") }.joined(separator: "; ")
                block.append(
                    clipped(
                        "\(position + 1). **\(way.kind.rawValue)** (\(way.edits.counted("edit"))): \(way.summary)"
                            + (left.isEmpty ? "" : " (leaves \(left) a cycle)")))
            }
            block.append("")
            // The references behind the cycle, as many as its share of the section holds.
            var references = BoundedLines(budget: Self.cyclesBudget / max(1, min(report.cycles.count, 4)) / 2)
            for dependency in cycle.dependencies {
                references.add(
                    [
                        "**\(dependency.from) → \(dependency.to)** (\(dependency.witnesses.count.counted("reference")), weight \(dependency.weight)):",
                        "",
                    ]
                        + dependency.witnesses.prefix(Self.witnessesShown).map { clipped("- " + describe($0)) } + [""])
            }
            block += folded(
                "the references behind its \(cycle.dependencies.count.counted("dependency", "dependencies"))",
                open: false
            ) {
                references.lines + references.tail("more dependencies", listedBy: "cleave plan --format json")
            }
            section.add(block)
        }
        return out + section.lines + section.tail("more cycles", listedBy: "cleave check")
    }

    /// Findings by code, each code folded. The budget is shared out as water fills vessels: a
    /// code that needs less than an even share of what is left takes what it needs, and the
    /// codes with more findings share the rest.
    private func findingGroups(_ findings: [Finding], budget: Int, empty: String) -> [String] {
        guard !findings.isEmpty else { return [empty, ""] }
        let groups = Dictionary(grouping: findings, by: \.code).sorted {
            ($0.value[0].severity, $0.key) < ($1.value[0].severity, $1.key)
        }
        let items = groups.map { _, group in
            group.map { finding in
                [
                    clipped(
                        "- **\(finding.severity.rawValue)**\(finding.location.map { " `\($0)`" } ?? ""): \(finding.message)"
                    )
                ]
                    + notes(of: finding).map {
                        clipped("  - \($0.trimmingCharacters(in: .whitespaces))", to: Self.noteLimit)
                    }
            }
        }
        let needs = items.map { $0.reduce(0) { $0 + $1.reduce(0) { $0 + $1.count + 1 } } }
        var shares = Array(repeating: 0, count: groups.count)
        var left = max(0, budget - groups.count * Self.groupOverhead)
        for (rank, position) in needs.indices.sorted(by: { needs[$0] < needs[$1] }).enumerated() {
            shares[position] = min(needs[position], left / (groups.count - rank))
            left -= shares[position]
        }
        return zip(groups, zip(items, shares)).flatMap { group, itemsAndShare in
            let (code, findings) = group
            var shown = BoundedLines(budget: itemsAndShare.1)
            for item in itemsAndShare.0 { shown.add(item) }
            return folded(
                "`\(code)`: \(findings.count.counted(findings[0].severity.rawValue))",
                open: self.report.findings.count <= Self.findingsOpen
            ) {
                shown.lines + shown.tail("more [\(code)]", listedBy: "cleave check")
            }
        }
    }

    /// A finding's notes, its ways out always among them: those of a cycle list hundreds of references.
    private func notes(of finding: Finding) -> [String] {
        guard finding.notes.count > Self.notesShown else { return finding.notes }
        let wayOut = finding.notes.filter { $0.hasPrefix("way out") }
        let shown = finding.notes.filter { !$0.hasPrefix("way out") }.prefix(max(0, Self.notesShown - wayOut.count))
        return shown + wayOut + [
            "… \(finding.notes.count - shown.count - wayOut.count) more (`cleave plan --format json`)"
        ]
    }

    private func describe(_ witness: ModuleGraph.Witness) -> String {
        let source = witness.sourceID.map { "`\(DeclarationTree.displayName(of: $0))`" } ?? "file scope"
        let certainty = witness.certainty == .exact ? "" : ", \(witness.certainty.rawValue)"
        return
            "`\(witness.location)` \(source) → `\(DeclarationTree.displayName(of: witness.targetID))` (\(witness.kind.rawValue)\(certainty))"
    }

    /// `lines` under a `<details>` whose summary is `title`; `open` shows them unfolded.
    private func folded(_ title: String, open: Bool, _ lines: () -> [String]) -> [String] {
        ["<details\(open ? " open" : "")><summary>\(title)</summary>", ""] + lines() + ["", "</details>", ""]
    }

    private func clipped(_ line: String, to limit: Int = lineLimit) -> String {
        line.count <= limit ? line : String(line.prefix(limit - 1)) + "…"
    }

    /// `1 cycle`, `2 cycles and 1 possible cycle`.
    static func cycleCount(_ cycles: [Cycle]) -> String {
        let possible = cycles.filter(\.possible).count
        let exact = cycles.count - possible
        return "\(exact) cycle\(exact == 1 ? "" : "s")"
            + (possible == 0 ? "" : " and \(possible) possible cycle\(possible == 1 ? "" : "s")")
    }
}

/// Items of lines taken while they fit a budget of characters; those that do not are counted.
struct BoundedLines {
    private(set) var lines: [String] = []
    private(set) var leftOut = 0
    private var remaining: Int

    init(budget: Int) { remaining = budget }

    /// Takes the item if it fits what is left, and says whether it did. Once one item does not
    /// fit, none after it is taken: the lines keep the order they were given in.
    @discardableResult
    mutating func add(_ item: [String]) -> Bool {
        let size = item.reduce(0) { $0 + $1.count + 1 }
        guard leftOut == 0, size <= remaining else {
            leftOut += 1
            return false
        }
        lines += item
        remaining -= size
        return true
    }

    /// `… and 12 more modules: `cleave plan --format json` lists them all.`, or nothing.
    func tail(_ what: String, listedBy command: String) -> [String] {
        leftOut == 0 ? [] : ["", "… and \(leftOut.grouped) \(what): `\(command)` lists them all."]
    }
}

extension String {
    func trimmingSuffix() -> String {
        var text = self
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
