import Analyzer
import Foundation
import Splitter

/// A split in progress: what every pass reads (the plan evaluated, the sources' syntax, where
/// each file builds, the access the cut needs) and what passes hand on to later ones, around the
/// changes they build up.
struct Split {
    let context: PlanContext
    let root: URL
    let options: SplitPlanner.Options
    let layout: SplitLayout
    /// The syntax of every Swift file of the monolith, by path.
    let sources: [String: DeclarationSyntaxIndex]
    let requirements: AccessRequirements
    /// The package's own manifest; nil when the split writes a new local package.
    let manifest: ManifestEditor?
    /// The app's bridging header, which stays with the app.
    let bridgingHeader: QuotedHeaderImports?
    /// The Xcode project the app is a target of, and its folder relative to the root.
    let xcodeProject: XcodeProject?
    let xcodeProjectFolder: String?
    let otherTargets: OtherTargetFiles
    var changes: SplitChanges

    /// File → the other targets it uses: through its references, then through the resource
    /// bundles it reads (`PlaceResources`).
    var targetsUsed: [String: Set<String>] = [:]
    /// Headers that code outside their target sees: they go to the target's `include/`.
    var publicHeaders: Set<String> = []
    /// What `PlaceResources` decided, for the passes that rewrite look-ups and write the manifest.
    var resources = ResourceDecisions()
    /// What `SplitTests` decided, for the manifest.
    var tests = TestDecisions()
    /// The app target's excluded paths each module takes (`FollowExcludedPaths`), relative to the
    /// app's folder as the manifest writes them; those it keeps.
    var excludedByModule: [String: [String]] = [:]
    var excludedKept: [String]?
    /// The Xcode project's other targets that are to link modules of the split, with those
    /// modules (`ImportModulesInOtherTargets`).
    var otherTargetModules: [String: Set<String>] = [:]

    struct ResourceDecisions {
        /// The resource rules the app target keeps, and those each module takes.
        var kept: [ManifestEditor.ResourceRule] = []
        var byModule: [String: [ManifestEditor.ResourceRule]] = [:]
        /// Look-up → the bundle expression it reads after the split.
        var bundleExpressions: [SourceLocation: String] = [:]
    }

    struct TestDecisions {
        var targets: [TestTargetSplit.Target] = []
        /// The app's test target the new ones are written beside.
        var beside: String?
        /// Test target → the modules its files use, which it depends on once the app is emptied.
        var modulesUsed: [String: [String]] = [:]
    }

    var app: String { context.assignment.appName }

    /// The app's target in its Xcode project.
    var xcodeTarget: XcodeProject.Target? { xcodeProject?.targets.first { $0.name == options.xcode?.target } }

    /// The monolith's module name as `App.Token` writes it; nil when the monolith declares a type
    /// of that name, which is then what `App.` names.
    var qualifyingModuleName: String? {
        let name = context.index.monolith.name
        return context.tree.declarations.contains { $0.parentID == nil && $0.name == name && $0.kind.isType }
            ? nil : name
    }

    /// The module each top-level name of the monolith is declared in after the split; names
    /// declared in two modules are left out. For `App.Name` where no reference says more.
    var moduleOfTopLevelName: [String: String] {
        let topLevel = context.tree.declarations.filter { $0.parentID == nil && $0.kind != .extension }
        return Dictionary(grouping: topLevel, by: \.name).compactMapValues { declarations in
            let modules = Set(declarations.map { module(ofFile: $0.location.file) })
            return modules.count == 1 ? modules.first : nil
        }
    }

    /// Whether the plan takes every source file of a package's target: it then leaves the manifest.
    var emptiesApp: Bool {
        manifest != nil && !context.index.files.contains { $0.language != .resource && module(ofFile: $0.path) == app }
    }
    private let languageOfFile: [String: Language]

    init(context: PlanContext, root: URL, options: SplitPlanner.Options) throws {
        self.context = context
        self.root = root
        self.options = options
        let index = context.index
        layout = SplitLayout(
            monolith: index.monolith, app: context.assignment.appName, files: index.files,
            moduleOfFile: context.assignment.module(ofFile:),
            chosenPackageFolder: options.packageFolder)
        languageOfFile = Dictionary(uniqueKeysWithValues: index.files.map { ($0.path, $0.language) })
        let read = { (path: String) in try Self.read(path, in: root) }
        let texts = try index.files.filter { $0.language == .swift }.map { (path: $0.path, text: try read($0.path)) }
        sources = Dictionary(
            uniqueKeysWithValues: ConcurrentMap.map(texts) {
                ($0.path, DeclarationSyntaxIndex(path: $0.path, text: $0.text))
            })
        manifest = layout.packageFolder.isEmpty ? ManifestEditor(text: try read(layout.manifestPath)) : nil
        if let xcode = options.xcode {
            do { xcodeProject = try XcodeProject(at: xcode.project) } catch {
                throw SplitPlanner.Problem.unreadable("\(xcode.project.path) (\(error))")
            }
            xcodeProjectFolder = String(
                xcode.project.deletingLastPathComponent().standardizedFileURL.path.dropFirst(
                    root.standardizedFileURL.path.count)
            )
            .trimmingCharacters(in: CharacterSet(charactersIn: "/"))
        } else {
            (xcodeProject, xcodeProjectFolder) = (nil, nil)
        }
        otherTargets = try OtherTargetFiles(
            project: xcodeProject, projectFolder: xcodeProjectFolder, appTarget: options.xcode?.target,
            monolithSources: sources, root: root,
            read: read)
        requirements = Self.accessRequirements(
            context, files: Array(sources.values), options: options, manifest: manifest, root: root,
            usedElsewhere: otherTargets.usedDeclarations(in: context))
        bridgingHeader = options.bridgingHeader.flatMap { path in
            (try? read(path)).map { QuotedHeaderImports(path: path, text: $0) }
        }
        changes = SplitChanges(
            manifest: "", manifestPath: layout.manifestPath, accessCounts: requirements.counts,
            raised: requirements.levels,
            publicInits: requirements.memberwiseInitializers.sorted(), leftForAHuman: [])
        findTargetsUsed()
    }

