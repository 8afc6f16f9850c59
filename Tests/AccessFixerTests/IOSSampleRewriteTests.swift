import Foundation
import Testing

@testable import AccessFixer
@testable import Analyzer
@testable import Splitter

/// The iOS-style sample's rewrites under its plan, against files checked in under
/// `Golden/WalletApp/`: look-ups moved to `Bundle.module`, storyboard and xib modules, and the
/// public initializers of structs other modules build. `CLEAVE_UPDATE_GOLDEN=1` rewrites them.
struct IOSSampleRewriteTests {
    @Test func bundleLookupsStoryboardModulesAndPublicInits() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let root = repository.appendingPathComponent("Samples/WalletApp")
        let monolith = try MonolithDiscovery(targetName: nil).discover(at: root.path)
        let index = try #require(try Indexer(options: .init(useCache: false, indexStore: .never)).index(monolith).index)
        let planText = try String(contentsOf: root.appendingPathComponent("cleave.json"), encoding: .utf8)
        let plan = try PlanLoader().load(text: planText, path: "cleave.json")
        let (_, context) = try PlanEvaluator().evaluate(plan: plan, planPath: "cleave.json", planText: planText, index: index)
        func read(_ path: String) throws -> String { try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) }
        let syntax = Dictionary(uniqueKeysWithValues: try index.files.filter { $0.language == .swift }.map { file in
            (file.path, DeclarationSyntaxIndex(path: file.path, text: try read(file.path)))
        })
        var edits = try RuntimeLookupEdits.edits(context, syntax: syntax, read: read)
        let files = Array(syntax.values)
        let requirements = AccessRequirements(
            context: context, signatureTypes: SignatureTypes.find(in: files, index: index), argumentLabels: SignatureTypes.argumentLabels(in: files))
        for id in requirements.memberwiseInitializers.sorted() {
            let structure = try #require(context.tree.byID[id])
            if case .success(let edit) = SynthesizePublicInit.edit(for: structure, in: try #require(syntax[structure.location.file])) {
                edits[edit.file, default: []].append(edit)
            }
        }
        #expect(Set(edits.keys).isSuperset(of: [
            "Features/Dashboard/Dashboard.storyboard", "Features/History/HistoryCell.xib", "Shared/Money.swift",
            "Features/Dashboard/DashboardViewController.swift", "Shared/TermsProvider.swift",
        ]))
        let golden = repository.appendingPathComponent("Tests/AccessFixerTests/Golden/WalletApp")
        let update = ProcessInfo.processInfo.environment["CLEAVE_UPDATE_GOLDEN"] == "1"
        for (path, fileEdits) in edits.sorted(by: { $0.key < $1.key }) {
            let rewritten = SourceEdit.apply(fileEdits, to: try read(path))
            let expected = golden.appendingPathComponent(path)
            if update {
                try FileManager.default.createDirectory(at: expected.deletingLastPathComponent(), withIntermediateDirectories: true)
                try rewritten.write(to: expected, atomically: true, encoding: .utf8)
                continue
            }
            #expect(rewritten == (try String(contentsOf: expected, encoding: .utf8)), "\(path) differs from its golden file")
        }
    }
}
