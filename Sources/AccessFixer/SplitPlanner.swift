import Analyzer
import Foundation
import Splitter

/// Everything a split changes, computed before anything is written: the files that move, the
/// edits to sources, test files and the manifest, and what was left for a human.
public struct SplitChanges: Sendable {
    /// Old path → new path, relative to the package root.
    public var moves: [String: String] = [:]
    /// Edits by old path.
    public var edits: [String: [SourceEdit]] = [:]
    /// The manifest after the split.
    public var manifest: String
    /// Where the manifest goes, relative to the root: the package's own, or a new local package's.
    public var manifestPath: String
    /// New files (path relative to the root → text): modules' accessors to their resource bundles.
    public var createdFiles: [String: String] = [:]
    public var accessCounts: (public: Int, open: Int)
    /// Declaration id → `public`/`open`, the exact set.
    public var raised: [String: AccessRequirements.Level]
    public var publicInits: [String]
    /// What the split could not do by itself, one line each.
    public var leftForAHuman: [String]
    /// What the split chose that a reviewer should know, one line each.
    public var notes: [String] = []
}

/// Computes the changes of a split: each module's files move to `Sources/<Module>` (keeping their
/// folders) of the package, or of a new local package beside an app that is no SwiftPM target,
/// with the resources the plan or the manifest gives them; access is raised to what the cut needs;
/// imports are added where a file uses another module; the manifest gets a target per module.
public struct SplitPlanner {
    let context: PlanContext
    let root: URL
    /// The Objective-C bridging header of an app target, relative to the root: it stays with the app.
    let bridgingHeaderPath: String?

    /// The app target's deployment targets (platform → version), when its project says them.
    let deploymentTargets: [String: String]
    /// The Xcode project (its `.xcodeproj`) and target the app is, whose project file the split edits.
    let xcode: (project: URL, target: String)?
    /// Where an app that is no SwiftPM target gets its local package, relative to the root, when
    /// not `Packages/<App>Modules`.
    let packageFolder: String?

    public init(
        context: PlanContext, root: URL, bridgingHeader: String? = nil, deploymentTargets: [String: String] = [:],
        xcode: (project: URL, target: String)? = nil, packageFolder: String? = nil
    ) {
        self.context = context
        self.root = root
        bridgingHeaderPath = bridgingHeader
        self.deploymentTargets = deploymentTargets
        self.xcode = xcode
        self.packageFolder = packageFolder
    }

    public enum Problem: Error, CustomStringConvertible {
        case findingsLeft([Finding])
        case unreadable(String)
        case projectEditFailed(String)

        public var description: String {
            switch self {
            case .findingsLeft(let findings):
                return "the plan has \(findings.count) error\(findings.count == 1 ? "" : "s") (`cleave check` lists them); a split with them would not build:\n"
                    + findings.prefix(10).map { "  \($0.location.map { "\($0): " } ?? "")\($0.message) [\($0.code)]" }.joined(separator: "\n")
            case .unreadable(let path):
                return "\(path): cannot read it; check the file's permissions"
            case .projectEditFailed(let path):
                return "\(path): the project file would no longer read as a property list after the edit, so nothing was written; open and save it in Xcode (which rewrites it in its own layout), then apply again"
            }
        }
    }

