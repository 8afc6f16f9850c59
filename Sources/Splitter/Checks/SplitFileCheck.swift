/// A file whose declarations the plan needs in two places: some used from a layer below (they
/// must move down), others not. Moving the whole file drags the rest along; splitting it does not.
struct SplitFileCheck: PlanCheck {
    func findings(in context: PlanContext) -> [Finding] {
        var neededBelow: [String: Set<String>] = [:]
        var users: [String: Set<String>] = [:]
        for dependency in context.graph.dependencies
        where context.layerRank(of: dependency.to) < context.layerRank(of: dependency.from) {
            for witness in dependency.witnesses {
                let topLevel = context.tree.topLevel(of: witness.targetID)
                guard let file = context.tree.file(of: topLevel) else { continue }
                neededBelow[file, default: []].insert(topLevel)
                users[file, default: []].insert(dependency.from)
            }
        }
        let topLevelsByFile = context.tree.topLevelDeclarations(in: Set(neededBelow.keys)).mapValues {
            Set($0.map(\.id))
        }
        return neededBelow.sorted { $0.key < $1.key }.compactMap { file, needed in
            let rest = (topLevelsByFile[file] ?? []).subtracting(needed)
            guard !rest.isEmpty else { return nil }
            let module = context.assignment.module(ofFile: file)
            let below = (users[file] ?? []).sorted()
            return Finding(
                code: "split-file", severity: .warning,
                message:
                    "\(file) holds \(CycleBreaker.list(needed.sorted().map(DeclarationTree.displayName(of:)))), which \(below.joined(separator: ", ")) need\(below.count == 1 ? "s" : "") below \(module), and \(CycleBreaker.list(rest.sorted().map(DeclarationTree.displayName(of:)))), which \(below.count == 1 ? "it does" : "they do") not",
                location: context.tree[needed.sorted().first!]?.location,
                notes: ["way out: split the file, so that what is needed below can move down alone"],
                modules: [module] + below)
        }
    }
}
