import Foundation

/// An Xcode project's `project.pbxproj`, read as the old-style property list it is: its targets,
/// the files each builds and bundles, and the build settings that matter to a split.
public struct XcodeProject: Sendable {
    public struct Target: Sendable, Equatable {
        public var name: String
        /// `com.apple.product-type.application`, `….framework`, `….bundle.unit-test`…
        public var productType: String
        /// Compiled files (Swift, Objective-C) and headers, relative to the project's folder.
        public var sources: [String]
        /// What the target bundles: files, asset catalogs, storyboards, each localized variant.
        public var resources: [String]
        public var settings: BuildSettings
        /// Swift package products it links (`XCSwiftPackageProductDependency`).
        public var packageProducts: [String]
        /// Frameworks and libraries it links (`UIKit.framework`, `libz.tbd`).
        public var frameworks: [String]
        /// The packages behind `packageProducts`, in the same order.
        public var linkedPackages: [LinkedPackage] = []
        /// The name Xcode shows for its product (`productName`), which may be neither its name
        /// nor its `PRODUCT_NAME` (NetNewsWire's `ShareExtension`).
        public var productName: String? = nil
    }

    /// A package product a target links, and where its package comes from.
    public struct LinkedPackage: Sendable, Equatable {
        public var product: String
        /// A local package's folder, relative to the project's folder.
        public var localPath: String?
        /// A local package's targets, the modules its products can provide.
        public var localModules: [String] = []
        public var url: String?
        /// A remote package's version rule as PackageDescription writes it (`from: "1.1.0"`).
        public var requirement: String?
        /// A local package's own dependencies' products its targets use, which the app can
        /// import through it (Mastodon's `Alamofire`, through `MastodonSDK`); local paths
        /// relative to the project's folder.
        public var dependencies: [LinkedPackage] = []

        public init(
            product: String, localPath: String? = nil, localModules: [String] = [], url: String? = nil,
            requirement: String? = nil
        ) {
            self.product = product
            self.localPath = localPath
            self.localModules = localModules
            self.url = url
            self.requirement = requirement
        }

        /// The name `.product(name:package:)` knows the package by: its folder's or its URL's last part.
        public var packageIdentity: String {
            let source = localPath ?? url ?? product
            let last = source.split(separator: "/").last.map(String.init) ?? source
            return last.hasSuffix(".git") ? String(last.dropLast(4)) : last
        }
    }

    /// A target's settings as Xcode computes them, each configuration's from four levels, lowest
    /// first: the project's xcconfig, the project's `buildSettings`, the target's xcconfig, the
    /// target's `buildSettings`.
    public struct BuildSettings: Sendable, Equatable {
        /// The default configuration's settings.
        public var values: [String: String]
        /// Setting → the `.xcconfig` files (relative to the project's folder) its value comes from.
        public var configFiles: [String: Set<String>] = [:]
        /// Every configuration's settings by name (`Debug`, `Release`…); their own `configurations` are empty.
        public var configurations: [String: BuildSettings] = [:]
        /// The configurations' names in the project's order.
        public var configurationNames: [String] = []
        /// What could not be read of the xcconfig files, relative to the project's folder.
        public var warnings: [Diagnostic] = []

        /// Each configuration's active compilation conditions, in the project's order.
        public var compilationConditionsByConfiguration: [(configuration: String, conditions: [String])] {
            configurationNames.compactMap { name in configurations[name].map { (name, $0.compilationConditions) } }
        }

        /// The conditions that configurations other than Debug and Release define, and Debug and
        /// Release not both, with those configurations: a package builds debug and release only,
        /// so no package can define them as the app has them (Mastodon's `PROFILE`, of Profile).
        public var conditionsOfOtherConfigurations: [String: [String]] {
            let byName = Dictionary(compilationConditionsByConfiguration, uniquingKeysWith: { first, _ in first })
            let always = Set(byName["Debug"] ?? []).intersection(byName["Release"] ?? [])
            var configurationsOf: [String: [String]] = [:]
            for (configuration, conditions) in compilationConditionsByConfiguration
            where !["Debug", "Release"].contains(configuration) {
                for condition in conditions where !always.contains(condition) {
                    configurationsOf[condition, default: []].append(configuration)
                }
            }
            return configurationsOf
        }

