import Splitter

/// One option of a command, declared once: parsing, the check of its value, "did you mean" and
/// its line of `--help` all come from here.
struct OptionSpec: Sendable {
    /// A value an option takes from a fixed set, with what it means where the name does not say.
    struct Choice: Sendable {
        let name: String
        let note: String?

        init(_ name: String, _ note: String? = nil) {
            self.name = name
            self.note = note
        }
    }

    let name: String
    /// `<file>`, `<n>`…; nil for a flag, which takes no value.
    let placeholder: String?
    /// Empty when any value goes.
    let choices: [Choice]
    /// The value must be a whole number.
    let isNumber: Bool
    let help: String

    static func flag(_ name: String, _ help: String) -> OptionSpec {
        OptionSpec(name: name, placeholder: nil, choices: [], isNumber: false, help: help)
    }

    static func value(_ name: String, _ placeholder: String, _ help: String) -> OptionSpec {
        OptionSpec(name: name, placeholder: placeholder, choices: [], isNumber: false, help: help)
    }

    static func number(_ name: String, _ placeholder: String, _ help: String) -> OptionSpec {
        OptionSpec(name: name, placeholder: placeholder, choices: [], isNumber: true, help: help)
    }

    /// An option whose value is one of `choices`; its help starts with them.
    static func choice(_ name: String, _ placeholder: String, _ choices: [Choice], _ help: String = "") -> OptionSpec {
        OptionSpec(name: name, placeholder: placeholder, choices: choices, isNumber: false, help: help)
    }

    var isFlag: Bool { placeholder == nil }

    /// How the option is written in `--help`: `--format <format>`.
    var synopsis: String { "--\(name)" + (placeholder.map { " \($0)" } ?? "") }

    /// The help text with the choices first: `text (default), md (for a ticket): …`.
    var description: String {
        guard !choices.isEmpty else { return help }
        let listed = choices.map { choice in choice.name + (choice.note.map { " (\($0))" } ?? "") }
        return listed.joined(separator: ", ") + (help.isEmpty ? "" : ": " + help)
    }

    /// Why `value` is refused: not a number where one is due, or not one of the choices (with the
    /// closest one); nil when it is fine.
    func refusal(of value: String) -> String? {
        if isNumber, Int(value) == nil { return "--\(name) takes a number, not '\(value)'" }
        let names = choices.map(\.name)
        guard !names.isEmpty, !names.contains(value) else { return nil }
        let suggestion = EditDistance.closest(to: value, among: names).map { " (did you mean '\($0)'?)" } ?? ""
        let listed =
            names.count > 1 ? names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1] : names[0]
        return "--\(name) takes \(listed), not '\(value)'\(suggestion)"
    }
}
