import Foundation

/// Reads a plan file (JSON with comments and trailing commas allowed) and checks what can be
/// checked without the index: keys, types, names, layers, rules and paths. Every problem is
/// collected, with its line, before the plan is refused.
public struct PlanLoader {
    public init() {}

    public func load(text: String, path: String) throws -> Plan {
        let lines = PlanText(text)
        let root: Any
        do {
            root = try JSON5.value(of: text)
        } catch {
            throw PlanError(
                path: path,
                problems: [
                    PlanProblem(
                        line: error.line, column: error.column, message: "not valid JSON5 (\(error.message))",
                        fix: "fix the syntax; comments and trailing commas are fine")
                ])
        }
        var reader = PlanReader(lines: lines)
        let plan = reader.plan(from: root)
        if let plan { reader.checkNames(plan) }
        guard reader.problems.isEmpty, let plan else { throw PlanError(path: path, problems: reader.problems) }
        return plan
    }
}

/// Walks the decoded JSON into a `Plan`, noting each problem instead of stopping at the first.
struct PlanReader {
    let lines: PlanText
    var problems: [PlanProblem] = []

    /// `$schema` names the JSON Schema an editor checks the plan with (`Docs/cleave.schema.json`).
    static let planKeys = ["$schema", "version", "layers", "app", "modules", "rules", "limits", "ignore"]
    static let moduleKeys = ["name", "layer", "files", "exclude", "resources", "inverts"]
    static let ruleKeys = ["allow", "deny", "from", "to", "reason"]
    static let limitKeys = ["maxFiles", "maxLines"]
    static let suppressionKeys = ["rule", "path", "declaration", "reason"]

    mutating func plan(from root: Any) -> Plan? {
        guard let object = root as? [String: Any] else {
            problem(nil, "the plan is not an object", fix: "write `{ \"modules\": [ … ] }`")
            return nil
        }
        checkKeys(object, allowed: Self.planKeys, in: "the plan", near: nil)
        let version =
            wholeNumber(object["version"], atLeast: 1, key: "version", example: "\"version\": \(Plan.currentVersion)")
            ?? Plan.currentVersion
        if version > Plan.currentVersion {
            problem(
                lines.line(ofKey: "version"),
                "plan version \(version) is newer than this Cleave understands (\(Plan.currentVersion))",
                fix: "update Cleave, or write \"version\": \(Plan.currentVersion)")
        }
        let layers = strings(object["layers"], key: "layers", near: nil) ?? Plan.defaultLayers
        if layers.isEmpty {
            problem(
                lines.line(ofKey: "layers"), "no layers",
                fix: "list them top to bottom, or leave \"layers\" out for App, Features, Core, Foundation")
        }
        for duplicate in duplicates(layers) {
            problem(
                lines.line(ofValue: duplicate), "layer '\(duplicate)' is listed twice",
                fix: "list each layer once, top to bottom")
        }
        var app: String?
        if let value = object["app"] {
            app = value as? String
            if app == nil {
                problem(
                    lines.line(ofKey: "app"), "\"app\" is not a string",
                    fix: "write the name of what stays, e.g. \"app\": \"MyApp\"")
            }
        }
        guard let moduleList = object["modules"] as? [Any] else {
            problem(
                lines.line(ofKey: "modules"), object["modules"] == nil ? "no \"modules\"" : "\"modules\" is not a list",
                fix: "list the modules to cut out: \"modules\": [ { \"name\": …, \"layer\": …, \"files\": [ … ] } ]")
            return nil
        }
        let modules = moduleList.enumerated().compactMap { module(from: $1, position: $0) }
        let rules = (object["rules"] as? [Any] ?? []).compactMap { rule(from: $0) }
        if object["rules"] != nil, !(object["rules"] is [Any]) {
            problem(
                lines.line(ofKey: "rules"), "\"rules\" is not a list",
                fix: "write \"rules\": [ { \"deny\": true, \"from\": …, \"to\": … } ]")
        }
        var limits: Plan.Limits?
        if let value = object["limits"] {
            if let object = value as? [String: Any] {
                let near = lines.line(ofKey: "limits")
                checkKeys(object, allowed: Self.limitKeys, in: "\"limits\"", near: near)
                limits = Plan.Limits(
                    maxFiles: wholeNumber(
                        object["maxFiles"], atLeast: 0, key: "maxFiles", example: "\"maxFiles\": 200"),
                    maxLines: wholeNumber(
                        object["maxLines"], atLeast: 0, key: "maxLines", example: "\"maxLines\": 20000"))
            } else {
                problem(
                    lines.line(ofKey: "limits"), "\"limits\" is not an object",
                    fix: "write \"limits\": { \"maxFiles\": 200, \"maxLines\": 20000 }")
            }
        }
        let ignore = suppressions(object["ignore"])
        return Plan(
            version: version, layers: layers, app: app, modules: modules, rules: rules, limits: limits, ignore: ignore)
    }

