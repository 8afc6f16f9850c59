import Analyzer
import Foundation

/// The findings a team has accepted (`cleave check --write-baseline`), so that a later check
/// fails only on what is new. A finding is known by its rule and a fingerprint of its file and
/// message with the numbers taken out, never by its line: moving code, or a count in a message
/// that grows, does not make a finding new.
public struct FindingBaseline: Codable, Equatable, Sendable {
    public static let currentVersion = 1

    public struct Entry: Codable, Equatable, Sendable {
        public var rule: String
        public var fingerprint: String
        /// Where it was and what it said, for whoever reads the file in a review.
        public var file: String?
        public var message: String
    }

    public var version: Int
    public var findings: [Entry]

    public init(_ findings: [Finding]) {
        version = Self.currentVersion
        self.findings = findings.map { finding in
            Entry(
                rule: finding.code, fingerprint: Self.fingerprint(of: finding), file: finding.location?.file,
                message: finding.message)
        }
        .sorted { ($0.rule, $0.file ?? "", $0.message) < ($1.rule, $1.file ?? "", $1.message) }
    }

    public static func fingerprint(of finding: Finding) -> String {
        let message = finding.message.split(whereSeparator: \.isNumber).joined(separator: "#")
        return ContentHash.combining([finding.code, finding.location?.file ?? "", message])
    }

    /// The findings the baseline does not hold. Each entry accepts one finding of its rule and
    /// fingerprint, so a second finding like an accepted one is new.
    public func newFindings(among findings: [Finding]) -> (new: [Finding], baselined: Int) {
        var accepted: [String: Int] = [:]
        for entry in self.findings { accepted[entry.rule + " " + entry.fingerprint, default: 0] += 1 }
        var new: [Finding] = []
        for finding in findings {
            let key = finding.code + " " + Self.fingerprint(of: finding)
            if let left = accepted[key], left > 0 {
                accepted[key] = left - 1
            } else {
                new.append(finding)
            }
        }
        return (new, findings.count - new.count)
    }
}
