/// A `cleave` sub-command. Its options and arguments are declared once, as data: the parser, the
/// checks of their values and the `--help` text all come from the declarations.
protocol Command {
    static var name: String { get }
    static var summary: String { get }
    /// What follows `cleave <name>` on each usage line, options aside (`[<path>]`).
    static var usage: [String] { get }
    /// What the command does: the paragraphs between the usage and the arguments.
    static var about: String { get }
    static var arguments: [ArgumentHelp] { get }
    static var options: [OptionSpec] { get }
    /// Paragraphs after the options (exit codes, details); empty for none.
    static var epilogue: String { get }
    /// How many of the positional arguments come before the path (a name to look up, two modules).
    static func operandCount(in positionals: [String]) -> Int

    /// Returns the exit code: 0 success, 1 findings, 2 a problem the user can fix.
    static func run(_ arguments: Arguments, terminal: Terminal) throws -> Int32
}

/// A positional argument as `--help` describes it.
struct ArgumentHelp: Sendable {
    let name: String
    let help: String

    /// The monolith every command but `fix-access` works on.
    static let monolith = ArgumentHelp(
        name: "<path>",
        help: "The monolith: a package folder or its Package.swift, an .xcodeproj (or the folder that holds one, "
            + "or with --target any folder above it), or a folder of sources (default: .). Nothing outside it is "
            + "written or split.")
}

extension Command {
    static var usage: [String] { ["[<path>]"] }
    static var arguments: [ArgumentHelp] { [.monolith] }
    static var epilogue: String { "" }
    static func operandCount(in positionals: [String]) -> Int { 0 }

    /// What the command accepts: its own options, and `--path` for the path argument.
    static var acceptedOptions: [OptionSpec] { options + [SharedOptions.path] }

    static var help: String {
        HelpText(
            usage: usage.map { "cleave \(name) \($0) [options]" }, about: about, arguments: arguments,
            options: acceptedOptions, epilogue: epilogue
        ).text
    }
}
