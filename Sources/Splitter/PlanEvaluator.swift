import Analyzer

/// Evaluates a plan against an index: assigns files to modules, builds the module graph, runs
/// every check and measures the cut.
public struct PlanEvaluator {
    /// Every check, in report order. Cycles first: a layer violation inside a cycle is usually the
    /// cycle's own edge, and the reader should meet the cycle first.
    static let checks: [any PlanCheck] = [
        CycleCheck(), LayerCheck(), SplitFileCheck(), HubCheck(), SizeCheck(),
        MainBundleLookupCheck(), StoryboardModuleCheck(), ClassNameCheck(), SharedWithTargetCheck(),
        StaysWithAppCheck(),
        ModuleNameCheck(), EntryPointCheck(), ImportCheck(), UncarriedConditionCheck(), PlannedInversionCheck(),
    ]

    public init() {}

    /// - Parameters:
    ///   - checking: false to measure the cut only, with no findings and no ways out (what
    ///     comparing proposals needs; the checks are most of the time on a big monolith).
    ///   - tree: the index's declarations, where the caller has them already.
    /// - Throws: `PlanError` when the plan's globs do not fit the monolith's files.
    public func evaluate(
        plan: Plan, planPath: String, planText: String, index: Index, checking: Bool = true,
        tree: DeclarationTree? = nil
    ) throws -> (PlanReport, PlanContext) {
        // The declaration tree does not depend on the plan: it is built while files are assigned.
        let (assigned, builtTree) = ConcurrentMap.both(
            { Result { try ModuleAssignment(plan: plan, index: index, planPath: planPath, planText: planText) } },
            { tree ?? DeclarationTree(index.declarations) })
        let context = PlanContext(
            plan: plan, index: index, assignment: try assigned.get(), rankingWaysOut: checking, tree: builtTree)
        return (report(context, planPath: planPath, checking: checking), context)
    }

    /// `syntax`, `index store`, or `index store (syntax for 2 files it does not cover)`.
    static func resolvedBy(_ index: Index) -> String {
        guard index.indexStore != nil else { return "syntax" }
        let uncovered = index.uncoveredFiles?.count ?? 0
        return uncovered == 0
            ? "index store" : "index store (syntax for \(uncovered) file\(uncovered == 1 ? "" : "s") it does not cover)"
    }

    public func report(_ context: PlanContext, planPath: String, checking: Bool = true) -> PlanReport {
        let calculator = MetricsCalculator()
        // The checks, and the metrics of each module, side by side: each reads the context alone.
        let (findingsByCheck, modules) = ConcurrentMap.both(
            { ConcurrentMap.map(checking ? Self.checks : []) { $0.findings(in: context) } },
            { calculator.modules(context) })
        let found = findingsByCheck.joined()
            .sorted {
                ($0.severity, $0.code, $0.location?.description ?? "", $0.message) < (
                    $1.severity, $1.code, $1.location?.description ?? "", $1.message
                )
            }
        // Never an error: `cleave apply` refuses a plan with errors because its split would not build.
        let ignore = context.plan.ignore
        let findings = found.filter { finding in finding.severity == .error || !ignore.contains { $0.matches(finding) }
        }
        let dependencies = context.graph.dependencies.map { dependency in
            PlanReport.DependencySummary(
                from: dependency.from, to: dependency.to, references: dependency.witnesses.count,
                weight: dependency.weight,
                referencesByKind: Dictionary(
                    uniqueKeysWithValues: dependency.referencesByKind.map { ($0.key.rawValue, $0.value) }),
                uncertain: dependency.isUncertain,
                witnesses: Array(dependency.witnesses.prefix(PlanReport.witnessesKept)))
        }
        let cycles = context.cycles.map { cycle in
            var kept = cycle
            kept.dependencies = cycle.dependencies.map { dependency in
                var trimmed = dependency
                trimmed.witnesses = Array(dependency.witnesses.prefix(PlanReport.witnessesKept))
                return trimmed
            }
            return kept
        }
        return PlanReport(
            schemaVersion: PlanReport.currentSchemaVersion, monolith: context.index.monolith.name, plan: planPath,
            resolvedBy: Self.resolvedBy(context.index),
            layers: context.plan.layers, modules: modules, dependencies: dependencies, cycles: cycles,
            findings: findings,
            ignoredFindings: found.count == findings.count ? nil : found.count - findings.count,
            metrics: calculator.cut(context, modules: modules))
    }
}