    private mutating func suppressions(_ value: Any?) -> [Plan.Suppression] {
        guard let value else { return [] }
        let example =
            "write \"ignore\": [ { \"rule\": \"bundle-main-lookup\", \"path\": \"Legacy/**\", \"reason\": \"…\" } ]"
        guard let list = value as? [Any] else {
            problem(lines.line(ofKey: "ignore"), "\"ignore\" is not a list", fix: example)
            return []
        }
        return list.compactMap { entry in
            let near = lines.line(ofKey: "ignore")
            guard let object = entry as? [String: Any] else {
                problem(near, "an \"ignore\" entry is not an object", fix: example)
                return nil
            }
            checkKeys(object, allowed: Self.suppressionKeys, in: "an \"ignore\" entry", near: near)
            let parts = ["rule", "path", "declaration", "reason"].map { key -> String? in
                guard let part = object[key] else { return nil }
                guard let text = part as? String, !text.isEmpty else {
                    problem(
                        lines.line(ofKey: key, after: near), "\"\(key)\" in an \"ignore\" entry is not a string",
                        fix: example)
                    return nil
                }
                return text
            }
            guard parts[0] != nil || parts[1] != nil || parts[2] != nil else {
                problem(
                    near,
                    "an \"ignore\" entry names no \"rule\", \"path\" or \"declaration\": it would hide every finding",
                    fix: example)
                return nil
            }
            return Plan.Suppression(rule: parts[0], path: parts[1], declaration: parts[2], reason: parts[3])
        }
    }

    private mutating func module(from value: Any, position: Int) -> Plan.Module? {
        guard let object = value as? [String: Any] else {
            problem(
                nil, "module \(position + 1) is not an object",
                fix: "write { \"name\": …, \"layer\": …, \"files\": [ … ] }")
            return nil
        }
        guard let name = object["name"] as? String, !name.isEmpty else {
            problem(nil, "module \(position + 1) has no \"name\"", fix: "name every module")
            return nil
        }
        // A plan of thousands of modules has a line looked up only where one has a problem.
        let near = { [lines] in lines.line(ofValue: name) }
        checkKeys(object, allowed: Self.moduleKeys, in: "module '\(name)'", near: near())
        guard let layer = object["layer"] as? String else {
            problem(near(), "module '\(name)' has no \"layer\"", fix: "give it one of the plan's layers")
            return nil
        }
        let files = strings(object["files"], key: "files", near: near()) ?? []
        if files.isEmpty {
            problem(near(), "module '\(name)' takes no files", fix: "list its folders or globs in \"files\"")
        }
        let exclude = strings(object["exclude"], key: "exclude", near: near()) ?? []
        let resources = strings(object["resources"], key: "resources", near: near()) ?? []
        for path in files + exclude + resources where !Self.isInsideRoot(path) {
            problem(
                lines.line(ofValue: path), "'\(path)' in module '\(name)' points outside the monolith's source folder",
                fix: "write paths relative to the source folder, without a leading / or ..")
        }
        let inverts = strings(object["inverts"], key: "inverts", near: near()) ?? []
        return Plan.Module(
            name: name, layer: layer, files: files, exclude: exclude, resources: resources, inverts: inverts)
    }

