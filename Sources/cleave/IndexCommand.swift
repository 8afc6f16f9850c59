import Analyzer
import Foundation
import Splitter

/// `cleave index <path>`: index a monolith and print what was found.
enum IndexCommand: Command {
    static let name = "index"
    static let summary = "Index every declaration and reference of a monolith"
    static let about = """
        Indexes a monolith: the source target of a SwiftPM package (its Package.swift is read,
        never run), an app target of an Xcode project (the files its build phases or synchronized
        folders take), or a plain folder of sources. Swift is read with SwiftSyntax, Objective-C with
        libclang, and resources (asset catalogs, .strings, storyboards, xibs, Core Data models)
        by their formats. The index is kept in <path>/.cleave/index.sqlite; a second run parses
        only the files that changed, and resolves again only the references they can change:
        those in the edited files, and those elsewhere that mention a name whose declarations
        changed (an edit to a type's supertypes resolves everything again).

        References come from the compiler's index store when a build left one
        (.build/<triple>/debug/index/store, or Xcode's DerivedData/<Project>-…/Index.noindex/DataStore):
        every reference is then exact. Otherwise, or with --syntax-only, they are resolved from
        syntax. A file edited since the build, or one the build never compiled, is resolved from
        syntax and the others from the store; the summary counts both. A DocC catalog's .swift
        files are documentation, not sources. --build runs the build first (plan, check,
        explain, propose and apply take the same options).
        """
    static let options =
        SharedOptions.monolith + [
            .value(
                "json", "<file>|-", "Write the full index as JSON (schema: Docs/index-schema.md) to a file or stdout"),
            .flag("no-cache", "Neither read nor write .cleave/; parse every file"),
        ] + SharedOptions.indexSource + [
            .flag(
                "compare",
                "Measure the syntax index against the compiler's (discovered or --index-store): recall and "
                    + "precision per reference kind, and the disagreements by cause"),
            .value("compare-store", "<store>", "--compare with this index store"),
            .value(
                "agreement-json", "<file>|-",
                "With --compare: write the whole comparison, every group of disagreements, as JSON"),
        ]

    static func run(_ arguments: Arguments, terminal: Terminal) throws -> Int32 {
        let started = Date()
        let jsonDestination = arguments.options["json"]
        let agreementDestination = arguments.options["agreement-json"]
        let compare = arguments.flags.contains("compare") || arguments.options["compare-store"] != nil
        if agreementDestination != nil, !compare {
            throw Arguments.UsageError(description: "--agreement-json needs --compare or --compare-store")
        }
        let source = try indexSource(arguments)
        let monolith = try MonolithChoice.discover(at: arguments.path, arguments)
        PendingApply.warn(about: monolith, terminal: terminal)
        let options = Indexer.Options(
            useCache: !arguments.flags.contains("no-cache"), summaryOnly: jsonDestination == nil,
            indexStore: try source.choice(for: monolith, terminal: terminal), compareWithStore: compare)
        let indexer = Indexer(
            options: options, progress: { done, total in terminal.progress("indexing", done: done, total: total) })
        let run = try indexer.index(monolith)
        if let jsonDestination, let index = run.index {
            try write(index, to: jsonDestination)
        }
        if let agreementDestination, let agreement = run.agreement {
            try write(agreement, to: agreementDestination)
        }
        if !arguments.flags.contains("quiet") && jsonDestination != "-" && agreementDestination != "-" {
            let elapsed = Date().timeIntervalSince(started)
            terminal.output(IndexReport(monolith: monolith, run: run, seconds: elapsed).text)
            if let agreement = run.agreement { terminal.output(AgreementReport(agreement: agreement).text) }
        }
        return 0
    }

    /// `--compare-store <store>` is `--compare --index-store <store>`.
    private static func indexSource(_ arguments: Arguments) throws -> IndexSource {
        var given = arguments
        if let compared = arguments.options["compare-store"] {
            if let named = arguments.options["index-store"], named != compared {
                throw Arguments.UsageError(
                    description: "--index-store and --compare-store name different stores; pass one")
            }
            given.options["index-store"] = compared
        }
        return try IndexSource(given)
    }

