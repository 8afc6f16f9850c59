import Foundation

/// The module graph as SVG (`--format svg`, and the picture in the HTML report): modules in
/// their layers' bands, each edge a curve whose width grows with its references, the edges of a
/// cycle in red (dashed where only guesses close it). With `foldingAppEdges`, the app's own
/// edges are left out and counted on the app's box: in a big app they are most of the tangle.
public struct GraphPicture {
    let report: PlanReport
    let foldingAppEdges: Bool

    public init(report: PlanReport, foldingAppEdges: Bool) {
        self.report = report
        self.foldingAppEdges = foldingAppEdges
    }

    public var svg: String {
        let layout = GraphLayout(report: report)
        let app = report.modules.first?.name
        let inCycle = Self.edges(of: report.cycles.filter { !$0.possible })
        let inPossibleCycle = Self.edges(of: report.cycles.filter(\.possible))
        var edges: [String] = []
        var folded = 0
        for dependency in report.dependencies {
            if foldingAppEdges, dependency.from == app || dependency.to == app {
                folded += 1
                continue
            }
            guard let path = layout.path(from: dependency.from, to: dependency.to) else { continue }
            let key = "\(dependency.from)\u{0}\(dependency.to)"
            let kind = inCycle.contains(key) ? " cycle" : inPossibleCycle.contains(key) ? " possible" : ""
            let width = String(format: "%.1f", min(6, 1 + log2(Double(max(dependency.references, 1))) / 2))
            edges.append(
                "<path class=\"edge\(kind)\" data-from=\"\(dependency.from.htmlEscaped)\" data-to=\"\(dependency.to.htmlEscaped)\" "
                    + "stroke-width=\"\(width)\" d=\"\(path)\"><title>\(dependency.from.htmlEscaped) → \(dependency.to.htmlEscaped): "
                    + "\(dependency.references.counted("reference"))</title></path>")
        }
        let metrics = Dictionary(uniqueKeysWithValues: report.modules.map { ($0.name, $0) })
        let nodes = layout.nodes.values.sorted { ($0.y, $0.x) < ($1.y, $1.x) }.map { node in
            let lines = metrics[node.name]?.lines ?? 0
            let note = foldingAppEdges && node.name == app && folded > 0 ? " (\(folded.counted("edge")) not drawn)" : ""
            return
                "<g class=\"node\" data-module=\"\(node.name.htmlEscaped)\" data-layer=\"\(node.layer.htmlEscaped)\">"
                + String(
                    format: "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" rx=\"6\"/>", node.x, node.y,
                    node.width, GraphLayout.Node.height)
                + String(format: "<text x=\"%.1f\" y=\"%.1f\">", node.x + node.width / 2, node.y + 21)
                + node.name.htmlEscaped + "</text>"
                + "<title>\(node.name.htmlEscaped) (\(node.layer.htmlEscaped)): \(lines.counted("line"))\(note)</title></g>"
        }
        return """
            <svg xmlns="http://www.w3.org/2000/svg" id="graph" viewBox="0 0 \(Int(layout.width)) \(Int(layout.height))" \
            width="\(Int(layout.width))" height="\(Int(layout.height))" font-family="-apple-system, Helvetica, Arial, sans-serif" font-size="12">
            <style>
            .edge { fill: none; stroke: #8a94a6; opacity: 0.55; }
            .edge.cycle { stroke: #d12c2c; opacity: 0.9; }
            .edge.possible { stroke: #d12c2c; stroke-dasharray: 5 4; opacity: 0.8; }
            .node rect { fill: #eef3fb; stroke: #4a6fa5; }
            .node text { text-anchor: middle; fill: #1d2733; }
            </style>
            <g class="edges">
            \(edges.joined(separator: "\n"))
            </g>
            <g class="nodes">
            \(nodes.joined(separator: "\n"))
            </g>
            </svg>

            """
    }

    private static func edges(of cycles: [Cycle]) -> Set<String> {
        Set(cycles.flatMap { $0.dependencies.map { "\($0.from)\u{0}\($0.to)" } })
    }
}
