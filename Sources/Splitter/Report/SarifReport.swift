import Foundation

/// The findings as SARIF 2.1.0, for code scanning in CI: one rule per finding code, one result per finding.
public struct SarifReport {
    let report: PlanReport
    let toolVersion: String

    public init(report: PlanReport, toolVersion: String) {
        self.report = report
        self.toolVersion = toolVersion
    }

    static let ruleDescriptions: [String: String] = [
        "cycle": "Modules of the plan depend on each other",
        "possible-cycle": "Modules of the plan may depend on each other: only guessed references close the cycle",
        "layer-violation": "A module depends on a module of a higher layer",
        "feature-dependency": "A feature module depends on another feature module",
        "denied-dependency": "A dependency the plan's rules deny",
        "split-file": "A file holds declarations the plan needs in two modules",
        "shared-hub": "A module most others depend on, which depends on much itself",
        "module-too-large": "A module over the plan's size limits",
        "bundle-main-lookup": "A resource looked up in the main bundle from code that moves to a package",
        "storyboard-module": "A storyboard or xib names a class that moves, without its new module",
        "class-name-string": "A class named in a string moves, and its run-time name changes",
        "archived-class-name": "An archived class name changes with the module: existing data stops decoding",
    ]

    public func json() throws -> String {
        let codes = Set(report.findings.map(\.code)).sorted()
        let rules: [[String: Any]] = codes.map { code in
            ["id": code, "shortDescription": ["text": Self.ruleDescriptions[code] ?? code]]
        }
        let results: [[String: Any]] = report.findings.map { finding in
            var result: [String: Any] = [
                "ruleId": finding.code,
                "level": finding.severity.rawValue,
                "message": ["text": ([finding.message] + finding.notes).joined(separator: "\n")],
            ]
            if let location = finding.location {
                result["locations"] = [[
                    "physicalLocation": [
                        "artifactLocation": ["uri": location.file],
                        "region": ["startLine": location.line, "startColumn": max(location.column, 1)],
                    ]
                ]]
            }
            return result
        }
        let document: [String: Any] = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [[
                "tool": ["driver": ["name": "cleave", "version": toolVersion, "rules": rules]],
                "results": results,
            ]],
        ]
        let data = try JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