    /// - Parameter samePackage: `package` instead of `public` (`--access package`): every module
    ///   of the split is in the one package.
    public func changes(findings: [Finding], samePackage: Bool = false) throws -> SplitChanges {
        let monolith = context.index.monolith
        let errors = findings.filter { $0.severity == .error }
        guard errors.isEmpty else { throw Problem.findingsLeft(errors) }
        let app = context.assignment.appName
        let moduleOfFile = context.assignment.module(ofFile:)
        let layout = SplitLayout(
            monolith: monolith, app: app, files: context.index.files, moduleOfFile: moduleOfFile, chosenPackageFolder: packageFolder)

        let swiftFiles = context.index.files.filter { $0.language == .swift }.map(\.path)
        let syntax = try Dictionary(uniqueKeysWithValues: swiftFiles.map { path in
            (path, DeclarationSyntaxIndex(path: path, text: try read(path)))
        })
        let files = Array(syntax.values)
        let requirements = AccessRequirements(
            context: context, signatureTypes: SignatureTypes.find(in: files, index: context.index),
            argumentLabels: SignatureTypes.argumentLabels(in: files), samePackage: samePackage)
        var changes = SplitChanges(
            manifest: "", manifestPath: layout.manifestPath, accessCounts: requirements.counts, raised: requirements.levels,
            publicInits: requirements.memberwiseInitializers.sorted(), leftForAHuman: [])

        // Which target each file builds in, and what each target uses of the others.
        let languageOfFile = Dictionary(uniqueKeysWithValues: context.index.files.map { ($0.path, $0.language) })
        func target(ofFile path: String) -> String {
            layout.target(of: languageOfFile[path] ?? .swift, module: moduleOfFile(path))
        }
        var targetsUsed: [String: Set<String>] = [:]
        var publicHeaders = Set<String>()
        for reference in context.index.references {
            for used in reference.targetIDs.compactMap({ context.tree.byID[$0] }) {
                let (from, to) = (target(ofFile: reference.location.file), target(ofFile: used.location.file))
                guard from != to else { continue }
                targetsUsed[reference.location.file, default: []].insert(to)
                if languageOfFile[used.location.file] == .objcHeader { publicHeaders.insert(used.location.file) }
            }
        }
        let bridgingHeader = bridgingHeaderPath.flatMap { path in (try? read(path)).map { BridgingHeaderImports(path: path, text: $0) } }
        let bridged = bridgingHeader?.importedHeaderNames ?? []
        publicHeaders.formUnion(context.index.files.filter { $0.language == .objcHeader && bridged.contains(($0.path as NSString).lastPathComponent) }.map(\.path))

        // Moves: sources (the bridging header stays with the app), then resources.
        for file in context.index.files where file.language != .resource && file.path != bridgingHeaderPath {
            let module = moduleOfFile(file.path)
            if module != app { changes.moves[file.path] = layout.destination(of: file, module: module, isPublicHeader: publicHeaders.contains(file.path)) }
        }
        var kept: [ManifestEditor.ResourceRule] = []
        var resourcesByModule: [String: [ManifestEditor.ResourceRule]] = [:]
        let editor = layout.packageFolder.isEmpty ? ManifestEditor(text: try read(layout.manifestPath)) : nil
        let placedByUse = ResourcePlacement.byUse(context, planned: context.assignment.moduleByResource)
        let placement: ResourcePlacement
        if let editor {
            // A package's resources move by its manifest's rules: each with the module all its
            // resources go with, else the one whose sources sit beside it.
            var placed: [String: String] = [:]
            for rule in editor.resourceRules(ofTarget: app) {
                let path = "\(monolith.sourcePath)/\(rule.path)"
                let resources = context.index.resources.map(\.path).filter { $0 == path || $0.hasPrefix(path + "/") }
                let modules = Set(resources.compactMap { placedByUse[$0] })
                let module = modules.count == 1 && resources.allSatisfy({ placedByUse[$0] != nil })
                    ? modules.first! : moduleOfResource(rule.path, relative: layout.relative)
                for resource in resources { placed[resource] = module }
                if module == app {
                    kept.append(rule)
                } else {
                    resourcesByModule[module, default: []].append(rule)
                    changes.moves[path] = layout.destination(ofResource: path, module: module)
                }
            }
            placement = ResourcePlacement(context: context, placed: placed)
        } else {
            placement = ResourcePlacement(context: context, placed: placedByUse)
            for (path, module) in placement.moduleOfResource.sorted(by: { $0.key < $1.key }) {
                let relative = layout.relative(path)
                resourcesByModule[module, default: []].append(.init(path: relative, source: ".process(\"\(relative)\")"))
                changes.moves[path] = layout.destination(ofResource: path, module: module)
            }
        }
        changes.notes += placement.notes
        changes.leftForAHuman += placement.unreachable
        // A module whose resources others look up gives them its bundle; they import it.
        let declaredNames = Set(context.index.declarations.map(\.name))
        var accessors: [String: String] = [:]
        for module in placement.modulesWithSharedBundles.sorted() {
            let name = declaredNames.contains("\(module)Resources") ? "\(module)ResourceBundle" : "\(module)Resources"
            accessors[module] = name
            changes.createdFiles["\(layout.packageFolder)Sources/\(module)/\(name).swift"] = """
                import Foundation

                /// The bundle of \(module)'s resources, for the modules that look them up (written by `cleave apply`).
                public enum \(name) {
                    public static let bundle = Bundle.module
                }

                """
        }
        for (location, bundle) in placement.bundles {
            if case .of(let module) = bundle { targetsUsed[location.file, default: []].insert(module) }
        }

        // Source edits: access, explicit initializers, imports.
        for (id, level) in requirements.levels.sorted(by: { $0.key < $1.key }) {
            guard let declaration = context.tree.byID[id], let file = syntax[declaration.location.file] else { continue }
            if let edit = RaiseAccessLevel.edit(level, at: declaration.location, in: file) { changes.edits[file.path, default: []].append(edit) }
        }
        for id in requirements.memberwiseInitializers.sorted() {
            guard let declaration = context.tree.byID[id], let file = syntax[declaration.location.file] else { continue }
            let keyword = requirements.levels[id] == .package ? "package" : "public"
            switch SynthesizePublicInit.edit(for: declaration, in: file, keyword: keyword) {
            case .success(let edit): changes.edits[file.path, default: []].append(edit)
            case .failure(let problem): changes.leftForAHuman.append("\(declaration.location): write a public init for \(problem.type): \(problem.reason)")
            }
        }
        let bundleExpressions = placement.bundles.mapValues { bundle -> String in
            switch bundle {
            case .own: return "Bundle.module"
            case .of(let module): return "\(accessors[module] ?? module).bundle"
            }
        }
        for (path, edits) in try RuntimeLookupEdits.edits(context, bundles: bundleExpressions, syntax: syntax, read: read) {
            changes.edits[path, default: []] += edits
        }
        let archived = ArchivedClassNames.advice(context) { location in
            syntax[location.file]?.text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(location.line - 1).first.map(String.init)
        }
        changes.notes += archived.kept
        changes.leftForAHuman += archived.leftForAHuman
        for (path, targets) in targetsUsed.sorted(by: { $0.key < $1.key }) {
            guard let file = syntax[path], let edit = AddImports.edit(adding: targets.subtracting([app]).sorted(), in: file) else { continue }
            changes.edits[path, default: []].append(edit)
        }
        if let bridgingHeader {
            let moved = Set(changes.moves.keys.filter { languageOfFile[$0] == .objcHeader }.map { ($0 as NSString).lastPathComponent })
            let edits = bridgingHeader.edits(removingImportsOf: moved)
            if !edits.isEmpty {
                changes.edits[bridgingHeader.path] = edits
                if edits.count == bridgingHeader.lines.count {
                    changes.leftForAHuman.append("\(bridgingHeader.path) imports nothing now: the app's Swift imports the modules instead; remove it and its SWIFT_OBJC_BRIDGING_HEADER setting")
                }
            }
        }
        let objectiveCTargets = layout.objectiveCTargets(files: context.index.files, moduleOfFile: moduleOfFile)
        for (path, targets) in targetsUsed.sorted(by: { $0.key < $1.key }) where languageOfFile[path]?.isObjectiveC == true {
            for used in targets.sorted() where used != app {
                if !objectiveCTargets.values.contains(used) {
                    changes.leftForAHuman.append("\(path) uses Swift of \(used) through the generated `-Swift.h` header, which a C-language target cannot import: expose it to Objective-C another way, or keep the file with \(used)")
                } else if moduleOfFile(path) == app {
                    changes.leftForAHuman.append("\(path) imports headers that move to \(used): import them with `@import \(used);`")
                }
            }
        }

        // The manifest.
        var dependenciesByTarget: [String: Set<String>] = [:]
        for (path, targets) in targetsUsed { dependenciesByTarget[target(ofFile: path), default: []].formUnion(targets.subtracting([app])) }
        // What the app target depends on outside the monolith goes to the modules that import it.
        let project = try xcode.map { xcode in
            do { return try XcodeProject(at: xcode.project) } catch { throw Problem.unreadable("\(xcode.project.path) (\(error))") }
        }
        let linked = LinkedPackages(
            project?.targets.first { $0.name == xcode?.target }?.linkedPackages ?? [],
            projectFolder: xcode.map { projectFolder(of: $0.project) } ?? "", packageFolder: String(layout.packageFolder.dropLast()))
        let outside = editor?.dependencies(ofTarget: app) ?? linked.productByModule
        var importedPackages: [String: Set<String>] = [:]
        for imported in context.index.imports {
            guard let entry = outside[imported.module] else { continue }
            importedPackages[moduleOfFile(imported.location.file), default: []].insert(entry)
        }
        var newTargets: [ManifestEditor.NewTarget] = []
        for module in context.assignment.modules.dropFirst() {
            if let objc = objectiveCTargets[module], objc != module {
                newTargets.append(.init(name: objc, dependencies: (dependenciesByTarget[objc] ?? []).sorted(), resources: []))
                dependenciesByTarget[module, default: []].insert(objc)
            }
            let swiftDependencies = Set(context.graph.successors(of: module)).union(dependenciesByTarget[module] ?? []).subtracting([module])
            newTargets.append(.init(
                name: module, dependencies: swiftDependencies.sorted(), resources: resourcesByModule[module] ?? [],
                otherDependencies: importedPackages[module]?.sorted() ?? []))
        }
        if let editor {
            let tests = try splitTests(of: editor, changes: &changes)
            guard let manifest = editor.edited(
                app: app, keptResources: kept, appDependencies: context.graph.successors(of: app), modules: newTargets,
                testTargets: tests.targets.map { .init(name: $0.name, dependencies: $0.dependencies, resources: []) },
                besideTestTarget: tests.beside)
            else { throw Problem.unreadable(layout.manifestPath) }
            changes.manifest = manifest
        } else {
            let localizations = resourcesByModule.values.joined().compactMap { rule in
                rule.path.split(separator: "/").first { $0.hasSuffix(".lproj") }.map { String($0.dropLast(".lproj".count)) }
            }
            changes.manifest = PackageManifestWriter(
                name: SplitLayout.packageName(app: app), app: app, targets: newTargets,
                products: Array(context.assignment.modules.dropFirst()),
                defaultLocalization: localizations.contains("en") ? "en" : localizations.min(),
                platforms: deploymentTargets, conditions: context.index.monolith.compilationConditions,
                objectiveCTargets: Set(objectiveCTargets.values),
                packageDependencies: Set(importedPackages.values.joined()).compactMap { linked.declarationByProduct[$0] }.sorted()
            ).text
            let ours = Set(context.assignment.modules).union(objectiveCTargets.values)
            var unknownImports: [String: Set<String>] = [:]
            for imported in context.index.imports where imported.location.file.hasSuffix(".swift")
                && !ours.contains(imported.module) && !AppleFrameworks.names.contains(imported.module) && outside[imported.module] == nil
            {
                let module = moduleOfFile(imported.location.file)
                if module != app { unknownImports[module, default: []].insert(imported.module) }
            }
            for (module, imports) in unknownImports.sorted(by: { $0.key < $1.key }) {
                changes.leftForAHuman.append("\(module) imports \(imports.sorted().joined(separator: ", ")), no Apple framework: add the package\(imports.count == 1 ? "" : "s") to \(layout.manifestPath) and to \(module)'s dependencies")
            }
            let used = context.graph.successors(of: app)
            if let xcode, let project {
                try editProject(xcode, project: project, package: String(layout.packageFolder.dropLast()), products: used, changes: &changes)
            } else {
                changes.leftForAHuman.append("add the local package \(layout.packageFolder.dropLast()) to \(app)'s project and link its products \(used.joined(separator: ", "))")
            }
            if deploymentTargets.isEmpty {
                changes.leftForAHuman.append("\(layout.manifestPath): set `platforms:` to \(app)'s deployment targets")
            }
        }

        // The tests that stay with the app see every module.
        for testFile in try testFilesImporting(app) where changes.moves[testFile] == nil {
            let file = DeclarationSyntaxIndex(path: testFile, text: try read(testFile))
            if let edit = AddImports.edit(adding: Array(context.assignment.modules.dropFirst()), in: file, testable: true) {
                changes.edits[testFile, default: []].append(edit)
            }
        }
        return changes
    }

