/// The symbol index of a monolith: what every later step (plan, apply, propose) reads.
/// Its JSON form is documented in `Docs/index-schema.md`; bump `currentSchemaVersion` on any
/// change a consumer could notice.
public struct Index: Codable, Hashable, Sendable {
    public static let currentSchemaVersion = 4

    public var schemaVersion: Int
    public var monolith: MonolithDescription
    public var files: [SourceFile]
    public var declarations: [Declaration]
    public var references: [Reference]
    public var imports: [Import]
    public var resources: [Resource]
    public var resourceLookups: [ResourceLookup]
    public var classNameStrings: [ClassNameString]
    public var diagnostics: [Diagnostic]
    /// References left out because their name fits more than `IndexBuilder.maximumAmbiguousTargets`
    /// declarations, or, found by name alone, members of more than `IndexBuilder.maximumGuessedTypes` types.
    public var tooAmbiguousReferences: Int
    /// The compiler index store the references were read from (precise mode: all exact); nil when
    /// the syntax front end resolved them.
    public var indexStore: String?
    /// Precise mode: the declarations the compiler says implement a requirement of a protocol
    /// the monolith does not declare (`Sequence.makeIterator`, a package dependency's protocol),
    /// sorted. Nil from syntax, where the requirements are read from the modules' interfaces.
    public var outsideWitnesses: [String]?
    /// Precise mode: the files the store does not cover (edited since the build, or never
    /// compiled by it), whose references were resolved from syntax, each with why. Nil when it
    /// covers every file.
    public var uncoveredFiles: [UncoveredFile]?

    public init(
        monolith: MonolithDescription, files: [SourceFile], declarations: [Declaration], references: [Reference],
        imports: [Import], resources: [Resource], resourceLookups: [ResourceLookup],
        classNameStrings: [ClassNameString], diagnostics: [Diagnostic]
    ) {
        self.schemaVersion = Self.currentSchemaVersion
        self.monolith = monolith
        self.files = files
        self.declarations = declarations
        self.references = references
        self.imports = imports
        self.resources = resources
        self.resourceLookups = resourceLookups
        self.classNameStrings = classNameStrings
        self.diagnostics = diagnostics
        self.tooAmbiguousReferences = 0
    }
}

/// Which monolith an index describes.
public struct MonolithDescription: Codable, Hashable, Sendable {
    public enum Kind: String, Codable, Sendable { case swiftPackageTarget, xcodeTarget, folder }

    public var kind: Kind
    /// The target's name, or the folder's.
    public var name: String
    /// The target's source folder relative to the analysed root ("" for a plain folder).
    public var sourcePath: String
    /// `-D` conditions the target defines (`swiftSettings: [.define("X")]`); an Xcode target's
    /// Debug configuration's, which its default scheme builds.
    public var compilationConditions: [String]
    /// The Swift language mode the target compiles in (5 or 6), when its settings say: what the
    /// parser accepts depends on it (`@available (macOS 10.13, *)` is only a warning in Swift 5).
    public var languageMode: Int?
    /// The files other targets of the Xcode project compile or bundle too (a widget, a share
    /// extension, the tests, the Mac app), with those targets' names.
    public var otherTargetsOfFile: [String: [String]] = [:]
    /// The project's or package's other targets (its tests too): names a new module must not take.
    public var otherTargets: [String] = []
    /// The modules the target can import from what it links: package products, the targets of
    /// local packages, frameworks. Names a new module must not take; what its imports may name.
    public var linkedModules: [String] = []
    /// Xcode: the products among `linkedModules` whose package the project does not name (a
    /// product dependency with no package reference, which no local package declares, as
    /// DuckDuckGo's `MaliciousSiteProtection`): a new package cannot declare them.
    public var unlocatedProducts: [String] = []
    /// Xcode: the conditions only configurations other than Debug and Release define, with those
    /// configurations (`XcodeProject.BuildSettings.conditionsOfOtherConfigurations`).
    public var conditionsOfOtherConfigurations: [String: [String]] = [:]
    /// Xcode: the files the app itself needs, which stay with it whatever a plan moves (the asset
    /// catalog of its icon or accent color, its launch screen, Info.plist, entitlements, Settings
    /// bundle), each with why (`"the app icon AppIcon is in it"`).
    public var appOwnedFiles: [String: String] = [:]

    public init(
        kind: Kind, name: String, sourcePath: String, compilationConditions: [String] = [], languageMode: Int? = nil
    ) {
        self.kind = kind
        self.name = name
        self.sourcePath = sourcePath
        self.compilationConditions = compilationConditions
        self.languageMode = languageMode
    }
}