        /// Each once, though `$(inherited)` at several levels may repeat one.
        public var compilationConditions: [String] {
            var seen: Set<String> = []
            let all = (values["SWIFT_ACTIVE_COMPILATION_CONDITIONS"] ?? "").split(separator: " ").map(String.init)
            return all.filter { seen.insert($0).inserted }
        }
        public var bridgingHeader: String? { values["SWIFT_OBJC_BRIDGING_HEADER"].flatMap { $0.isEmpty ? nil : $0 } }
        public var swiftVersion: String? { values["SWIFT_VERSION"] }
        public var moduleName: String? { values["PRODUCT_MODULE_NAME"] }
        /// Platform → minimum version (`iOS` → `15.0`), from the `*_DEPLOYMENT_TARGET` settings.
        public var deploymentTargets: [String: String] {
            var targets: [String: String] = [:]
            for (setting, platform) in Self.deploymentSettings {
                if let version = values[setting] { targets[platform] = version }
            }
            return targets
        }

        public static let deploymentSettings = [
            "IPHONEOS_DEPLOYMENT_TARGET": "iOS", "MACOSX_DEPLOYMENT_TARGET": "macOS", "TVOS_DEPLOYMENT_TARGET": "tvOS",
            "WATCHOS_DEPLOYMENT_TARGET": "watchOS", "XROS_DEPLOYMENT_TARGET": "visionOS",
        ]
    }

    public struct Problem: Error, CustomStringConvertible {
        public let path: String
        public let reason: String
        public var description: String { "\(path): \(reason)" }
    }

    /// The object ids an edit of the project file needs.
    public struct Identifiers: Sendable, Equatable {
        public var project: String
        /// Target name → id.
        public var targets: [String: String] = [:]
        /// Target name → its frameworks phase's id.
        public var frameworksPhases: [String: String] = [:]
        /// Path (relative to the project's folder) → the file elements that name it: file
        /// references, Core Data version groups, and the variants of a localized group.
        public var elements: [String: [String]] = [:]
        /// A localized variant's id → its variant group's id.
        public var variantGroups: [String: String] = [:]
        /// Element id → the build files that build or bundle it.
        public var buildFiles: [String: [String]] = [:]
        /// Path (relative to the project's folder) → the entries of synchronized folders'
        /// exception sets that name it (a file the app's folder gives a widget).
        public var exceptionEntries: [String: [ExceptionEntry]] = [:]
        /// Exception set id → how many entries it has, and the synchronized folder that lists it.
        public var exceptionSets: [String: ExceptionSet] = [:]
        /// Path (relative to the project's folder) → the synchronized folder (Xcode 16) of it.
        public var synchronizedFolders: [String: String] = [:]
        /// Every object id, so that new ones never collide.
        public var all: Set<String> = []
    }

    public struct ExceptionSet: Sendable, Equatable {
        public var entries: Int
        public var folder: String
    }

    /// An entry of an exception set's `membershipExceptions`, as written (relative to its folder).
    public struct ExceptionEntry: Sendable, Equatable {
        public var set: String
        public var entry: String
    }

    /// What a target can import from packages: the products it links (with what its local
    /// packages use, `LinkedPackage.dependencies`), then those the project's framework targets it
    /// links link (DuckDuckGo's `BrowserServicesKit`, through its `Core` framework).
    public func packagesReachable(from target: Target) -> [LinkedPackage] {
        let linkedFrameworks = Set(target.frameworks.map { ($0 as NSString).deletingPathExtension })
        let frameworkTargets = targets.filter { other in
            other.name != target.name && other.productType.hasSuffix(".framework")
                && !linkedFrameworks.isDisjoint(
                    with: [other.name, other.settings.moduleName, other.settings.values["PRODUCT_NAME"]].compactMap {
                        $0
                    })
        }
        return target.linkedPackages + frameworkTargets.flatMap(\.linkedPackages)
    }

    /// The `.xcodeproj` folder.
    public let url: URL
    public let targets: [Target]
    public let identifiers: Identifiers

    /// Reads `<project>.xcodeproj/project.pbxproj`.
    public init(at url: URL) throws {
        self.url = url
        let file = url.appendingPathComponent("project.pbxproj")
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw Problem(path: file.path, reason: "no project.pbxproj here, or it cannot be read")
        }
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw Problem(
                path: file.path,
                reason:
                    "not a property list Xcode wrote (\(error.localizedDescription)); open the project in Xcode to repair it"
            )
        }
        let graph = try ObjectGraph(plist, path: file.path)
        let missing = (graph.root["targets"] as? [String] ?? []).filter { graph.objects[$0] == nil }
        guard missing.isEmpty else {
            throw Problem(
                path: file.path,
                reason:
                    "its list of targets names \(missing.count == 1 ? "an object" : "objects") it does not have (\(missing.prefix(3).joined(separator: ", "))); open the project in Xcode to repair it"
            )
        }
        targets = graph.targets(projectFolder: url.deletingLastPathComponent())
        identifiers = graph.identifiers()
    }
}