    /// Moves the app's test files that test one module (and what it depends on) to `<Module>Tests`,
    /// importing what they use instead of the app; the first of the app's test targets is split,
    /// unless it has resources of its own, which its files may look up.
    private func splitTests(of editor: ManifestEditor, changes: inout SplitChanges) throws -> (targets: [TestTargetSplit.Target], beside: String?) {
        let app = context.assignment.appName
        guard let testTarget = editor.testTargets(dependingOn: app).first, !testTarget.hasResources else { return ([], nil) }
        let prefix = testTarget.path + "/"
        let testFiles = swiftFiles(under: testTarget.path)
        guard !testFiles.isEmpty else { return ([], nil) }
        let monolith = Monolith(
            description: context.index.monolith, root: root,
            files: context.index.files.map { DiscoveredFile(path: $0.path, language: $0.language) }
                + testFiles.map { DiscoveredFile(path: $0, language: .swift) },
            bridgingHeader: nil)
        guard let combined = try Indexer(options: .init(useCache: false, indexStore: .never)).index(monolith).index else { return ([], nil) }
        var targets = TestTargetSplit(index: combined, testFiles: Set(testFiles), assignment: context.assignment, graph: context.graph).targets
        // A test target must keep a file: the largest group stays if every file would move.
        if targets.reduce(0, { $0 + $1.files.count }) == testFiles.count, let largest = targets.max(by: { $0.files.count < $1.files.count }) {
            targets.removeAll { $0 == largest }
        }
        for target in targets {
            for path in target.files {
                changes.moves[path] = "Tests/\(target.name)/\(path.dropFirst(prefix.count))"
                let file = DeclarationSyntaxIndex(path: path, text: try read(path))
                if let edit = AddImports.replacing(app, with: target.dependencies, in: file) { changes.edits[path, default: []].append(edit) }
            }
        }
        return (targets, testTarget.name)
    }

