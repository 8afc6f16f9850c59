import Analyzer
import Foundation
import Splitter

/// Which module each resource goes with, and which look-ups then read their module's own bundle.
///
/// A resource the plan does not place goes with the one module whose code looks it up (when
/// `placesByUse`). A look-up in moving code reads `Bundle.module` only when what it names is in
/// its module: one that stays in the app keeps reading the main bundle, which still works for code
/// linked into the app, and is reported; rewriting it would not even build, since a target
/// without resources has no `Bundle.module`.
struct ResourcePlacement {
    /// Resource path → module, for the resources that leave the app.
    private(set) var moduleOfResource: [String: String] = [:]
    /// The look-ups that read their module's bundle after the split.
    private(set) var rewritten: Set<SourceLocation> = []
    /// A line for each resource that stays in the app although moving code looks it up.
    private(set) var notes: [String] = []

    /// - Parameter placed: resource path → module, for the resources whose module is decided (the plan's).
    init(context: PlanContext, placed: [String: String], placesByUse: Bool) {
        let app = context.assignment.appName
        let lookups = context.index.resourceLookups.map { lookup in
            (lookup: lookup, module: context.assignment.module(ofFile: lookup.location.file),
             resources: context.index.resources.filter { Self.resource($0, answers: lookup) }.map(\.path))
        }
        var users: [String: Set<String>] = [:]
        for (_, module, resources) in lookups {
            for resource in resources { users[resource, default: []].insert(module) }
        }
        moduleOfResource = placed.filter { $0.value != app }
        if placesByUse {
            for (resource, modules) in users where placed[resource] == nil && modules.count == 1 && modules.first != app {
                moduleOfResource[resource] = modules.first
            }
        }
        let modulesWithResources = Set(moduleOfResource.values)
        var staying: [String: Set<String>] = [:]
        for (lookup, module, resources) in lookups where module != app {
            if resources.isEmpty {
                // A name only known at run time: the module's bundle if it has one.
                if modulesWithResources.contains(module) { rewritten.insert(lookup.location) }
            } else if resources.allSatisfy({ moduleOfResource[$0] == module }) {
                rewritten.insert(lookup.location)
            } else {
                for resource in resources where moduleOfResource[resource] != module { staying[resource, default: []].insert(module) }
            }
        }
        notes = staying.sorted { $0.key < $1.key }.map { resource, modules in
            let home = moduleOfResource[resource] ?? app
            let lookedUpFrom = (users[resource] ?? []).sorted().joined(separator: ", ")
            return "\(resource) stays in \(home) (looked up from \(lookedUpFrom)): \(modules.sorted().joined(separator: ", ")) "
                + "keep\(modules.count == 1 ? "s" : "") reading it from the main bundle, which works in the app; give each module its own copy of what it uses to make it self-contained"
        }
    }

    /// Whether a look-up can name the resource: an asset, string key or entity it holds, or its file.
    static func resource(_ resource: Resource, answers lookup: ResourceLookup) -> Bool {
        guard let name = lookup.resourceName else { return false }
        let isStrings = resource.kind == .strings || resource.kind == .stringsCatalog
        switch lookup.api {
        case .nsLocalizedString, .stringLocalized, .localizedStringKey:
            return isStrings && resource.names.contains(name)
        case .uiImageNamed, .nsImageNamed, .swiftUIImage, .uiColorNamed, .swiftUIColor, .nsDataAsset:
            return !isStrings && (resource.kind == .assetCatalog ? resource.names.contains(name) : fileName(resource.path) == name)
        case .nib, .storyboard, .bundleURL, .bundlePath:
            return !isStrings && (fileName(resource.path) == name || (resource.path as NSString).lastPathComponent == name)
        }
    }

    /// `Resources/Model.xcdatamodeld` → `Model`.
    private static func fileName(_ path: String) -> String {
        ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    }
}
