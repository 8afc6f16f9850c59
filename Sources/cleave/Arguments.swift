/// Hand-parsed command-line arguments: positionals, `--flag`, `--option value` and `--option=value`,
/// with "did you mean" for unknown options.
struct Arguments {
    var positionals: [String] = []
    var flags: Set<String> = []
    var options: [String: String] = [:]

    struct UsageError: Error, CustomStringConvertible {
        let description: String
    }

    /// `flags` take no value; `options` take one.
    init(_ arguments: [String], flags knownFlags: Set<String>, options knownOptions: Set<String>) throws {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            guard argument.hasPrefix("--"), argument != "--" else {
                positionals.append(argument)
                continue
            }
            var name = String(argument.dropFirst(2))
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            if knownFlags.contains(name), inlineValue == nil {
                flags.insert(name)
            } else if knownOptions.contains(name) {
                guard let value = inlineValue ?? remaining.popFirst() else {
                    throw UsageError(description: "--\(name) needs a value")
                }
                options[name] = value
            } else {
                let known = knownFlags.union(knownOptions)
                let suggestion = known.min { Self.distance($0, name) < Self.distance($1, name) }
                    .flatMap { Self.distance($0, name) <= 3 ? " (did you mean --\($0)?)" : nil } ?? ""
                throw UsageError(description: "unknown option --\(name)\(suggestion)")
            }
        }
    }

    /// Levenshtein distance, for suggestions.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
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
}
