/// The figures `cleave index` prints: what was indexed and how sure the resolution is.
public struct IndexSummary: Codable, Hashable, Sendable {
    public var filesByLanguage: [Language: Int]
    public var lines: Int
    public var declarations: Int
    public var references: Int
    public var referencesByCertainty: [Certainty: Int]
    public var tooAmbiguousReferences: Int
    public var resources: Int
    public var resourceLookups: Int
    public var classNameStrings: Int
    public var warnings: [Diagnostic]
    /// The compiler index store references were read from; nil when resolved from syntax.
    public var indexStore: String?
    /// Precise mode: the files whose references were resolved from syntax all the same, and why.
    public var uncoveredFiles: [UncoveredFile]?

    public init(_ index: Index) {
        filesByLanguage = Dictionary(grouping: index.files, by: \.language).mapValues(\.count)
        lines = index.files.filter { $0.language != .resource }.reduce(0) { $0 + $1.lines }
        declarations = index.declarations.count
        references = index.references.count
        referencesByCertainty = Dictionary(grouping: index.references, by: \.certainty).mapValues(\.count)
        tooAmbiguousReferences = index.tooAmbiguousReferences
        resources = index.resources.count
        resourceLookups = index.resourceLookups.count
        classNameStrings = index.classNameStrings.count
        warnings = index.diagnostics
        indexStore = index.indexStore
        uncoveredFiles = index.uncoveredFiles
    }

    public func share(of certainty: Certainty) -> Double {
        references == 0 ? 0 : Double(referencesByCertainty[certainty] ?? 0) / Double(references)
    }
}
