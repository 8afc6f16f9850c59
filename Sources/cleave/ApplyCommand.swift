import AccessFixer
import Analyzer
import Foundation
import Splitter

/// `cleave apply`: perform the split a plan describes.
enum ApplyCommand: Command {
    static let name = "apply"
    static let summary =
        "Perform a split (in place, journaled, or --out): move files, raise access, add imports, edit Package.swift"
    static let usage = [
        "[<path>]", "[<path>] --out <folder>", "[<path>] --dry-run", "[<path>] --step <n>",
        "[<path>] --rollback | --continue",
    ]
    static let about = """
        Splits a monolith as its plan says. Each module's files move to Sources/<Module>
        (keeping their folders), with the resources the plan or the manifest gives them and the
        paths the target excluded beside them; every declaration another module uses becomes public
        (open where it is subclassed or overridden there), with the types its signature names and,
        in a public type, the witnesses of its conformances (any protocol's: the standard library's
        and the SDK's requirements come from their interfaces, and in precise mode from the
        compiler), and no more; what a public @inlinable body uses of its own module gets
        @usableFromInline; structs built from another module with their memberwise initializer get
        it written out as a public init; App.Name qualifiers name the module Name moves to; each
        file imports the modules it now uses; the manifest gets a target and a static library
        product per module, written like the targets beside it, with the app target's settings. A
        target the plan empties leaves the manifest, and what depended on it depends on the modules
        that took its files. Test files (with the helpers they use) that test one module and what
        it depends on move to <Module>Tests; the others stay and see every module.
        A plan with errors (`cleave check`) is refused: the result would not build. Warnings do not
        stop it: of the dependencies that rest on guessed references alone (inferred or ambiguous,
        from syntax), those that would close a cycle are left out (nothing imports them), and the
        output lists them and how many guesses the split relied on; --build settles them.

        In place (the default), the package must be in a git repository whose working tree git says
        is clean (or pass --force), and every file is copied to .cleave/apply-journal/ before it
        changes: an apply that stops half way is undone byte for byte with --rollback (where the
        folder is now), or finished with --continue. Files keep their permissions and line endings.
        Once the plan is applied, applying it again changes nothing.
        """
    static let options =
        [
            OptionSpec.value(
                "out", "<folder>", "Write the split package there instead (it must not exist, outside the package)"),
            .value(
                "verify", "<cmd>",
                "Then run the build command (e.g. \"swift build\"); where the compiler still reports access it needs, "
                    + "raise it and build again (up to 5 rounds), and say what is left"),
            .choice(
                "access", "<level>", [.init("public", "default"), .init("package")],
                "with package, the modules are all in this package, so what crosses them needs only `package` "
                    + "(Swift 5.9); what an open class names stays public"),
            .number(
                "step", "<n>",
                "Extract only the module of step n of the plan's extraction order (leaf modules first, as `cleave "
                    + "propose --format steps` lists them); the steps before it are the plan's modules that are "
                    + "targets already, so apply them in order"),
            .value(
                "package", "<dir>",
                "Where an app that is no SwiftPM target gets its local package, relative to <path> (default: "
                    + "Packages/<App>Modules, beside the Xcode project or the folder)"),
            .flag("dry-run", "Print the moves and a unified diff of every change, and write nothing"),
            .flag("force", "Apply in place even with uncommitted changes, or outside a git repository"),
            .flag("rollback", "Undo an apply that was interrupted"),
            .flag("continue", "Undo an interrupted apply, then apply the plan again"),
        ] + SharedOptions.planned + SharedOptions.indexSource
    static let epilogue = """
        A resource the plan does not place goes with the one module that looks it up, or the nearest
        module all that do depend on (which gets a public <Module>Resources.bundle for the others).
        Look-ups from code that moves read Bundle.module where the resource moved too (the main bundle
        for what stays in the app: it works there, and the output says so), storyboards and xibs name their moved classes' modules (customModule), and a Core Data
        representedClassName follows its class; a moved NSCoding class keeps its old archived name
        through a class-name mapping: the one the code registers, or one left for a human to add.

        An app target of an Xcode project (or a folder of sources) gets a new local package,
        Packages/<App>Modules, for its modules; the app's files stay where they are. The project
        file is edited as text: the moved files leave the target and its groups, the project gains
        the package, and the target links the products it uses; the package's platforms and Swift
        version are the target's (its xcconfig files included), and its Swift keeps the target's
        compilation conditions in the configurations that have them (Debug, Release). A
        module that imports what a package the target links provides depends on that product.
        Objective-C builds apart from Swift: a module's .h/.m files become a C-language target (the
        module's name, or <Module>ObjC beside its Swift), with the headers other code sees in include/;
        the app's bridging header stays, without the headers that moved, and Swift that used them
        imports their target instead.
        """

