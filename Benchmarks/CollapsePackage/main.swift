import Foundation

/// `collapse-package`: see `Collapse` for what a collapse does and why.
let usage = """
    USAGE: collapse-package --manifest <dump.json> --package <folder> --out <folder> --monolith <Name>
                            [--leave-out <target>]... [--keep <target>]... [--define <NAME>]...
                            [--table <file>] [--summary <file>]
           collapse-package --count-access <folder>...

      --manifest <file>     The package's `swift package dump-package` output
      --package <folder>    The package to collapse (read only)
      --out <folder>        Where to write the collapsed package (replaced if it exists)
      --monolith <Name>     The one target's name; must not be declared in the package
      --leave-out <target>  Leave a target out, and what depends on it (repeatable)
      --keep <target>       Keep a Swift library target as it is, beside the monolith, which
                            depends on it (repeatable; it must not depend on a merged target)
      --define <NAME>       Define a condition for the monolith's Swift (repeatable)
      --table <file>        Write the `path<TAB>module` table for `cleave init --from-tsv`
                            (paths relative to Sources/<Name>)
      --summary <file>      Write what was merged, renamed and left out, as JSON
      --count-access        Print the access words (public, open, package modifiers) of the
                            Swift files under the folders, as JSON
    """

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("collapse-package: \(message)\n".utf8))
    exit(2)
}

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--count-access" {
    do {
        let (counts, files) = try AccessWords.count(in: Array(arguments.dropFirst()))
        let total = counts.values.reduce(0, +)
        print(
            "{\"files\": \(files), \"public\": \(counts["public"]!), \"open\": \(counts["open"]!), \"package\": \(counts["package"]!), \"total\": \(total)}"
        )
        exit(0)
    } catch {
        fail("\(error)")
    }
}

var options: [String: String] = [:]
var leftOut: Set<String> = []
var keptApart: Set<String> = []
var defines: [String] = []
while !arguments.isEmpty {
    let name = arguments.removeFirst()
    guard
        ["--manifest", "--package", "--out", "--monolith", "--leave-out", "--keep", "--define", "--table", "--summary"]
            .contains(name)
    else {
        fail(name == "--help" || name == "-h" ? usage : "unknown argument \(name)\n\(usage)")
    }
    guard !arguments.isEmpty else { fail("\(name) needs a value") }
    let value = arguments.removeFirst()
    if name == "--leave-out" {
        leftOut.insert(value)
    } else if name == "--keep" {
        keptApart.insert(value)
    } else if name == "--define" {
        defines.append(value)
    } else {
        options[name] = value
    }
}
for required in ["--manifest", "--package", "--out", "--monolith"] where options[required] == nil {
    fail("\(required) is required\n\(usage)")
}

do {
    guard let data = FileManager.default.contents(atPath: options["--manifest"]!) else {
        fail("cannot read \(options["--manifest"]!)")
    }
    let dump = try PackageDump(json: data)
    let unknown = leftOut.union(keptApart).filter { name in !dump.targets.contains { $0.name == name } }
    guard unknown.isEmpty else { fail("no target named \(unknown.sorted().joined(separator: ", "))") }
    let collapse = Collapse(
        dump: dump, root: URL(fileURLWithPath: options["--package"]!).standardizedFileURL,
        output: URL(fileURLWithPath: options["--out"]!).standardizedFileURL, monolith: options["--monolith"]!,
        leftOut: leftOut,
        keptApart: keptApart, defines: defines)
    let summary = try collapse.run(table: options["--table"])
    if let path = options["--summary"] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try encoder.encode(summary).write(to: URL(fileURLWithPath: path))
    }
    var report = [
        "\(summary.package): \(summary.modules.count) modules, \(summary.files) files, \(summary.lines) lines merged into \(summary.monolith)"
    ]
    report += summary.modules.map { "  merged \($0.name) (\($0.path)): \($0.files) files, \($0.lines) lines" }
    report += summary.keptTargets.map { "  kept \($0)" }
    report += summary.testTargets.map { "  kept test target \($0)" }
    report += summary.dropped.sorted { $0.key < $1.key }.map { "  left out \($0.key): \($0.value)" }
    report += summary.renamed.sorted { $0.key < $1.key }.map { "  renamed \($0.key) → \($0.value)" }
    report += summary.missingResources.map { "  left out resource \($0): not on disk" }
    report += summary.clashes.sorted { $0.key < $1.key }.map {
        "  warning: \($0.value.joined(separator: " and ")) both declare \($0.key) at the top level"
    }
    report += summary.edits.sorted { $0.key < $1.key }.map { "  \($0.key): \($0.value)" }
    FileHandle.standardError.write(Data((report.joined(separator: "\n") + "\n").utf8))
} catch {
    fail("\(error)")
}
