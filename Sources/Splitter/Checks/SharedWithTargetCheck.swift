import Analyzer

/// Files of an Xcode app that other targets of its project compile or bundle too (a widget, a share
/// extension, the tests, the Mac app): once they move, those targets reach them only through the
/// module, which `cleave apply` links to them.
struct SharedWithTargetCheck: PlanCheck {
    func findings(in context: PlanContext) -> [Finding] {
        let shared = context.index.monolith.otherTargetsOfFile
        let moving = shared.keys.filter { context.assignment.module(ofFile: $0) != context.assignment.appName }.sorted()
        let groups = Dictionary(grouping: moving) { path in
            SharingKey(module: context.assignment.module(ofFile: path), targets: shared[path] ?? [])
        }
        return groups.keys.sorted {
            ($0.module, $0.targets.joined(separator: ",")) < ($1.module, $1.targets.joined(separator: ","))
        }.map { key in
            let files = groups[key] ?? []
            let targets = CycleBreaker.list(key.targets)
            let listed =
                files.prefix(Self.filesListed).map { "shared: \($0)" }
                + (files.count > Self.filesListed ? ["… and \(files.count - Self.filesListed) more"] : [])
            return Finding(
                code: "shared-with-target", severity: .note,
                message:
                    "\(files.count) file\(files.count == 1 ? "" : "s") moving to \(key.module) \(files.count == 1 ? "is" : "are") also built by \(targets)",
                location: SourceLocation(file: files[0], line: 1, column: 1),
                notes: listed + [
                    "`cleave apply` takes \(files.count == 1 ? "it" : "them") out of \(targets) and links \(key.module) to "
                        + "\(key.targets.count == 1 ? "it" : "them"); to keep \(files.count == 1 ? "it" : "them") there instead, leave \(files.count == 1 ? "it" : "them") in \(context.assignment.appName)"
                ],
                modules: [key.module])
        }
    }

    private struct SharingKey: Hashable {
        let module: String
        let targets: [String]
    }

    private static let filesListed = 10
}
