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
        var lines: [Line] = []
        var offset = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let length = line.utf8.count + 1
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("#import \"") || trimmed.hasPrefix("#include \""),
                let name = trimmed.split(separator: "\"").dropFirst().first
            {
                lines.append(Line(header: String(name), range: offset..<min(offset + length, text.utf8.count)))
            }
            offset += length
        }
        return lines
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
        var offset = 0, end = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            offset += line.utf8.count + 1
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("#import") || trimmed.hasPrefix("#include") || trimmed.hasPrefix("@import") { end = min(offset, text.utf8.count) }
        }
        return end
    }
}