    /// Every module of the plan is a target of the manifest: the split is done.
    private static func isAppliedAlready(_ arguments: Arguments, root: URL) throws -> Bool {
        let planPath = arguments.options["plan"] ?? root.appendingPathComponent("cleave.json").path
        guard let planText = FileManager.default.contents(atPath: planPath) else { return false }
        let plan = try PlanLoader().load(text: String(decoding: planText, as: UTF8.self), path: planPath)
        return !plan.modules.isEmpty
            && appliedModules(of: plan, root: root, packageOption: arguments.options["package"]).count
                == plan.modules.count
    }

    /// The plan's modules that are targets of the package's manifest, or of the local package a
    /// split of a folder app writes.
    private static func appliedModules(of plan: Plan, root: URL, packageOption: String?) -> Set<String> {
        let newPackage =
            (packageOption ?? SplitLayout.packageFolder(app: plan.app ?? root.lastPathComponent)) + "/Package.swift"
        let editors = ["Package.swift", newPackage].compactMap {
            FileManager.default.contents(atPath: root.appendingPathComponent($0).path)
        }
        .map { ManifestEditor(text: String(decoding: $0, as: UTF8.self)) }
        return Set(plan.modules.map(\.name).filter { name in editors.contains { $0.appTarget(named: name) != nil } })
    }

    /// The plan cut down to step `number` of its extraction order, evaluated; nil (said why) when
    /// that step is applied already. The steps before it are the modules that are targets already:
    /// the order of what is left, leaves first, continues the order the whole plan had.
    private static func step(
        _ number: Int, session: PlanSession, root: URL, packageOption: String?, terminal: Terminal
    ) throws -> (PlanReport, PlanContext)? {
        let text = try PlanSession.planText(at: session.planPath)
        let plan = try PlanLoader().load(text: text, path: session.planPath)
        let applied = appliedModules(of: plan, root: root, packageOption: packageOption)
        guard (1...max(1, plan.modules.count)).contains(number) else {
            throw Arguments.UsageError(
                description:
                    "--step takes a step from 1 to \(plan.modules.count), one per module of \(session.planPath)")
        }
        if number <= applied.count {
            terminal.output(
                "step \(number) is applied already: \(applied.count) of \(plan.modules.count) modules are targets (\(applied.sorted().joined(separator: ", "))); nothing to do"
            )
            return nil
        }
        let remaining = plan.keeping(modules: Set(plan.modules.map(\.name)).subtracting(applied))
        let (report, _) = try PlanEvaluator().evaluate(
            plan: remaining, planPath: session.planPath, planText: text, index: session.index)
        guard let next = ExtractionOrder(report: report, app: report.monolith).steps.first?.module else { return nil }
        guard number == applied.count + 1 else {
            throw StepProblem(
                description:
                    "step \(number) comes after step \(applied.count + 1), which extracts \(next): apply the steps in order (`cleave apply --step \(applied.count + 1)`), each builds on those before"
            )
        }
        terminal.message("step \(number) of \(plan.modules.count): extract \(next)")
        return try PlanEvaluator().evaluate(
            plan: plan.keeping(modules: [next]), planPath: session.planPath, planText: text, index: session.index)
    }

    /// Where the local package goes, relative to the monolith's root: `--package` (relative to
    /// `<path>`), else `Packages/<App>Modules` beside the project or in the folder. Nil for a SwiftPM target.
    private static func packageFolder(_ arguments: Arguments, path: URL, monolith: Monolith, app: String) throws
        -> String?
    {
        guard monolith.description.kind != .swiftPackageTarget else {
            if arguments.options["package"] != nil {
                throw Arguments.UsageError(
                    description:
                        "--package is for an app that is no SwiftPM target; a package's modules become its own targets")
            }
            return nil
        }
        let chosen =
            arguments.options["package"].map { path.appendingPathComponent($0) }
            ?? (monolith.xcode?.project.deletingLastPathComponent() ?? path).appendingPathComponent(
                SplitLayout.packageFolder(app: app))
        let chosenPath = chosen.standardizedFileURL.path
        let root = monolith.root.standardizedFileURL.path
        guard chosenPath.hasPrefix(root + "/") else {
            throw Arguments.UsageError(description: "--package must be inside \(root), which holds the app's files")
        }
        return String(chosenPath.dropFirst(root.count + 1))
    }

