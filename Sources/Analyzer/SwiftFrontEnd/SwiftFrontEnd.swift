import Foundation
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Turns one Swift file into facts: declarations, reference sites, imports, resource look-ups and
/// class names written as strings. Runs on any thread; holds no state between files.
public struct SwiftFrontEnd: Sendable {
    public init() {}

    public func facts(for file: SourceFile, source: String) -> FileFacts {
        let tree = Parser.parse(source: source)
        let collector = SwiftFileCollector(file: file, tree: tree)
        collector.walk(tree)
        var facts = collector.facts
        if tree.hasError {
            facts.diagnostics.append(syntaxErrorDiagnostic(in: tree, file: file))
        }
        return facts
    }

    private func syntaxErrorDiagnostic(in tree: SourceFileSyntax, file: SourceFile) -> Diagnostic {
        // The parser's own diagnostics also place errors that no token carries (a stray `}`).
        let converter = SourceLocationConverter(fileName: file.path, tree: tree)
        let firstError = ParseDiagnosticsGenerator.diagnostics(for: tree).map(\.position).min()
        let line = firstError.map { converter.location(for: $0).line }
        return Diagnostic(
            severity: .warning, file: file.path, line: line,
            message: "syntax errors; indexed as far as it parses (check that `swiftc -parse` accepts this file)")
    }
}
