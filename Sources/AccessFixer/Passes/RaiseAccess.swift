/// Every declaration the cut needs visible becomes `public` (or `package`), or `open`, and what
/// public inlinable code uses `@usableFromInline`, as `AccessRequirements` worked out.
struct RaiseAccess: SplitPass {
    func run(on split: inout Split) {
        for id in split.requirements.usableFromInline.sorted() {
            guard let declaration = split.context.tree[id], let file = split.sources[declaration.location.file],
                let edit = MarkUsableFromInline.edit(at: declaration.location, in: file)
            else { continue }
            split.changes.edits[file.path, default: []].append(edit)
        }
        for (id, level) in split.requirements.levels.sorted(by: { $0.key < $1.key }) {
            guard let declaration = split.context.tree[id], let file = split.sources[declaration.location.file],
                let edit = RaiseAccessLevel.edit(level, at: declaration.location, in: file)
            else { continue }
            split.changes.edits[file.path, default: []].append(edit)
        }
    }
}
