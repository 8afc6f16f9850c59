import Foundation

/// Where each module of a plan is drawn: one band per layer, top to bottom, the modules of a band
/// side by side (in rows when there are many), each as wide as its lines call for. The HTML and
/// SVG reports draw the same picture from it.
struct GraphLayout {
    struct Node {
        var name: String
        var layer: String
        var x: Double
        var y: Double
        var width: Double
        static let height = 34.0
    }

    let nodes: [String: Node]
    let width: Double
    let height: Double

    static let maximumRowWidth = 1_400.0
    static let gap = 14.0
    static let rowGap = 60.0

    init(report: PlanReport) {
        let layerOrder = report.modules.first.map { [$0.layer] } ?? []
        let layers = (layerOrder + report.layers).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        var nodes: [String: Node] = [:]
        var y = 20.0
        var widest = 0.0
        for layer in layers {
            let modules = report.modules.filter { $0.layer == layer }.sorted { $0.name < $1.name }
            guard !modules.isEmpty else { continue }
            var x = 20.0
            for module in modules {
                // Wide enough for the name; wider with the module's lines, up to a limit.
                let width = max(Double(module.name.count) * 7.2 + 20, min(240, 60 + sqrt(Double(module.lines)) * 1.5))
                if x > 20, x + width > Self.maximumRowWidth {
                    x = 20
                    y += Node.height + Self.gap
                }
                nodes[module.name] = Node(name: module.name, layer: layer, x: x, y: y, width: width)
                x += width + Self.gap
                widest = max(widest, x)
            }
            y += Node.height + Self.rowGap
        }
        self.nodes = nodes
        width = max(widest + 6, 200)
        height = y
    }

    /// A curve from the bottom (or top) of one module to the top (or bottom) of the other.
    func path(from: String, to: String) -> String? {
        guard let a = nodes[from], let b = nodes[to] else { return nil }
        let down = b.y >= a.y
        let start = (x: a.x + a.width / 2, y: down ? a.y + Node.height : a.y)
        let end = (x: b.x + b.width / 2, y: down ? b.y : b.y + Node.height)
        let bend = max(30, abs(end.y - start.y) / 2) * (down ? 1 : -1)
        return String(
            format: "M%.1f %.1f C%.1f %.1f %.1f %.1f %.1f %.1f",
            start.x, start.y, start.x, start.y + bend, end.x, end.y - bend, end.x, end.y)
    }
}

extension String {
    /// Safe in HTML text and attribute values.
    var htmlEscaped: String {
        var escaped = ""
        for character in self {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
