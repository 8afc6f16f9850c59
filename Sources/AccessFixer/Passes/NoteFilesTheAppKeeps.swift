/// The files the app needs in itself (its icon's catalog, launch screen, Info.plist…) stay where
/// the project's settings point though a module takes their folder: the assignment gives them to
/// no module, and resource placement never moves them for a module's look-ups. This says which and why.
struct NoteFilesTheAppKeeps: SplitPass {
    func run(on split: inout Split) {
        let assignment = split.context.assignment
        split.changes.notes += assignment.keptInApp.keys.sorted().compactMap(assignment.whyKept)
    }
}
