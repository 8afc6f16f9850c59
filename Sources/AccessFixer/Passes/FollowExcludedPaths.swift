import Foundation

/// What a package's app target excludes from its build (notes, templates, documentation) moves
/// with the module whose sources sit beside it, and that module excludes it in turn.
struct FollowExcludedPaths: SplitPass {
    func run(on split: inout Split) {
        guard let manifest = split.manifest else { return }
        let excluded = manifest.excludedPaths(ofTarget: split.app)
        guard !excluded.isEmpty else { return }
        var kept: [String] = []
        for path in excluded {
            let module = split.module(besidePath: path)
            let source = "\(split.context.index.monolith.sourcePath)/\(path)"
            if module == split.app
                || !FileManager.default.fileExists(atPath: split.root.appendingPathComponent(source).path)
            {
                kept.append(path)
            } else {
                split.changes.moves[source] = split.layout.destination(ofResource: source, module: module)
                split.excludedByModule[module, default: []].append(path)
            }
        }
        if kept.count < excluded.count { split.excludedKept = kept }
    }
}
