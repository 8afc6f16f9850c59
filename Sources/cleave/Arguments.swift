import Splitter

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
                let suggestion =
                    EditDistance.closest(to: name, among: knownFlags.union(knownOptions)).map {
                        " (did you mean --\($0)?)"
                    } ?? ""
                throw UsageError(description: "unknown option --\(name)\(suggestion)")
            }
        }
    }
}
