import Analyzer
import Foundation
import TestSupport
import Testing

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
        (
            "report.json",
            { report in
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
                return String(decoding: try encoder.encode(report), as: UTF8.self) + "\n"
            }
        ),
        ("report.sarif", { try SarifReport(report: $0, toolVersion: "golden").json() }),
        ("graph.dot", { GraphFormats(report: $0).dot }),
        ("graph.mmd", { GraphFormats(report: $0).mermaid }),
    ]

    /// The report of a sample's own plan, resolved from syntax whatever a local build has left:
    /// the golden files must not depend on it.
    static func report(ofSample sample: String) throws -> PlanReport {
        let root = repository.appendingPathComponent("Samples/\(sample)")
        let monolith = try MonolithDiscovery(targetName: nil).discover(at: root.path)
        let index = try #require(try Indexer(options: .init(useCache: false, indexStore: .never)).index(monolith).index)
        let planText = try String(contentsOf: root.appendingPathComponent("cleave.json"), encoding: .utf8)
        let plan = try PlanLoader().load(text: planText, path: "cleave.json")
        return try PlanEvaluator().evaluate(plan: plan, planPath: "cleave.json", planText: planText, index: index).0
    }

    @Test(arguments: ["Bookshelf", "WalletApp"])
    func everyFormatOfTheSamplesPlan(sample: String) throws {
        let report = try Self.report(ofSample: sample)
        let golden = Self.repository.appendingPathComponent("Tests/SplitterTests/Golden/\(sample)")
        for format in Self.formats {
            try expectMatchesGolden(try format.render(report), golden.appendingPathComponent(format.file))
        }
    }
}

/// A ticket takes 65,536 characters: the Markdown report of any monolith stays under 60,000,
/// with what it leaves out counted and the command that lists it.
struct MarkdownReportSizeTests {
    /// WalletApp's report (a cycle, hazards, rule findings) as a big app would have it: every
    /// module, dependency, cycle dependency and finding a hundred times over, under other names.
    static func bigReport() throws -> PlanReport {
        var report = try ReportGoldenTests.report(ofSample: "WalletApp")
        let copies = 0..<100
        report.plan = "/Users/someone/Projects/WalletApp/cleave.json"
        report.modules = copies.flatMap { copy in
            report.modules.map {
                var module = $0
                module.name += "\(copy)"
                return module
            }
        }
        report.dependencies = copies.flatMap { copy in
            report.dependencies.map {
                var dependency = $0
                dependency.from += "\(copy)"
                dependency.to += "\(copy)"
                return dependency
            }
        }
        report.cycles = report.cycles.map { cycle in
            var big = cycle
            big.modules = copies.flatMap { copy in cycle.modules.map { $0 + "\(copy)" } }
            big.dependencies = copies.flatMap { copy in
                cycle.dependencies.map {
                    var dependency = $0
                    dependency.from += "\(copy)"
                    dependency.to += "\(copy)"
                    return dependency
                }
            }
            return big
        }
        report.cycles = copies.flatMap { _ in report.cycles }
        report.findings = copies.flatMap { copy in
            report.findings.map {
                var finding = $0
                finding.message += " (copy \(copy))"
                finding.notes.append(String(repeating: "Module, ", count: 200))
                return finding
            }
        }
        return report
    }

    @Test func theReportOfABigAppFitsATicket() throws {
        let report = try Self.bigReport()
        let text = MarkdownReport(report: report).text
        #expect(text.count < 60_000, "\(text.count) characters")
        #expect(text.count > 30_000, "\(text.count) characters: the budget is there to be used")
        #expect(!text.contains("/Users/"), "no absolute path")
        #expect(text.contains("Plan `cleave.json`"))
        // Every section is there, the summary first, with every finding counted.
        let sections = [
            "## Summary", "## Modules", "## Dependencies", "## Cycles", "## Findings", "## Run-time hazards",
        ]
        let positions = sections.compactMap { text.range(of: $0)?.lowerBound }
        #expect(positions.count == sections.count && positions == positions.sorted())
        let bundleLookups = report.findings.count { $0.code == "bundle-main-lookup" }
        #expect(text.contains("| warning `bundle-main-lookup` | \(bundleLookups.grouped) |"))
        // What does not fit is counted, with the command that lists it.
        #expect(text.contains("more modules: `cleave plan --format json` lists them all."))
        #expect(text.contains("more [bundle-main-lookup]: `cleave check` lists them all."))
        #expect(text.contains("more cycles: `cleave check` lists them all."))
        #expect(text.contains("too many to draw here"))
        #expect(text.contains("<details><summary>"))
    }

    @Test func aSmallReportLeavesNothingOut() throws {
        let text = MarkdownReport(report: try ReportGoldenTests.report(ofSample: "Bookshelf")).text
        #expect(!text.contains("lists them all"))
        #expect(text.contains("```mermaid"))
    }
}

/// Every SARIF the golden tests keep passes the SARIF 2.1.0 schema (OASIS's, vendored in
/// `Fixtures/`, checked by Python's `jsonschema`, which `make setup` installs) and what GitHub's
/// code scanning asks beyond it.
struct SarifValidityTests {
    static func golden(_ sample: String) -> URL {
        ReportGoldenTests.repository.appendingPathComponent("Tests/SplitterTests/Golden/\(sample)/report.sarif")
    }

    @Test(arguments: ["Bookshelf", "WalletApp"])
    func theGoldenSarifPassesTheSchema(sample: String) throws {
        let schema = ReportGoldenTests.repository.appendingPathComponent(
            "Tests/SplitterTests/Fixtures/sarif-schema-2.1.0.json")
        let problems = try JSONSchemaCheck.problems(of: Self.golden(sample), against: schema)
        #expect(problems == nil, "\(problems ?? "")")
    }

    @Test(arguments: ["Bookshelf", "WalletApp"])
    func theGoldenSarifMeetsGitHubsRules(sample: String) throws {
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: Self.golden(sample))) as? [String: Any])
        let runs = try #require(document["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = (runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any]
        #expect(driver?["name"] as? String == "cleave")
        let rules = driver?["rules"] as? [[String: Any]] ?? []
        #expect(rules.allSatisfy { ($0["help"] as? [String: Any])?["text"] is String })
        let results = runs[0]["results"] as? [[String: Any]] ?? []
        #expect(!results.isEmpty || sample == "Bookshelf")
        for result in results {
            #expect(result["ruleId"] is String)
            #expect((result["message"] as? [String: Any])?["text"] is String)
            let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
            let uri = try #require((location?["artifactLocation"] as? [String: Any])?["uri"] as? String, "\(result)")
            #expect(!uri.hasPrefix("/") && !uri.contains(":") && !uri.contains(" "), "\(uri)")
            #expect(((location?["region"] as? [String: Any])?["startLine"] as? Int ?? 0) >= 1)
            #expect((result["partialFingerprints"] as? [String: String])?.isEmpty == false)
        }
    }

    @Test func pathsAreFromTheRepositoryRootAndPercentEncoded() throws {
        let report = try ReportGoldenTests.report(ofSample: "Bookshelf")
        let sarif = SarifReport(report: report, toolVersion: "test", pathPrefix: "Apps/My Shelf")
        #expect(
            sarif.uri(of: "Shared/Article Rendering/Über+Time:1.swift")
                == "Apps/My%20Shelf/Shared/Article%20Rendering/%C3%9Cber+Time%3A1.swift")
        #expect(SarifReport(report: report, toolVersion: "test").uri(of: "Library/Book.swift") == "Library/Book.swift")
    }
}
