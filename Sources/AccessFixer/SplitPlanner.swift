import Analyzer
import Foundation
import Splitter

/// Computes the changes of a split: each module's files move to `Sources/<Module>` (keeping their
/// folders) of the package, or of a new local package beside an app that is no SwiftPM target,
/// with the resources the plan or the manifest gives them; access is raised to what the cut needs;
/// imports are added where a file uses another module; the manifest gets a target per module.
/// Each of those is a pass of its own, run in `passes` order over one `Split`.
public struct SplitPlanner {
    /// What a split is asked for beyond the plan.
    public struct Options {
        /// The Objective-C bridging header of an app target, relative to the root: it stays with the app.
        public var bridgingHeader: String?
        /// The Xcode project (its `.xcodeproj`) and target the app is, whose project file the split
        /// edits and whose settings (deployment targets, Swift version, conditions) its package takes.
        public var xcode: (project: URL, target: String)?
        /// Where an app that is no SwiftPM target gets its local package, relative to the root,
        /// when not `Packages/<App>Modules`.
        public var packageFolder: String?
        /// `package` instead of `public` (`--access package`): every module is in the one package.
        public var samePackage = false
        /// Where the interfaces of the modules the monolith imports are read from.
        public var interfaces = ModuleInterfaces.ofToolchain()
    }

    /// The passes, in order. Moves come first: later passes name files by their old paths, but
    /// the bridging header and the Xcode project need to know what left. Resources are placed
    /// before look-ups are rewritten (which bundle each reads) and before imports (a module that
    /// reads another's bundle imports it). Tests are split before the manifest, which declares
    /// their new targets, and the project links the package last, once its products are known.
    static let passes: [any SplitPass] = [
        MoveSources(),
        PlaceResources(),
        NoteFilesTheAppKeeps(),
        FollowExcludedPaths(),
        RaiseAccess(),
        WritePublicInitializers(),
        FollowModuleQualifiers(),
        RewriteRuntimeLookups(),
        KeepArchivedClassNames(),
        AddModuleImports(),
        ImportModulesInOtherTargets(),
        TrimBridgingHeader(),
        SplitTests(),
        WriteManifest(),
        LinkXcodeProject(),
    ]

    let context: PlanContext
    let root: URL
    var options: Options

    public init(
        context: PlanContext, root: URL, bridgingHeader: String? = nil, xcode: (project: URL, target: String)? = nil,
        packageFolder: String? = nil
    ) {
        self.context = context
        self.root = root
        options = Options(bridgingHeader: bridgingHeader, xcode: xcode, packageFolder: packageFolder)
    }

    public enum Problem: UserFacingError {
        case findingsLeft([Finding])
        /// Uses a module's `inverts` names that are still there: its split would not build.
        case inversionsPending([(dependency: ModuleGraph.Dependency, waysOut: [WayOut])])
        case unreadable(String)
        case projectEditFailed(String)

        public var description: String {
            switch self {
            case .findingsLeft(let findings):
                return
                    "the plan has \(findings.count) error\(findings.count == 1 ? "" : "s") (`cleave check` lists them); a split with them would not build:\n"
                    + findings.prefix(10).map { "  \($0.location.map { "\($0): " } ?? "")\($0.message) [\($0.code)]" }
                    .joined(separator: "\n")
            case .inversionsPending(let inversions):
                return
                    "\(inversions.count) inversion\(inversions.count == 1 ? "" : "s") the plan counts on \(inversions.count == 1 ? "is" : "are") not done yet; "
                    + "a module cut out before its inversion would not build. Do \(inversions.count == 1 ? "it" : "them") first, or apply the other modules one step at a time (`cleave apply --step`):\n"
                    + inversions.prefix(10).map { inversion in
                        let dependency = inversion.dependency
                        return
                            "  \(dependency.witnesses.first.map { "\($0.location): " } ?? "")\(dependency.from) still uses \(dependency.to) (\(dependency.witnesses.count) reference\(dependency.witnesses.count == 1 ? "" : "s"))"
                            + (inversion.waysOut.first.map { "; way out: \($0.summary)" } ?? "")
                    }.joined(separator: "\n")
            case .unreadable(let path):
                return "\(path): cannot read it; check the file's permissions"
            case .projectEditFailed(let path):
                return
                    "\(path): the project file would no longer read as a property list after the edit, so nothing was written; open and save it in Xcode (which rewrites it in its own layout), then apply again"
            }
        }
    }

    /// - Parameter samePackage: `package` instead of `public` (`--access package`): every module
    ///   of the split is in the one package.
    public func changes(findings: [Finding], samePackage: Bool = false) throws -> SplitChanges {
        let errors = findings.filter { $0.severity == .error }
        guard errors.isEmpty else { throw Problem.findingsLeft(errors) }
        guard context.plannedInversions.isEmpty else { throw Problem.inversionsPending(context.plannedInversions) }
        var options = options
        options.samePackage = samePackage
        var split = try Split(context: context, root: root, options: options)
        for pass in Self.passes { try pass.run(on: &split) }
        return split.changes
    }
}
