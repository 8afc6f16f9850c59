/// A change to one file's bytes: `start..<end` (UTF-8 offsets) replaced by `replacement`.
struct TextEdit: Comparable {
    var start: Int
    var end: Int
    var replacement: String

    static func < (lhs: TextEdit, rhs: TextEdit) -> Bool { (lhs.start, lhs.end) < (rhs.start, rhs.end) }

    /// The text with the edits applied. A deletion that leaves its line holding nothing but
    /// indentation takes the whole line with it (an attribute or an import on a line of its own),
    /// so no blank line is left where there was none; every other byte stays as it was.
    static func apply(_ edits: [TextEdit], to text: String) -> String {
        var bytes = Array(text.utf8)
        let widened = edits.map { widen($0, in: bytes) }.sorted()
        for (earlier, later) in zip(widened, widened.dropFirst()) {
            precondition(earlier.end <= later.start, "overlapping edits at byte \(later.start)")
        }
        for edit in widened.reversed() {
            bytes.replaceSubrange(edit.start..<edit.end, with: Array(edit.replacement.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func widen(_ edit: TextEdit, in bytes: [UInt8]) -> TextEdit {
        guard edit.replacement.isEmpty else { return edit }
        let blank: (UInt8) -> Bool = { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        var start = edit.start
        while start > 0, blank(bytes[start - 1]) { start -= 1 }
        guard start == 0 || bytes[start - 1] == UInt8(ascii: "\n") else { return edit }
        var end = edit.end
        while end < bytes.count, blank(bytes[end]) { end += 1 }
        if end < bytes.count, bytes[end] == UInt8(ascii: "\r") { end += 1 }
        guard end == bytes.count || bytes[end] == UInt8(ascii: "\n") else {
            // Something follows on the line: keep the indentation in front of it.
            return TextEdit(start: edit.start, end: edit.end, replacement: "")
        }
        return TextEdit(start: start, end: min(end + 1, bytes.count), replacement: "")
    }
}
