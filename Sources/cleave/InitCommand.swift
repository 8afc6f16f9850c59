import Analyzer
import Foundation
import Splitter

/// `cleave init`: write a starting plan, commented, from the folders, a spreadsheet or CODEOWNERS.
enum InitCommand: Command {
    static let name = "init"
    static let summary = "Write a starting plan (cleave.json) from the folders, a CSV/TSV table or CODEOWNERS"
    static let about = """
        Writes a split plan to edit, with comments that say how. By default one module per
        sub-folder of a folder named like a layer (Features/Search → module Search in Features,
        Core/Networking → Networking in Core), and one per other top-level folder (layer guessed:
        Core); a top-level App folder, and the top folder that holds the app's @main type, stay
        in the app. A folder named like an SDK framework, a target of the project or a product the
        app links gives its module a free name (CarPlay → CarPlayFeature). The plan is checked
        against the monolith before it is written.
        """
    static let options =
        SharedOptions.monolith + [
            .value(
                "from-csv", "<file>",
                "Modules from a table of `path,module[,layer]` rows (paths: files or folders relative to the "
                    + "sources folder; a header row is skipped)"),
            .value("from-tsv", "<file>", "The same, tab-separated (as spreadsheets copy)"),
            .value(
                "from-codeowners", "<file>", "One module per owning team (the last matching line wins, as on GitHub)"),
            .value("output", "<file>", "Where to write the plan (default: <path>/cleave.json; - for stdout)"),
            .flag("force", "Overwrite an existing plan"),
        ]

    static func run(_ arguments: Arguments, terminal: Terminal) throws -> Int32 {
        let sources = ["from-csv", "from-tsv", "from-codeowners"].filter { arguments.options[$0] != nil }
        guard sources.count <= 1 else {
            throw Arguments.UsageError(
                description: "--\(sources[0]) and --\(sources[1]) both say where modules come from; pass one")
        }
        let session = try PlanSession(arguments, terminal: terminal, needsPlan: false)
        let destination = arguments.options["output"] ?? session.planPath.replacingOccurrences(of: "/./", with: "/")
        if destination != "-", FileManager.default.fileExists(atPath: destination), !arguments.flags.contains("force") {
            terminal.message(
                "error: \(destination) exists; pass --force to overwrite it, or --output <file> to write elsewhere")
            return 2
        }
        let template: PlanTemplate
        if let table = arguments.options["from-csv"] ?? arguments.options["from-tsv"] {
            let text = try PlanSession.planText(at: table)
            let rows = try MappingTable.parse(
                text, separator: arguments.options["from-csv"] != nil ? .comma : .tab, path: table)
            template = try PlanTemplate.fromMapping(session.index, rows: rows, tablePath: table)
        } else if let owners = arguments.options["from-codeowners"] {
            template = PlanTemplate.fromCodeOwners(
                session.index, text: try PlanSession.planText(at: owners), path: owners)
        } else {
            template = PlanTemplate.fromFolders(session.index)
        }
        let text = template.text
        // A plan `cleave plan` would refuse is not written.
        let plan = try PlanLoader().load(text: text, path: destination)
        _ = try PlanEvaluator().evaluate(plan: plan, planPath: destination, planText: text, index: session.index)
        try emit(text, to: destination, terminal: terminal)
        if destination != "-" {
            terminal.message(
                "wrote \(destination): \(counted(template.modules.count, "module")); edit it, then run `cleave plan`")
        }
        return 0
    }
}
