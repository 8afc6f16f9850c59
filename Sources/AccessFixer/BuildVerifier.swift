import Analyzer
import Foundation

/// `--verify`: builds the split and, where the compiler still reports access the static analysis
/// missed, raises it at the declaration the compiler names and builds again, in bounded rounds.
/// What it cannot fix is left, with the compiler's words, for a human.
public struct BuildVerifier {
    let folder: URL
    let command: String
    var maximumRounds = 5

    /// Where a type the compiler cannot find is declared: its module, for `import`. Empty: imports
    /// are not added (the split wrote them).
    var moduleDeclaring: [String: TopLevelNames.Declared] = [:]

    public init(folder: URL, command: String) {
        self.folder = folder
        self.command = command
    }

    /// For `cleave fix-access`: also adds the imports the compiler's "cannot find 'X' in scope"
    /// asks for, from the top-level declarations of each target folder under `Sources/`.
    public static func fixingImports(folder: URL, command: String) -> BuildVerifier {
        var verifier = BuildVerifier(folder: folder, command: command)
        verifier.moduleDeclaring = TopLevelNames.byModule(in: folder.appendingPathComponent("Sources"))
        return verifier
    }

    public struct Outcome: Sendable {
        public var succeeded: Bool
        public var rounds: Int
        /// `file:line: public` for each declaration raised, `file: import X` for each import added.
        public var fixed: [String]
        /// The errors left when it gave up.
        public var remaining: [String]
    }

    public func verify() throws -> Outcome {
        var fixed: [String] = []
        for round in 1...maximumRounds {
            let (status, output) = try run()
            if status == 0 { return Outcome(succeeded: true, rounds: round, fixed: fixed, remaining: []) }
            let diagnostics = CompilerDiagnostic.parse(output)
            let targets = Set(diagnostics.compactMap(declarationToRaise(for:)))
            let (imports, unseen) = missingImports(in: diagnostics)
            var applied = try targets.union(unseen).sorted {
                ($0.path, $0.line, $0.column) < ($1.path, $1.line, $1.column)
            }.compactMap(raise)
            applied += try imports.sorted { $0.key < $1.key }.compactMap {
                try addImports($0.value.sorted(), to: $0.key)
            }
            if applied.isEmpty {
                return Outcome(
                    succeeded: false, rounds: round, fixed: fixed, remaining: Self.errors(in: output, diagnostics))
            }
            fixed += applied
        }
        let (status, output) = try run()
        return Outcome(
            succeeded: status == 0, rounds: maximumRounds + 1, fixed: fixed,
            remaining: status == 0 ? [] : Self.errors(in: output, CompilerDiagnostic.parse(output)))
    }

    /// The errors, once each; the raw `error:` lines when none names a file (a broken build folder).
    private static func errors(in output: String, _ diagnostics: [CompilerDiagnostic]) -> [String] {
        let located = Set(
            diagnostics.filter { $0.severity == "error" }.map { "\($0.path):\($0.line):\($0.column): \($0.message)" })
        if !located.isEmpty { return located.sorted() }
        return Array(Set(output.split(separator: "\n").filter { $0.contains("error:") }.map(String.init))).sorted()
            .prefix(10).map { $0 }
    }

    /// The declaration a diagnostic asks to make public: the one its note names for "is
    /// inaccessible" and "cannot be referenced from a default argument" ("declared here", or "is
    /// not '@usableFromInline' or public"), or the one it is written on for "must be declared
    /// public" and "must be as accessible as its enclosing type".
    func declarationToRaise(for diagnostic: CompilerDiagnostic) -> CompilerDiagnostic.Position? {
        guard diagnostic.severity == "error" else { return nil }
        let message = diagnostic.message
        if message.contains("is inaccessible due to 'internal' protection level")
            || message.contains("is internal and cannot be referenced from a default argument")
        {
            return diagnostic.notes.first {
                $0.message.hasSuffix("declared here") || $0.message.hasSuffix("is not '@usableFromInline' or public")
            }?.position
        }
        if message.contains("must be declared public because")
            || message.contains("must be as accessible as its enclosing type")
        {
            return diagnostic.position
        }
        return nil
    }

