import Foundation

/// The quoted `#import`/`#include` lines of an Objective-C file (the app's bridging header, an
/// app file that imports a header that moves), to remove or replace those of headers that move
/// into a module.
struct QuotedHeaderImports {
    let path: String
    let text: String

    /// A quoted `#import`/`#include` line and the header it names.
    struct Line {
        let header: String
        let range: Range<Int>
    }

    var lines: [Line] {
        textLines.compactMap { trimmed, range in
            guard trimmed.hasPrefix("#import \"") || trimmed.hasPrefix("#include \""),
                let name = trimmed.split(separator: "\"").dropFirst().first
            else { return nil }
            return Line(header: String(name), range: range)
        }
    }

    /// Each line of the text, trimmed, with its byte range (its newline included).
    private var textLines: [(trimmed: String, range: Range<Int>)] {
        var offset = 0
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let start = offset
            offset += line.utf8.count + 1
            return (line.trimmingCharacters(in: .whitespaces), start..<min(offset, text.utf8.count))
        }
    }

    /// Headers it imports, by file name.
    var importedHeaderNames: Set<String> { Set(lines.map { ($0.header as NSString).lastPathComponent }) }

    /// Removes the imports of headers whose file names are in `moved`.
    func edits(removingImportsOf moved: Set<String>) -> [SourceEdit] {
        edits(replacingImportsOf: Dictionary(uniqueKeysWithValues: moved.map { ($0, "") }))
    }

    /// Replaces each import of a header whose file name is a key with its line (`@import
    /// TagsObjC;`), each line once; an empty one removes the import.
    func edits(replacingImportsOf replacements: [String: String]) -> [SourceEdit] {
        var written: Set<String> = []
        return lines.compactMap { line in
            guard let replacement = replacements[(line.header as NSString).lastPathComponent] else { return nil }
            let text = replacement.isEmpty || !written.insert(replacement).inserted ? "" : replacement + "\n"
            return SourceEdit(file: path, start: line.range.lowerBound, end: line.range.upperBound, replacement: text)
        }
    }

    /// Where a new import goes: after its last `#import`, `#include` or `@import` line, else at its start.
    var endOfImports: Int {
        textLines.last { line in ["#import", "#include", "@import"].contains { line.trimmed.hasPrefix($0) } }?.range
            .upperBound ?? 0
    }
}
