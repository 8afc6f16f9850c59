import Analyzer
import Foundation
import Splitter

/// Which module each resource goes with, and which bundle each look-up in moving code reads then.
///
/// A resource the plan does not place goes with the code that looks it up: the one module that
/// does, or the nearest module all of them depend on. A look-up reads its own module's bundle
/// (`Bundle.module`) when what it names is there, and the bundle of a module it depends on
/// (`<Module>Resources.bundle`, which the split writes) when it is there. One that names what
/// stays in the app keeps reading the main bundle, which still works for code linked into the app,
/// and is reported; rewriting it would not even build, since a target without resources has no
/// `Bundle.module`.
struct ResourcePlacement {
    /// The bundle a look-up reads after the split.
    enum Bundle: Hashable {
        case own
        /// Another module's, through its resource accessor.
        case of(String)
    }

    /// Resource path → module, for the resources that leave the app.
    let moduleOfResource: [String: String]
    /// The look-ups that read a module's bundle after the split, and whose.
    private(set) var bundles: [SourceLocation: Bundle] = [:]
    /// A line for each resource that stays in the app although moving code looks it up.
    private(set) var notes: [String] = []
    /// Look-ups of `Bundle.module` that would find no resource after the split, with the fix.
    private(set) var unreachable: [String] = []

    /// The modules whose resources other modules look up: each gets a public accessor to its bundle.
    var modulesWithSharedBundles: Set<String> {
        Set(bundles.values.compactMap { if case .of(let module) = $0 { return module } else { return nil } })
    }

    /// - Parameter placed: resource path → module for the resources whose module is decided.
    init(context: PlanContext, placed: [String: String]) {
        let app = context.assignment.appName
        let lookups = Self.lookups(context)
        moduleOfResource = placed.filter { $0.value != app }
        let modulesWithResources = Set(moduleOfResource.values)
        var staying: [String: Set<String>] = [:]
        for (lookup, module, resources) in lookups where module != app && lookup.bundle != .other {
            let homes = Set(resources.map { moduleOfResource[$0] ?? app })
            // `Bundle.module` in the monolith read the app target's bundle; in the module it reads its own.
            let readsOwn = lookup.bundle == .module
            if resources.isEmpty {
                // A name only known at run time: the module's bundle if it has one.
                if modulesWithResources.contains(module), !readsOwn { bundles[lookup.location] = .own }
            } else if homes == [module] {
                if !readsOwn { bundles[lookup.location] = .own }
            } else if homes.count == 1, let home = homes.first, home != app,
                Self.reach(from: module, context.graph).contains(home)
            {
                bundles[lookup.location] = .of(home)
            } else if readsOwn {
                unreachable.append(
                    "\(lookup.location): looks up '\(lookup.resourceName ?? "")' in Bundle.module, which \(module) will not have "
                        + "(it stays in \(homes.sorted().joined(separator: ", "))): place the resource in \(module) or a module it depends on in the plan"
                )
            } else {
                for resource in resources where moduleOfResource[resource] != module {
                    staying[resource, default: []].insert(module)
                }
            }
        }
        let users = Self.users(lookups)
        notes = staying.sorted { $0.key < $1.key }.map { resource, modules in
            let home = moduleOfResource[resource] ?? app
            let lookedUpFrom = (users[resource] ?? []).sorted().joined(separator: ", ")
            return
                "\(resource) stays in \(home) (looked up from \(lookedUpFrom)): \(modules.sorted().joined(separator: ", ")) "
                + "keep\(modules.count == 1 ? "s" : "") reading it from the main bundle, which works in the app; give each module its own copy of what it uses to make it self-contained"
        }
    }

    /// The plan's placement, with each resource it leaves out placed by the code that looks it up:
    /// the one module that does, or the nearest module all of them depend on. The app's own look-ups
    /// keep a resource in the app, and so does the app's need of it (`appOwnedFiles`: its icon's catalog).
    static func byUse(_ context: PlanContext, planned: [String: String]) -> [String: String] {
        var placed = planned
        let appOwned = context.index.monolith.appOwnedFiles
        for (resource, modules) in users(lookups(context))
        where planned[resource] == nil && appOwned[resource] == nil && !modules.contains(context.assignment.appName) {
            if let home = nearestCommonDependency(of: modules, context.graph) { placed[resource] = home }
        }
        return placed
    }

    private static func lookups(_ context: PlanContext) -> [(
        lookup: ResourceLookup, module: String, resources: [String]
    )] {
        context.index.resourceLookups.map { lookup in
            (
                lookup, context.assignment.module(ofFile: lookup.location.file),
                context.index.resources.filter { resource($0, answers: lookup) }.map(\.path)
            )
        }
    }

    private static func users(_ lookups: [(lookup: ResourceLookup, module: String, resources: [String])]) -> [String:
        Set<String>]
    {
        var users: [String: Set<String>] = [:]
        for (_, module, resources) in lookups {
            for resource in resources { users[resource, default: []].insert(module) }
        }
        return users
    }

    /// The nearest module that each of `modules` is or depends on, directly or not: of those, the
    /// one no other depends on (the one user itself, when there is one).
    private static func nearestCommonDependency(of modules: Set<String>, _ graph: ModuleGraph) -> String? {
        let reaches = modules.map { reach(from: $0, graph) }
        guard let first = reaches.first else { return nil }
        let common = reaches.dropFirst().reduce(first) { $0.intersection($1) }
        return common.sorted().first { candidate in
            !common.contains { $0 != candidate && reach(from: $0, graph).contains(candidate) }
        }
    }

    /// A module and everything it depends on, directly or not.
    private static func reach(from module: String, _ graph: ModuleGraph) -> Set<String> {
        Reachability.reachable(from: [module], successors: graph.successors(of:))
    }

    /// Whether a look-up can name the resource: an asset, string key or entity it holds, or its file.
    static func resource(_ resource: Resource, answers lookup: ResourceLookup) -> Bool {
        guard let name = lookup.resourceName else { return false }
        let isStrings = resource.kind == .strings || resource.kind == .stringsCatalog
        switch lookup.api {
        case .nsLocalizedString, .stringLocalized, .localizedStringKey:
            return isStrings && resource.names.contains(name)
        case .uiImageNamed, .nsImageNamed, .swiftUIImage, .uiColorNamed, .swiftUIColor, .nsDataAsset:
            return !isStrings
                && (resource.kind == .assetCatalog ? resource.names.contains(name) : fileName(resource.path) == name)
        case .nib, .storyboard, .bundleURL, .bundlePath:
            return !isStrings
                && (fileName(resource.path) == name || (resource.path as NSString).lastPathComponent == name)
        }
    }

    /// `Resources/Model.xcdatamodeld` → `Model`.
    private static func fileName(_ path: String) -> String {
        ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    }
}
