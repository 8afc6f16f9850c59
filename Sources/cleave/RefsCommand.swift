import Analyzer
import Foundation

/// `cleave refs <name>`: where a declaration is used, while planning a cut.
enum RefsCommand: Command {
    static let name = "refs"
    static let summary = "Show where a declaration is referenced (file:line, kind, certainty)"
    static let usage = ["<name> [<path>]"]
    static let about = """
        Lists every declaration whose qualified name is <name> or ends with it (`Book`,
        `Book.title`, `BaseUseCase.validate`), and each reference to it: file:line:column, the
        kind of use, how sure the resolution is, and the declaration the use is written in. The
        monolith is indexed first if needed.
        """
    static let arguments = [ArgumentHelp(name: "<name>", help: "The declaration to look up"), .monolith]
    static let options = SharedOptions.monolith + [.flag("json", "Print the matches as JSON")]

    static func operandCount(in positionals: [String]) -> Int { 1 }

    struct Match: Encodable {
        let declaration: Declaration
        let references: [Reference]
    }

    static func run(_ arguments: Arguments, terminal: Terminal) throws -> Int32 {
        guard let query = arguments.operands.first else {
            terminal.message("error: cleave refs needs a declaration name, e.g. `cleave refs BaseUseCase`")
            return 2
        }
        let monolith = try MonolithChoice.discover(at: arguments.path, arguments)
        PendingApply.warn(about: monolith, terminal: terminal)
        let indexer = Indexer(progress: { done, total in terminal.progress("indexing", done: done, total: total) })
        let run = try indexer.index(monolith)
        run.cacheRebuilt.map { terminal.message("\($0)") }
        guard let index = run.index else { return 2 }
        let matches = DeclarationQuery(query).matches(in: index.declarations)
        guard !matches.isEmpty else {
            terminal.message(
                "error: no declaration named '\(query)' in \(monolith.description.name); try a shorter name")
            return 2
        }
        let referencesByTarget = Dictionary(
            grouping: index.references.flatMap { ref in ref.targetIDs.map { ($0, ref) } }, by: \.0
        )
        .mapValues { $0.map(\.1).sorted { $0.location < $1.location } }
        let results = matches.map { Match(declaration: $0, references: referencesByTarget[$0.id] ?? []) }
        if arguments.flags.contains("json") {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
            terminal.output(String(decoding: try encoder.encode(results), as: UTF8.self))
            return 0
        }
        for result in results {
            let declaration = result.declaration
            terminal.output(
                "\(declaration.id)  \(declaration.kind.rawValue)  \(declaration.location)  (\(result.references.count) references)"
            )
            for reference in result.references {
                let source = reference.sourceID.map { "from \($0)" } ?? "at file scope"
                terminal.output(
                    "  \(reference.location)  \(reference.kind.rawValue)  \(reference.certainty.rawValue)  \(source)")
            }
        }
        return 0
    }
}

/// Matches a name as users write it against declaration ids (`Book.title` finds `s:Book.title`,
/// `validate` finds `s:BaseUseCase.validate(_:)`).
struct DeclarationQuery {
    let text: String

    init(_ text: String) { self.text = text }

    func matches(in declarations: [Declaration]) -> [Declaration] {
        declarations.filter { declaration in
            guard declaration.kind != .extension else { return false }
            let qualified = Self.qualifiedName(of: declaration.id)
            return qualified == text || qualified.hasSuffix("." + text)
                || declaration.id.dropFirst(2).hasPrefix(text + "(") || declaration.id.contains("." + text + "(")
        }
    }

    /// `s:Book.rename(to:)#2` → `Book.rename`.
    static func qualifiedName(of id: String) -> String {
        var body = Substring(id.dropFirst(2))
        if let marker = body.firstIndex(where: { $0 == "(" || $0 == "#" || $0 == "@" }) { body = body[..<marker] }
        return String(body)
    }
}
