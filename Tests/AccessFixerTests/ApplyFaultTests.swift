import Analyzer
import Foundation
import Testing

@testable import AccessFixer

/// An apply killed at any step leaves a journal; `rollback` then restores the tree the apply
/// started from, byte for byte and mode for mode, untracked files and empty folders included,
/// as git and a full listing of the tree both see it.
struct ApplyFaultTests {
    @Test func aKillAtEveryStepOfApplyRollsBackToTheExactOriginalTree() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("cleave-fault-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let root = try bookshelf(in: scratch)
        try git(["init", "-q"], in: root)
        try git(["add", "-A"], in: root)
        try git(["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "sample"], in: root)
        // What git does not track must come back too: a note, a draft beside files that move, an empty folder.
        try Data("notes\n".utf8).write(to: root.appendingPathComponent("notes.txt"))
        try Data("draft\r\n".utf8).write(to: root.appendingPathComponent("Sources/Bookshelf/Features/Library/draft.md"))
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Sources/Bookshelf/Empty"), withIntermediateDirectories: true)
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o600], ofItemAtPath: root.appendingPathComponent("Package.swift").path)

        let changes = try planned(root)
        let steps = changes.edits.count + changes.moves.count + changes.createdFiles.count + 1
        let original = try TreeSnapshot(root)
        let originalStatus = try git(["status", "--porcelain", "--untracked-files=all"], in: root)

        for step in 0..<steps {
            let applier = InPlaceApplier(root: root)
            #expect { try applier.apply(changes, faultAfterSteps: step) } throws: {
                "\($0)".contains("stopped on purpose")
            }
            #expect(applier.hasPendingApply)
            try applier.rollback()
            let restored = try TreeSnapshot(root)
            #expect(
                restored == original, "killed after \(step) of \(steps) steps: \(restored.differences(from: original))")
            #expect(
                try git(["status", "--porcelain", "--untracked-files=all"], in: root) == originalStatus,
                "killed after \(step) steps")
        }
        // With no fault the split is made, and differs: the loop above compared something.
        try InPlaceApplier(root: root).apply(changes)
        #expect(try TreeSnapshot(root) != original)
    }

    /// A file where the split must create a folder (`Sources/Models`, the new module's) once
    /// failed after the first writes; the pre-flight names it and nothing is written.
    @Test func aFileWhereAFolderMustBeIsRefusedBeforeTheFirstWrite() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("cleave-fault-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let root = try bookshelf(in: scratch)
        let changes = try planned(root)
        let inTheWay = try #require(
            changes.moves.values.map { $0.split(separator: "/").prefix(2).joined(separator: "/") }.min())
        try Data("in the way\n".utf8).write(to: root.appendingPathComponent(inTheWay))
        let original = try TreeSnapshot(root)

        #expect { try InPlaceApplier(root: root).apply(changes) } throws: {
            "\($0)"
                == "\(inTheWay) is a file where the split needs a folder; move it away and apply again; nothing was changed"
        }
        #expect(try TreeSnapshot(root) == original)
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent(".cleave").path))
    }

    /// A copy of the Bookshelf sample in `scratch`, without builds or a cache.
    private func bookshelf(in scratch: URL) throws -> URL {
        let root = scratch.appendingPathComponent("Bookshelf")
        try FileManager.default.copyItem(
            at: SamplePlan.repository.appendingPathComponent("Samples/Bookshelf"), to: root)
        for leftOver in [".build", ".cleave"] {
            try? FileManager.default.removeItem(at: root.appendingPathComponent(leftOver))
        }
        return root
    }

    /// What applying the sample's own plan changes.
    private func planned(_ root: URL) throws -> SplitChanges {
        let sample = try SamplePlan(
            root, planText: try String(contentsOf: root.appendingPathComponent("cleave.json"), encoding: .utf8))
        return try SplitPlanner(context: sample.context, root: sample.root, bridgingHeader: nil, xcode: nil).changes(
            findings: sample.report.findings)
    }

    @discardableResult
    private func git(_ arguments: [String], in folder: URL) throws -> String {
        try ProcessRunner("git", arguments, in: folder).run().standardOutput
    }
}

/// Every file and folder under a root but `.git`: contents and permissions.
private struct TreeSnapshot: Equatable {
    let entries: [String: String]

    init(_ root: URL) throws {
        var entries: [String: String] = [:]
        let manager = FileManager.default
        for case let path as String in manager.enumerator(atPath: root.path)!
        where path != ".git" && !path.hasPrefix(".git/") {
            let full = root.appendingPathComponent(path).path
            let attributes = try manager.attributesOfItem(atPath: full)
            let mode = String((attributes[.posixPermissions] as? Int) ?? 0, radix: 8)
            if attributes[.type] as? FileAttributeType == .typeDirectory {
                entries[path] = "folder \(mode)"
            } else {
                entries[path] = "file \(mode) " + (manager.contents(atPath: full) ?? Data()).base64EncodedString()
            }
        }
        self.entries = entries
    }

    /// The paths whose entry differs, is new or is gone, with the first few characters of each side.
    func differences(from other: TreeSnapshot) -> [String] {
        Set(entries.keys).union(other.entries.keys).sorted().filter { entries[$0] != other.entries[$0] }.map { path in
            "\(path): \(other.entries[path]?.prefix(12) ?? "absent") → \(entries[path]?.prefix(12) ?? "absent")"
        }
    }
}
