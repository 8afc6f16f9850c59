/// Problems a user can cause and fix; each message names the path and what to do.
public enum AnalyzerError: UserFacingError, Equatable {
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
    /// `--build` on a monolith with no default build command (an Xcode project, a folder).
    case buildCommandNeeded(path: String, isXcodeProject: Bool)
    /// `--build` ran and failed (status nil: it could not be started).
    case buildFailed(command: String, folder: String, status: Int32?, lastLines: [String])
    /// `--build` succeeded but no store is where it should be (`store`: the one named with --index-store).
    case buildLeftNoStore(command: String, folder: String, store: String?)
    /// `--build` succeeded but the store it left does not cover the monolith's sources.
    case builtStoreUnusable(command: String, reason: String)
    case projectUnreadable(path: String, reason: String)
    case severalProjects(folder: String, projects: [String])
    case sourceUnreadable(String)

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
        case .buildCommandNeeded(let path, true):
            "\(path): cleave has no default build command for an Xcode project; pass --build-command \"<cmd>\" "
                + "(an xcodebuild that indexes, whose store is then looked for in DerivedData/<Project>-…/Index.noindex/DataStore, "
                + "or named with --index-store <store>), or build in Xcode and pass --index-store <store> without --build"
        case .buildCommandNeeded(let path, false):
            "\(path): a folder of sources has no build cleave knows; pass --build-command \"<cmd>\" with --index-store <store> "
                + "(where that build writes its index store), or drop --build to resolve references from syntax"
        case .buildFailed(let command, let folder, let status, let lastLines):
            "`\(command)` failed in \(folder) (\(status.map { "exit status \($0)" } ?? "it could not be started")); nothing was indexed:\n"
                + lastLines.map { "  \($0)" }.joined(separator: "\n")
                + "\nfix the build (or pass the right one with --build-command), or drop --build to resolve references from syntax"
        case .buildLeftNoStore(let command, let folder, let store?):
            "\(store): `\(command)` succeeded in \(folder) but wrote no index store there; pass the store the build writes with --index-store"
        case .buildLeftNoStore(let command, let folder, nil):
            "`\(command)` succeeded in \(folder) but left no index store where cleave looks (.build/<triple>/debug/index/store, "
                + "DerivedData/<Project>-…/Index.noindex/DataStore); make the build index (swift build does in debug; xcodebuild with "
                + "COMPILER_INDEX_STORE_ENABLE=YES), or pass --index-store <store> naming where it writes one"
        case .builtStoreUnusable(let command, let reason):
            "after `\(command)`, \(reason); the build did not compile every file of the monolith: check that the command builds "
                + "this target (--build-command), or pass --index-store <store> naming the store it writes"
        case .projectUnreadable(let path, let reason):
            "\(path): cannot read the Xcode project: \(reason)"
        case .severalProjects(let folder, let projects):
            "\(folder): several Xcode projects; pass one of them: \(projects.joined(separator: ", "))"
        case .sourceUnreadable(let path):
            "\(path): cannot read it; make it readable (chmod u+r) and run again; nothing was indexed"
        }
    }
}
