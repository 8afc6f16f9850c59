import Analyzer
import Foundation

/// `cleave index <path>`: index a monolith and print what was found.
enum IndexCommand: Command {
    static let name = "index"
    static let summary = "Index every declaration and reference of a monolith"
    static let help = """
        USAGE: cleave index [<path>] [--target <name>] [--json <file>|-] [--no-cache] [--quiet]

        Indexes a monolith: the source target of a SwiftPM package (its Package.swift is read,
        never run) or a plain folder of sources. Swift is read with SwiftSyntax, Objective-C with
        libclang, and resources (asset catalogs, .strings, storyboards, xibs, Core Data models)
        by their formats. The index is kept in <path>/.cleave/index.sqlite; a second run parses
        only the files that changed.

        ARGUMENTS:
          <path>             The package folder, its Package.swift, or a folder of sources (default: .)

        OPTIONS:
          --target <name>    The package target to index, when the package has several
          --json <file>|-    Write the full index as JSON (schema: Docs/index-schema.md) to a file or stdout
          --no-cache         Neither read nor write .cleave/; parse every file
          --quiet            No progress and no summary (errors still go to stderr)
        """
    static let flags: Set<String> = ["no-cache", "quiet"]
    static let options: Set<String> = ["target", "json"]

    static func run(_ arguments: Arguments, terminal: Terminal) throws -> Int32 {
        let started = Date()
        let monolith = try MonolithDiscovery(targetName: arguments.options["target"])
            .discover(at: arguments.positionals.first ?? ".")
        let jsonDestination = arguments.options["json"]
        let indexer = Indexer(
            options: .init(useCache: !arguments.flags.contains("no-cache"), summaryOnly: jsonDestination == nil),
            progress: { done, total in terminal.progress("indexing", done: done, total: total) })
        let run = try indexer.index(monolith)
        if let jsonDestination, let index = run.index {
            try write(index, to: jsonDestination)
        }
        if !arguments.flags.contains("quiet") && jsonDestination != "-" {
            let elapsed = Date().timeIntervalSince(started)
            terminal.output(IndexReport(monolith: monolith, run: run, seconds: elapsed).text)
        }
        return 0
    }

    private static func write(_ index: Index, to destination: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        let data = try encoder.encode(index)
        if destination == "-" {
            FileHandle.standardOutput.write(data)
            FileHandle.standardOutput.write(Data("\n".utf8))
        } else {
            try data.write(to: URL(fileURLWithPath: destination), options: .atomic)
        }
    }
}

/// The summary `cleave index` prints.
struct IndexReport {
    let monolith: Monolith
    let run: Indexer.Run
    let seconds: Double

    var text: String {
        let summary = run.summary
        let files = summary.filesByLanguage
        let kind = monolith.description.kind == .swiftPackageTarget
            ? "SwiftPM target, \(monolith.description.sourcePath)" : "folder"
        var lines = [
            "\(monolith.description.name) (\(kind))",
            "  files         \((files[.swift] ?? 0).grouped) Swift, \((files[.objcImplementation] ?? 0).grouped) Objective-C"
                + " + \((files[.objcHeader] ?? 0).grouped) headers, \((files[.resource] ?? 0).grouped) resources;"
                + " \(summary.lines.grouped) lines of source"
                + (monolith.ignoredFiles > 0 ? "; \(counted(monolith.ignoredFiles, "other file")) ignored (docs, scripts, settings)" : ""),
            "  declarations  \(summary.declarations.grouped)",
            "  references    \(summary.references.grouped): \(summary.share(of: .exact).percent) exact, "
                + "\(summary.share(of: .inferred).percent) inferred, \(summary.share(of: .ambiguous).percent) ambiguous",
            "  run-time      \(counted(summary.resourceLookups, "resource look-up")) by name, "
                + "\(counted(summary.classNameStrings, "class name")) in strings or archives",
            "  time          \(String(format: "%.2f", seconds)) s (parsed \(counted(run.parsedFiles, "file")), "
                + "reused \(run.cachedFiles.grouped) from .cleave/)",
        ]
        if summary.tooAmbiguousReferences > 0 {
            lines.insert(
                "                \(counted(summary.tooAmbiguousReferences, "reference")) left out: the name fits more than "
                    + "\(IndexBuilder.maximumAmbiguousTargets) declarations and the receiver's type is not evident",
                at: 4)
        }
        if !summary.warnings.isEmpty {
            lines.append("  warnings      \(summary.warnings.count.grouped)")
            lines += summary.warnings.prefix(10).map { "    \($0)" }
            if summary.warnings.count > 10 { lines.append("    … and \(summary.warnings.count - 10) more (see --json)") }
        }
        return lines.joined(separator: "\n")
    }
}

/// `1 file`, `2 files`, `1,204 files`.
func counted(_ count: Int, _ noun: String) -> String {
    "\(count.grouped) \(noun)\(count == 1 ? "" : "s")"
}
