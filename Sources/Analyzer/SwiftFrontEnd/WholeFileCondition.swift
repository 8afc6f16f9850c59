import SwiftParser
import SwiftSyntax

/// The `#if` conditions all of a file's code sits under (`os(macOS)`), when it does: a build for
/// a platform they exclude compiles nothing of it, and a build system may leave it out.
enum WholeFileCondition {
    /// Nil when any code lies outside an `#if`, or in an `#else` (some build compiles it then).
    static func of(source: String) -> String? {
        let items = Parser.parse(source: source).statements.map(\.item)
        guard !items.isEmpty else { return nil }
        var conditions: [String] = []
        for item in items {
            guard let block = item.as(IfConfigDeclSyntax.self) else { return nil }
            for clause in block.clauses {
                guard let condition = clause.condition else { return nil }
                let text = condition.trimmedText
                if !conditions.contains(text) { conditions.append(text) }
            }
        }
        return conditions.joined(separator: ", ")
    }
}
