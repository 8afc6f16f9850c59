/// Dependencies must point down the layers; features never depend on features; a plan's own
/// rules allow or deny more. A dependency that rests on guesses alone (`inferred` or `ambiguous`
/// references) breaks a rule only if the guesses are right: a warning, naming them.
struct LayerCheck: PlanCheck {
    static let featuresLayer = "Features"
    static let witnessesShown = 3

    func findings(in context: PlanContext) -> [Finding] {
        let rules = RuleMatcher(plan: context.plan, assignment: context.assignment)
        return context.graph.dependencies.compactMap { dependency in
            guard var finding = finding(for: dependency, rules: rules, in: context) else { return nil }
            if let evidence = context.evidence(of: dependency.witnesses) { finding.notes.insert(evidence, at: 0) }
            if dependency.isGuessed {
                finding.severity = .warning
                finding.message += ", through guessed references only"
                finding.notes.insert(CycleCheck.settleGuesses, at: 0)
            }
            return finding
        }
    }

    private func finding(for dependency: ModuleGraph.Dependency, rules: RuleMatcher, in context: PlanContext)
        -> Finding?
    {
        // Written out only for a finding: most dependencies break no rule.
        var evidence: [String] { dependency.witnesses.prefix(Self.witnessesShown).map(context.describe) }
        let location = dependency.witnesses.first?.location
        let modules = [dependency.from, dependency.to]
        if let rule = rules.matching(from: dependency.from, to: dependency.to, effect: .deny) {
            return Finding(
                code: "denied-dependency", severity: .error,
                message:
                    "\(dependency.from) depends on \(dependency.to), which the plan denies (\(rule.from) → \(rule.to)\(rule.reason.map { ": \($0)" } ?? ""))",
                location: location, notes: evidence, modules: modules)
        }
        if rules.matching(from: dependency.from, to: dependency.to, effect: .allow) != nil { return nil }
        let fromRank = context.layerRank(of: dependency.from)
        let toRank = context.layerRank(of: dependency.to)
        let fromLayer = context.assignment.layerByModule[dependency.from] ?? ""
        let toLayer = context.assignment.layerByModule[dependency.to] ?? ""
        if toRank < fromRank {
            let targets = Set(
                dependency.witnesses.map { DeclarationTree.displayName(of: context.tree.topLevel(of: $0.targetID)) })
            return Finding(
                code: "layer-violation", severity: .error,
                message: "\(dependency.from) (\(fromLayer)) depends on \(dependency.to) (\(toLayer)), a layer above it",
                location: location,
                notes: evidence + [
                    "way out: move \(CycleBreaker.list(targets.sorted())) down to \(fromLayer) or below, or invert the dependency with a protocol in \(dependency.from)"
                ],
                modules: modules)
        }
        if fromRank == toRank, fromLayer == Self.featuresLayer {
            return Finding(
                code: "feature-dependency", severity: .error,
                message: "feature \(dependency.from) depends on feature \(dependency.to)",
                location: location,
                notes: evidence + [
                    "way out: route through Core: a protocol (or a route) in a Core module that \(dependency.from) uses and \(dependency.to) implements, wired by the app"
                ],
                modules: modules)
        }
        return nil
    }
}

/// The plan's allow/deny rules, matched by module name, layer or `*`.
struct RuleMatcher {
    let plan: Plan
    let assignment: ModuleAssignment

    func matching(from: String, to: String, effect: Plan.Rule.Effect) -> Plan.Rule? {
        plan.rules.first { rule in
            rule.effect == effect && matches(rule.from, module: from) && matches(rule.to, module: to)
        }
    }

    private func matches(_ end: String, module: String) -> Bool {
        end == "*" || end == module || end == assignment.layerByModule[module]
    }
}
