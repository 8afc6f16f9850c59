import Analyzer

/// A command's `--help`: usage lines, what it does, then its arguments and options in two columns,
/// each description wrapped to the width of a terminal.
struct HelpText {
    let usage: [String]
    let about: String
    let arguments: [ArgumentHelp]
    let options: [OptionSpec]
    let epilogue: String

    static let width = 100
    /// Where descriptions start, unless every name is shorter.
    static let widestColumn = 28

    var text: String {
        var sections = [
            "USAGE: " + usage.joined(separator: "\n       "),
            about.trimmingSuffixNewlines(),
        ]
        let entries = arguments.map { ($0.name, $0.help) } + options.map { ($0.synopsis, $0.description) }
        let column = min(Self.widestColumn, (entries.map(\.0.count).max() ?? 0) + 4)
        if !arguments.isEmpty {
            sections.append("ARGUMENTS:\n" + arguments.map { Self.entry($0.name, $0.help, column: column) }.joined())
        }
        sections.append("OPTIONS:\n" + options.map { Self.entry($0.synopsis, $0.description, column: column) }.joined())
        if !epilogue.isEmpty { sections.append(epilogue.trimmingSuffixNewlines()) }
        return sections.map { $0.trimmingSuffixNewlines() }.joined(separator: "\n\n")
    }

    /// `  --name <value>    Description…` with the description wrapped at the column; a name too
    /// long for the column gets a line of its own.
    private static func entry(_ name: String, _ description: String, column: Int) -> String {
        let indent = String(repeating: " ", count: column)
        let lines = WordWrap.lines(of: description, width: width - column)
        let head =
            name.count + 4 > column
            ? ["  " + name, indent + lines[0]]
            : ["  " + name.padding(toLength: column - 2, withPad: " ", startingAt: 0) + lines[0]]
        return (head + lines.dropFirst().map { indent + $0 }).joined(separator: "\n") + "\n"
    }
}