    static let guessesShown = 3

    /// What the split took from the syntax resolver's guesses: the dependencies it left out, for
    /// each would close a cycle, and the guesses it relied on. Nothing when every reference is exact.
    private static func guesses(_ context: PlanContext) -> [String] {
        let guesses = context.guesses
        var lines: [String] = []
        for dependency in guesses.leftOut {
            lines.append(
                "left out \(dependency.from) → \(dependency.to), which only guesses make and which would close a cycle "
                    + "(\(counted(dependency.witnesses.count, "guessed reference"))); if it is real, the build says so:"
            )
            lines += dependency.witnesses.prefix(guessesShown).map { "  " + context.describe($0) }
        }
        let reliedOn = guesses.reliedOn
        if !reliedOn.isEmpty {
            lines.append(
                "relied on \(counted(reliedOn.count, "guessed reference")) (inferred or ambiguous) for imports, dependencies and access:"
            )
            // An ambiguous reference to two overloads reads the same twice: each line once.
            var seen: Set<String> = []
            let described = reliedOn.map(context.describe).filter { seen.insert($0).inserted }
            lines += described.prefix(guessesShown).map { "  " + $0 }
            if described.count > guessesShown {
                lines.append(
                    "  … \(described.count - guessesShown) more (`cleave explain <module> <module>` lists every reference with its certainty)"
                )
            }
        }
        if !lines.isEmpty {
            lines.append("settle the guesses with the compiler's index: apply with --build (or --index-store <store>)")
        }
        return lines
    }

    struct StepProblem: UserFacingError {
        let description: String
    }

    static func run(_ arguments: Arguments, terminal: Terminal) throws -> Int32 {
        let dryRun = arguments.flags.contains("dry-run")
        let given = URL(fileURLWithPath: arguments.path).standardizedFileURL
        // An `.xcodeproj` or `Package.swift` stands for the folder that holds it: the plan, the journal and the package go there.
        let root =
            given.pathExtension == "xcodeproj" || given.lastPathComponent == "Package.swift"
            ? given.deletingLastPathComponent() : given
        let inPlace = InPlaceApplier(root: root)
        if arguments.flags.contains("rollback") {
            try inPlace.rollback()
            terminal.output("rolled back the interrupted apply in \(root.path)")
            return 0
        }
        if arguments.flags.contains("continue") {
            try inPlace.rollback()
        } else if inPlace.hasPendingApply, arguments.options["out"] == nil, !dryRun {
            throw InPlaceApplier.Problem.pending(inPlace.journalFolder.path)
        }
        if try isAppliedAlready(arguments, root: root) {
            terminal.output(
                "the plan is applied already: every module is a target of \(root.appendingPathComponent("Package.swift").path); nothing to do"
            )
            return 0
        }
        if !dryRun, arguments.options["out"] == nil, !arguments.flags.contains("force"),
            let problem = inPlace.notReadyForChanges("the split")
        {
            terminal.message("error: \(problem) (or write the split elsewhere with --out <folder>)")
            return 2
        }
        do {
            return try split(arguments, root: root, terminal: terminal)
        } catch let problem as StepProblem {
            terminal.message("error: \(problem)")
        } catch let problem as SplitPlanner.Problem {
            terminal.message("error: \(problem)")
        } catch let problem as SplitWriter.Problem {
            terminal.message("error: \(problem)")
        }
        return 2
    }

