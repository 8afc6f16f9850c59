/// Everything a split changes, computed before anything is written: the files that move, the
/// edits to sources, test files and the manifest, and what was left for a human.
public struct SplitChanges: Sendable {
    /// Old path → new path, relative to the package root.
    public var moves: [String: String] = [:]
    /// Edits by old path.
    public var edits: [String: [SourceEdit]] = [:]
    /// The manifest after the split.
    public var manifest: String
    /// Where the manifest goes, relative to the root: the package's own, or a new local package's.
    public var manifestPath: String
    /// New files (path relative to the root → text): modules' accessors to their resource bundles.
    public var createdFiles: [String: String] = [:]
    public var accessCounts: (public: Int, open: Int)
    /// Declaration id → `public`/`open`, the exact set.
    public var raised: [String: AccessRequirements.Level]
    public var publicInits: [String]
    /// What the split could not do by itself, one line each.
    public var leftForAHuman: [String]
    /// What the split chose that a reviewer should know, one line each.
    public var notes: [String] = []
}
