import Foundation
@preconcurrency import SwiftIfConfig
import SwiftOperators
import SwiftParser
import SwiftSyntax

/// Turns one Swift file into facts: declarations, reference sites, imports, resource look-ups and
/// class names written as strings. Runs on any thread; holds no state between files.
public struct SwiftFrontEnd: Sendable {
    /// The language mode the files compile in (5 or 6), when known: the parser accepts what the
    /// compiler accepts in it.
    public var languageMode: Int?
    /// The operators and precedence groups sequences fold by: the standard library's, and the
    /// monolith's own (`OperatorDeclarations`) when the indexer gives them.
    let operators: OperatorTable

    public init(languageMode: Int? = nil) {
        self.init(languageMode: languageMode, operators: .standardOperators)
    }

    init(languageMode: Int?, operators: OperatorTable) {
        self.languageMode = languageMode
        self.operators = operators
    }

    public func facts(for file: SourceFile, source: String) -> FileFacts {
        var text = source
        if let (line, problem) = text.withUTF8({ ParserReach.problem(in: $0) }) {
            var facts = FileFacts(file: file)
            facts.diagnostics.append(
                Diagnostic(
                    severity: .warning, file: file.path, line: line, message: "\(problem); skipped (split it up)"))
            return facts
        }
        let tree = text.withUTF8 {
            Parser.parse(source: $0, maximumNestingLevel: Self.maximumNestingLevel, swiftVersion: parserVersion)
        }
        let folded = foldingOperators(tree)
        let collector = SwiftFileCollector(file: file, tree: folded)
        collector.walk(folded)
        var facts = collector.facts
        facts.file.testedConditions = collector.testedConditions.sorted()
        if tree.hasError, let diagnostic = syntaxErrorDiagnostic(in: tree, file: file) {
            facts.diagnostics.append(diagnostic)
        }
        return facts
    }

    /// The tree with every operator sequence folded as the compiler folds it (`a * b + c` is
    /// `(a * b) + c`; `x as! Cell` a cast), by `operators`. An operator the table does not
    /// know folds left to right with its neighbours.
    private func foldingOperators(_ tree: SourceFileSyntax) -> SourceFileSyntax {
        operators.foldAll(tree) { _ in }.as(SourceFileSyntax.self) ?? tree
    }

    /// Brackets, braces and `#if` nested deeper than this end the parse of a file (`ParserReach`
    /// skips most such files first): beyond it, the parser's recursion could exhaust even a `DeepStack`.
    private static let maximumNestingLevel = 256

    private var parserVersion: Parser.SwiftVersion? {
        switch languageMode {
        case 4: .v4
        case 5: .v5
        case 6: .v6
        default: nil
        }
    }

    /// A warning at the first syntax error the compiler would report too. Errors in an `#if`
    /// branch whose version check fails (`#if compiler(>=6.4)` on a 6.3 compiler) are not: the
    /// compiler does not parse such a branch, which may hold syntax only a later Swift knows.
    private func syntaxErrorDiagnostic(in tree: SourceFileSyntax, file: SourceFile) -> Diagnostic? {
        let regions = tree.configuredRegions(in: VersionChecks(languageMode: languageMode))
        guard let firstError = FirstSyntaxError(in: tree, isReported: { regions.isActive($0) != .unparsed })?.position
        else { return nil }
        let converter = SourceLocationConverter(fileName: file.path, tree: tree)
        return Diagnostic(
            severity: .warning, file: file.path, line: converter.location(for: firstError).line,
            message: "syntax errors; indexed as far as it parses (check that `swiftc -parse` accepts this file)")
    }
}

/// A build configuration that knows only the versions: the toolchain's compiler and the target's
/// language mode. Every other condition reads as false: whatever it is, it is no version check,
/// and only a failing version check makes a branch unparsed, for SwiftIfConfig as for the compiler
/// (`#if os(Linux) || compiler(>=99)` is parsed; `#if compiler(>=99) && X` is not).
private struct VersionChecks: BuildConfiguration {
    let languageMode: Int?

    func isCustomConditionSet(name: String) -> Bool { false }
    func hasFeature(name: String) -> Bool { false }
    func hasAttribute(name: String) -> Bool { false }
    func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) -> Bool { false }
    func isActiveTargetOS(name: String) -> Bool { false }
    func isActiveTargetArchitecture(name: String) -> Bool { false }
    func isActiveTargetEnvironment(name: String) -> Bool { false }
    func isActiveTargetRuntime(name: String) -> Bool { false }
    func isActiveTargetPointerAuthentication(name: String) -> Bool { false }
    func isActiveTargetObjectFormat(name: String) -> Bool { false }
    var targetPointerBitWidth: Int { 64 }
    var targetAtomicBitWidths: [Int] { [] }
    var endianness: Endianness { .little }
    var languageVersion: VersionTuple { VersionTuple(languageMode ?? Self.compiler.components.first ?? 6) }
    var compilerVersion: VersionTuple { Self.compiler }

    /// The toolchain's compiler version, from the standard library interface's header
    /// (`// swift-compiler-version: Swift version 6.3.1 …`), read only when a file has errors.
    static let compiler: VersionTuple = {
        for path in ModuleInterfaces.standardLibraryInterfaces() {
            guard let handle = FileHandle(forReadingAtPath: path) else { continue }
            defer { try? handle.close() }
            let head = String(decoding: handle.readData(ofLength: 512), as: UTF8.self)
            if let range = head.range(of: #"Swift version [0-9.]+"#, options: .regularExpression),
                let version = VersionTuple(parsing: String(head[range].dropFirst("Swift version ".count)))
            {
                return version
            }
        }
        return StoreBuildConfiguration.toolchainCompilerVersion()
    }()
}