    /// The split of a folder ready for it: planned, then printed (`--dry-run`) or written and verified.
    private static func split(_ arguments: Arguments, root: URL, terminal: Terminal) throws -> Int32 {
        let session = try PlanSession(arguments, terminal: terminal)
        guard let evaluated = try evaluatedPlan(arguments, session: session, root: root, terminal: terminal) else {
            return 0
        }
        let (report, context) = evaluated
        let access = arguments.options["access"] ?? "public"
        let changes = try SplitPlanner(
            context: context.leavingOutGuesses(), root: session.monolith.root,
            bridgingHeader: session.monolith.bridgingHeader,
            xcode: session.monolith.xcode.map { ($0.project, $0.target.name) },
            packageFolder: try packageFolder(
                arguments, path: root, monolith: session.monolith, app: context.assignment.appName)
        )
        .changes(findings: report.findings, samePackage: access == "package")
        let summary =
            [
                "\(changes.moves.count) files and folders move; \(changes.edits.count) files change",
                "\(changes.accessCounts.public) declarations become \(access == "package" ? "package or public" : "public"), \(changes.accessCounts.open) open; "
                    + "\(changes.publicInits.count) public init\(changes.publicInits.count == 1 ? "" : "s") written out",
            ] + guesses(context) + changes.notes.map { "note: \($0)" }
            + changes.leftForAHuman.map { "left for a human: \($0)" }
        if arguments.flags.contains("dry-run") {
            terminal.output(
                (try movesAndDiffs(changes, root: session.monolith.root) + [""] + summary).joined(separator: "\n"))
            return 0
        }
        let destination: URL
        if let out = arguments.options["out"] {
            destination = URL(fileURLWithPath: out)
            try SplitWriter().write(changes, from: session.monolith.root, to: destination)
        } else {
            destination = session.monolith.root
            let fault = ProcessInfo.processInfo.environment["CLEAVE_FAULT_AFTER_STEPS"].flatMap(Int.init)
            try InPlaceApplier(root: destination, journalRoot: root).apply(changes, faultAfterSteps: fault)
        }
        terminal.output((["wrote \(destination.path)"] + summary).joined(separator: "\n"))
        guard let command = arguments.options["verify"] else { return 0 }
        return try verify(destination, with: command, terminal: terminal)
    }

    /// The plan evaluated, whole or cut down to its `--step`; nil (said why) when that step is applied already.
    private static func evaluatedPlan(_ arguments: Arguments, session: PlanSession, root: URL, terminal: Terminal)
        throws
        -> (PlanReport, PlanContext)?
    {
        guard let number = arguments.number("step") else { return try session.evaluate() }
        return try step(
            number, session: session, root: root, packageOption: arguments.options["package"], terminal: terminal)
    }

    /// The moves, then a unified diff of every file the split changes or creates, the manifest last.
    private static func movesAndDiffs(_ changes: SplitChanges, root: URL) throws -> [String] {
        let moves = changes.moves.sorted { $0.key < $1.key }.map { "move \($0.key) → \($0.value)" }
        var diffs: [String] = []
        for (path, edits) in changes.edits.sorted(by: { $0.key < $1.key }) {
            let original = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            diffs.append(
                UnifiedDiff.of(
                    original, SourceEdit.apply(edits, to: original), from: "a/\(path)",
                    to: "b/\(changes.moves[path] ?? path)"))
        }
        for (path, text) in changes.createdFiles.sorted(by: { $0.key < $1.key }) {
            diffs.append(UnifiedDiff.of("", text, from: "/dev/null", to: "b/\(path)"))
        }
        let manifest = try? String(contentsOf: root.appendingPathComponent(changes.manifestPath), encoding: .utf8)
        diffs.append(
            UnifiedDiff.of(
                manifest ?? "", changes.manifest, from: manifest == nil ? "/dev/null" : "a/\(changes.manifestPath)",
                to: "b/\(changes.manifestPath)"))
        return moves + [""] + diffs.filter { !$0.isEmpty }.map { $0.trimmingSuffixNewlines() }
    }

    /// Runs the build command in the split package, raising the access the compiler still asks
    /// for, and says how it went; 1 when it still fails.
    private static func verify(_ destination: URL, with command: String, terminal: Terminal) throws -> Int32 {
        let outcome = try BuildVerifier(folder: destination, command: command).verify()
        terminal.output(
            VerificationText.text(
                outcome, command: command, eachFix: { "raised from the compiler's diagnostics: \($0)" },
                success: "`\(command)` succeeded (round \(outcome.rounds))"))
        return outcome.succeeded ? 0 : 1
    }
}
