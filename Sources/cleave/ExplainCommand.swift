import Analyzer
import Foundation
import Splitter

/// `cleave explain <A> <B>`: why module A depends on module B, reference by reference;
/// `cleave explain <file>`: which modules a file talks to.
enum ExplainCommand: Command {
    static let name = "explain"
    static let summary = "Explain a dependency between two modules, or which modules a file talks to"
    static let help = """
        USAGE: cleave explain <module> <module> [--path <path>] [--plan <file>] [--target <name>]
               cleave explain <file> [--path <path>] [--plan <file>] [--target <name>]
                              \(IndexSource.usage)

        With two modules: every reference from the first to the second, grouped by the
        declaration used (file:line, the declaration it is written in, the kind of use), and
        whether the second uses the first too. With a file (path as the index has it, or relative
        to the sources folder): its module, the modules it uses and the modules that use it.

        OPTIONS:
          --path <path>       The monolith (default: .)
          --plan <file>       The plan (default: <path>/cleave.json)
          --target <name>     The package or Xcode project target, when there are several
          --quiet             No progress
        \(IndexSource.help(column: 22))
        """
    static let flags: Set<String> = IndexSource.flags.union(["quiet"])
    static let options: Set<String> = IndexSource.options.union(["path", "plan", "target"])

    static func run(_ arguments: Arguments, terminal: Terminal) throws -> Int32 {
        guard (1...2).contains(arguments.positionals.count) else {
            terminal.message(
                "error: cleave explain needs two modules (`cleave explain Search Library`) or a file; run `cleave explain --help`"
            )
            return 2
        }
        var monolithArguments = arguments
        monolithArguments.positionals = [arguments.options["path"] ?? "."]
        let session = try PlanSession(monolithArguments, terminal: terminal)
        let (_, context) = try session.evaluate()
        let explanation = DependencyExplanation(context: context)
        let text: String
        if arguments.positionals.count == 2 {
            for name in arguments.positionals where !context.assignment.modules.contains(name) {
                let close = EditDistance.closest(to: name, among: context.assignment.modules)
                terminal.message(
                    "error: no module named '\(name)' in \(session.planPath)"
                        + (close.map { " (did you mean '\($0)'?)" } ?? ""))
                return 2
            }
            text = explanation.dependency(from: arguments.positionals[0], to: arguments.positionals[1])
        } else {
            guard let file = explanation.file(matching: arguments.positionals[0]) else {
                terminal.message(
                    "error: no source file '\(arguments.positionals[0])' in \(context.index.monolith.name); give its path as `cleave index --json -` lists it, or relative to the sources folder"
                )
                return 2
            }
            text = explanation.file(file)
        }
        terminal.output(text)
        return 0
    }
}