    /// What the cut needs of each declaration's access, with the requirements of the outside
    /// protocols the monolith's types conform to: from the toolchain's interfaces and the sources
    /// of the packages it depends on; from the interfaces the toolchain synthesizes for modules
    /// shipped without one only when a public type conforms to what those do not declare, since
    /// that takes seconds.
    private static func accessRequirements(
        _ context: PlanContext, files: [DeclarationSyntaxIndex], options: SplitPlanner.Options,
        manifest: ManifestEditor?, root: URL,
        usedElsewhere: [String]
    ) -> AccessRequirements {
        let index = context.index
        let ours = Set(context.assignment.modules + [index.monolith.name])
        let imported = Set(index.imports.map(\.module)).subtracting(ours).sorted()
        let signatures = SignatureTypes.find(in: files, index: index)
        let labels = SignatureTypes.argumentLabels(in: files)
        let access = { (protocols: ProtocolRequirements) in
            AccessRequirements(
                context: context, signatureTypes: signatures, argumentLabels: labels, samePackage: options.samePackage,
                outsideProtocols: protocols, usedElsewhere: usedElsewhere)
        }
        let known = options.interfaces.protocolRequirements(of: ModuleInterfaces.implicitModules + imported)
            .merging(dependencyProtocols(manifest: manifest, root: root))
        let requirements = access(known)
        guard !requirements.unknownConformances.isEmpty else { return requirements }
        let synthesized = options.interfaces.synthesizedProtocolRequirements(of: imported)
        guard !requirements.unknownConformances.isDisjoint(with: synthesized.protocols.keys) else {
            return requirements
        }
        return access(known.merging(synthesized))
    }

    /// The public protocols of the packages a SwiftPM monolith depends on: those checked out under
    /// `.build/checkouts`, and the local ones its manifest names.
    private static func dependencyProtocols(manifest: ManifestEditor?, root: URL) -> ProtocolRequirements {
        guard let manifest else { return ProtocolRequirements() }
        let checkouts = root.appendingPathComponent(".build/checkouts")
        let checkedOut = ((try? FileManager.default.contentsOfDirectory(atPath: checkouts.path)) ?? []).map {
            checkouts.appendingPathComponent($0)
        }
        let local = manifest.localPackagePaths.map { root.appendingPathComponent($0).standardizedFileURL }
        return (checkedOut + local).sorted { $0.path < $1.path }
            .map { ProtocolRequirements(sourcesIn: $0.appendingPathComponent("Sources")) }
            .reduce(ProtocolRequirements()) { $0.merging($1) }
    }

    /// Which module a file belongs to, and which target it builds in.
    func module(ofFile path: String) -> String { context.assignment.module(ofFile: path) }

    func target(ofFile path: String) -> String {
        layout.target(of: language(of: path), module: module(ofFile: path))
    }

    func language(of path: String) -> Language { languageOfFile[path] ?? .swift }

    /// The module a path of the app's folder goes with (a resource rule, an excluded file): the
    /// plan's for the resources it places, else the one whose sources sit beside it.
    func module(besidePath rulePath: String) -> String {
        let assignment = context.assignment
        for (path, module) in assignment.moduleByResource
        where layout.relative(path) == rulePath || layout.relative(path).hasPrefix(rulePath + "/") {
            return module
        }
        let folder = (rulePath as NSString).deletingLastPathComponent
        let neighbours = assignment.moduleByFile.filter { layout.relative($0.key).hasPrefix(folder + "/") }.map(\.value)
        let counts = Dictionary(grouping: neighbours, by: { $0 }).mapValues(\.count)
        return counts.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key ?? assignment.appName
    }

    /// A file's text, by its path relative to the root.
    func read(_ path: String) throws -> String { try Self.read(path, in: root) }

    /// Every file under a folder, hidden ones too, by its path relative to the root.
    func filesOnDisk(under folder: String) -> [String] {
        let url = root.appendingPathComponent(folder)
        guard let walk = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.isDirectoryKey]) else {
            return []
        }
        return walk.compactMap { item in
            guard let file = item as? URL, (try? file.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) != true
            else { return nil }
            return folder + "/"
                + String(file.standardizedFileURL.path.dropFirst(url.standardizedFileURL.path.count + 1))
        }
    }

    private static func read(_ path: String, in root: URL) throws -> String {
        guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(path).path) else {
            throw SplitPlanner.Problem.unreadable(path)
        }
        return String(decoding: data, as: UTF8.self)
    }

    private mutating func findTargetsUsed() {
        for reference in context.index.references {
            for used in reference.targetIDs.compactMap({ context.tree[$0] }) {
                let (from, to) = (target(ofFile: reference.location.file), target(ofFile: used.location.file))
                guard from != to else { continue }
                targetsUsed[reference.location.file, default: []].insert(to)
                if language(of: used.location.file) == .objcHeader { publicHeaders.insert(used.location.file) }
            }
        }
        let bridged = bridgingHeader?.importedHeaderNames ?? []
        publicHeaders.formUnion(
            context.index.files.filter {
                $0.language == .objcHeader && bridged.contains(($0.path as NSString).lastPathComponent)
            }.map(\.path))
    }
}
