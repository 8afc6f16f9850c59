import Analyzer
import Foundation

/// Test files follow the code they test (`TestTargetSplit`): the app's first test target's files
/// that test one module move to `<Module>Tests` — unless it has resources of its own, which its
/// files may look up. The test files that stay with the app see every module.
struct SplitTests: SplitPass {
    func run(on split: inout Split) throws {
        if let manifest = split.manifest { try moveTests(of: manifest, split: &split) }
        let modules = Array(split.context.assignment.modules.dropFirst())
        for path in try swiftFiles(under: "Tests", root: split.root).filter({ try split.read($0).contains("import \(split.app)") })
        where split.changes.moves[path] == nil {
            let file = DeclarationSyntaxIndex(path: path, text: try split.read(path))
            if let edit = AddImports.edit(adding: modules, in: file, testable: true) { split.changes.edits[path, default: []].append(edit) }
        }
    }

    private func moveTests(of manifest: ManifestEditor, split: inout Split) throws {
        let context = split.context
        guard let testTarget = manifest.testTargets(dependingOn: split.app).first, !testTarget.hasResources else { return }
        let prefix = testTarget.path + "/"
        let files = swiftFiles(under: testTarget.path, root: split.root)
        guard !files.isEmpty else { return }
        let monolith = Monolith(
            description: context.index.monolith, root: split.root,
            files: context.index.files.map { DiscoveredFile(path: $0.path, language: $0.language) }
                + files.map { DiscoveredFile(path: $0, language: .swift) },
            bridgingHeader: nil)
        guard let combined = try Indexer(options: .init(useCache: false, indexStore: .never)).index(monolith).index else { return }
        var targets = TestTargetSplit(index: combined, testFiles: Set(files), assignment: context.assignment, graph: context.graph).targets
        // A test target must keep a file: the largest group stays if every file would move.
        if targets.reduce(0, { $0 + $1.files.count }) == files.count, let largest = targets.max(by: { $0.files.count < $1.files.count }) {
            targets.removeAll { $0 == largest }
        }
        for target in targets {
            for path in target.files {
                split.changes.moves[path] = "Tests/\(target.name)/\(path.dropFirst(prefix.count))"
                let file = DeclarationSyntaxIndex(path: path, text: try split.read(path))
                if let edit = AddImports.replacing(split.app, with: target.dependencies, in: file) {
                    split.changes.edits[path, default: []].append(edit)
                }
            }
        }
        split.tests = .init(targets: targets, beside: testTarget.name)
    }

    /// The Swift files under a folder of the package, sorted.
    private func swiftFiles(under folder: String, root: URL) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path) else { return [] }
        var found: [String] = []
        while let path = enumerator.nextObject() as? String {
            if path.hasSuffix(".swift") { found.append("\(folder)/\(path)") }
        }
        return found.sorted()
    }
}
