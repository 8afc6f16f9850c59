import Analyzer
import Foundation

/// Resources go with the code that looks them up (`ResourcePlacement`): a package's by its
/// manifest's rules, each rule with the module all its resources go with, else the one whose
/// sources sit beside it; an app's one by one. A module whose resources others look up gives
/// them its bundle through a public accessor, and they import it.
struct PlaceResources: SplitPass {
    func run(on split: inout Split) {
        let context = split.context
        let placedByUse = ResourcePlacement.byUse(context, planned: context.assignment.moduleByResource)
        let placement: ResourcePlacement
        if let manifest = split.manifest {
            var placed: [String: String] = [:]
            for rule in manifest.resourceRules(ofTarget: split.app) {
                let path = "\(context.index.monolith.sourcePath)/\(rule.path)"
                let resources = context.index.resources.map(\.path).filter { $0 == path || $0.hasPrefix(path + "/") }
                let modules = Set(resources.compactMap { placedByUse[$0] })
                let module =
                    modules.count == 1 && resources.allSatisfy({ placedByUse[$0] != nil })
                    ? modules.first! : split.module(besidePath: rule.path)
                for resource in resources { placed[resource] = module }
                if module == split.app {
                    split.resources.kept.append(rule)
                } else {
                    split.resources.byModule[module, default: []].append(rule)
                    split.changes.moves[path] = split.layout.destination(ofResource: path, module: module)
                }
            }
            placement = ResourcePlacement(context: context, placed: placed)
        } else {
            placement = ResourcePlacement(context: context, placed: placedByUse)
            for (path, module) in placement.moduleOfResource.sorted(by: { $0.key < $1.key }) {
                let relative = split.layout.relative(path)
                split.resources.byModule[module, default: []].append(
                    .init(path: relative, source: ".process(\"\(relative)\")"))
                split.changes.moves[path] = split.layout.destination(ofResource: path, module: module)
            }
        }
        split.changes.notes += placement.notes
        split.changes.leftForAHuman += placement.unreachable

        let declaredNames = Set(context.index.declarations.map(\.name))
        var accessors: [String: String] = [:]
        for module in placement.modulesWithSharedBundles.sorted() {
            let name = declaredNames.contains("\(module)Resources") ? "\(module)ResourceBundle" : "\(module)Resources"
            accessors[module] = name
            split.changes.createdFiles["\(split.layout.packageFolder)Sources/\(module)/\(name).swift"] = """
                import Foundation

                /// The bundle of \(module)'s resources, for the modules that look them up (written by `cleave apply`).
                public enum \(name) {
                    public static let bundle = Bundle.module
                }

                """
        }
        for (location, bundle) in placement.bundles {
            switch bundle {
            case .own:
                split.resources.bundleExpressions[location] = "Bundle.module"
            case .of(let module):
                split.resources.bundleExpressions[location] = "\(accessors[module] ?? module).bundle"
                split.targetsUsed[location.file, default: []].insert(module)
            }
        }
    }
}
