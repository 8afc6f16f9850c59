import Foundation
import Testing

@testable import Analyzer

/// A monolith of inline Swift files, indexed in memory: each file through `SwiftFrontEnd`, the
/// whole through `IndexBuilder`. Sources may carry `0️⃣`…`🔟` markers; they are removed before
/// parsing, and a reference or declaration at a marker renders as `A.swift:1️⃣` instead of
/// `A.swift:3:9`, so expectations do not depend on counting columns.
struct IndexFixture {
    static let markerNames = ["0️⃣", "1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣", "🔟"]

    let facts: [String: FileFacts]
    let index: Index
    /// Marker names by the location they stand for.
    private let markers: [Analyzer.SourceLocation: String]

    init(
        _ files: [String: String],
        monolith: MonolithDescription = MonolithDescription(kind: .folder, name: "App", sourcePath: "")
    ) {
        var markers: [Analyzer.SourceLocation: String] = [:]
        var sources: [String: String] = [:]
        for (path, marked) in files {
            let (source, found) = Self.removingMarkers(from: marked, path: path)
            markers.merge(found) { first, _ in first }
            sources[path] = source
        }
        // Every file folds its operator sequences by the operators all of them declare, as the indexer's do.
        let operators = sources.sorted { $0.key < $1.key }.flatMap {
            OperatorDeclarations.declared(in: Data($0.value.utf8))
        }
        let frontEnd = SwiftFrontEnd(languageMode: nil, operators: OperatorDeclarations.table(adding: operators))
        var facts: [String: FileFacts] = [:]
        for (path, source) in sources {
            let data = Data(source.utf8)
            let file = SourceFile(
                path: path, language: .swift, contentHash: ContentHash.of(data),
                lines: source.split(separator: "\n", omittingEmptySubsequences: false).count, bytes: data.count)
            facts[path] = frontEnd.facts(for: file, source: source)
        }
        self.facts = facts
        self.markers = markers
        self.index = IndexBuilder().build(monolith: monolith, facts: Array(facts.values))
    }

    // MARK: Rendering

    /// `A.swift:1️⃣` at a marker, `A.swift:3:9` elsewhere.
    func render(_ location: Analyzer.SourceLocation) -> String {
        markers[location].map { "\(location.file):\($0)" } ?? location.description
    }

    /// One line per reference, in source order: `B.swift:3:9 call exact s:Foo.bar() -> s:Baz.qux(_:)`
    /// (`-` as the source at file scope). `including` keeps only some references.
    func references(where including: (Reference) -> Bool = { _ in true }) -> String {
        index.references.filter(including)
            .sorted {
                ($0.location, $0.kind.rawValue, $0.targetIDs.joined()) < (
                    $1.location, $1.kind.rawValue, $1.targetIDs.joined()
                )
            }
            .map { reference in
                "\(render(reference.location)) \(reference.kind.rawValue) \(reference.certainty.rawValue) "
                    + "\(reference.sourceID ?? "-") -> \(reference.targetIDs.joined(separator: ", "))"
            }
            .joined(separator: "\n")
    }

    /// The references whose targets include a declaration with this id.
    func references(to id: String) -> String {
        references { $0.targetIDs.contains(id) }
    }

    /// One line per declaration, in index order: the id, the kind and only the facts that are set
    /// (`s:Book.title variable internal let type=String`); `locations` adds where it is declared.
    func declarations(locations: Bool = false, where including: (Declaration) -> Bool = { _ in true }) -> String {
        index.declarations.filter(including).map { declaration in
            var parts = [declaration.id, declaration.kind.rawValue]
            if locations { parts.append("@" + render(declaration.location)) }
            parts.append(Self.describe(access: declaration))
            if let setter = declaration.setterAccess { parts.append("set=\(setter.rawValue)") }
            parts += declaration.attributes.map { "@" + $0 }
            parts += declaration.modifiers
            if !declaration.genericParameters.isEmpty {
                parts.append("<\(declaration.genericParameters.joined(separator: ", "))>")
            }
            if !declaration.inheritance.isEmpty { parts.append(": \(declaration.inheritance.joined(separator: ", "))") }
            if let typeName = declaration.typeName { parts.append("type=\(typeName)") }
            if let labels = declaration.argumentLabels {
                let defaults = declaration.argumentHasDefault ?? labels.map { _ in false }
                let rendered = zip(labels, defaults).map { $0 + ($1 ? "=" : "") }
                parts.append("labels=(\(rendered.joined(separator: ",")))")
            }
            if let stored = declaration.storedProperties {
                parts.append("stored=[\(stored.map(Self.describe(stored:)).joined(separator: ", "))]")
            }
            if !declaration.conditions.isEmpty {
                parts.append("#if \(declaration.conditions.joined(separator: " | "))")
            }
            return parts.joined(separator: " ")
        }
        .joined(separator: "\n")
    }

