/// Problems a user can cause and fix; each message names the path and what to do.
public enum AnalyzerError: Error, Equatable, CustomStringConvertible {
    case pathNotFound(String)
    case notADirectory(String)
    case noSources(String)
    case manifestUnreadable(path: String, reason: String)
    case noTargets(manifest: String)
    case targetNotFound(name: String, manifest: String, available: [String])
    case ambiguousTarget(manifest: String, available: [String])
    case cacheUnusable(path: String, reason: String)
    case indexStoreUnreadable(path: String, reason: String)
    case indexStoreStale(String)
    case indexStoreForeign(path: String)
    case noIndexStore(root: String)
    case projectUnreadable(path: String, reason: String)
    case severalProjects(folder: String, projects: [String])

    public var description: String {
        switch self {
        case .pathNotFound(let path):
            "\(path): no such file or directory; pass the folder of the app target or of its Package.swift"
        case .notADirectory(let path):
            "\(path): not a folder; pass the folder that holds the monolith's sources or its Package.swift"
        case .noSources(let path):
            "\(path): no Swift or Objective-C sources found; check the path (hidden folders, .build and Pods are skipped)"
        case .manifestUnreadable(let path, let reason):
            "\(path): cannot read the package manifest (\(reason)); fix it, or pass the sources folder itself"
        case .noTargets(let manifest):
            "\(manifest): declares no source targets; pass the sources folder itself"
        case .targetNotFound(let name, let manifest, let available):
            "\(manifest): no target named '\(name)'; choose one of: \(available.joined(separator: ", "))"
        case .ambiguousTarget(let manifest, let available):
            "\(manifest): several targets; choose one with --target: \(available.joined(separator: ", "))"
        case .cacheUnusable(let path, let reason):
            "\(path): cannot use the index cache (\(reason)); check the folder's permissions and free space, or pass --no-cache"
        case .indexStoreUnreadable(let path, let reason):
            "\(path): cannot read the index store (\(reason)); pass the store folder itself (.build/<triple>/debug/index/store, or DerivedData/<Project>-…/Index.noindex/DataStore)"
        case .indexStoreStale(let staleness):
            "\(staleness); build again (swift build, or in Xcode) so the compiler re-indexes, or pass --syntax-only"
        case .indexStoreForeign(let path):
            "\(path): the index store has no record of this monolith's files; pass the store of a build of this monolith"
        case .noIndexStore(let root):
            "\(root): no index store found (.build/<triple>/debug/index/store, Xcode's DerivedData); build first (swift build) or pass --index-store <path>"
        case .projectUnreadable(let path, let reason):
            "\(path): cannot read the Xcode project: \(reason)"
        case .severalProjects(let folder, let projects):
            "\(folder): several Xcode projects; pass one of them: \(projects.joined(separator: ", "))"
        }
    }
}