    private static func write(_ value: some Encodable, to destination: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        let data = try encoder.encode(value)
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
        let kind =
            switch monolith.description.kind {
            case .swiftPackageTarget: "SwiftPM target, \(monolith.description.sourcePath)"
            case .xcodeTarget:
                "target \(monolith.xcode?.target.name ?? "") of \(monolith.xcode?.project.lastPathComponent ?? "the Xcode project")"
            case .folder: "folder"
            }
        var lines = [
            "\(monolith.description.name) (\(kind))",
            "  files         \((files[.swift] ?? 0).grouped) Swift, \((files[.objcImplementation] ?? 0).grouped) Objective-C"
                + " + \((files[.objcHeader] ?? 0).grouped) headers, \((files[.resource] ?? 0).grouped) resources;"
                + " \(summary.lines.grouped) lines of source"
                + (monolith.ignoredFiles > 0
                    ? "; \(counted(monolith.ignoredFiles, "other file")) ignored (docs, scripts, settings)" : ""),
            "  declarations  \(summary.declarations.grouped)",
            "  references    \(summary.references.grouped): \(summary.share(of: .exact).percent) exact, "
                + "\(summary.share(of: .inferred).percent) inferred, \(summary.share(of: .ambiguous).percent) ambiguous",
            "                resolved \(Self.resolution(summary))",
            "  run-time      \(counted(summary.resourceLookups, "resource look-up")) by name, "
                + "\(counted(summary.classNameStrings, "class name")) in strings or archives",
            "  time          \(String(format: "%.2f", seconds)) s (parsed \(counted(run.parsedFiles, "file")), "
                + "reused \(run.cachedFiles.grouped) from .cleave/; resolved the references of \(counted(run.resolvedFiles, "file")))",
        ]
        if summary.tooAmbiguousReferences > 0 {
            lines.insert(
                "                \(counted(summary.tooAmbiguousReferences, "reference")) left out: the receiver's type is not "
                    + "evident and the name fits members of more than \(IndexBuilder.maximumGuessedTypes) types "
                    + "(or more than \(IndexBuilder.maximumAmbiguousTargets) declarations)",
                at: 4)
        }
        if let target = monolith.xcode?.target {
            lines.insert(
                contentsOf: Self.xcodeLines(target) + Self.sharingLines(monolith.description.otherTargetsOfFile), at: 2)
        }
        if !summary.warnings.isEmpty {
            lines.append("  warnings      \(summary.warnings.count.grouped)")
            lines += summary.warnings.prefix(10).map { "    \($0)" }
            if summary.warnings.count > 10 {
                lines.append("    … and \(summary.warnings.count - 10) more (see --json)")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// Where the references come from: the store, syntax, or both and in how many files each.
    private static func resolution(_ summary: IndexSummary) -> String {
        guard let store = summary.indexStore else { return "from syntax" }
        guard let uncovered = summary.uncoveredFiles, !uncovered.isEmpty else {
            return "by the compiler, from the index store \(store)"
        }
        let sources = summary.filesByLanguage.filter { $0.key != .resource }.values.reduce(0, +)
        let reasons: [(UncoveredFile.Reason, String)] = [
            (.notCompiled, "not compiled by that build"), (.changedSinceBuild, "changed since"),
            (.addedSinceBuild, "added since"),
        ]
        let why = reasons.compactMap { reason, text in
            let count = uncovered.count { $0.reason == reason }
            return count == 0 ? nil : "\(count.grouped) \(text)"
        }
        return "by the compiler in \(counted(sources - uncovered.count, "file")), from the index store \(store); "
            + "from syntax in \(counted(uncovered.count, "file")) (\(why.joined(separator: ", ")))"
    }

    /// The other targets that build some of the target's files too: `cleave apply` links them to
    /// the modules those files move to.
    private static func sharingLines(_ otherTargetsOfFile: [String: [String]]) -> [String] {
        let filesByTarget = Dictionary(
            grouping: otherTargetsOfFile.flatMap { file, targets in targets.map { ($0, file) } }, by: \.0)
        guard !filesByTarget.isEmpty else { return [] }
        return [
            "  shared        "
                + filesByTarget.keys.sorted().map { "\(counted(filesByTarget[$0]!.count, "file")) with \($0)" }.joined(
                    separator: ", ")
        ]
    }

    /// What the project says of the target that a split carries over: the default configuration's
    /// settings, each configuration's conditions, and the xcconfig files any of them come from.
    private static func xcodeLines(_ target: XcodeProject.Target) -> [String] {
        let settings = target.settings
        let platforms = settings.deploymentTargets.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
        let said = [
            platforms.isEmpty ? nil : platforms.joined(separator: ", "),
            settings.swiftVersion.map { "Swift \($0)" },
            settings.moduleName.map { "module \($0)" },
            settings.bridgingHeader.map { "bridging header \($0)" },
        ].compactMap { $0 }
        let byConfiguration = settings.compilationConditionsByConfiguration
        let conditions =
            byConfiguration.allSatisfy { $0.conditions.isEmpty }
            ? nil
            : "conditions "
                + byConfiguration.map { configuration, conditions in
                    "\(configuration): \(conditions.isEmpty ? "none" : conditions.joined(separator: " "))"
                }.joined(separator: "; ")
        let shown = Set(XcodeProject.BuildSettings.deploymentSettings.keys).union([
            "SWIFT_VERSION", "PRODUCT_MODULE_NAME", "SWIFT_ACTIVE_COMPILATION_CONDITIONS", "SWIFT_OBJC_BRIDGING_HEADER",
        ])
        let configFiles = Set(
            settings.configurations.values.flatMap { configuration in
                configuration.configFiles.filter { shown.contains($0.key) }.values.joined()
            })
        let summary = [
            said.isEmpty ? nil : said.joined(separator: "; "), conditions,
            configFiles.isEmpty ? nil : "set in " + configFiles.sorted().joined(separator: ", "),
        ].compactMap { $0 }
        var lines =
            summary.isEmpty
            ? ["  settings      none that matter to a split"]
            : ["  settings      " + summary[0]] + summary.dropFirst().map { "                " + $0 }
        if !target.packageProducts.isEmpty || !target.frameworks.isEmpty {
            lines.append(
                "  links         "
                    + [
                        target.packageProducts.isEmpty
                            ? nil : "packages " + target.packageProducts.joined(separator: ", "),
                        target.frameworks.isEmpty ? nil : "frameworks " + target.frameworks.joined(separator: ", "),
                    ].compactMap { $0 }.joined(separator: "; "))
        }
        return lines
    }
}

/// `1 file`, `2 files`, `1,204 files`.
func counted(_ count: Int, _ noun: String) -> String {
    "\(count.grouped) \(noun)\(count == 1 ? "" : "s")"
}
