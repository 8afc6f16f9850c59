import Analyzer

/// The manifest gains a target and a static library product per module, each depending on the
/// modules it uses and on the outside products it imports: the package's own manifest edited in
/// place, or a new local package's written whole.
struct WriteManifest: SplitPass {
    func run(on split: inout Split) throws {
        let context = split.context
        let app = split.app
        var dependenciesByTarget: [String: Set<String>] = [:]
        for (path, targets) in split.targetsUsed {
            dependenciesByTarget[split.target(ofFile: path), default: []].formUnion(targets.subtracting([app]))
        }
        // What the app target depends on outside the monolith goes to the modules that import it.
        let linked = LinkedPackages(
            split.xcodeTarget.map { split.xcodeProject?.packagesReachable(from: $0) ?? [] } ?? [],
            projectFolder: split.xcodeProjectFolder ?? "", packageFolder: String(split.layout.packageFolder.dropLast()))
        let outside = split.manifest?.dependencies(ofTarget: app) ?? linked.productByModule
        var importedPackages: [String: Set<String>] = [:]
        for imported in context.index.imports {
            guard let entry = outside[imported.module] else { continue }
            importedPackages[split.module(ofFile: imported.location.file), default: []].insert(entry)
        }
        let objectiveCTargets = split.layout.objectiveCTargets(
            files: context.index.files, moduleOfFile: split.module(ofFile:))
        var newTargets: [ManifestEditor.NewTarget] = []
        for module in context.assignment.modules.dropFirst() {
            if let objc = objectiveCTargets[module], objc != module {
                newTargets.append(
                    .init(name: objc, dependencies: (dependenciesByTarget[objc] ?? []).sorted(), resources: []))
                dependenciesByTarget[module, default: []].insert(objc)
            }
            let swiftDependencies = Set(context.graph.successors(of: module)).union(dependenciesByTarget[module] ?? [])
                .subtracting([module])
            newTargets.append(
                .init(
                    name: module, dependencies: swiftDependencies.sorted(),
                    resources: split.resources.byModule[module] ?? [],
                    otherDependencies: importedPackages[module]?.sorted() ?? [],
                    exclude: split.excludedByModule[module] ?? []))
        }

        if let manifest = split.manifest {
            let change: ManifestEditor.AppChange =
                split.emptiesApp
                ? .emptied(replacements: split.tests.modulesUsed)
                : .kept(
                    resources: split.resources.kept, dependencies: context.graph.successors(of: app),
                    exclude: split.excludedKept)
            guard
                let edited = manifest.edited(
                    app: app, change: change, modules: newTargets,
                    testTargets: split.tests.targets.map {
                        .init(name: $0.name, dependencies: $0.dependencies, resources: [])
                    },
                    besideTestTarget: split.tests.beside)
            else { throw SplitPlanner.Problem.unreadable(split.layout.manifestPath) }
            split.changes.manifest = edited
            return
        }
        let settings = split.xcodeTarget?.settings
        let conditions = ConditionDefines(settings?.compilationConditionsByConfiguration ?? [])
        let localizations = split.resources.byModule.values.joined().compactMap { rule in
            rule.path.split(separator: "/").first { $0.hasSuffix(".lproj") }.map { String($0.dropLast(".lproj".count)) }
        }
        split.changes.manifest =
            PackageManifestWriter(
                name: SplitLayout.packageName(app: app), app: app, targets: newTargets,
                products: Array(context.assignment.modules.dropFirst()),
                defaultLocalization: localizations.contains("en") ? "en" : localizations.min(),
                platforms: settings?.deploymentTargets ?? [:], swiftVersion: settings?.swiftVersion,
                defines: conditions.defines,
                objectiveCTargets: Set(objectiveCTargets.values),
                packageDependencies: linked.declarations(of: importedPackages.values.joined())
            ).text
        let ours = Set(context.assignment.modules).union(objectiveCTargets.values)
        var unknownImports: [String: Set<String>] = [:]
        for imported in context.index.imports
        where imported.location.file.hasSuffix(".swift")
            && !ours.contains(imported.module) && !AppleFrameworks.names.contains(imported.module)
            && outside[imported.module] == nil
        {
            let module = split.module(ofFile: imported.location.file)
            if module != app { unknownImports[module, default: []].insert(imported.module) }
        }
        for (module, imports) in unknownImports.sorted(by: { $0.key < $1.key }) {
            split.changes.leftForAHuman.append(
                "\(module) imports \(imports.sorted().joined(separator: ", ")), no Apple framework: add the package\(imports.count == 1 ? "" : "s") to \(split.layout.manifestPath) and to \(module)'s dependencies"
            )
        }
        if settings?.deploymentTargets.isEmpty ?? true {
            split.changes.leftForAHuman.append(
                "\(split.layout.manifestPath): set `platforms:` to \(app)'s deployment targets")
        }
        let configurationsOf = context.index.monolith.conditionsOfOtherConfigurations
        for (path, tested) in context.index.uncarriedConditionsByFile.sorted(by: { $0.key < $1.key })
        where split.module(ofFile: path) != app {
            let configurations = Set(tested.flatMap { configurationsOf[$0, default: []] }).sorted()
            split.changes.leftForAHuman.append(
                "\(path) tests \(tested.joined(separator: ", ")), which only \(app)'s \(configurations.joined(separator: ", ")) configuration"
                    + "\(configurations.count == 1 ? " defines" : "s define"); in \(split.module(ofFile: path)), built debug or release as every package is, the test never passes: check that `#if`"
            )
        }
    }
}
