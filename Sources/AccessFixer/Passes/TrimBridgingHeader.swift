import Foundation

/// The app's bridging header stops importing the headers that moved: the app's Swift imports
/// their modules instead.
struct TrimBridgingHeader: SplitPass {
    func run(on split: inout Split) {
        guard let header = split.bridgingHeader else { return }
        let moved = Set(
            split.changes.moves.keys.filter { split.language(of: $0) == .objcHeader }.map {
                ($0 as NSString).lastPathComponent
            })
        let edits = header.edits(removingImportsOf: moved)
        guard !edits.isEmpty else { return }
        split.changes.edits[header.path] = edits
        // (An empty bridging header builds: taking it out is a tidy-up, not a step the build needs.)
        if edits.count == header.lines.count {
            split.changes.notes.append(
                "\(header.path) imports nothing now: the app's Swift imports the modules instead; it can go, with its SWIFT_OBJC_BRIDGING_HEADER setting"
            )
        }
    }
}