    private mutating func rule(from value: Any) -> Plan.Rule? {
        guard let object = value as? [String: Any] else {
            problem(
                lines.line(ofKey: "rules"), "a rule is not an object",
                fix: "write { \"deny\": true, \"from\": \"Search\", \"to\": \"Library\" }")
            return nil
        }
        let near = (object["from"] as? String).flatMap { lines.line(ofValue: $0, after: lines.line(ofKey: "rules")) }
        checkKeys(object, allowed: Self.ruleKeys, in: "a rule", near: near)
        let allow = object["allow"] as? Bool ?? false
        let deny = object["deny"] as? Bool ?? false
        guard allow != deny, let from = object["from"] as? String, let to = object["to"] as? String else {
            problem(
                near ?? lines.line(ofKey: "rules"),
                "a rule needs \"from\", \"to\" and one of \"allow\": true or \"deny\": true",
                fix: "write { \"deny\": true, \"from\": \"Search\", \"to\": \"Library\" }")
            return nil
        }
        return Plan.Rule(effect: allow ? .allow : .deny, from: from, to: to, reason: object["reason"] as? String)
    }

    /// Names that must refer to each other: module layers, rule ends, unique module names.
    mutating func checkNames(_ plan: Plan) {
        let layers = Set(plan.layers)
        for module in plan.modules where !layers.contains(module.layer) {
            problem(
                lines.line(ofValue: module.layer),
                "module '\(module.name)' is in layer '\(module.layer)', which the plan does not list",
                fix: suggestion(module.layer, among: plan.layers)
                    ?? "use one of: \(plan.layers.joined(separator: ", "))")
        }
        for module in plan.modules {
            let line = { [lines] in lines.line(ofValue: module.name) }
            if !Self.isModuleName(module.name) {
                problem(
                    line(), "'\(module.name)' cannot name a Swift module",
                    fix:
                        "use letters, digits and _, not starting with a digit, e.g. '\(Self.moduleName(from: module.name))'"
                )
            } else if Self.swiftKeywords.contains(module.name) {
                problem(
                    line(), "'\(module.name)' is a Swift keyword: `import \(module.name)` would not parse",
                    fix: "name it after what it holds, e.g. '\(Self.moduleName(from: module.name))Module'")
            } else if module.name.count > Self.longestModuleName {
                problem(
                    line(),
                    "module '\(module.name.prefix(20))…' has a name of \(module.name.count) characters, longer than the file names made of it may be",
                    fix: "keep it to \(Self.longestModuleName) characters")
            }
        }
        for duplicate in duplicates(plan.modules.map(\.name)) {
            let second = lines.line(ofValue: duplicate, after: (lines.line(ofValue: duplicate) ?? 0) + 1)
            problem(second, "two modules are named '\(duplicate)'", fix: "give each module its own name")
        }
        if let app = plan.app, plan.modules.contains(where: { $0.name == app }) {
            problem(lines.line(ofKey: "app"), "'\(app)' names both the app and a module", fix: "rename one of them")
        }
        // Without "app", the app's name is the monolith's, which `cleave check` knows.
        let users = Set(plan.modules.map(\.name) + [plan.app].compactMap { $0 })
        let misinverted = plan.modules.map { module in
            module.inverts.filter { $0 == module.name || (plan.app != nil && !users.contains($0)) }
        }
        // Each module's line, found in one pass, and only for a plan with such an inversion: a
        // search per module to the end of the text made a plan of 5,000 modules take a minute.
        var moduleLine = misinverted.contains { !$0.isEmpty } ? lines.line(ofKey: "modules") : nil
        for (module, misinverted) in zip(plan.modules, misinverted) where moduleLine != nil {
            moduleLine = lines.line(ofKey: "name", after: moduleLine.map { $0 + 1 })
            guard !misinverted.isEmpty else { continue }
            let invertsLine = lines.line(ofKey: "inverts", after: moduleLine)
            for inverted in misinverted where inverted == module.name {
                problem(
                    invertsLine, "module '\(module.name)' inverts its use of itself",
                    fix: "name another module of the plan, or the app")
            }
            for inverted in misinverted where inverted != module.name {
                problem(
                    invertsLine,
                    "module '\(module.name)' inverts its use of '\(inverted)', which is neither another module nor the app",
                    fix: suggestion(inverted, among: users.sorted()) ?? "name another module of the plan, or the app")
            }
        }
        let known = plan.modules.map(\.name) + plan.layers + [plan.app].compactMap { $0 } + ["*"]
        for rule in plan.rules {
            for end in [rule.from, rule.to] where !known.contains(end) {
                problem(
                    lines.line(ofValue: end, after: lines.line(ofKey: "rules")),
                    "a rule names '\(end)', which is neither a module nor a layer",
                    fix: suggestion(end, among: known) ?? "name a module, a layer, or *")
            }
        }
    }

