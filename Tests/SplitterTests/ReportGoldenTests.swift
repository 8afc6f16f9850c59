import Foundation
import Testing

import Analyzer
@testable import Splitter

/// Every report format for both samples, against files checked in under `Golden/`. After a
/// deliberate change, `CLEAVE_UPDATE_GOLDEN=1 swift test --filter ReportGoldenTests` rewrites them;
/// the diff is then the review.
@Suite(.serialized)
struct ReportGoldenTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let formats: [(file: String, render: @Sendable (PlanReport) throws -> String)] = [
        ("summary.txt", { PlanSummary(report: $0).text + "\n" }),
        ("report.md", { MarkdownReport(report: $0).text }),
        ("report.json", { report in
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
            return String(decoding: try encoder.encode(report), as: UTF8.self) + "\n"
        }),
        ("report.sarif", { try SarifReport(report: $0, toolVersion: "golden").json() }),
        ("graph.dot", { GraphFormats(report: $0).dot }),
        ("graph.mmd", { GraphFormats(report: $0).mermaid }),
    ]

    @Test(arguments: ["Bookshelf", "WalletApp"])
    func everyFormatOfTheSamplesPlan(sample: String) throws {
        let root = Self.repository.appendingPathComponent("Samples/\(sample)")
        let monolith = try MonolithDiscovery(targetName: nil).discover(at: root.path)
        // From syntax, whatever a local build has left: the golden files must not depend on it.
        let index = try #require(try Indexer(options: .init(useCache: false, indexStore: .never)).index(monolith).index)
        let planText = try String(contentsOf: root.appendingPathComponent("cleave.json"), encoding: .utf8)
        let plan = try PlanLoader().load(text: planText, path: "cleave.json")
        let (report, _) = try PlanEvaluator().evaluate(plan: plan, planPath: "cleave.json", planText: planText, index: index)
        let golden = Self.repository.appendingPathComponent("Tests/SplitterTests/Golden/\(sample)")
        let update = ProcessInfo.processInfo.environment["CLEAVE_UPDATE_GOLDEN"] == "1"
        if update { try FileManager.default.createDirectory(at: golden, withIntermediateDirectories: true) }
        for format in Self.formats {
            let actual = try format.render(report)
            let file = golden.appendingPathComponent(format.file)
            if update {
                try actual.write(to: file, atomically: true, encoding: .utf8)
                continue
            }
            let expected = try String(contentsOf: file, encoding: .utf8)
            #expect(actual == expected, "\(sample)/\(format.file) differs from the golden file; run with CLEAVE_UPDATE_GOLDEN=1 and review the diff")
        }
    }
}
