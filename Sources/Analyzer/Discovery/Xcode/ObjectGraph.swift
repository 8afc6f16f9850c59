import Foundation

/// The `objects` of a project file, with the paths of its file elements worked out from their groups.
struct ObjectGraph {
    typealias Object = [String: Any]
    let objects: [String: Object]
    let root: Object
    let path: String
    let paths: ElementPaths

    init(_ plist: Any, path: String) throws {
        self.path = path
        guard let top = plist as? [String: Any], let objects = top["objects"] as? [String: Object],
            let rootID = top["rootObject"] as? String, let root = objects[rootID],
            root["isa"] as? String == "PBXProject"
        else {
            throw XcodeProject.Problem(
                path: path, reason: "no project in it (no `objects` with a `PBXProject` root object)")
        }
        self.objects = objects
        self.root = root
        paths = ElementPaths(objects: objects)
    }

    func targets(projectFolder: URL) -> [XcodeProject.Target] {
        let localPackages = localPackageFolders(projectFolder)
        let synchronizedGroups = objects.filter { $0.value["isa"] as? String == "PBXFileSystemSynchronizedRootGroup" }
            .keys.sorted()
        let targetIDs = (root["targets"] as? [String] ?? []).filter {
            objects[$0]?["isa"] as? String == "PBXNativeTarget"
        }
        return targetIDs.map { targetID in
            let target = objects[targetID]!
            let name = target["name"] as? String ?? "?"
            var sources: [String] = []
            var resources: [String] = []
            var frameworks: [String] = []
            var dangling: [String] = []
            for phase in (target["buildPhases"] as? [String] ?? []).compactMap({ objects[$0] }) {
                let ids = phase["files"] as? [String] ?? []
                // A build file that names nothing the project has builds nothing: said, not dropped silently.
                dangling += ids.filter { id in
                    objects[id] == nil || (objects[id]?["fileRef"] as? String).map { objects[$0] == nil } == true
                }
                let files = ids.compactMap { objects[$0] }
                switch phase["isa"] as? String {
                case "PBXSourcesBuildPhase", "PBXHeadersBuildPhase":
                    sources += files.flatMap { paths.paths(ofBuildFile: $0) }
                case "PBXResourcesBuildPhase":
                    resources += files.flatMap { paths.paths(ofBuildFile: $0) }
                case "PBXFrameworksBuildPhase":
                    frameworks += files.compactMap { file in
                        (file["fileRef"] as? String).flatMap { objects[$0] }.flatMap {
                            ($0["path"] as? String).map { ($0 as NSString).lastPathComponent }
                        }
                    }
                default: break
                }
            }
            let ownGroups = target["fileSystemSynchronizedGroups"] as? [String] ?? []
            let synchronized =
                ownGroups.flatMap { paths.synchronizedFiles($0, target: targetID, projectFolder: projectFolder) }
                + paths.filesIncluded(
                    in: synchronizedGroups.filter { !ownGroups.contains($0) }, target: targetID,
                    projectFolder: projectFolder)
            sources += synchronized.filter { SourceKinds.isCompiled($0) }
            resources += synchronized.filter { !SourceKinds.isCompiled($0) && !SourceKinds.isNotBundled($0) }
            let linked = (target["packageProductDependencies"] as? [String] ?? []).compactMap { objects[$0] }
                .compactMap { linkedPackage($0, projectFolder: projectFolder, localPackages: localPackages) }.sorted {
                    $0.product < $1.product
                }
            var settings = settings(of: target, name: name, projectFolder: projectFolder)
            if !dangling.isEmpty {
                let file = URL(fileURLWithPath: path).deletingLastPathComponent().lastPathComponent + "/project.pbxproj"
                settings.warnings.append(
                    Diagnostic(
                        severity: .warning, file: file,
                        message:
                            "\(dangling.count) build file\(dangling.count == 1 ? "" : "s") of \(name) name\(dangling.count == 1 ? "s" : "") nothing the project has "
                            + "(\(dangling.prefix(3).joined(separator: ", "))), so what \(dangling.count == 1 ? "it builds is" : "they build are") left out; open the project in Xcode to repair it"
                    ))
            }
            return XcodeProject.Target(
                name: name, productType: target["productType"] as? String ?? "",
                sources: Array(Set(sources)).sorted(), resources: Array(Set(resources)).sorted(),
                settings: settings, packageProducts: linked.map(\.product),
                frameworks: frameworks.sorted(), linkedPackages: linked, productName: target["productName"] as? String)
        }
    }