    /// For names the compiler cannot find that another target declares: the imports a file lacks
    /// (file → modules), and the declarations a file importing their module cannot see (internal).
    private func missingImports(in diagnostics: [CompilerDiagnostic]) -> (
        [String: Set<String>], Set<CompilerDiagnostic.Position>
    ) {
        guard !moduleDeclaring.isEmpty else { return ([:], []) }
        var imports: [String: Set<String>] = [:]
        var unseen: Set<CompilerDiagnostic.Position> = []
        for diagnostic in diagnostics where diagnostic.severity == "error" {
            guard
                let match = diagnostic.message.firstMatch(
                    of: /cannot find (?:type )?'([A-Za-z_][A-Za-z0-9_]*)' in scope/),
                let declared = moduleDeclaring[String(match.1)], declared.module != targetName(of: diagnostic.path),
                let text = FileManager.default.contents(atPath: diagnostic.path).map({
                    String(decoding: $0, as: UTF8.self)
                })
            else { continue }
            if text.contains("import \(declared.module)\n") {
                unseen.insert(declared.position)
            } else {
                imports[diagnostic.path, default: []].insert(declared.module)
            }
        }
        return (imports, unseen)
    }

    private func targetName(of path: String) -> String? {
        let sources = folder.appendingPathComponent("Sources").path + "/"
        guard path.hasPrefix(sources) else { return nil }
        return path.dropFirst(sources.count).split(separator: "/").first.map(String.init)
    }

    private func addImports(_ modules: [String], to path: String) throws -> String? {
        guard let relative = relativePath(path), let data = FileManager.default.contents(atPath: path) else {
            return nil
        }
        let text = String(decoding: data, as: UTF8.self)
        guard let edit = AddImports.edit(adding: modules, in: DeclarationSyntaxIndex(path: path, text: text)) else {
            return nil
        }
        try write(edit, to: relative)
        return "\(relative): import \(modules.joined(separator: ", "))"
    }

    private func raise(_ position: CompilerDiagnostic.Position) throws -> String? {
        guard let relative = relativePath(position.path), let data = FileManager.default.contents(atPath: position.path)
        else {
            return nil
        }
        let text = String(decoding: data, as: UTF8.self)
        let file = DeclarationSyntaxIndex(path: position.path, text: text)
        let location = SourceLocation(file: position.path, line: position.line, column: position.column)
        guard let edit = RaiseAccessLevel.edit(.public, at: location, in: file) else { return nil }
        try write(edit, to: relative)
        return "\(relative):\(position.line): public"
    }

    /// `path` relative to the folder; nil for a file outside it, which is not the verifier's to change.
    private func relativePath(_ path: String) -> String? {
        let prefix = folder.path + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }

    /// Writes a fix as an apply writes a file (whole, renamed over it, its line endings and mode
    /// kept), through a scratch folder under `.cleave/` that is gone before the next build. A file
    /// marked read-only is refused, as apply refuses it: it may wait to be checked out for editing.
    private func write(_ edit: SourceEdit, to path: String) throws {
        let attributes = try? FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(path).path)
        guard ((attributes?[.posixPermissions] as? Int) ?? 0o200) & 0o200 != 0 else { throw ReadOnlyFile(path: path) }
        let scratch = folder.appendingPathComponent(".cleave/fixes")
        defer {
            try? FileManager.default.removeItem(at: scratch)
            ChangeWriter.removeEmptyFolders(above: scratch, within: folder)
        }
        try ChangeWriter(root: folder, temporaryFolder: scratch).rewrite(path, with: [edit])
    }

    struct ReadOnlyFile: UserFacingError {
        let path: String
        var description: String {
            "\(path) is read-only and needs a fix; make it writable (chmod u+w, or check out for editing) and run again"
        }
    }

    private func run() throws -> (Int32, String) {
        let outcome = try ShellCommand(command, in: folder).run()
        return (outcome.status, outcome.output)
    }
}

/// A compiler diagnostic and its notes, from `swift build`'s output.
struct CompilerDiagnostic: Hashable, Sendable {
    struct Position: Hashable, Sendable {
        let path: String
        let line: Int
        let column: Int
    }

    let severity: String
    let message: String
    let position: Position
    var notes: [CompilerDiagnostic]

    var path: String { position.path }
    var line: Int { position.line }
    var column: Int { position.column }

    /// `path:line:column: error|warning|note: message`; notes belong to the diagnostic before them.
    static func parse(_ output: String) -> [CompilerDiagnostic] {
        var diagnostics: [CompilerDiagnostic] = []
        for line in output.split(separator: "\n") {
            guard let match = line.wholeMatch(of: /(\/[^:]+):(\d+):(\d+): (error|warning|note): (.*)/),
                let row = Int(match.2), let column = Int(match.3)
            else { continue }
            let diagnostic = CompilerDiagnostic(
                severity: String(match.4), message: String(match.5),
                position: Position(path: String(match.1), line: row, column: column), notes: [])
            if diagnostic.severity == "note", !diagnostics.isEmpty {
                diagnostics[diagnostics.count - 1].notes.append(diagnostic)
            } else {
                diagnostics.append(diagnostic)
            }
        }
        return diagnostics
    }
}
