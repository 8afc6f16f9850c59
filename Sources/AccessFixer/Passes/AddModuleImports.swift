/// Each Swift file imports the modules it now uses. Objective-C cannot import a Swift module the
/// way Swift does, so what it would need is left for a human.
struct AddModuleImports: SplitPass {
    func run(on split: inout Split) {
        let objectiveCTargets = Set(split.layout.objectiveCTargets(files: split.context.index.files, moduleOfFile: split.module(ofFile:)).values)
        for (path, targets) in split.targetsUsed.sorted(by: { $0.key < $1.key }) {
            if let file = split.sources[path] {
                guard let edit = AddImports.edit(adding: targets.subtracting([split.app]).sorted(), in: file) else { continue }
                split.changes.edits[path, default: []].append(edit)
            } else if split.language(of: path).isObjectiveC {
                for used in targets.sorted() where used != split.app {
                    if !objectiveCTargets.contains(used) {
                        split.changes.leftForAHuman.append("\(path) uses Swift of \(used) through the generated `-Swift.h` header, which a C-language target cannot import: expose it to Objective-C another way, or keep the file with \(used)")
                    } else if split.module(ofFile: path) == split.app {
                        split.changes.leftForAHuman.append("\(path) imports headers that move to \(used): import them with `@import \(used);`")
                    }
                }
            }
        }
    }
}
