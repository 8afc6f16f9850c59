import Analyzer
import Foundation
import Testing

@testable import Splitter

/// The HTML report opened in a real browser (Debian's Chromium, headless, which `make test`
/// installs), and the SVG picture it holds.
@Suite(.serialized)
struct HTMLReportTests {
    /// The page after its script ran, as Chromium serializes it.
    static func domAfterScripts(of html: String, fragment: String) throws -> String {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cleave-report-\(UUID().uuidString).html")
        try html.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let chromium = ProcessRunner(
            "chromium", ["--headless", "--no-sandbox", "--disable-gpu", "--dump-dom", file.absoluteString + fragment])
        return try chromium.run().standardOutput
    }

    @Test(arguments: ["Bookshelf", "WalletApp"])
    func thePageLoadsWithoutAnErrorAndFocusesAModule(sample: String) throws {
        let report = try ReportGoldenTests.report(ofSample: sample)
        let focused = try #require(report.dependencies.first?.from)
        let dom = try Self.domAfterScripts(of: HTMLReport(report: report).text, fragment: "#focus=\(focused)")
        #expect(dom.contains("data-ready=\"yes\""), "the script ran to its end")
        #expect(!dom.contains("data-error="), "no script error")
        for module in report.modules {
            #expect(dom.contains("data-module=\"\(module.name)\""), "\(module.name) is drawn")
        }
        // The focused module's dependencies are listed with their references; the other edges are dimmed.
        #expect(dom.contains("<h3>\(focused)</h3>"))
        let listed = report.dependencies.filter { $0.from == focused || $0.to == focused }
        #expect(dom.components(separatedBy: " references</summary>").count - 1 == listed.count)
        #expect(dom.contains("class=\"edge dim\"") == (report.dependencies.count > listed.count))
    }

    @Test func theSVGDrawsCyclesInRedAndFoldsTheAppsEdges() throws {
        let report = try ReportGoldenTests.report(ofSample: "WalletApp")
        let app = try #require(report.modules.first?.name)
        let svg = GraphPicture(report: report, foldingAppEdges: true).svg
        let appEdges = report.dependencies.count { $0.from == app || $0.to == app }
        #expect(appEdges > 0)
        #expect(!svg.contains("data-from=\"\(app)\"") && !svg.contains("data-to=\"\(app)\""))
        #expect(svg.contains("(\(appEdges.counted("edge")) not drawn)"))
        let cycle = try #require(report.cycles.first { !$0.possible })
        let edge = try #require(cycle.dependencies.first)
        #expect(svg.contains("<path class=\"edge cycle\" data-from=\"\(edge.from)\" data-to=\"\(edge.to)\""))
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    }
}
