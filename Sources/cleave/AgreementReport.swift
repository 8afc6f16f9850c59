import Analyzer
import Splitter

/// What `cleave index --compare` prints: recall and precision of the syntax index against the
/// compiler's, per reference kind, and the largest groups of disagreements with examples.
struct AgreementReport {
    let agreement: IndexAgreement
    var groupsShown = 12
    var examplesShown = 3

    var text: String {
        var lines = [
            "",
            "Syntax index against the compiler's (\(agreement.indexStore))",
            "  cross-file references between the monolith's declarations",
            "    " + "kind".padding(toLength: 18, withPad: " ", startingAt: 0)
                + "compiler    syntax    recall  precision",
            row("all", agreement.total),
        ]
        for kind in ReferenceKind.allCases {
            guard let tally = agreement.byKind[kind] else { continue }
            lines.append(row(kind.rawValue, tally))
        }
        lines.append(row("top-level edges", agreement.topLevelEdges))
        let certainties = Certainty.allCases.compactMap { certainty in
            agreement.byCertainty[certainty].map {
                "\(certainty.rawValue) \($0.precision.percent) of \($0.syntax.grouped)"
            }
        }
        lines.append("  precision by certainty: " + certainties.joined(separator: ", "))
        if agreement.notCompiled > 0 {
            lines.append(
                "  left out: \(counted(agreement.notCompiled, "reference")) of the syntax index in, or to, #if branches "
                    + "this build did not compile")
        }
        if agreement.toOperatorDeclarations > 0 {
            lines.append(
                "  left out: \(counted(agreement.toOperatorDeclarations, "reference")) of the syntax index to operator "
                    + "declarations, which the compiler's index does not record")
        }
        if !agreement.topLevelDisagreements.isEmpty {
            lines.append("  top-level edges only one side has:")
            for edge in agreement.topLevelDisagreements.prefix(groupsShown) {
                let references = edge.references.prefix(examplesShown).map(\.description).joined(separator: ", ")
                lines.append("    \(edge.side.rawValue) \(edge.source) → \(edge.target) (\(references))")
            }
            let hidden = agreement.topLevelDisagreements.count - groupsShown
            if hidden > 0 { lines.append("    … and \(counted(hidden, "more edge")) (see --agreement-json)") }
        }
        if !agreement.disagreements.isEmpty {
            lines.append("  disagreements, largest groups first:")
            for group in agreement.disagreements.prefix(groupsShown) {
                lines.append("    \(group.count.grouped) \(group.side.rawValue) \(group.kind.rawValue): \(group.cause)")
                for example in group.examples.prefix(examplesShown) {
                    lines.append(
                        "      \(example.location) \(example.name): compiler \(targets(example.compilerTargets)), "
                            + "syntax \(targets(example.syntaxTargets))")
                }
            }
            let hidden = agreement.disagreements.count - groupsShown
            if hidden > 0 { lines.append("    … and \(counted(hidden, "more group")) (see --agreement-json)") }
        }
        return lines.joined(separator: "\n")
    }

    private func row(_ label: String, _ tally: IndexAgreement.Tally) -> String {
        "    " + label.padding(toLength: 18, withPad: " ", startingAt: 0)
            + tally.compiler.grouped.leftPadded(8) + tally.syntax.grouped.leftPadded(10)
            + tally.recall.percent.leftPadded(10) + tally.precision.percent.leftPadded(11)
    }

    private func targets(_ ids: [String]) -> String {
        ids.isEmpty ? "nothing" : ids.prefix(3).joined(separator: " | ") + (ids.count > 3 ? " | …" : "")
    }
}

extension String {
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
