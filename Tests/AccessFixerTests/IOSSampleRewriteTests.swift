import Foundation
import TestSupport
import Testing

@testable import AccessFixer
@testable import Analyzer
@testable import Splitter

/// The iOS-style sample's rewrites under its plan, against `Golden/WalletApp-rewrites.txt`:
/// look-ups moved to `Bundle.module`, storyboard and xib modules, and the public initializers of
/// structs other modules build. `CLEAVE_UPDATE_GOLDEN=1` rewrites it.
struct IOSSampleRewriteTests {
    @Test func bundleLookupsStoryboardModulesAndPublicInits() throws {
        let sample = try SamplePlan("WalletApp")
        let (index, context) = (sample.index, sample.context)
        func read(_ path: String) throws -> String { try sample.read(path) }
        let syntax = Dictionary(
            uniqueKeysWithValues: try index.files.filter { $0.language == .swift }.map { file in
                (file.path, DeclarationSyntaxIndex(path: file.path, text: try read(file.path)))
            })
        // Every look-up in moving code, to show each kind of rewrite; which ones a split makes is
        // `ResourcePlacement`'s decision (`AppSplitLayoutTests`).
        let moving = index.resourceLookups.filter {
            context.assignment.module(ofFile: $0.location.file) != context.assignment.appName
        }
        let bundles = Dictionary(moving.map { ($0.location, "Bundle.module") }, uniquingKeysWith: { first, _ in first })
        var edits = try RuntimeLookupEdits.edits(context, bundles: bundles, syntax: syntax, read: read)
        let files = Array(syntax.values)
        let requirements = AccessRequirements(
            context: context, signatureTypes: SignatureTypes.find(in: files, index: index),
            argumentLabels: SignatureTypes.argumentLabels(in: files))
        for id in requirements.memberwiseInitializers.sorted() {
            let structure = try #require(context.tree[id])
            if case .success(let edit) = SynthesizePublicInit.edit(
                for: structure, in: try #require(syntax[structure.location.file]))
            {
                edits[edit.file, default: []].append(edit)
            }
        }
        #expect(
            Set(edits.keys).isSuperset(of: [
                "Features/Dashboard/Dashboard.storyboard", "Features/History/HistoryCell.xib", "Shared/Money.swift",
                "Features/Dashboard/DashboardViewController.swift", "Shared/TermsProvider.swift",
            ]))
        // The golden file holds each file's changed lines, not whole copies of the sample.
        var report = ""
        for (path, fileEdits) in edits.sorted(by: { $0.key < $1.key }) {
            let original = try read(path)
            report += "== \(path)\n" + Self.changedLines(from: original, to: SourceEdit.apply(fileEdits, to: original))
        }
        try expectMatchesGolden(report, SamplePlan.golden("WalletApp-rewrites.txt"))
        // The sample registers the old name at launch already; without that line, it is left for a human.
        let lines = try read("Shared/SessionStore.swift").components(separatedBy: "\n")
        let registered = ArchivedClassNames.advice(context) {
            $0.file == "Shared/SessionStore.swift" ? lines[$0.line - 1] : nil
        }
        #expect(
            registered
                == .init(kept: [
                    "SessionStore is archived by its class name, which becomes Shared.SessionStore; archives written before the split "
                        + "keep decoding through the mapping registered at Shared/SessionStore.swift:89"
                ]))
        let unregistered = ArchivedClassNames.advice(context) { _ in nil }
        #expect(
            unregistered
                == .init(leftForAHuman: [
                    "Shared/SessionStore.swift:8:13: SessionStore is archived by its class name, which becomes Shared.SessionStore; "
                        + "call NSKeyedUnarchiver.setClass(SessionStore.self, forClassName: \"WalletApp.SessionStore\") once at launch "
                        + "so that archives written before the split still decode"
                ]))
    }

    /// `-12: old` and `+12: new` for each line removed or added (line numbers of each side).
    static func changedLines(from original: String, to rewritten: String) -> String {
        let before = original.components(separatedBy: "\n")
        let after = rewritten.components(separatedBy: "\n")
        return after.difference(from: before).sorted {
            ($0.offset, $0.isInsertion ? 1 : 0) < ($1.offset, $1.isInsertion ? 1 : 0)
        }
        .map { change in
            switch change {
            case .remove(let offset, let line, _): return "-\(offset + 1): \(line)\n"
            case .insert(let offset, let line, _): return "+\(offset + 1): \(line)\n"
            }
        }.joined()
    }
}

extension CollectionDifference.Change {
    fileprivate var offset: Int {
        switch self {
        case .insert(let offset, _, _), .remove(let offset, _, _): return offset
        }
    }

    fileprivate var isInsertion: Bool {
        if case .insert = self { return true }
        return false
    }
}
