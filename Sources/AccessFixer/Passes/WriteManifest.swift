import Analyzer

/// The manifest gains a target and a static library product per module, each depending on the
/// modules it uses and on the outside products it imports: the package's own manifest edited in
/// place, or a new local package's written whole.
struct WriteManifest: SplitPass {
    func run(on split: inout Split) throws {
        // What the app target depends on outside the monolith goes to the modules that import it.
        let linked = LinkedPackages(
            split.xcodeTarget.map { split.xcodeProject?.packagesReachable(from: $0) ?? [] } ?? [],
            projectFolder: split.xcodeProjectFolder ?? "", packageFolder: String(split.layout.packageFolder.dropLast()))
        let outside = split.manifest?.dependencies(ofTarget: split.app) ?? linked.productByModule
        var importedPackages: [String: Set<String>] = [:]
        for imported in split.context.index.imports {
            guard let entry = outside[imported.module] else { continue }
            importedPackages[split.module(ofFile: imported.location.file), default: []].insert(entry)
        }
        let objectiveCTargets = split.layout.objectiveCTargets(
            files: split.context.index.files, moduleOfFile: split.module(ofFile:))
        let newTargets = targets(of: split, objectiveCTargets: objectiveCTargets, importedPackages: importedPackages)
        if let manifest = split.manifest {
            split.changes.manifest = try edited(manifest, adding: newTargets, in: split)
            return
        }
        split.changes.manifest = newPackage(
            of: split, targets: newTargets, objectiveCTargets: objectiveCTargets,
            packageDependencies: linked.declarations(of: importedPackages.values.joined()))
        split.changes.leftForAHuman += unknownImports(
            in: split, ours: Set(split.context.assignment.modules).union(objectiveCTargets.values), outside: outside)
        if split.xcodeTarget?.settings.deploymentTargets.isEmpty ?? true {
            split.changes.leftForAHuman.append(
                "\(split.layout.manifestPath): set `platforms:` to \(split.app)'s deployment targets")
        }
        split.changes.leftForAHuman += conditionsNoLongerTested(in: split)
    }

    /// A target per module, in the plan's order, after its Objective-C target where it has one.
    private func targets(
        of split: Split, objectiveCTargets: [String: String], importedPackages: [String: Set<String>]
    ) -> [ManifestEditor.NewTarget] {
        let context = split.context
        var dependenciesByTarget: [String: Set<String>] = [:]
        for (path, targets) in split.targetsUsed {
            dependenciesByTarget[split.target(ofFile: path), default: []].formUnion(targets.subtracting([split.app]))
        }
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
        return newTargets
    }

    /// The package's own manifest with the modules' targets, the app target kept or emptied, and
    /// the new test targets.
    private func edited(_ manifest: ManifestEditor, adding newTargets: [ManifestEditor.NewTarget], in split: Split)
        throws -> String
    {
        let change: ManifestEditor.AppChange =
            split.emptiesApp
            ? .emptied(replacements: split.tests.modulesUsed)
            : .kept(
                resources: split.resources.kept, dependencies: split.context.graph.successors(of: split.app),
                exclude: split.excludedKept)
        guard
            let edited = manifest.edited(
                app: split.app, change: change, modules: newTargets,
                testTargets: split.tests.targets.map {
                    .init(name: $0.name, dependencies: $0.dependencies, resources: [])
                },
                besideTestTarget: split.tests.beside)
        else { throw SplitPlanner.Problem.unreadable(split.layout.manifestPath) }
        return edited
    }

    /// The manifest of the new local package, with the Xcode target's platforms, Swift version
    /// and compilation conditions, and a default localization when the modules' resources have one.
    private func newPackage(
        of split: Split, targets: [ManifestEditor.NewTarget], objectiveCTargets: [String: String],
        packageDependencies: [String]
    ) -> String {
        let settings = split.xcodeTarget?.settings
        let conditions = ConditionDefines(settings?.compilationConditionsByConfiguration ?? [])
        let localizations = split.resources.byModule.values.joined().compactMap { rule in
            rule.path.split(separator: "/").first { $0.hasSuffix(".lproj") }.map { String($0.dropLast(".lproj".count)) }
        }
        return PackageManifestWriter(
            name: SplitLayout.packageName(app: split.app), app: split.app, targets: targets,
            products: Array(split.context.assignment.modules.dropFirst()),
            defaultLocalization: localizations.contains("en") ? "en" : localizations.min(),
            platforms: settings?.deploymentTargets ?? [:], swiftVersion: settings?.swiftVersion,
            defines: conditions.defines,
            objectiveCTargets: Set(objectiveCTargets.values),
            packageDependencies: packageDependencies
        ).text
    }

    /// The modules that import what is neither theirs, nor an Apple framework, nor a package the
    /// app linked: a package the new manifest cannot name.
    private func unknownImports(in split: Split, ours: Set<String>, outside: [String: String]) -> [String] {
        var unknownImports: [String: Set<String>] = [:]
        for imported in split.context.index.imports
        where imported.location.file.hasSuffix(".swift")
            && !ours.contains(imported.module) && !AppleFrameworks.names.contains(imported.module)
            && outside[imported.module] == nil
        {
            let module = split.module(ofFile: imported.location.file)
            if module != split.app { unknownImports[module, default: []].insert(imported.module) }
        }
        return unknownImports.sorted(by: { $0.key < $1.key }).map { module, imports in
            "\(module) imports \(imports.sorted().joined(separator: ", ")), no Apple framework: add the package\(imports.count == 1 ? "" : "s") to \(split.layout.manifestPath) and to \(module)'s dependencies"
        }
    }

    /// The moved files that test a condition only some of the app's configurations define, which
    /// a package, built debug or release, never does.
    private func conditionsNoLongerTested(in split: Split) -> [String] {
        let app = split.app
        let configurationsOf = split.context.index.monolith.conditionsOfOtherConfigurations
        return split.context.index.uncarriedConditionsByFile.sorted(by: { $0.key < $1.key }).filter {
            split.module(ofFile: $0.key) != app
        }.map { path, tested in
            let configurations = Set(tested.flatMap { configurationsOf[$0, default: []] }).sorted()
            return
                "\(path) tests \(tested.joined(separator: ", ")), which only \(app)'s \(configurations.joined(separator: ", ")) configuration"
                + "\(configurations.count == 1 ? " defines" : "s define"); in \(split.module(ofFile: path)), built debug or release as every package is, the test never passes: check that `#if`"
        }
    }
}
