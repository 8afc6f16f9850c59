import Analyzer
import Foundation

/// Test files follow the code they test (`TestTargetSplit`): the app's first test target's files
/// that test one module move to `<Module>Tests` — unless it has resources of its own, which its
/// files may look up. The test files that stay see every module; once the plan empties the app,
/// each imports instead the modules it uses, and its target depends on those.
struct SplitTests: SplitPass {
    func run(on split: inout Split) throws {
        let app = split.app
        let testTargets = split.manifest?.testTargets(dependingOn: app) ?? []
        let filesByTarget = testTargets.map { ($0, swiftFiles(under: $0.path, root: split.root)) }
        let allTestFiles = filesByTarget.flatMap(\.1)
        let splitsFirst = filesByTarget.first.map { !$0.0.hasResources && !$0.1.isEmpty } ?? false
        let combined =
            allTestFiles.isEmpty || !(splitsFirst || split.emptiesApp)
            ? nil : try combinedIndex(split, testFiles: allTestFiles)
        let topLevelModules = split.qualifyingModuleName == nil ? [:] : split.moduleOfTopLevelName
        if let combined, splitsFirst, let (first, files) = filesByTarget.first {
            try moveTests(of: first, files: files, combined: combined, topLevelModules: topLevelModules, split: &split)
        }
        let testFilesImportingApp = try swiftFiles(under: "Tests", root: split.root).filter {
            try split.read($0).contains("import \(app)")
        }
        guard split.emptiesApp else {
            let modules = Array(split.context.assignment.modules.dropFirst())
            for path in testFilesImportingApp where split.changes.moves[path] == nil {
                let file = DeclarationSyntaxIndex(path: path, text: try split.read(path))
                if let edit = AddImports.edit(adding: modules, in: file, testable: true) {
                    split.changes.edits[path, default: []].append(edit)
                }
            }
            return
        }
        let modulesUsed = combined.map { modulesUsedByFile($0, testFiles: Set(allTestFiles), split: split) } ?? [:]
        let allModules = Array(split.context.assignment.modules.dropFirst())
        let staying = try testFilesImportingApp.filter { split.changes.moves[$0] == nil }.map {
            (path: $0, text: try split.read($0))
        }
        for file in ConcurrentMap.map(staying, { DeclarationSyntaxIndex(path: $0.path, text: $0.text) }) {
            let path = file.path
            let edits =
                requalifying(file, split, topLevelModules)
                + AddImports.replacing(app, with: modulesUsed[path]?.sorted() ?? allModules, in: file)
            if !edits.isEmpty { split.changes.edits[path, default: []] += edits }
        }
        for (target, files) in filesByTarget {
            let used = Set(files.filter { split.changes.moves[$0] == nil }.flatMap { modulesUsed[$0] ?? [] })
            split.tests.modulesUsed[target.name] = used.sorted()
        }
    }

    /// `App.Name` → `Module.Name` in a test file, wherever it goes.
    private func requalifying(_ file: DeclarationSyntaxIndex, _ split: Split, _ topLevelModules: [String: String])
        -> [SourceEdit]
    {
        guard let app = split.qualifyingModuleName else { return [] }
        return RequalifyModuleName.edits(in: file, app: app) { _, name in topLevelModules[name] }
    }

    private func moveTests(
        of testTarget: ManifestEditor.TestTarget, files: [String], combined: Index, topLevelModules: [String: String],
        split: inout Split
    ) throws {
        let prefix = testTarget.path + "/"
        var targets = TestTargetSplit(
            index: combined, testFiles: Set(files), assignment: split.context.assignment, graph: split.context.graph
        ).targets
        // A test target must keep a file: the largest group stays if every file would move.
        if targets.reduce(0, { $0 + $1.files.count }) == files.count,
            let largest = targets.max(by: { $0.files.count < $1.files.count })
        {
            targets.removeAll { $0 == largest }
        }
        for target in targets {
            for path in target.files {
                split.changes.moves[path] = "Tests/\(target.name)/\(path.dropFirst(prefix.count))"
                let file = DeclarationSyntaxIndex(path: path, text: try split.read(path))
                let edits =
                    requalifying(file, split, topLevelModules)
                    + AddImports.replacing(split.app, with: target.dependencies, in: file)
                if !edits.isEmpty { split.changes.edits[path, default: []] += edits }
            }
        }
        split.tests.targets = targets
        split.tests.beside = testTarget.name
    }

    /// The monolith indexed together with the test files, so that their references resolve.
    private func combinedIndex(_ split: Split, testFiles: [String]) throws -> Index? {
        let index = split.context.index
        let monolith = Monolith(
            description: index.monolith, root: split.root,
            files: index.files.map { DiscoveredFile(path: $0.path, language: $0.language) }
                + testFiles.map { DiscoveredFile(path: $0, language: .swift) },
            bridgingHeader: nil)
        // The monolith's files were parsed for its own index: their cached facts serve, and the
        // cache stays the monolith's.
        var options = Indexer.Options(indexStore: .never)
        options.updatesCache = false
        return try Indexer(options: options).index(monolith).index
    }

    /// Test file → the modules whose declarations it uses.
    private func modulesUsedByFile(_ combined: Index, testFiles: Set<String>, split: Split) -> [String: Set<String>] {
        let fileOfDeclaration = Dictionary(
            combined.declarations.map { ($0.id, $0.location.file) }, uniquingKeysWith: { first, _ in first })
        var used: [String: Set<String>] = [:]
        for reference in combined.references where testFiles.contains(reference.location.file) {
            for file in reference.targetIDs.compactMap({ fileOfDeclaration[$0] }) where !testFiles.contains(file) {
                used[reference.location.file, default: []].insert(split.module(ofFile: file))
            }
        }
        return used
    }

    /// The Swift files under a folder of the package, sorted.
    private func swiftFiles(under folder: String, root: URL) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path) else {
            return []
        }
        var found: [String] = []
        while let path = enumerator.nextObject() as? String {
            if path.hasSuffix(".swift") { found.append("\(folder)/\(path)") }
        }
        return found.sorted()
    }
}