    /// A product dependency with its package: a local one's folder and targets, a remote one's URL and version rule.
    private func linkedPackage(
        _ dependency: Object, projectFolder: URL, localPackages: [(path: String, products: Set<String>)]
    ) -> XcodeProject.LinkedPackage? {
        guard let product = dependency["productName"] as? String else { return nil }
        var linked = XcodeProject.LinkedPackage(product: product)
        func local(_ path: String) {
            linked.localPath = path
            if let text = Self.manifest(in: path, projectFolder: projectFolder) {
                linked.localModules = PackageManifestReader().targets(inManifest: text)
                    .filter { ManifestSyntax.sourceTargetKinds.contains($0.kind) }.map(\.name).sorted()
                linked.dependencies = Self.dependencyProducts(ofLocalPackage: path, projectFolder: projectFolder)
            }
        }
        guard let reference = (dependency["package"] as? String).flatMap({ objects[$0] }) else {
            // Before Xcode 15 a local package was a folder of the project's groups, and its products name no package.
            if let folder = localPackages.first(where: { $0.products.contains(product) }) { local(folder.path) }
            return linked
        }
        if let path = reference["relativePath"] as? String {
            local(path)
        } else if let url = reference["repositoryURL"] as? String {
            linked.url = url
            let rule = reference["requirement"] as? [String: Any] ?? [:]
            let version = { (key: String) in (rule[key] as? String).map { "\"\($0)\"" } }
            linked.requirement =
                switch rule["kind"] as? String {
                case "exactVersion": version("version").map { "exact: \($0)" }
                case "branch": version("branch").map { "branch: \($0)" }
                case "revision": version("revision").map { "revision: \($0)" }
                case "upToNextMinorVersion": version("minimumVersion").map { ".upToNextMinor(from: \($0))" }
                default: version("minimumVersion").map { "from: \($0)" }
                }
        }
        return linked
    }

