/// Everything `cleave plan` says about a plan, in the form every output format is written from.
/// Its JSON is documented in `Docs/plan.md`; bump `currentSchemaVersion` on any change a
/// consumer could notice (2: cycles say whether they are `possible`, only guesses closing them).
public struct PlanReport: Codable, Hashable, Sendable {
    public static let currentSchemaVersion = 2
    /// Witnesses kept per dependency; the counts stay whole.
    public static let witnessesKept = 10

    public var schemaVersion: Int
    public var monolith: String
    public var plan: String
    /// Whether the references come from the compiler's index store (all exact) or from syntax.
    public var resolvedBy: String
    public var layers: [String]
    /// The app first, then the plan's modules in plan order.
    public var modules: [ModuleMetrics]
    public var dependencies: [DependencySummary]
    /// The cycles of exact references, then the possible ones.
    public var cycles: [Cycle]
    /// Errors first, then warnings and notes; by code and location within each.
    public var findings: [Finding]
    /// Findings the plan's `ignore` list leaves out; nil when none.
    public var ignoredFindings: Int? = nil
    public var metrics: CutMetrics

    public struct DependencySummary: Codable, Hashable, Sendable {
        public var from: String
        public var to: String
        public var references: Int
        public var weight: Int
        public var referencesByKind: [String: Int]
        /// Every reference behind it is a guess among several declarations.
        public var uncertain: Bool
        public var witnesses: [ModuleGraph.Witness]
    }

    public var errorCount: Int { findings.filter { $0.severity == .error }.count }
    public var warningCount: Int { findings.filter { $0.severity == .warning }.count }
}
