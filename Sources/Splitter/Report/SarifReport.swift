import Analyzer
import Foundation

/// The findings as SARIF 2.1.0, for code scanning in CI: one rule per finding code, one result per
/// finding. What GitHub's code scanning asks beyond the schema holds too: every result has a
/// location (a finding of the whole plan is placed on the plan's first line), URIs are
/// percent-encoded and relative to the repository's root, and every result has a fingerprint
/// (the one `cleave check --baseline` matches findings by).
public struct SarifReport {
    let report: PlanReport
    let toolVersion: String
    /// The monolith's folder relative to the repository's root ("" when it is the root).
    let pathPrefix: String

    public init(report: PlanReport, toolVersion: String, pathPrefix: String = "") {
        self.report = report
        self.toolVersion = toolVersion
        self.pathPrefix = pathPrefix
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
            let description = Self.ruleDescriptions[code] ?? code
            return [
                "id": code, "shortDescription": ["text": description],
                "help": [
                    "text": "\(description). Each finding's message gives the references behind it and its way out; "
                        + "Docs/plan.md in Cleave's repository describes every code."
                ],
            ]
        }
        let planFile = report.plan.hasPrefix("/") ? URL(fileURLWithPath: report.plan).lastPathComponent : report.plan
        let results: [[String: Any]] = report.findings.map { finding in
            let location = finding.location ?? SourceLocation(file: planFile, line: 1, column: 1)
            return [
                "ruleId": finding.code,
                "level": finding.severity.rawValue,
                "message": ["text": ([finding.message] + finding.notes).joined(separator: "\n")],
                "locations": [
                    [
                        "physicalLocation": [
                            "artifactLocation": ["uri": uri(of: location.file)],
                            "region": ["startLine": max(location.line, 1), "startColumn": max(location.column, 1)],
                        ]
                    ]
                ],
                "partialFingerprints": ["cleaveFinding/v1": FindingBaseline.fingerprint(of: finding)],
            ]
        }
        let document: [String: Any] = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [
                [
                    "tool": ["driver": ["name": "cleave", "version": toolVersion, "rules": rules]],
                    "results": results,
                ]
            ],
        ]
        let data = try JSONSerialization.data(
            withJSONObject: document, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// Relative to the repository's root, each character a URI path may not hold as it is
    /// percent-encoded (RFC 3986; `:` too, which would read as a scheme):
    /// `Shared/Article Rendering/A+B.swift` → `Shared/Article%20Rendering/A+B.swift`.
    func uri(of file: String) -> String {
        let path = pathPrefix.isEmpty ? file : pathPrefix + "/" + file
        return path.addingPercentEncoding(withAllowedCharacters: Self.pathCharacters) ?? path
    }

    private static let pathCharacters = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/!$&'()*+,;=@")
}
