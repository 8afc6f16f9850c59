import Analyzer
import Foundation

/// `--verify`: builds the split and, where the compiler still reports access the static analysis
/// missed, raises it at the declaration the compiler names and builds again, in bounded rounds.
/// What it cannot fix is left, with the compiler's words, for a human.
public struct BuildVerifier {
    let folder: URL
    let command: String
    var maximumRounds = 5

    public init(folder: URL, command: String) {
        self.folder = folder
        self.command = command
    }

    public struct Outcome: Sendable {
        public var succeeded: Bool
        public var rounds: Int
        /// `file:line: public` for each declaration raised from a diagnostic.
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
            let applied = try targets.sorted { ($0.path, $0.line, $0.column) < ($1.path, $1.line, $1.column) }.compactMap(raise)
            if applied.isEmpty {
                let errors = diagnostics.filter { $0.severity == "error" }.map { "\($0.path):\($0.line):\($0.column): \($0.message)" }
                return Outcome(succeeded: false, rounds: round, fixed: fixed, remaining: Array(Set(errors)).sorted())
            }
            fixed += applied
        }
        let (status, output) = try run()
        let errors = CompilerDiagnostic.parse(output).filter { $0.severity == "error" }.map { "\($0.path):\($0.line):\($0.column): \($0.message)" }
        return Outcome(succeeded: status == 0, rounds: maximumRounds + 1, fixed: fixed, remaining: Array(Set(errors)).sorted())
    }

    /// The declaration a diagnostic asks to make public: the one its "declared here" note names
    /// for "is inaccessible" and "cannot be referenced from a default argument", or the one it is
    /// written on for "must be declared public" and "must be as accessible as its enclosing type".
    func declarationToRaise(for diagnostic: CompilerDiagnostic) -> CompilerDiagnostic.Position? {
        guard diagnostic.severity == "error" else { return nil }
        let message = diagnostic.message
        if message.contains("is inaccessible due to 'internal' protection level")
            || message.contains("is internal and cannot be referenced from a default argument")
        {
            return diagnostic.notes.first { $0.message.hasSuffix("declared here") }?.position
        }
        if message.contains("must be declared public because") || message.contains("must be as accessible as its enclosing type") {
            return diagnostic.position
        }
        return nil
    }

    private func raise(_ position: CompilerDiagnostic.Position) throws -> String? {
        let url = URL(fileURLWithPath: position.path)
        guard url.path.hasPrefix(folder.path), let data = FileManager.default.contents(atPath: url.path) else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        let file = DeclarationSyntaxIndex(path: position.path, text: text)
        let location = SourceLocation(file: position.path, line: position.line, column: position.column)
        guard let edit = RaiseAccessLevel.edit(.public, at: location, in: file) else { return nil }
        try Data(SourceEdit.apply([edit], to: text).utf8).write(to: url)
        return "\(String(position.path.dropFirst(folder.path.count + 1))):\(position.line): public"
    }

    private func run() throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
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
