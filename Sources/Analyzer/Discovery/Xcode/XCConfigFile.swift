import Foundation

/// An `.xcconfig` file's assignments in the order Xcode applies them, each included file's in its
/// place. What cannot be read (a missing or non-UTF-8 file, a line that is no assignment, an
/// include that leads back) is left out with a warning: a project builds without it too.
struct XCConfigFile {
    private(set) var assignments: [SettingAssignment] = []
    private(set) var warnings: [Diagnostic] = []
    private let projectFolder: URL

    /// Reads `path` (relative to the project's folder) and what it includes.
    init(path: String, projectFolder: URL) {
        self.projectFolder = projectFolder
        read(path, optional: false, includedBy: [])
    }

    /// - Parameter includedBy: the files whose `#include` led here, with the line of each, outermost first.
    private mutating func read(_ path: String, optional: Bool, includedBy: [(file: String, line: Int)]) {
        let warn = { (message: String) in
            Diagnostic(
                severity: .warning, file: includedBy.last?.file ?? path, line: includedBy.last?.line, message: message)
        }
        guard !includedBy.contains(where: { $0.file == path }) else {
            warnings.append(warn("includes \(path), which includes this file back; not read again"))
            return
        }
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : projectFolder.appendingPathComponent(path)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            if !optional {
                warnings.append(
                    warn(
                        includedBy.isEmpty
                            ? "the project's build configuration names this .xcconfig, but it cannot be read; its settings are left out"
                            : "includes \(path), which cannot be read; its settings are left out"))
            }
            return
        }
        guard let text = String(data: data, encoding: .utf8) else {
            warnings.append(
                Diagnostic(severity: .warning, file: path, message: "not UTF-8 text; its settings are left out"))
            return
        }
        var malformed: [Int] = []
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            // Xcode ends a line at `//` even inside a value (`https:/$()/…` is how a URL is written).
            let code = (line.range(of: "//").map { line[..<$0.lowerBound] } ?? line).trimmingCharacters(
                in: .whitespacesAndNewlines)
            if code.isEmpty { continue }
            if let include = code.wholeMatch(of: /#include(\?)?\s*"([^"]+)"/) {
                let included =
                    include.2.hasPrefix("/")
                    ? String(include.2) : ElementPaths.join(RelativePath.folder(of: path), String(include.2))
                read(included, optional: include.1 != nil, includedBy: includedBy + [(path, offset + 1)])
            } else if let parts = code.wholeMatch(of: /([^=\[]+(?:\[[^\]]*\]\s*)*)=(.*)/),
                let assignment = SettingAssignment(
                    key: String(parts.1), value: Self.value(String(parts.2)), configFile: path)
            {
                assignments.append(assignment)
            } else {
                malformed.append(offset + 1)
            }
        }
        if let first = malformed.first {
            let lines = malformed.count == 1 ? "a line" : "\(malformed.count) lines"
            warnings.append(
                Diagnostic(
                    severity: .warning, file: path, line: first,
                    message: "\(lines) neither `KEY = value`, `#include` nor a comment; left out"))
        }
    }

    /// What follows the `=`, without the `;` Xcode allows at the end.
    private static func value(_ text: String) -> String {
        let value = text.trimmingCharacters(in: .whitespaces)
        return value.hasSuffix(";") ? String(value.dropLast()).trimmingCharacters(in: .whitespaces) : value
    }
}
