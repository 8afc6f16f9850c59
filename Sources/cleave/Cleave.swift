import AccessFixer
import Analyzer
import Foundation
import Splitter

/// The `cleave` executable: parses the command line, runs one command, maps errors to exit codes.
@main
enum Cleave {
    static let version = "0.1.0"
    static var commands: [any Command.Type] {
        [
            IndexCommand.self, RefsCommand.self, InitCommand.self, ProposeCommand.self, PlanCommand.self,
            CheckCommand.self, ExplainCommand.self, ApplyCommand.self, FixAccessCommand.self,
        ]
    }

    static let help = """
        cleave \(version): split a monolithic Swift app target into Swift packages

        USAGE: cleave <command> [options]

        COMMANDS:
        \(commands.map { "  \($0.name.padding(toLength: 12, withPad: " ", startingAt: 0))\($0.summary)" }.joined(separator: "\n"))

        Run `cleave help <command>` or `cleave <command> --help` for a command's options, and
        `cleave version` (or `--version`) for the version.
        Exit codes: 0 success, 1 findings (check) or a build that still fails (apply --verify, fix-access),
        2 a problem with the input (the message says what to do), 70 a fault of Cleave's own (please
        report it).
        """

    static func main() {
        LeftForExit.turnOn()
        exit(DeepStack.run { run(Array(CommandLine.arguments.dropFirst())) })
    }

    static func run(_ arguments: [String]) -> Int32 {
        let terminal = Terminal(quiet: arguments.contains("--quiet"))
        guard let first = arguments.first, !["--help", "-h", "help"].contains(first) || arguments.count > 1 else {
            terminal.output(help)
            return 0
        }
        if first == "--version" || first == "version" {
            terminal.output(version)
            return 0
        }
        let commandName = first == "help" ? arguments[1] : first
        guard let command = commands.first(where: { $0.name == commandName }) else {
            let suggestion = EditDistance.closest(to: commandName, among: commands.map { $0.name })
            terminal.message(
                "error: unknown command '\(commandName)'" + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
                    + "; run `cleave --help`")
            return 2
        }
        let rest = Array(arguments.dropFirst())
        if first == "help" || rest.contains("--help") || rest.contains("-h") {
            terminal.output(command.help)
            return 0
        }
        do {
            return try command.run(try Arguments(rest, for: command), terminal: terminal)
        } catch let error as Arguments.UsageError {
            terminal.message("error: \(error); run `cleave \(command.name) --help`")
            return 2
        } catch {
            let failure = CommandFailure(error)
            terminal.message(failure.message)
            return failure.status
        }
    }
}
