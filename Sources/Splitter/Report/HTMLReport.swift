import Foundation

/// One self-contained page (`--format html`) that opens offline: the module graph (modules in
/// their layers' bands; a click on a module, or `#focus=<module>` in the address, keeps only its
/// edges and lists the references behind each; cycles in red), the metrics, the modules, the
/// findings and the steps to extract them in.
public struct HTMLReport {
    let report: PlanReport

    public init(report: PlanReport) { self.report = report }

    public var text: String {
        let title = "Split plan for \(report.monolith)".htmlEscaped
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>\(title)</title>
            <style>
            body { font-family: -apple-system, Helvetica, Arial, sans-serif; margin: 24px; color: #1d2733; }
            table { border-collapse: collapse; margin: 8px 0 16px; }
            td, th { border: 1px solid #d5dbe5; padding: 3px 8px; text-align: left; }
            td.number { text-align: right; }
            #picture { overflow: auto; border: 1px solid #d5dbe5; max-height: 70vh; }
            #graph .node { cursor: pointer; }
            #graph .edge.dim { opacity: 0.05; }
            #graph .node.focus rect { fill: #ffe9a8; }
            #focus { min-height: 1em; }
            details { margin: 4px 0; }
            </style>
            </head>
            <body>
            <h1>\(title)</h1>
            <p>\(summaryLine.htmlEscaped)</p>
            <h2>Module graph</h2>
            <p>Click a module to see only its dependencies and the references behind each; click it again to see all.</p>
            <div id="picture">
            \(GraphPicture(report: report, foldingAppEdges: false).svg)
            </div>
            <div id="focus"></div>
            <h2>Metrics</h2>
            \(metricsTable)
            <h2>Modules</h2>
            \(modulesTable)
            <h2>Findings</h2>
            \(findings)
            <h2>Steps</h2>
            \(steps)
            <script type="application/json" id="dependencies">\(dependenciesJSON)</script>
            <script>
            \(Self.script)
            </script>
            </body>
            </html>

            """
    }

    private var summaryLine: String {
        "\(report.metrics.modules.counted("module")) (the app and \(report.metrics.modules - 1) cut out); "
            + "\(MarkdownReport.cycleCount(report.cycles)), \(report.errorCount.counted("error")), \(report.warningCount.counted("warning")); "
            + "references resolved by \(report.resolvedBy)."
    }

    private var metricsTable: String {
        let metrics = report.metrics
        let rows = [
            ("Modules", metrics.modules.grouped), ("Longest dependency chain", metrics.longestChain.counted("module")),
            (
                "References crossing module lines",
                "\(metrics.crossingReferences.grouped) of \(metrics.references.grouped)"
            ),
            ("Lines rebuilt by a one-file change, before", metrics.rebuildLinesBefore.grouped),
            ("… after, on average", metrics.rebuildLinesAfterAverage.grouped),
            ("… after, at worst", metrics.rebuildLinesAfterWorst.grouped),
        ]
        return "<table>"
            + rows.map { "<tr><th>\($0.0.htmlEscaped)</th><td class=\"number\">\($0.1)</td></tr>" }.joined()
            + "</table>"
    }

    private var modulesTable: String {
        let header =
            "<tr><th>Module</th><th>Layer</th><th>Files</th><th>Lines</th><th>Fan-in</th><th>Fan-out</th><th>Public surface</th><th>Crossing</th></tr>"
        let rows = report.modules.map { module in
            "<tr><td>\(module.name.htmlEscaped)</td><td>\(module.layer.htmlEscaped)</td><td class=\"number\">\(module.files.grouped)</td>"
                + "<td class=\"number\">\(module.lines.grouped)</td><td class=\"number\">\(module.fanIn)</td><td class=\"number\">\(module.fanOut)</td>"
                + "<td class=\"number\">\(module.publicSurface.grouped)</td><td class=\"number\">\(module.crossingShare.percent)</td></tr>"
        }
        return "<table>" + header + rows.joined() + "</table>"
    }

    private var findings: String {
        guard !report.findings.isEmpty else { return "<p>None.</p>" }
        return Dictionary(grouping: report.findings, by: \.code)
            .sorted { ($0.value[0].severity, $0.key) < ($1.value[0].severity, $1.key) }
            .map { code, group in
                let items = group.map { finding in
                    let location = finding.location.map { "<code>\($0.description.htmlEscaped)</code>: " } ?? ""
                    let notes =
                        finding.notes.isEmpty
                        ? "" : "<ul>" + finding.notes.map { "<li>\($0.htmlEscaped)</li>" }.joined() + "</ul>"
                    return "<li>\(location)\(finding.message.htmlEscaped)\(notes)</li>"
                }
                return
                    "<details><summary><code>\(code.htmlEscaped)</code>: \(group.count.counted(group[0].severity.rawValue))</summary><ul>"
                    + items.joined() + "</ul></details>"
            }
            .joined(separator: "\n")
    }

    private var steps: String {
        let order = ExtractionOrder(report: report, app: report.modules.first?.name ?? report.monolith)
        guard !order.steps.isEmpty else { return "<p>No module to extract.</p>" }
        return "<ol>"
            + order.steps.map { step in
                let uses =
                    step.dependsOn.isEmpty ? "uses no other module" : "uses \(step.dependsOn.joined(separator: ", "))"
                return
                    "<li><strong>\(step.module.htmlEscaped)</strong> (\(step.layer.htmlEscaped), \(step.files.counted("file")), "
                    + "\(step.lines.counted("line"))): \(uses.htmlEscaped)</li>"
            }.joined() + "</ol>"
    }

    /// Every dependency with the references kept for it, for the script; `</` is escaped so the
    /// data cannot close its `<script>` element.
    private var dependenciesJSON: String {
        let entries: [[String: Any]] = report.dependencies.map { dependency in
            [
                "from": dependency.from, "to": dependency.to, "references": dependency.references,
                "witnesses": dependency.witnesses.map { witness in
                    "\(witness.location): \(witness.sourceID.map(DeclarationTree.displayName(of:)) ?? "file scope") → "
                        + "\(DeclarationTree.displayName(of: witness.targetID)) (\(witness.kind.rawValue), \(witness.certainty.rawValue))"
                },
            ]
        }
        let data = (try? JSONSerialization.data(withJSONObject: entries, options: [.sortedKeys])) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self).replacingOccurrences(of: "</", with: "<\\/")
    }

    /// Focuses a module on click; marks the page ready, or names the error that stopped it (what
    /// the browser test reads).
    static let script = """
        window.addEventListener("error", function (event) { document.body.dataset.error = String(event.message); });
        (function () {
          var dependencies = JSON.parse(document.getElementById("dependencies").textContent);
          var focus = document.getElementById("focus");
          var focused = null;
          function text(tag, content) { var element = document.createElement(tag); element.textContent = content; return element; }
          function show(name) {
            focused = focused === name ? null : name;
            document.querySelectorAll("#graph .edge").forEach(function (edge) {
              var touches = edge.dataset.from === focused || edge.dataset.to === focused;
              edge.classList.toggle("dim", focused !== null && !touches);
            });
            document.querySelectorAll("#graph .node").forEach(function (node) {
              node.classList.toggle("focus", node.dataset.module === focused);
            });
            focus.replaceChildren();
            if (focused === null) { return; }
            focus.appendChild(text("h3", focused));
            dependencies.filter(function (d) { return d.from === focused || d.to === focused; }).forEach(function (d) {
              var details = document.createElement("details");
              details.appendChild(text("summary", d.from + " \\u2192 " + d.to + ": " + d.references + " references"));
              var list = document.createElement("ul");
              d.witnesses.forEach(function (w) { list.appendChild(text("li", w)); });
              details.appendChild(list);
              focus.appendChild(details);
            });
          }
          document.querySelectorAll("#graph .node").forEach(function (node) {
            node.addEventListener("click", function () { show(node.dataset.module); });
          });
          // `report.html#focus=Payment` opens with that module focused: a link to one module's view.
          var linked = /focus=([^&]+)/.exec(location.hash);
          if (linked) { show(decodeURIComponent(linked[1])); }
          document.body.dataset.ready = "yes";
        })();
        """
}
