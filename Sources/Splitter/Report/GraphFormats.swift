/// The module graph as Graphviz DOT and as Mermaid: modules, and dependencies labelled with the
/// references behind them; the dependencies of cycles and broken rules in red (not those of a
/// possible cycle, or of a rule only guesses break: they are warnings).
public struct GraphFormats {
    let report: PlanReport

    public init(report: PlanReport) { self.report = report }

    private var offending: Set<[String]> {
        var edges: Set<[String]> = []
        for cycle in report.cycles where !cycle.possible {
            for dependency in cycle.dependencies { edges.insert([dependency.from, dependency.to]) }
        }
        for finding in report.findings where finding.severity == .error && finding.modules.count == 2 {
            edges.insert(finding.modules)
        }
        return edges
    }

    public var dot: String {
        var lines = ["digraph modules {", "  rankdir=TB;", "  node [shape=box, style=rounded];"]
        for module in report.modules {
            lines.append(
                "  \(Self.quoted(module.name)) [label=\(Self.quoted("\(module.name)\\n\(module.layer) · \(module.files.counted("file"))"))];"
            )
        }
        let bad = offending
        for dependency in report.dependencies {
            let color = bad.contains([dependency.from, dependency.to]) ? ", color=red, fontcolor=red" : ""
            let style = dependency.uncertain ? ", style=dashed" : ""
            lines.append(
                "  \(Self.quoted(dependency.from)) -> \(Self.quoted(dependency.to)) [label=\"\(dependency.references)\"\(color)\(style)];"
            )
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    public var mermaid: String {
        var lines = ["graph TD"]
        for module in report.modules {
            lines.append(
                "  \(Self.identifier(module.name))[\"\(module.name)<br/><small>\(module.layer) · \(module.files.counted("file"))</small>\"]"
            )
        }
        let bad = offending
        var redLinks: [Int] = []
        for (position, dependency) in report.dependencies.enumerated() {
            let arrow = dependency.uncertain ? "-.->" : "-->"
            lines.append(
                "  \(Self.identifier(dependency.from)) \(arrow)|\(dependency.references)| \(Self.identifier(dependency.to))"
            )
            if bad.contains([dependency.from, dependency.to]) { redLinks.append(position) }
        }
        if !redLinks.isEmpty {
            lines.append("  linkStyle \(redLinks.map(String.init).joined(separator: ",")) stroke:#d33,stroke-width:2px")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func quoted(_ text: String) -> String {
        "\""
            + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\\\\n", with: "\\n") + "\""
    }

    /// Mermaid node ids: letters, digits and `_` only.
    static func identifier(_ name: String) -> String {
        "m_" + String(name.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }
}