    func declaration(_ id: String) -> Declaration? {
        index.declarations.first { $0.id == id }
    }

    /// `public` when written and effective agree, `-internal` when nothing is written,
    /// `private→fileprivate` when the compiler changes what is written.
    private static func describe(access declaration: Declaration) -> String {
        let effective = declaration.effectiveAccess.rawValue
        guard let written = declaration.writtenAccess else { return "-" + effective }
        return written == declaration.effectiveAccess ? effective : "\(written.rawValue)→\(effective)"
    }

    /// `let id: UUID`, `var count = 0` (with its access when it is not internal).
    private static func describe(stored property: StoredProperty) -> String {
        var text = property.access == .internal ? "" : property.access.rawValue + " "
        text += (property.isLet ? "let " : "var ") + property.name
        if let typeName = property.typeName { text += ": " + typeName }
        if let value = property.defaultValue { text += " = " + value }
        return text
    }

    // MARK: Markers

    /// The source without markers, and the location (UTF-8 column, as SwiftSyntax counts) of each.
    static func removingMarkers(from source: String, path: String) -> (String, [Analyzer.SourceLocation: String]) {
        var found: [Analyzer.SourceLocation: String] = [:]
        var lines: [String] = []
        for (lineIndex, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var stripped = ""
            for character in line {
                let text = String(character)
                if markerNames.contains(text) {
                    found[Analyzer.SourceLocation(file: path, line: lineIndex + 1, column: stripped.utf8.count + 1)] =
                        text
                } else {
                    stripped.append(character)
                }
            }
            lines.append(stripped)
        }
        return (lines.joined(separator: "\n"), found)
    }
}

/// Compares text line by line and, when it differs, records one issue with a diff
/// (`-` expected, `+` actual) at the caller's line.
func expectLines(
    _ actual: String, _ expected: String, fileID: String = #fileID, filePath: String = #filePath,
    line: Int = #line, column: Int = #column
) {
    guard actual != expected else { return }
    let diff = LineDiff(expected: expected.components(separatedBy: "\n"), actual: actual.components(separatedBy: "\n"))
    Issue.record(
        Comment(rawValue: "Lines differ (- expected, + actual):\n\(diff.text)"),
        sourceLocation: Testing.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// A longest-common-subsequence line diff: small inputs only, which is what tests compare.
struct LineDiff {
    let text: String

    init(expected: [String], actual: [String]) {
        var common = Array(repeating: Array(repeating: 0, count: actual.count + 1), count: expected.count + 1)
        for i in stride(from: expected.count - 1, through: 0, by: -1) {
            for j in stride(from: actual.count - 1, through: 0, by: -1) {
                common[i][j] =
                    expected[i] == actual[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var lines: [String] = []
        var (i, j) = (0, 0)
        while i < expected.count || j < actual.count {
            if i < expected.count, j < actual.count, expected[i] == actual[j] {
                lines.append("  " + expected[i])
                (i, j) = (i + 1, j + 1)
            } else if i < expected.count, j == actual.count || common[i + 1][j] >= common[i][j + 1] {
                lines.append("- " + expected[i])
                i += 1
            } else {
                lines.append("+ " + actual[j])
                j += 1
            }
        }
        text = lines.joined(separator: "\n")
    }
}
