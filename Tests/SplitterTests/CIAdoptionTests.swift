import Analyzer
import Testing

@testable import Splitter

/// What turning `cleave check` on in CI rests on: a baseline that knows findings by rule and
/// fingerprint, annotations GitHub reads, and the plan's `ignore` list.
struct CIAdoptionTests {
    static func finding(_ code: String, _ message: String, file: String = "Shared/Leak.swift", line: Int = 3) -> Finding
    {
        Finding(
            code: code, severity: .warning, message: message,
            location: SourceLocation(file: file, line: line, column: 5))
    }

    @Test func aBaselineKnowsAFindingMovedOrRecountedButNotAnotherOne() {
        let accepted = [
            Self.finding("bundle-main-lookup", "Bundle.main looks up 'logo' from code moving to Shared"),
            Self.finding("shared-hub", "Shared is a hub: 8 of 9 other modules depend on it", file: "Shared/Hub.swift"),
        ]
        let baseline = FindingBaseline(accepted)
        let later = [
            Self.finding("bundle-main-lookup", "Bundle.main looks up 'logo' from code moving to Shared", line: 40),
            Self.finding("shared-hub", "Shared is a hub: 9 of 10 other modules depend on it", file: "Shared/Hub.swift"),
            // The same look-up a second time, in the same file: new.
            Self.finding("bundle-main-lookup", "Bundle.main looks up 'logo' from code moving to Shared", line: 41),
            Self.finding("bundle-main-lookup", "Bundle.main looks up 'icon' from code moving to Shared"),
            Self.finding("layer-violation", "Bundle.main looks up 'logo' from code moving to Shared"),
        ]
        let (new, baselined) = baseline.newFindings(among: later)
        #expect(baselined == 2)
        #expect(new.map(\.location!.line) == [41, 3, 3])
        #expect(new.map(\.code) == ["bundle-main-lookup", "bundle-main-lookup", "layer-violation"])
    }

