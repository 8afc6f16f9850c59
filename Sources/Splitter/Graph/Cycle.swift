/// Modules that depend on each other, with the references that tie them and the ways out.
public struct Cycle: Codable, Hashable, Sendable {
    /// Sorted.
    public var modules: [String]
    /// Every dependency between the cycle's modules, with its witnesses.
    public var dependencies: [ModuleGraph.Dependency]
    /// Fewest edits first.
    public var waysOut: [WayOut]
    /// Whether only guesses of the syntax resolver close it: without the dependencies that rest
    /// on `inferred` and `ambiguous` references alone, these modules would not form a cycle.
    public var possible: Bool
}

/// One way to break a cycle, and what it costs.
public struct WayOut: Codable, Hashable, Sendable {
    public enum Kind: String, Codable, Sendable {
        /// Make the modules one (an `AppCore` of what two layers held).
        case merge
        /// Move the declarations one module uses of the other into it.
        case moveDeclarations
        /// Put a protocol of what is used into the using module, conform to it in the other, and
        /// inject it (an `ErrorRouting` protocol that the app's router implements).
        case invertWithProtocol
    }

    public var kind: Kind
    /// The dependency it removes (`from` no longer uses `to`); nil for a merge.
    public var removes: DependencyName?
    /// Source edits it needs, estimated: declarations moved or added, conformances, use sites
    /// changed and imports added. A merge needs none (the plan changes).
    public var edits: Int
    public var summary: String
    /// The declarations it touches, by id.
    public var declarations: [String]
    /// The cycles left among the cycle's modules once it is done (none: the cycle is broken).
    public var remainingCycles: [[String]]

    public struct DependencyName: Codable, Hashable, Sendable {
        public var from: String
        public var to: String
    }
}
