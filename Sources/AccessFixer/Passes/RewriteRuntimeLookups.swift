/// Look-ups of moved resources read the bundle they moved to; storyboards, xibs and Core Data
/// models name their moved classes' modules (`RuntimeLookupEdits`).
struct RewriteRuntimeLookups: SplitPass {
    func run(on split: inout Split) throws {
        let edits = try RuntimeLookupEdits.edits(
            split.context, bundles: split.resources.bundleExpressions, syntax: split.sources, read: split.read)
        for (path, fileEdits) in edits { split.changes.edits[path, default: []] += fileEdits }
    }
}
