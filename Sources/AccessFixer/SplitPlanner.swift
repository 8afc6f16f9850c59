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
    public var accessCounts: (public: Int, open: Int)
    /// Declaration id → `public`/`open`, the exact set.
    public var raised: [String: AccessRequirements.Level]
    public var publicInits: [String]
    /// What the split could not do by itself, one line each.
    public var leftForAHuman: [String]
}

/// Computes the changes of a split for a SwiftPM monolith: each module's files move to
/// `Sources/<Module>` (keeping their folders), with the resources the plan or the manifest
/// gives them; access is raised to what the cut needs; imports are added where a file uses
/// another module; the manifest gets a target per module.
public struct SplitPlanner {
    let context: PlanContext
    let root: URL

    public init(context: PlanContext, root: URL) {
        self.context = context
        self.root = root
    }

    public enum Problem: Error, CustomStringConvertible {
        case notAPackage(String)
        case findingsLeft([Finding])
        case unreadable(String)

        public var description: String {
            switch self {
            case .notAPackage(let name):
                return "\(name) is not a SwiftPM target; cleave apply splits SwiftPM targets (Xcode projects are issue 7)"
            case .findingsLeft(let findings):
                return "the plan has \(findings.count) error\(findings.count == 1 ? "" : "s") (`cleave check` lists them); a split with them would not build:\n"
                    + findings.prefix(10).map { "  \($0.location.map { "\($0): " } ?? "")\($0.message) [\($0.code)]" }.joined(separator: "\n")
            case .unreadable(let path):
                return "\(path): cannot read it; check the file's permissions"
            }
        }
    }

    /// - Parameter samePackage: `package` instead of `public` (`--access package`): every module
    ///   of the split is in the one package.
    public func changes(findings: [Finding], samePackage: Bool = false) throws -> SplitChanges {
        let monolith = context.index.monolith
        guard monolith.kind == .swiftPackageTarget else { throw Problem.notAPackage(monolith.name) }
        let errors = findings.filter { $0.severity == .error }
        guard errors.isEmpty else { throw Problem.findingsLeft(errors) }
        let app = context.assignment.appName
        let appPath = monolith.sourcePath
        func relative(_ path: String) -> String { String(path.dropFirst(appPath.count + 1)) }

        let swiftFiles = context.index.files.filter { $0.language == .swift }.map(\.path)
        let syntax = try Dictionary(uniqueKeysWithValues: swiftFiles.map { path in
            (path, DeclarationSyntaxIndex(path: path, text: try read(path)))
        })
        let files = Array(syntax.values)
        let requirements = AccessRequirements(
            context: context, signatureTypes: SignatureTypes.find(in: files, index: context.index),
            argumentLabels: SignatureTypes.argumentLabels(in: files), samePackage: samePackage)
        var changes = SplitChanges(
            manifest: "", accessCounts: requirements.counts, raised: requirements.levels,
            publicInits: requirements.memberwiseInitializers.sorted(), leftForAHuman: [])

        // Moves: sources, then the resource rules of the manifest.
        for path in context.index.files.filter({ $0.language != .resource }).map(\.path) {
            let module = context.assignment.module(ofFile: path)
            if module != app { changes.moves[path] = "Sources/\(module)/\(relative(path))" }
        }
        let manifestPath = "Package.swift"
        let editor = ManifestEditor(text: try read(manifestPath))
        var kept: [ManifestEditor.ResourceRule] = []
        var resourcesByModule: [String: [ManifestEditor.ResourceRule]] = [:]
        for rule in editor.resourceRules(ofTarget: app) {
            let module = moduleOfResource(rule.path, relative: relative)
            if module == app {
                kept.append(rule)
            } else {
                resourcesByModule[module, default: []].append(rule)
                changes.moves["\(appPath)/\(rule.path)"] = "Sources/\(module)/\(rule.path)"
            }
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
        for (path, edits) in try RuntimeLookupEdits.edits(context, syntax: syntax, read: read) {
            changes.edits[path, default: []] += edits
        }
        changes.leftForAHuman += ArchivedClassNames.advice(context)
        var modulesUsed: [String: Set<String>] = [:]
        for dependency in context.graph.dependencies {
            for witness in dependency.witnesses { modulesUsed[witness.location.file, default: []].insert(dependency.to) }
        }
        for (path, modules) in modulesUsed.sorted(by: { $0.key < $1.key }) {
            guard let file = syntax[path], let edit = AddImports.edit(adding: modules.sorted(), in: file) else { continue }
            changes.edits[path, default: []].append(edit)
        }

        // The manifest, and the tests that see every module.
        let modules = context.assignment.modules.dropFirst().map { module in
            ManifestEditor.NewTarget(
                name: module, dependencies: context.graph.successors(of: module), resources: resourcesByModule[module] ?? [])
        }
        guard let manifest = editor.edited(
            app: app, keptResources: kept, appDependencies: context.graph.successors(of: app), modules: modules)
        else { throw Problem.unreadable(manifestPath) }
        changes.manifest = manifest
        for testFile in try testFilesImporting(app) {
            let file = DeclarationSyntaxIndex(path: testFile, text: try read(testFile))
            if let edit = AddImports.edit(adding: Array(context.assignment.modules.dropFirst()), in: file, testable: true) {
                changes.edits[testFile, default: []].append(edit)
            }
        }
        return changes
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
        let tests = root.appendingPathComponent("Tests")
        guard let enumerator = FileManager.default.enumerator(atPath: tests.path) else { return [] }
        var found: [String] = []
        while let path = enumerator.nextObject() as? String {
            guard path.hasSuffix(".swift") else { continue }
            let relativePath = "Tests/" + path
            if try read(relativePath).contains("import \(app)") { found.append(relativePath) }
        }
        return found.sorted()
    }

    private func read(_ path: String) throws -> String {
        guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(path).path) else {
            throw Problem.unreadable(path)
        }
        return String(decoding: data, as: UTF8.self)
    }
}
