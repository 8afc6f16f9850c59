/// Each cycle between modules is an error: the split cannot build. The witnesses on every side
/// and the ways out come with it.
struct CycleCheck: PlanCheck {
    static let witnessesPerDependency = 3

    func findings(in context: PlanContext) -> [Finding] {
        context.cycles.map { cycle in
            let evidence = cycle.dependencies.flatMap { dependency in
                ["\(dependency.from) uses \(dependency.to) \(dependency.witnesses.count) time\(dependency.witnesses.count == 1 ? "" : "s"):"]
                    + dependency.witnesses.prefix(Self.witnessesPerDependency).map { "  " + context.describe($0) }
            }
            let ways = cycle.waysOut.map { way in
                let left = way.remainingCycles.map { $0.joined(separator: " ↔ ") }.joined(separator: "; ")
                return "way out (\(way.edits) edit\(way.edits == 1 ? "" : "s")): \(way.summary)" + (left.isEmpty ? "" : " (leaves \(left) a cycle)")
            }
            return Finding(
                code: "cycle", severity: .error,
                message: "\(cycle.modules.joined(separator: " ↔ ")) depend on each other",
                location: cycle.dependencies.first?.witnesses.first?.location, notes: evidence + ways, modules: cycle.modules)
        }
    }
}
