/// Findings as GitHub Actions workflow commands (`::error file=…,line=…::message`): the run's
/// page shows each on the line it names, and a pull request's diff shows those on its lines.
public struct GitHubAnnotations {
    let findings: [Finding]
    /// The monolith's folder relative to the repository's root, where annotations' paths start
    /// ("" when it is the root).
    let pathPrefix: String

    public init(findings: [Finding], pathPrefix: String) {
        self.findings = findings
        self.pathPrefix = pathPrefix
    }

    public var text: String {
        findings.map { finding in
            let command =
                switch finding.severity {
                case .error: "error"
                case .warning: "warning"
                case .note: "notice"
                }
            var properties = ["title=\(Self.escapedProperty("cleave \(finding.code)"))"]
            if let location = finding.location {
                let file = pathPrefix.isEmpty ? location.file : pathPrefix + "/" + location.file
                properties =
                    ["file=\(Self.escapedProperty(file))", "line=\(location.line)", "col=\(location.column)"]
                    + properties
            }
            let notes = finding.notes.first { $0.hasPrefix("way out") }.map { "\n" + $0 } ?? ""
            return "::\(command) \(properties.joined(separator: ","))::\(Self.escapedData(finding.message + notes))"
        }
        .joined(separator: "\n")
    }

    /// What GitHub's runner unescapes in a command's message.
    static func escapedData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// In a property, `:` and `,` would end it.
    static func escapedProperty(_ text: String) -> String {
        escapedData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
