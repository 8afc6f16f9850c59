/// Each module's source files move to its target's folder, keeping their folders (`SplitLayout`);
/// headers that code outside their target sees go to its `include/`. The app's bridging header
/// stays with the app.
struct MoveSources: SplitPass {
    func run(on split: inout Split) {
        for file in split.context.index.files
        where file.language != .resource && file.path != split.options.bridgingHeader {
            let module = split.module(ofFile: file.path)
            guard module != split.app else { continue }
            split.changes.moves[file.path] = split.layout.destination(
                of: file, module: module, isPublicHeader: split.publicHeaders.contains(file.path))
        }
    }
}
