import Foundation

/// The report a team pastes into a migration ticket: the modules, the graph, the cycles with
/// their witnesses and ways out, the rule findings, the run-time hazards and the metrics.
public struct MarkdownReport {
    let report: PlanReport
    static let witnessesShown = 5

    public init(report: PlanReport) { self.report = report }

    static let hazardCodes: Set<String> = ["bundle-main-lookup", "storyboard-module", "class-name-string", "archived-class-name"]

    public var text: String {
        var out: [String] = []
        let metrics = report.metrics
        out.append("# Split plan for \(report.monolith)")
        out.append("")
        out.append("Plan `\(report.plan)`, references resolved by \(report.resolvedBy). "
            + "\(metrics.modules) modules (the app and \(metrics.modules - 1) cut out); "
            + "\(Self.cycleCount(report.cycles)), "
            + "\(report.errorCount) error\(report.errorCount == 1 ? "" : "s"), \(report.warningCount) warning\(report.warningCount == 1 ? "" : "s").")
        out.append("")
        out.append("## Modules")
        out.append("")
        out.append("| Module | Layer | Files | Lines | Declarations | Fan-in | Fan-out | Public surface | Crossing references |")
        out.append("|---|---|---:|---:|---:|---:|---:|---:|---:|")
        for module in report.modules {
            out.append("| \(module.name) | \(module.layer) | \(module.files.grouped) | \(module.lines.grouped) | \(module.declarations.grouped) | \(module.fanIn) | \(module.fanOut) | \(module.publicSurface.grouped) | \(module.crossingReferences.grouped) of \(module.references.grouped) (\(module.crossingShare.percent)) |")
        }
        out.append("")
        out.append("## Dependencies")
        out.append("")
        out.append("Edges carry the number of references behind them; red edges are in a cycle or break a rule, dashed ones rest on guesses only.")
        out.append("")
        out.append("```mermaid")
        out.append(GraphFormats(report: report).mermaid.trimmingSuffix())
        out.append("```")
        out.append("")
        out.append("## Cycles")
        out.append("")
        if report.cycles.isEmpty { out.append("None: the modules can be built in dependency order.") }
        for cycle in report.cycles {
            out.append("### \(cycle.modules.joined(separator: " ↔ "))\(cycle.possible ? " (possible: only guessed references close it)" : "")")
            out.append("")
            for dependency in cycle.dependencies {
                out.append("**\(dependency.from) → \(dependency.to)** (\(dependency.witnesses.count) reference\(dependency.witnesses.count == 1 ? "" : "s"), weight \(dependency.weight)):")
                out.append("")
                for witness in dependency.witnesses.prefix(Self.witnessesShown) {
                    out.append("- `\(witness.location)` \(witness.sourceID.map { "`\(DeclarationTree.displayName(of: $0))`" } ?? "file scope") → `\(DeclarationTree.displayName(of: witness.targetID))` (\(witness.kind.rawValue)\(witness.certainty == .exact ? "" : ", \(witness.certainty.rawValue)"))")
                }
                out.append("")
            }
            out.append(cycle.possible ? "Ways out if the guesses are right, fewest edits first:" : "Ways out, fewest edits first:")
            out.append("")
            for (position, way) in cycle.waysOut.enumerated() {
                let left = way.remainingCycles.map { $0.joined(separator: " ↔ ") }.joined(separator: "; ")
                out.append("\(position + 1). **\(way.kind.rawValue)** (\(way.edits) edit\(way.edits == 1 ? "" : "s")): \(way.summary)"
                    + (left.isEmpty ? "" : " (leaves \(left) a cycle)"))
            }
            out.append("")
        }
        let rules = report.findings.filter { $0.code != "cycle" && !Self.hazardCodes.contains($0.code) }
        let hazards = report.findings.filter { Self.hazardCodes.contains($0.code) }
        out.append("## Findings")
        out.append("")
        out.append(contentsOf: findingList(rules, empty: "No rule is broken."))
        out.append("## Run-time hazards")
        out.append("")
        out.append("What the compiler will not catch after the split.")
        out.append("")
        out.append(contentsOf: findingList(hazards, empty: "None found."))
        out.append("## Metrics")
        out.append("")
        out.append("| | |")
        out.append("|---|---:|")
        out.append("| Modules | \(metrics.modules) |")
        out.append("| Longest dependency chain | \(metrics.longestChain) modules |")
        let share = metrics.references == 0 ? 0 : Double(metrics.crossingReferences) / Double(metrics.references)
        out.append("| References crossing module lines | \(metrics.crossingReferences.grouped) of \(metrics.references.grouped) (\(share.percent)) |")
        out.append("| Lines rebuilt by a one-file change, before | \(metrics.rebuildLinesBefore.grouped) |")
        out.append("| … after, on average | \(metrics.rebuildLinesAfterAverage.grouped) |")
        out.append("| … after, at worst | \(metrics.rebuildLinesAfterWorst.grouped) |")
        out.append("")
        return out.joined(separator: "\n")
    }

    /// `1 cycle`, `2 cycles and 1 possible cycle`.
    static func cycleCount(_ cycles: [Cycle]) -> String {
        let possible = cycles.filter(\.possible).count
        let exact = cycles.count - possible
        return "\(exact) cycle\(exact == 1 ? "" : "s")" + (possible == 0 ? "" : " and \(possible) possible cycle\(possible == 1 ? "" : "s")")
    }

    private func findingList(_ findings: [Finding], empty: String) -> [String] {
        guard !findings.isEmpty else { return [empty, ""] }
        var out: [String] = []
        for finding in findings {
            let location = finding.location.map { " `\($0)`" } ?? ""
            out.append("- **\(finding.severity.rawValue)** `\(finding.code)`\(location): \(finding.message)")
            for note in finding.notes { out.append("  - \(note.trimmingCharacters(in: .whitespaces))") }
        }
        out.append("")
        return out
    }
}

extension String {
    func trimmingSuffix() -> String {
        var text = self
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
