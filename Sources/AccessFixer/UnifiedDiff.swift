/// `diff -u` of two texts, for `--dry-run`: hunks with three lines of context, `---`/`+++` headers.
public enum UnifiedDiff {
    public static func of(
        _ original: String, _ changed: String, from oldPath: String, to newPath: String, context: Int = 3
    ) -> String {
        let before = lines(of: original)
        let after = lines(of: changed)
        // Lines kept in both, paired by the difference: everything else is removed or inserted.
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in after.difference(from: before) {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        guard !removed.isEmpty || !inserted.isEmpty else { return "" }
        // Walk both sides together, as `diff` prints them.
        var rows: [(kind: Character, old: Int?, new: Int?, text: String)] = []
        var old = 0
        var new = 0
        while old < before.count || new < after.count {
            if old < before.count, removed.contains(old) {
                rows.append(("-", old, nil, before[old]))
                old += 1
            } else if new < after.count, inserted.contains(new) {
                rows.append(("+", nil, new, after[new]))
                new += 1
            } else if old < before.count, new < after.count {
                rows.append((" ", old, new, before[old]))
                old += 1
                new += 1
            } else {
                break
            }
        }
        var output = "--- \(oldPath)\n+++ \(newPath)\n"
        let changedRows = rows.indices.filter { rows[$0].kind != " " }
        var position = 0
        while position < changedRows.count {
            var last = changedRows[position]
            let first = max(0, changedRows[position] - context)
            while position + 1 < changedRows.count, changedRows[position + 1] - last <= 2 * context {
                position += 1
                last = changedRows[position]
            }
            let hunk = rows[first...min(rows.count - 1, last + context)]
            let oldCount = hunk.filter { $0.kind != "+" }.count
            let newCount = hunk.filter { $0.kind != "-" }.count
            // An empty side starts at the line before it, as `diff` numbers it (`-0,0` for a new file).
            let oldStart = (hunk.first { $0.old != nil }?.old ?? 0) + (oldCount == 0 ? 0 : 1)
            let newStart = (hunk.first { $0.new != nil }?.new ?? 0) + (newCount == 0 ? 0 : 1)
            output += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
            output += hunk.map { "\($0.kind)\($0.text)\n" }.joined()
            position += 1
        }
        return output
    }

    /// A text's lines without the empty one after a final newline, which `diff` does not show.
    private static func lines(of text: String) -> [String] {
        var lines = text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
