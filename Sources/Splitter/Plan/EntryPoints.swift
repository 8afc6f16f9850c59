import Analyzer

/// Where the app starts: the files declaring its `@main` (or `@UIApplicationMain`,
/// `@NSApplicationMain`) type, and a `main.swift`. They stay in the app: a library has no entry
/// point, and the app would not launch.
enum EntryPoints {
    static let attributes: Set<String> = ["main", "UIApplicationMain", "NSApplicationMain"]

    /// Paths as the index has them.
    static func files(in index: Index) -> Set<String> {
        let declared = index.declarations.filter { !attributes.isDisjoint(with: $0.attributes) }.map(\.location.file)
        let mains = index.files.map(\.path).filter { $0 == "main.swift" || $0.hasSuffix("/main.swift") }
        return Set(declared + mains)
    }
}