    private static func manifest(in folder: String, projectFolder: URL) -> String? {
        let manifest = projectFolder.appendingPathComponent(folder).appendingPathComponent("Package.swift")
        return FileManager.default.contents(atPath: manifest.path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The products a local package's targets use from the packages it depends on, and so on down
    /// its local dependencies (Ice Cubes' `Account` uses `DesignSystem`, which uses `NukeUI`), each
    /// product once, the nearest first; local paths relative to the project's folder.
    private static func dependencyProducts(ofLocalPackage folder: String, projectFolder: URL) -> [XcodeProject
        .LinkedPackage]
    {
        var products: [XcodeProject.LinkedPackage] = []
        var pending = [folder]
        var visited: Set<String> = [folder]
        while !pending.isEmpty {
            let package = pending.removeFirst()
            guard let text = manifest(in: package, projectFolder: projectFolder) else { continue }
            for var product in PackageManifestReader().dependencyProducts(inManifest: text)
            where !products.contains(where: { $0.product == product.product }) {
                product.localPath = product.localPath.map {
                    $0.hasPrefix("/") ? $0 : RelativePath.normalized(package + "/" + $0)
                }
                products.append(product)
                if let path = product.localPath, visited.insert(path).inserted { pending.append(path) }
            }
        }
        return products
    }

    /// Folders of the project's groups that hold a `Package.swift`, with the names its manifest
    /// declares: folder references, and synchronized folders and their sub-folders (NetNewsWire's
    /// `Modules/Account`).
    private func localPackageFolders(_ projectFolder: URL) -> [(path: String, products: Set<String>)] {
        // (Pocket Casts' `Modules/DataModel` is a reference of type `text`: any that is no source file.)
        let references = objects.filter { id, object in
            object["isa"] as? String == "PBXFileReference"
                && (object["lastKnownFileType"] as? String)?.hasPrefix("sourcecode") != true
        }.keys.compactMap { paths.path(of: $0) }
        let synchronized = objects.filter { $0.value["isa"] as? String == "PBXFileSystemSynchronizedRootGroup" }.keys
            .compactMap { paths.path(of: $0) }
        let subfolders = synchronized.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: projectFolder.appendingPathComponent(folder).path))
                ?? []).map { ElementPaths.join(folder, $0) }
        }
        return Set(references + synchronized + subfolders).sorted().compactMap { path in
            guard let manifest = Self.manifest(in: path, projectFolder: projectFolder) else { return nil }
            let names = manifest.matches(of: /name:\s*"([^"]+)"/).map { String($0.1) }
            return (path, Set(names))
        }
    }

    func identifiers() -> XcodeProject.Identifiers {
        var identifiers = XcodeProject.Identifiers(
            project: objects.first { $0.value["isa"] as? String == "PBXProject" }?.key ?? "")
        identifiers.all = Set(objects.keys)
        for (id, object) in objects {
            switch object["isa"] as? String {
            case "PBXNativeTarget":
                let name = object["name"] as? String ?? ""
                identifiers.targets[name] = id
                identifiers.frameworksPhases[name] = (object["buildPhases"] as? [String] ?? []).first {
                    objects[$0]?["isa"] as? String == "PBXFrameworksBuildPhase"
                }
            case "PBXFileReference", "XCVersionGroup":
                if let path = paths.path(of: id) { identifiers.elements[path, default: []].append(id) }
            case "PBXVariantGroup":
                for child in object["children"] as? [String] ?? [] { identifiers.variantGroups[child] = id }
            case "PBXBuildFile":
                if let element = object["fileRef"] as? String {
                    identifiers.buildFiles[element, default: []].append(id)
                }
            case "PBXFileSystemSynchronizedRootGroup":
                guard let folder = paths.path(of: id) else { break }
                identifiers.synchronizedFolders[folder] = id
                for set in object["exceptions"] as? [String] ?? [] {
                    let entries = objects[set]?["membershipExceptions"] as? [String] ?? []
                    identifiers.exceptionSets[set] = XcodeProject.ExceptionSet(entries: entries.count, folder: id)
                    for entry in entries {
                        identifiers.exceptionEntries[ElementPaths.join(folder, entry), default: []].append(
                            .init(set: set, entry: entry))
                    }
                }
            default: break
            }
        }
        for key in Array(identifiers.elements.keys) { identifiers.elements[key]?.sort() }
        for key in Array(identifiers.buildFiles.keys) { identifiers.buildFiles[key]?.sort() }
        return identifiers
    }

    /// Each configuration of the target, over the project's configuration of the same name (its
    /// default one when it has none of that name).
    private func settings(of target: Object, name: String, projectFolder: URL) -> XcodeProject.BuildSettings {
        let projectList = (root["buildConfigurationList"] as? String).flatMap { objects[$0] }
        let targetList = (target["buildConfigurationList"] as? String).flatMap { objects[$0] }
        let projectConfigurations = configurations(of: projectList)
        let targetConfigurations = targetList.map(configurations(of:)) ?? projectConfigurations.map { ($0.name, [:]) }
        var settings = XcodeProject.BuildSettings(values: [:], configurationNames: targetConfigurations.map(\.name))
        for (configuration, targetLevel) in targetConfigurations {
            let projectLevel =
                projectConfigurations.first { $0.name == configuration }?.object
                ?? projectConfigurations.first { $0.name == projectList?["defaultConfigurationName"] as? String }?
                .object ?? [:]
            var assignments: [SettingAssignment] = []
            for level in [projectLevel, targetLevel] {
                if let path = configFilePath(of: level) {
                    let file = XCConfigFile(path: path, projectFolder: projectFolder)
                    assignments += file.assignments
                    settings.warnings += file.warnings.filter { !settings.warnings.contains($0) }
                }
                assignments += Self.assignments(ofBuildSettings: level["buildSettings"] as? [String: Any] ?? [:])
            }
            let resolved = ConfigurationSettings(
                assignments, configuration: configuration,
                builtIn: ["TARGET_NAME": name, "CONFIGURATION": configuration])
            settings.configurations[configuration] = .init(values: resolved.values, configFiles: resolved.configFiles)
        }
        let chosen =
            targetConfigurations.first { $0.name == targetList?["defaultConfigurationName"] as? String }
            ?? targetConfigurations.last
        if let chosen = chosen.flatMap({ settings.configurations[$0.name] }) {
            (settings.values, settings.configFiles) = (chosen.values, chosen.configFiles)
        }
        return settings
    }

    private func configurations(of list: Object?) -> [(name: String, object: Object)] {
        (list?["buildConfigurations"] as? [String] ?? []).compactMap { objects[$0] }.map {
            ($0["name"] as? String ?? "", $0)
        }
    }

    /// A configuration's xcconfig: a file reference, or (Xcode 16) a path in a synchronized folder.
    private func configFilePath(of configuration: Object) -> String? {
        if let reference = configuration["baseConfigurationReference"] as? String { return paths.path(of: reference) }
        guard let anchor = configuration["baseConfigurationReferenceAnchor"] as? String,
            let relativePath = configuration["baseConfigurationReferenceRelativePath"] as? String
        else { return nil }
        return paths.path(of: anchor).map { ElementPaths.join($0, relativePath) }
    }

    /// A dictionary has no order: conditional settings go after the plain ones they refine.
    private static func assignments(ofBuildSettings buildSettings: [String: Any]) -> [SettingAssignment] {
        buildSettings.compactMap { key, value in
            SettingAssignment(key: key, value: (value as? [String])?.joined(separator: " ") ?? (value as? String) ?? "")
                .map { (key, $0) }
        }
        .sorted { ($0.1.conditions.count, $0.0) < ($1.1.conditions.count, $1.0) }.map(\.1)
    }
}
