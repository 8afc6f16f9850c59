/// A source file of the monolith that the index store does not describe as it is now, and why.
/// Its references are resolved from syntax; every other file's come from the store.
public struct UncoveredFile: Codable, Hashable, Sendable {
    public enum Reason: String, Codable, Sendable {
        /// Edited after the build: the store describes it as it was.
        case changedSinceBuild
        /// Written after the build, which never saw it.
        case addedSinceBuild
        /// Older than the build, which did not compile it: a file the build excludes, one a
        /// platform filter leaves out, another target's.
        case notCompiled
    }

    public var path: String
    public var reason: Reason
    /// `notCompiled`: the `#if` conditions all its code sits under, when it does (`os(macOS)`).
    public var condition: String?

    public init(path: String, reason: Reason, condition: String? = nil) {
        self.path = path
        self.reason = reason
        self.condition = condition
    }

    /// Whether the store is behind this file, rather than its build never compiling it: only
    /// such a file makes the store untrustworthy.
    public var isEditedSinceBuild: Bool { reason != .notCompiled }

    /// `changed since the build`.
    public var why: String {
        switch reason {
        case .changedSinceBuild: "changed since the build"
        case .addedSinceBuild: "added since the build"
        case .notCompiled: "not compiled by the build" + (condition.map { ": all its code under #if \($0)" } ?? "")
        }
    }

    /// `Sources/App/MacReader.swift (all its code under #if os(macOS))`.
    public var described: String {
        path + (condition.map { " (all its code under #if \($0))" } ?? "")
    }
}
