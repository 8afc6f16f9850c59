import Analyzer
import Foundation
import Splitter

/// `cleave explain <A> <B>`: why module A depends on module B, reference by reference;
/// `cleave explain <file>`: which modules a file talks to.
enum ExplainCommand: Command {
    static let name = "explain"
    static let summary = "Explain a dependency between two modules, or which modules a file talks to"
    static let usage = ["<module> <module> [<path>]", "<file> [<path>]"]
    static let about = """
        With two modules: every reference from the first to the second, grouped by the
        declaration used (file:line, the declaration it is written in, the kind of use), and
        whether the second uses the first too. With a file (path as the index has it, or relative
        to the sources folder): its module, the modules it uses and the modules that use it.
        """
    static let arguments = [
        ArgumentHelp(name: "<module>", help: "A module of the plan"),
        ArgumentHelp(name: "<file>", help: "A source file (its name has an extension, or a / in its path)"),
        .monolith,
    ]
    static let options = SharedOptions.planned + SharedOptions.indexSource

    /// A module's name is an identifier: an argument with a dot or a slash is a file, which
    /// comes alone.
    static func operandCount(in positionals: [String]) -> Int {
        guard let first = positionals.first else { return 0 }
        return first.contains(".") || first.contains("/") ? 1 : 2
    }

    static func run(_ arguments: Arguments, terminal: Terminal) throws -> Int32 {
        guard !arguments.operands.isEmpty, arguments.operands.count == operandCount(in: arguments.operands) else {
            terminal.message(
                "error: cleave explain needs two modules (`cleave explain Search Library`) or a file; run `cleave explain --help`"
            )
            return 2
        }
        let session = try PlanSession(arguments, terminal: terminal)
        let (_, context) = try session.evaluate()
        let explanation = DependencyExplanation(context: context)
        let text: String
        if arguments.operands.count == 2 {
            for name in arguments.operands where !context.assignment.modules.contains(name) {
                let close = EditDistance.closest(to: name, among: context.assignment.modules)
                terminal.message(
                    "error: no module named '\(name)' in \(session.planPath)"
                        + (close.map { " (did you mean '\($0)'?)" } ?? ""))
                return 2
            }
            text = explanation.dependency(from: arguments.operands[0], to: arguments.operands[1])
        } else {
            guard let file = explanation.file(matching: arguments.operands[0]) else {
                terminal.message(
                    "error: no source file '\(arguments.operands[0])' in \(context.index.monolith.name); give its path as `cleave index --json -` lists it, or relative to the sources folder"
                )
                return 2
            }
            text = explanation.file(file)
        }
        terminal.output(text)
        return 0
    }
}