    /// The module a manifest resource rule goes with: the plan's, else the one whose sources
    /// sit beside it.
    private func moduleOfResource(_ rulePath: String, relative: (String) -> String) -> String {
        for (path, module) in context.assignment.moduleByResource where relative(path) == rulePath || relative(path).hasPrefix(rulePath + "/") {
            return module
        }
        let folder = (rulePath as NSString).deletingLastPathComponent
        let neighbours = context.assignment.moduleByFile.filter { relative($0.key).hasPrefix(folder + "/") }.map(\.value)
        let counts = Dictionary(grouping: neighbours, by: { $0 }).mapValues(\.count)
        return counts.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key ?? context.assignment.appName
    }

    private func testFilesImporting(_ app: String) throws -> [String] {
        try swiftFiles(under: "Tests").filter { try read($0).contains("import \(app)") }
    }

    /// The Swift files under a folder of the package, sorted.
    private func swiftFiles(under folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path) else { return [] }
        var found: [String] = []
        while let path = enumerator.nextObject() as? String {
            if path.hasSuffix(".swift") { found.append("\(folder)/\(path)") }
        }
        return found.sorted()
    }

    /// The moved files leave the target and the project's groups; the project gains the local
    /// package, and the target links the products it uses.
    private func editProject(
        _ xcode: (project: URL, target: String), project: XcodeProject, package: String, products: [String], changes: inout SplitChanges
    ) throws {
        let folder = projectFolder(of: xcode.project)
        let file = (folder.isEmpty ? "" : folder + "/") + xcode.project.lastPathComponent + "/project.pbxproj"
        let text = try read(file)
        let fromProject = { (path: String) in RelativePath.relative(path, from: folder) }
        let edited = XcodeProjectEditor(text: text, identifiers: project.identifiers).edited(
            target: xcode.target, moved: changes.moves.keys.sorted().map(fromProject), package: fromProject(package), products: products)
        // The edit is textual: make sure Xcode can still read what it writes.
        guard (try? PropertyListSerialization.propertyList(from: Data(edited.utf8), options: [], format: nil)) != nil else {
            throw Problem.projectEditFailed(file)
        }
        changes.edits[file] = [SourceEdit(file: file, start: 0, end: text.utf8.count, replacement: edited)]
    }

    /// The folder of an `.xcodeproj`, relative to the root.
    private func projectFolder(of project: URL) -> String {
        String(project.deletingLastPathComponent().standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count))
            .trimmingCharacters(in: CharacterSet(charactersIn: "/"))
    }

    private func read(_ path: String) throws -> String {
        guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(path).path) else {
            throw Problem.unreadable(path)
        }
        return String(decoding: data, as: UTF8.self)
    }
}