    @Test func annotationsNameTheFileFromTheRepositoryRootAndEscapeWhatGitHubReads() {
        var finding = Self.finding("layer-violation", "Shared (Foundation) depends on Dashboard: 100% of it, a, b")
        finding.severity = .error
        finding.notes = ["Shared/Leak.swift:3:5: leak() → DashboardViewController (typeUse)", "way out: move it\ndown"]
        let note = Finding(
            code: "shared-with-target", severity: .note, message: "also built by `Widget`", location: nil)
        let text = GitHubAnnotations(findings: [finding, note], pathPrefix: "Apps/Wallet").text
        #expect(
            text == """
                ::error file=Apps/Wallet/Shared/Leak.swift,line=3,col=5,title=cleave layer-violation::Shared (Foundation) depends on Dashboard: 100%25 of it, a, b%0Away out: move it%0Adown
                ::notice title=cleave shared-with-target::also built by `Widget`
                """)
    }

    static let monolith = SplitFixture([
        "Shared/Theme.swift":
            "import Foundation\nstruct Theme { let logo = Bundle.main.path(forResource: \"logo\", ofType: \"png\") }\n",
        "Shared/Legacy/Old.swift":
            "import Foundation\nstruct Old { let name = Bundle.main.path(forResource: \"old\", ofType: \"png\") }\n",
        "Features/Home/Home.swift": "struct Home { let theme = Theme(); let old = Old() }\n",
    ])

    static func plan(ignore: String) -> String {
        """
        { "modules": [
            { "name": "Shared", "layer": "Foundation", "files": ["Shared"] },
            { "name": "Home", "layer": "Features", "files": ["Features/Home"] },
          ],
          "ignore": [\(ignore)] }
        """
    }

    @Test func thePlansIgnoreListHidesTheWarningsItMatchesAndCountsThem() throws {
        let all = try Self.monolith.evaluate(Self.plan(ignore: "")).0
        let lookups = all.findings.filter { $0.code == "bundle-main-lookup" }
        #expect(lookups.count == 2)
        #expect(all.ignoredFindings == nil)

        let byPath = try Self.monolith.evaluate(
            Self.plan(ignore: #"{ "rule": "bundle-main-lookup", "path": "Shared/Legacy/**", "reason": "going away" }"#)
        ).0
        #expect(
            byPath.findings.filter { $0.code == "bundle-main-lookup" }.map(\.location?.file) == ["Shared/Theme.swift"])
        #expect(byPath.ignoredFindings == 1)

        let byRule = try Self.monolith.evaluate(Self.plan(ignore: #"{ "rule": "bundle-main-lookup" }"#)).0
        #expect(byRule.findings.allSatisfy { $0.code != "bundle-main-lookup" })
        #expect(byRule.ignoredFindings == 2)
    }

    @Test func anErrorIsNeverIgnored() throws {
        let monolith = SplitFixture([
            "Shared/Theme.swift": "struct Theme { let home: Home? = nil }\n",
            "Features/Home/Home.swift": "struct Home { let theme = Theme() }\n",
        ])
        let report = try monolith.evaluate(
            Self.plan(ignore: #"{ "rule": "layer-violation" }, { "declaration": "Home" }"#)
        ).0
        #expect(report.findings.contains { $0.code == "layer-violation" && $0.severity == .error })
    }

    @Test func anIgnoreEntryThatMatchesEverythingOrNamesAnUnknownKeyIsRefused() {
        for (entry, message) in [
            (
                #"{ "reason": "noise" }"#,
                #"an "ignore" entry names no "rule", "path" or "declaration": it would hide every finding"#
            ),
            (#"{ "rule": "split-file", "file": "A.swift" }"#, #"unknown key 'file' in an "ignore" entry"#),
            (#""split-file""#, #"an "ignore" entry is not an object"#),
        ] {
            #expect(throws: PlanError.self) {
                try PlanLoader().load(text: Self.plan(ignore: entry), path: "cleave.json")
            }
            do {
                _ = try PlanLoader().load(text: Self.plan(ignore: entry), path: "cleave.json")
            } catch {
                #expect("\(error)".contains(message), "\(error)")
            }
        }
    }
}

/// Small things a user reads: labels that count, columns that stay aligned.
struct ReportLabelTests {
    static let monolith = SplitFixture([
        "Shared/Theme.swift": "struct Theme {}\n",
        "Features/AccountSettingsNotificationPreferencesScreen/Screen.swift": "struct Screen { let theme = Theme() }\n",
        "Features/AccountSettingsNotificationPreferencesScreen/Model.swift": "struct Model {}\n",
    ])
    static let plan = """
        { "modules": [
            { "name": "Shared", "layer": "Foundation", "files": ["Shared"] },
            { "name": "AccountSettingsNotificationPreferencesScreen", "layer": "Features", "files": ["Features/AccountSettingsNotificationPreferencesScreen"] },
        ] }
        """

    @Test func aModuleOfOneFileIsLabelledSo() throws {
        let report = try Self.monolith.evaluate(Self.plan).0
        let graphs = GraphFormats(report: report)
        #expect(graphs.dot.contains("Foundation · 1 file\""))
        #expect(graphs.mermaid.contains("Features · 2 files"))
        #expect(!graphs.dot.contains("1 files") && !graphs.mermaid.contains("1 files"))
    }

    @Test func theModuleTableStaysAlignedWhateverTheNamesLength() throws {
        let text = PlanSummary(report: try Self.monolith.evaluate(Self.plan).0).text
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(lines.firstIndex { $0.hasPrefix("  module ") })
        let rows = Array(lines[start...].prefix { !$0.isEmpty })
        #expect(rows.count == 4)
        // Every row's layer column starts where the header's does.
        let header = try #require(rows.first?.range(of: "layer")?.lowerBound).utf16Offset(in: rows[0])
        for row in rows.dropFirst() {
            let layerColumn = row.index(row.startIndex, offsetBy: header)
            #expect(["App ", "Features ", "Foundation "].contains { row[layerColumn...].hasPrefix($0) }, "\(row)")
        }
    }
}
