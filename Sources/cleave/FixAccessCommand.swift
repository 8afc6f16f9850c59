import AccessFixer
import Foundation

/// `cleave fix-access`: a package split by hand that no longer builds, fixed from its own build's
/// diagnostics: access raised where the compiler says a declaration is inaccessible, imports
/// added where it cannot find another target's type.
enum FixAccessCommand: Command {
    static let name = "fix-access"
    static let summary = "Fix a hand-split package's missing access modifiers and imports from its build"
    static let about = """
        Builds the package and, in bounded rounds (up to 5), raises to public each declaration the
        compiler reports inaccessible (at the place its note says it is declared), and each
        declaration it says must be public; imports the target that declares a type the compiler
        cannot find; then builds again. Says what it changed and what is left for a human. Edits
        the package in place: it must be in a git repository whose working tree is clean (or pass
        --force).
        """
    static let arguments = [ArgumentHelp(name: "<path>", help: "The SwiftPM package's folder (default: .)")]
    static let options: [OptionSpec] = [
        .value("build", "<command>", "The build command (default: swift build)"),
        .flag("force", "Edit even with uncommitted changes, or outside a git repository"),
        SharedOptions.quiet,
    ]

    static func run(_ arguments: Arguments, terminal: Terminal) throws -> Int32 {
        let root = URL(fileURLWithPath: arguments.path).standardizedFileURL
        guard FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) else {
            terminal.message("error: \(root.path) has no Package.swift; pass the folder of a SwiftPM package")
            return 2
        }
        if !arguments.flags.contains("force"), let problem = InPlaceApplier(root: root).notReadyForChanges("the fixes")
        {
            terminal.message("error: \(problem)")
            return 2
        }
        let command = arguments.options["build"] ?? "swift build"
        let outcome = try BuildVerifier.fixingImports(folder: root, command: command).verify()
        terminal.output(
            VerificationText.text(
                outcome, command: command, eachFix: { "fixed \($0)" },
                success:
                    "`\(command)` succeeds (\(outcome.fixed.count) fix\(outcome.fixed.count == 1 ? "" : "es"), \(outcome.rounds) build\(outcome.rounds == 1 ? "" : "s"))"
            ))
        return outcome.succeeded ? 0 : 1
    }
}
