/// A struct built with its memberwise initializer from another module gets it written out as a
/// public init; one whose parameter types cannot be read is left for a human.
struct WritePublicInitializers: SplitPass {
    func run(on split: inout Split) {
        for id in split.requirements.memberwiseInitializers.sorted() {
            guard let declaration = split.context.tree[id], let file = split.sources[declaration.location.file]
            else { continue }
            let keyword = split.requirements.levels[id] == .package ? "package" : "public"
            let namedByCalls = Set(
                (declaration.storedProperties ?? []).map(\.name).filter {
                    split.requirements.propertiesNamedByCalls.contains("\(id).\($0)")
                })
            switch SynthesizePublicInit.edit(for: declaration, in: file, keyword: keyword, namedByCalls: namedByCalls) {
            case .success(let edit):
                split.changes.edits[file.path, default: []].append(edit)
            case .failure(let problem):
                split.changes.leftForAHuman.append(
                    "\(declaration.location): write a public init for \(problem.type): \(problem.reason)")
            }
        }
    }
}
