import Foundation

/// The app's bridging header stays with the app; the headers it imports that move into a module
/// leave it, since the app's Swift now imports that module instead.
struct BridgingHeaderImports {
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
        lines.filter { moved.contains(($0.header as NSString).lastPathComponent) }.map {
            SourceEdit(file: path, start: $0.range.lowerBound, end: $0.range.upperBound, replacement: "")
        }
    }
}
