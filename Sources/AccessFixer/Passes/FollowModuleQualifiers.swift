import Analyzer

/// Names qualified with the monolith's module (`App.Token`, written to tell two `Token`s apart)
/// name the module their declaration moves to.
struct FollowModuleQualifiers: SplitPass {
    func run(on split: inout Split) {
        guard let app = split.qualifyingModuleName else { return }
        let tree = split.context.tree
        var targets: [SourceLocation: [String]] = [:]
        for reference in split.context.index.references {
            targets[reference.location, default: []] += reference.targetIDs
        }
        let topLevel = split.moduleOfTopLevelName
        for (path, file) in split.sources.sorted(by: { $0.key < $1.key }) {
            let edits = RequalifyModuleName.edits(in: file, app: app) { location, name in
                guard let used = targets[location] else { return topLevel[name] }
                let modules = Set(used.compactMap { tree[$0] }.map { split.module(ofFile: $0.location.file) })
                return modules.count == 1 ? modules.first : nil
            }
            if !edits.isEmpty { split.changes.edits[path, default: []] += edits }
        }
    }
}
