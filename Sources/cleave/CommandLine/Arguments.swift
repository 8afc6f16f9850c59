import Analyzer
import Splitter

/// The command line of one command, parsed against its declared options: `--flag`, `--option value`
/// and `--option=value`, with "did you mean" for unknown options and values; the positional
/// arguments split into the operands before the path and the path itself.
struct Arguments {
    /// The positional arguments before the path (a name to look up, two modules).
    var operands: [String] = []
    /// The monolith: the positional after the operands, or `--path`, else `.`.
    var path = "."
    var flags: Set<String> = []
    var options: [String: String] = [:]

    struct UsageError: UserFacingError {
        let description: String
    }

    init(_ arguments: [String], for command: any Command.Type) throws {
        let byName = Dictionary(command.acceptedOptions.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var positionals: [String] = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            guard argument.hasPrefix("--"), argument != "--" else {
                positionals.append(argument)
                continue
            }
            let (name, inlineValue) = Self.split(argument.dropFirst(2))
            guard let spec = byName[name] else {
                let suggestion = EditDistance.closest(to: name, among: byName.keys).map { " (did you mean --\($0)?)" }
                throw UsageError(description: "unknown option --\(name)\(suggestion ?? "")")
            }
            if spec.isFlag {
                guard inlineValue == nil else { throw UsageError(description: "--\(name) takes no value") }
                flags.insert(name)
                continue
            }
            guard let value = inlineValue ?? remaining.popFirst() else {
                throw UsageError(description: "--\(name) needs a value: \(spec.synopsis)")
            }
            if let refusal = spec.refusal(of: value) { throw UsageError(description: refusal) }
            options[name] = value
        }
        try takePositionals(positionals, operandCount: command.operandCount(in: positionals))
    }

    /// The value of an option declared `.number`.
    func number(_ name: String) -> Int? { options[name].flatMap { Int($0) } }

    /// `name=value` → (`name`, `value`); `name` → (`name`, nil).
    private static func split(_ argument: Substring) -> (String, String?) {
        guard let equals = argument.firstIndex(of: "=") else { return (String(argument), nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    private mutating func takePositionals(_ positionals: [String], operandCount: Int) throws {
        operands = Array(positionals.prefix(operandCount))
        let rest = positionals.dropFirst(operandCount)
        if let stray = rest.dropFirst().first ?? (options["path"] != nil ? rest.first : nil) {
            throw UsageError(description: "unexpected argument '\(stray)': the monolith's path is given once")
        }
        path = options["path"] ?? rest.first ?? "."
    }
}
