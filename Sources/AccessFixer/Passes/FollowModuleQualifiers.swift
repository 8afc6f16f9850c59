import Analyzer

/// Names qualified with the monolith's module (`App.Token`, written to tell two `Token`s apart)
/// name the module their declaration moves to. Unless the monolith declares a type of its
/// module's name, which is then what `App.` names.
struct FollowModuleQualifiers: SplitPass {
    func run(on split: inout Split) {
        let app = split.context.index.monolith.name
        let tree = split.context.tree
        guard !tree.byID.values.contains(where: { $0.parentID == nil && $0.name == app && $0.kind.isType }) else { return }
        var targets: [SourceLocation: [String]] = [:]
        for reference in split.context.index.references { targets[reference.location, default: []] += reference.targetIDs }
        let topLevelByName = Dictionary(grouping: tree.byID.values.filter { $0.parentID == nil && $0.kind != .extension }, by: \.name)
        for (path, file) in split.sources.sorted(by: { $0.key < $1.key }) {
            let edits = RequalifyModuleName.edits(in: file, app: app) { location, name in
                let declarations = targets[location].map { $0.compactMap { tree.byID[$0] } } ?? topLevelByName[name] ?? []
                let modules = Set(declarations.map { split.module(ofFile: $0.location.file) })
                return modules.count == 1 ? modules.first : nil
            }
            if !edits.isEmpty { split.changes.edits[path, default: []] += edits }
        }
    }
}
