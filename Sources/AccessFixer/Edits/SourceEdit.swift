/// A change to one file: the bytes in `range` (UTF-8 offsets) replaced by `replacement`. Every
/// rewrite is computed as edits first; dry runs, diffs and the apply all read the same edits.
public struct SourceEdit: Hashable, Sendable, Comparable {
    public var file: String
    public var start: Int
    public var end: Int
    public var replacement: String

    public init(file: String, start: Int, end: Int, replacement: String) {
        self.file = file
        self.start = start
        self.end = end
        self.replacement = replacement
    }

    public static func insertion(in file: String, at offset: Int, _ text: String) -> SourceEdit {
        SourceEdit(file: file, start: offset, end: offset, replacement: text)
    }

    public static func < (lhs: SourceEdit, rhs: SourceEdit) -> Bool {
        (lhs.file, lhs.start, lhs.end, lhs.replacement) < (rhs.file, rhs.start, rhs.end, rhs.replacement)
    }

    /// The text with the edits applied, last first so that earlier offsets stay valid; of two
    /// insertions at one offset, the one sorted first comes first.
    public static func apply(_ edits: [SourceEdit], to text: String) -> String {
        var bytes = Array(text.utf8)
        for edit in edits.sorted().reversed() {
            bytes.replaceSubrange(edit.start..<edit.end, with: Array(edit.replacement.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
