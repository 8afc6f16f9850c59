import AccessFixer
import Foundation
import Testing

/// Changes in place need git to say what the folder holds: a folder git cannot read is refused,
/// never taken for a clean one.
struct WorkingTreeTests {
    @Test func aFolderOutsideAnyRepositoryOrWithABrokenOneIsReportedNotTakenForClean() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cleave-git-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let applier = InPlaceApplier(root: folder)
        #expect(applier.workingTree() == .notARepository)

        try Data("garbage\n".utf8).write(to: folder.appendingPathComponent(".git"))
        guard case .unreadable(let why) = applier.workingTree() else {
            Issue.record("a broken .git read as \(applier.workingTree())")
            return
        }
        #expect(why.contains("`git -C \(folder.path) status --porcelain -- .` failed with exit status"), "\(why)")
        let problem = applier.notReadyForChanges("the split")
        #expect(problem?.hasPrefix("git cannot tell whether \(folder.path) has uncommitted changes") == true)
        #expect(problem?.hasSuffix("; fix that, or pass --force") == true)
    }
}
