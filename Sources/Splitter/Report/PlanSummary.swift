/// What `cleave plan` prints on a terminal: the cut in a few lines, the module table, and the
/// findings with their first notes.
public struct PlanSummary {
    let report: PlanReport
    var notesShown = 4
    var findingsShownPerCode = 5

    public init(report: PlanReport) { self.report = report }

    public var text: String {
        let metrics = report.metrics
        var lines = [
            "Plan \(report.plan) for \(report.monolith) (references resolved by \(report.resolvedBy))",
            "  modules    \(metrics.modules) (the app and \(metrics.modules - 1) cut out), longest chain \(metrics.longestChain)",
            "  cycles     \(report.cycles.isEmpty ? "none" : report.cycles.map(Self.name).joined(separator: "; "))",
            "  findings   \(report.errorCount) error\(report.errorCount == 1 ? "" : "s"), \(report.warningCount) warning\(report.warningCount == 1 ? "" : "s")"
                + (report.ignoredFindings.map { "; \($0) ignored by the plan" } ?? ""),
            "  rebuild    a one-file change rebuilds \(metrics.rebuildLinesBefore.grouped) lines now; "
                + "\(metrics.rebuildLinesAfterAverage.grouped) on average and \(metrics.rebuildLinesAfterWorst.grouped) at worst after the split",
            "",
            "  " + row(["module", "layer", "files", "lines", "in", "out", "public", "crossing"]),
        ]
        for module in report.modules {
            lines.append(
                "  "
                    + row([
                        module.name, module.layer, module.files.grouped, module.lines.grouped, "\(module.fanIn)",
                        "\(module.fanOut)",
                        module.publicSurface.grouped, module.crossingShare.percent,
                    ]))
        }
        if !report.findings.isEmpty { lines.append("") }
        var shownByCode: [String: Int] = [:]
        for finding in report.findings {
            shownByCode[finding.code, default: 0] += 1
            guard shownByCode[finding.code]! <= findingsShownPerCode else { continue }
            lines.append(
                "\(finding.location.map { "\($0): " } ?? "")\(finding.severity.rawValue): \(finding.message) [\(finding.code)]"
            )
            for note in finding.notes.prefix(notesShown) { lines.append("    \(note)") }
            if finding.notes.count > notesShown {
                lines.append("    … \(finding.notes.count - notesShown) more (--format json)")
            }
        }
        for (code, count) in shownByCode.sorted(by: { $0.key < $1.key }) where count > findingsShownPerCode {
            lines.append("… and \(count - findingsShownPerCode) more [\(code)] (`cleave check` lists them all)")
        }
        return lines.joined(separator: "\n")
    }

    /// `A ↔ B`, or `A ↔ B (possible: guesses close it)`.
    static func name(_ cycle: Cycle) -> String {
        cycle.modules.joined(separator: " ↔ ") + (cycle.possible ? " (possible: guesses close it)" : "")
    }

    /// The columns' widths; the first as wide as the longest module name needs.
    private var widths: [Int] {
        let longest = report.modules.map(\.name.count).max() ?? 0
        return [max(22, longest + 2), 11, 6, 8, 4, 4, 7, 9]
    }

    private func row(_ cells: [String]) -> String {
        zip(cells, widths).enumerated().map { position, pair in
            let (cell, width) = pair
            let padding = String(repeating: " ", count: max(width - cell.count, 1))
            return position < 2 ? cell + padding : padding + cell
        }.joined()
    }
}