    private mutating func checkKeys(
        _ object: [String: Any], allowed: [String], in owner: String, near: @autoclosure () -> Int?
    ) {
        for key in object.keys.sorted() where !allowed.contains(key) {
            problem(
                lines.line(ofKey: key, after: near()), "unknown key '\(key)' in \(owner)",
                fix: suggestion(key, among: allowed) ?? "known keys: \(allowed.joined(separator: ", "))")
        }
    }

    private mutating func strings(_ value: Any?, key: String, near: @autoclosure () -> Int?) -> [String]? {
        guard let value else { return nil }
        if let list = value as? [String] { return list }
        problem(
            lines.line(ofKey: key, after: near()), "\"\(key)\" is not a list of strings",
            fix: "write \"\(key)\": [\"…\", \"…\"]")
        return nil
    }

    /// A count or a version: `-1`, `1e26` and `NaN` mean nothing there, and are said so.
    private mutating func wholeNumber(_ value: Any?, atLeast minimum: Int, key: String, example: String) -> Int? {
        guard let value else { return nil }
        if let number = value as? Int, number >= minimum { return number }
        problem(
            lines.line(ofKey: key), "\"\(key)\" is \(value), not a whole number from \(minimum) up",
            fix: "write, e.g., \(example)")
        return nil
    }

    private mutating func problem(_ line: Int?, _ message: String, fix: String) {
        problems.append(PlanProblem(line: line, message: message, fix: fix))
    }

    private func duplicates(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        return names.filter { !seen.insert($0).inserted }
    }

    private func suggestion(_ name: String, among known: [String]) -> String? {
        EditDistance.closest(to: name, among: known).map { "did you mean '\($0)'?" }
    }

    /// The keywords an `import` cannot name (`import class`).
    static let swiftKeywords: Set<String> = [
        "actor", "any", "as", "associatedtype", "break", "case", "catch", "class", "continue", "default", "defer",
        "deinit", "do",
        "else", "enum", "extension", "fallthrough", "false", "fileprivate", "for", "func", "guard", "if", "import",
        "in", "init",
        "inout", "internal", "is", "let", "nil", "open", "operator", "precedencegroup", "private", "protocol", "public",
        "repeat",
        "rethrows", "return", "self", "some", "static", "struct", "subscript", "super", "switch", "throw", "throws",
        "true", "try",
        "typealias", "var", "where", "while",
    ]

    /// Module names go into file names (`<Package>_<Module>.bundle`, `<Module>ObjC`), which most
    /// file systems keep to 255 bytes.
    static let longestModuleName = 100

    static func isModuleName(_ name: String) -> Bool {
        guard let first = name.first, first.isLetter || first == "_" else { return false }
        return name.allSatisfy { ($0.isLetter || $0.isNumber || $0 == "_") && $0.isASCII }
    }

    /// `End of Year` → `EndOfYear`, `Profile - SwiftUI` → `ProfileSwiftUI`, `3D` → `M3D`.
    static func moduleName(from text: String) -> String {
        let words = text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") || !$0.isASCII })
        let joined = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        guard let first = joined.first else { return "Module" }
        return first.isNumber ? "M" + joined : joined
    }

