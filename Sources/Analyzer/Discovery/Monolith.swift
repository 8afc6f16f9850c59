import Foundation

/// What discovery found: the monolith's root, what it is, and its files by language.
public struct Monolith: Sendable {
    public var description: MonolithDescription
    /// The analysed root (the package folder, or the plain folder); paths are relative to it.
    public var root: URL
    public var files: [DiscoveredFile]
    /// The Objective-C bridging header, relative to root.
    public var bridgingHeader: String?
    /// Files left out and why (symlinks leading outside the root, unreadable files).
    public var diagnostics: [Diagnostic]
    /// Files under the root that are neither sources nor bundled resources (docs, scripts, settings).
    public var ignoredFiles: Int
    /// The project and target, when the monolith is an app target of an Xcode project.
    public var xcode: XcodeTargetReference?
    /// Classes the system finds by name outside the code: its Info.plist's scene delegate, extension principal class.
    public var runTimeNames: [ClassNameString] = []

    public init(
        description: MonolithDescription, root: URL, files: [DiscoveredFile], bridgingHeader: String?,
        diagnostics: [Diagnostic] = [], ignoredFiles: Int = 0
    ) {
        self.description = description
        self.root = root
        self.files = files
        self.bridgingHeader = bridgingHeader
        self.diagnostics = diagnostics
        self.ignoredFiles = ignoredFiles
    }
}

public struct DiscoveredFile: Hashable, Sendable {
    public var path: String
    public var language: Language

    public init(path: String, language: Language) {
        self.path = path
        self.language = language
    }
}

/// An app target of an Xcode project, as read.
public struct XcodeTargetReference: Sendable {
    /// The `.xcodeproj` folder.
    public var project: URL
    public var target: XcodeProject.Target
}
