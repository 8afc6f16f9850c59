import Foundation
import Testing

/// A file of expected output kept in the repository. A test compares what it produced with it;
/// after a deliberate change, `CLEAVE_UPDATE_GOLDEN=1` rewrites it instead, and the diff is the
/// review.
struct GoldenFile {
    let url: URL

    init(_ url: URL) { self.url = url }

    static var updating: Bool { ProcessInfo.processInfo.environment["CLEAVE_UPDATE_GOLDEN"] == "1" }

    /// Nil when `actual` is what the file holds (or the file was just rewritten with it); otherwise
    /// where the two first differ, and how to update the file.
    func mismatch(_ actual: String) throws -> String? {
        if Self.updating {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return nil
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        guard actual != expected else { return nil }
        let actualLines = actual.components(separatedBy: "\n")
        let expectedLines = expected.components(separatedBy: "\n")
        let line =
            zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(actualLines.count, expectedLines.count)
        let wanted = line < expectedLines.count ? expectedLines[line] : "(the end of the file)"
        let got = line < actualLines.count ? actualLines[line] : "(the end of the output)"
        return """
            \(url.lastPathComponent) differs from the golden file at line \(line + 1):
              expected: \(wanted)
              actual:   \(got)
            run with CLEAVE_UPDATE_GOLDEN=1 and review the diff
            """
    }
}

/// Records an issue at the caller when `actual` is not what the golden file at `url` holds.
public func expectMatchesGolden(_ actual: String, _ url: URL, sourceLocation: SourceLocation = #_sourceLocation) throws
{
    if let mismatch = try GoldenFile(url).mismatch(actual) {
        Issue.record(Comment(rawValue: mismatch), sourceLocation: sourceLocation)
    }
}
