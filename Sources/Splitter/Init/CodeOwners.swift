import Foundation

/// A CODEOWNERS file: gitignore-style patterns and their owners; the last matching line wins.
struct CodeOwners {
    private let rules: [(pattern: String, owner: String)]

    init(text: String) {
        rules = text.split(separator: "\n").compactMap { line in
            let content = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let parts = content.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard parts.count >= 2 else { return nil }
            return (String(parts[0]), String(parts[1]))
        }
    }

    /// The first owner of the last line whose pattern matches a repository-relative path.
    func owner(of path: String) -> String? {
        rules.last { Self.matches($0.pattern, path) }?.owner
    }

    /// GitHub's rules, as far as they matter for source files: a leading `/` anchors at the root,
    /// otherwise a pattern matches at any depth; a trailing `/` (or a folder) takes what is inside.
    static func matches(_ pattern: String, _ path: String) -> Bool {
        var text = pattern
        let anchored =
            text.hasPrefix("/") || text.dropFirst().contains("/") && !text.hasSuffix("/") && text.contains("/")
        if text.hasPrefix("/") { text.removeFirst() }
        if text.hasSuffix("/") { text.removeLast() }
        if text == "*" { return true }
        let glob = Glob(anchored ? text : "**/" + text)
        return glob.matches(path)
    }

    /// `@acme/search-team` → `SearchTeam`; `@alice` → `Alice`.
    static func moduleName(forTeam team: String) -> String {
        PlanReader.moduleName(from: team.split(separator: "/").last.map(String.init) ?? team)
    }
}