/// The `objects` of a project file, with the paths of its file elements worked out from their groups.
private struct ObjectGraph {
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

/// Where each file element of a project is, relative to the project's folder, from the groups that hold it.
struct ElementPaths {
    typealias Object = [String: Any]
    let objects: [String: Object]
    private var parent: [String: String] = [:]

    init(objects: [String: Object]) {
        self.objects = objects
        // An element listed in two groups (a merge Xcode tolerates) takes the first by id; in the
        // dictionary's order, a new one each run, its path would change from run to run.
        for id in objects.keys.sorted() {
            for child in objects[id]?["children"] as? [String] ?? [] where parent[child] == nil { parent[child] = id }
        }
    }

    /// The paths a build file stands for: its file, or each variant of a localized group.
    func paths(ofBuildFile buildFile: Object) -> [String] {
        guard let id = buildFile["fileRef"] as? String, let element = objects[id] else { return [] }
        if element["isa"] as? String == "PBXVariantGroup" {
            return (element["children"] as? [String] ?? []).compactMap { path(of: $0) }
        }
        return path(of: id).map { [$0] } ?? []
    }

    /// Relative to the project's folder; nil for what lies outside it (the SDK, build products),
    /// and for an element whose groups hold themselves (a damaged project: found by `cleave-fuzz`).
    func path(of id: String) -> String? {
        // The paths from the element up to the group its place is known from, then joined down.
        var own: [String?] = []
        var visited: Set<String> = []
        var current = id
        var base: String?
        while base == nil {
            guard visited.insert(current).inserted, let element = objects[current] else { return nil }
            let path = element["path"] as? String
            switch element["sourceTree"] as? String ?? "<group>" {
            case "<group>":
                own.append(path)
                if let up = parent[current] { current = up } else { base = "" }
            case "SOURCE_ROOT": base = Self.join("", path)
            case "<absolute>":
                guard let path else { return nil }
                base = path
            default: return nil
            }
        }
        return own.reversed().reduce(base!) { Self.join($0, $1) }
    }

    /// A synchronized folder's files (Xcode 16), without those its exceptions take out of `target`.
    func synchronizedFiles(_ id: String, target: String, projectFolder: URL) -> [String] {
        guard let folder = path(of: id) else { return [] }
        let excluded = Set(
            (objects[id]?["exceptions"] as? [String] ?? []).compactMap { objects[$0] }
                .filter { $0["target"] as? String == target }
                .flatMap { $0["membershipExceptions"] as? [String] ?? [] }
                .map { Self.join(folder, $0) })
        let walk = FileWalker(root: projectFolder).walk(folder)
        return walk.files.filter { file in !excluded.contains { file == $0 || file.hasPrefix($0 + "/") } }
    }

    /// The files of other targets' synchronized folders that their exceptions give `target`: an
    /// exception set names the files it adds to a target that does not have the folder (a widget
    /// compiling one of the app's files).
    func filesIncluded(in groups: [String], target: String, projectFolder: URL) -> [String] {
        groups.flatMap { id -> [String] in
            guard let folder = path(of: id) else { return [] }
            let included = (objects[id]?["exceptions"] as? [String] ?? []).compactMap { objects[$0] }
                .filter { $0["target"] as? String == target }
                .flatMap { $0["membershipExceptions"] as? [String] ?? [] }
                .map { Self.join(folder, $0) }
            return included.flatMap { path in
                var isFolder: ObjCBool = false
                guard
                    FileManager.default.fileExists(
                        atPath: projectFolder.appendingPathComponent(path).path, isDirectory: &isFolder)
                else { return [String]() }
                return isFolder.boolValue && !FileWalker.isListedWhole((path as NSString).lastPathComponent)
                    ? FileWalker(root: projectFolder).walk(path).files : [path]
            }
        }
    }

    static func join(_ base: String, _ path: String?) -> String {
        guard let path, !path.isEmpty else { return base }
        return RelativePath.normalized(base.isEmpty ? path : base + "/" + path)
    }
}

/// What Xcode compiles, and what it never bundles, by a file's extension.
enum SourceKinds {
    static func isCompiled(_ path: String) -> Bool {
        ["swift", "m", "mm", "c", "cc", "cpp", "h", "metal"].contains((path as NSString).pathExtension.lowercased())
    }

    static func isNotBundled(_ path: String) -> Bool {
        ["entitlements", "xcconfig", "md", "modulemap", "pch", "docc"].contains(
            (path as NSString).pathExtension.lowercased())
            || (path as NSString).lastPathComponent == "Info.plist"
    }
}
