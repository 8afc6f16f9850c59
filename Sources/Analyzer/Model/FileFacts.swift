/// Everything a front end learned from one file; cached by the file's content hash so an
/// unchanged file is never parsed twice.
public struct FileFacts: Codable, Hashable, Sendable {
    public var file: SourceFile
    /// Declarations with provisional ids (the index makes them unique across files).
    public var declarations: [Declaration]
    public var references: [ReferenceSite]
    public var imports: [Import]
    public var resourceLookups: [ResourceLookup]
    public var classNameStrings: [ClassNameString]
    public var resources: [Resource]
    public var diagnostics: [Diagnostic]

    public init(
        file: SourceFile, declarations: [Declaration] = [], references: [ReferenceSite] = [], imports: [Import] = [],
        resourceLookups: [ResourceLookup] = [], classNameStrings: [ClassNameString] = [], resources: [Resource] = [],
        diagnostics: [Diagnostic] = []
    ) {
        self.file = file
        self.declarations = declarations
        self.references = references
        self.imports = imports
        self.resourceLookups = resourceLookups
        self.classNameStrings = classNameStrings
        self.resources = resources
        self.diagnostics = diagnostics
    }
}