    static func isInsideRoot(_ path: String) -> Bool {
        !path.hasPrefix("/") && !path.hasPrefix("~") && !path.split(separator: "/").contains("..")
    }
}

/// The plan's text, to say on which line a key or value is written. Split into lines and indexed
/// on first use: only problems need lines, and a valid plan of thousands of modules has none.
struct PlanText {
    private let lines: Lines

    init(_ text: String) { lines = Lines(text) }

    private final class Lines {
        let text: String
        lazy var all: [Substring] = text.split(separator: "\n", omittingEmptySubsequences: false)
        /// The lines each quoted string is on, in order: a plan of thousands of modules asks for
        /// the line of each, and scanning the text for each was quadratic.
        lazy var byQuotedString: [Substring: [Int]] = {
            var byQuotedString: [Substring: [Int]] = [:]
            for (index, line) in all.enumerated() {
                for quoted in PlanText.quotedStrings(in: line) where byQuotedString[quoted]?.last != index + 1 {
                    byQuotedString[quoted, default: []].append(index + 1)
                }
            }
            return byQuotedString
        }()

        init(_ text: String) { self.text = text }
    }

    /// What is between each pair of `"` or `'` on a line, escapes left as written.
    private static func quotedStrings(in line: Substring) -> [Substring] {
        var found: [Substring] = []
        var index = line.startIndex
        while let open = line[index...].firstIndex(where: { $0 == "\"" || $0 == "'" }) {
            var close = line.index(after: open)
            while close < line.endIndex, line[close] != line[open] {
                close = line.index(
                    close, offsetBy: line[close] == "\\" && line.index(after: close) < line.endIndex ? 2 : 1)
            }
            guard close < line.endIndex else { break }
            found.append(line[line.index(after: open)..<close])
            index = line.index(after: close)
        }
        return found
    }

    /// The first line at or after `after` that holds `"key":` or `key:`.
    func line(ofKey key: String, after: Int? = nil) -> Int? {
        firstLine(after: after) { $0.contains("\"\(key)\"") || Self.hasBareKey(key, in: $0) }
    }

    /// JSON5's unquoted key, anywhere on the line (`limits: { maxFiles: -1 }`).
    private static func hasBareKey(_ key: String, in line: Substring) -> Bool {
        var start = line.startIndex
        while let found = line.range(of: key, range: start..<line.endIndex) {
            let before = line[..<found.lowerBound].last
            let isWordStart = before.map { !($0.isLetter || $0.isNumber || $0 == "_") } ?? true
            if isWordStart, line[found.upperBound...].drop(while: { $0 == " " || $0 == "\t" }).first == ":" {
                return true
            }
            start = found.upperBound
        }
        return false
    }

    /// The first line at or after `after` that holds the string value.
    func line(ofValue value: String, after: Int? = nil) -> Int? {
        if let found = lines.byQuotedString[Substring(value)]?.first(where: { $0 >= after ?? 1 }) { return found }
        return firstLine(after: after) { $0.contains("\"\(value)\"") || $0.contains("'\(value)'") }
    }

    private func firstLine(after: Int?, where matches: (Substring) -> Bool) -> Int? {
        let start = max((after ?? 1) - 1, 0)
        guard start < lines.all.count else { return nil }
        return lines.all[start...].firstIndex(where: matches).map { $0 + 1 }
    }
}

/// Levenshtein distance, ignoring case, for "did you mean" suggestions.
public enum EditDistance {
    public static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a.lowercased())
        let b = Array(b.lowercased())
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }

    /// The name a mistyped `name` most likely meant: the nearest of `known`, if it is near enough
    /// to be a typo (a third of the name's letters at most), else nil. Every "did you mean" asks this.
    public static func closest(to name: String, among known: some Sequence<String>) -> String? {
        let close = known.min { (between($0, name), $0) < (between($1, name), $1) }
        guard let close, between(close, name) <= max(1, name.count / 3) else { return nil }
        return close
    }
}
