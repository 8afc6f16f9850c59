import Analyzer
import Foundation

/// Applies a split where the package is, journaled: every file it will change or move is copied
/// to `.cleave/apply-journal/` first, with the list of moves, so that a run that stops half way
/// (killed, disk full) is rolled back to the original bytes with `rollback()` — or completed by
/// rolling back and applying again. The journal is removed once the split is complete.
public struct InPlaceApplier {
    let root: URL

    private let journalRoot: URL

    /// - Parameter journalRoot: where `.cleave/apply-journal` is kept, when not at the root: the
    ///   folder the user named, which an Xcode target's root may lie above.
    public init(root: URL, journalRoot: URL? = nil) {
        self.root = root
        self.journalRoot = journalRoot ?? root
    }

    public var journalFolder: URL { journalRoot.appendingPathComponent(".cleave/apply-journal") }
    private var backupFolder: URL { journalFolder.appendingPathComponent("backup") }
    /// Where rewritten files are written before they replace the originals: never beside them.
    private var temporaryFolder: URL { journalFolder.appendingPathComponent("tmp") }
    private var journalFile: URL { journalFolder.appendingPathComponent("journal.json") }

    /// What a journal records: enough to undo every step.
    struct Journal: Codable {
        /// Old path → new path, relative to the root.
        var moves: [String: String]
        /// Paths backed up (files edited in place, moved files and folders, the manifest).
        var backedUp: [String]
        /// Files the split creates (a new local package's manifest, resource accessors): removed on rollback.
        var created: [String]
        /// The folder the paths are relative to, relative to the folder that holds the journal
        /// (`..`, an Xcode target whose files reach above the folder that holds its project):
        /// a copied or moved folder rolls back where it is now, never where it was.
        var root: String?
    }

    public enum Problem: UserFacingError {
        case pending(String)
        case nothingToRollBack(String)
        case readOnly([String])
        case fileInTheWay([String])
        case injectedFault
        case journalOfAnotherFolder(String, root: String)

        public var description: String {
            switch self {
            case .pending(let path):
                return
                    "an interrupted apply left \(path); run `cleave apply --rollback` to restore the package, or `cleave apply --continue` to finish it"
            case .nothingToRollBack(let path): return "\(path): no interrupted apply to roll back"
            case .readOnly(let paths):
                return
                    "\(paths.prefix(5).joined(separator: ", "))\(paths.count > 5 ? " and \(paths.count - 5) more" : "") "
                    + "\(paths.count == 1 ? "is" : "are") read-only; make \(paths.count == 1 ? "it" : "them") writable (chmod u+w, or check out for editing) and apply again; nothing was changed"
            case .fileInTheWay(let paths):
                return
                    "\(paths.joined(separator: ", ")) \(paths.count == 1 ? "is a file where the split needs a folder" : "are files where the split needs folders"); "
                    + "move \(paths.count == 1 ? "it" : "them") away and apply again; nothing was changed"
            case .injectedFault: return "stopped on purpose half way (CLEAVE_FAULT_AFTER_STEPS)"
            case .journalOfAnotherFolder(let path, let root):
                return
                    "\(path) was written by an apply in \(root), not here: roll back there, or remove the journal if that folder is gone"
            }
        }
    }

    public var hasPendingApply: Bool { FileManager.default.fileExists(atPath: journalFile.path) }

    /// - Parameter faultAfterSteps: stops after that many steps, journal left, as a kill would (tests).
    public func apply(_ changes: SplitChanges, faultAfterSteps: Int? = nil) throws {
        guard !hasPendingApply else { throw Problem.pending(journalFolder.path) }
        let manager = FileManager.default
        let touched = Set(changes.edits.keys).union(changes.moves.keys).union([changes.manifestPath]).sorted()
        // Where the folders the split writes into are, or would be created from.
        let destinations = Set(
            (Array(changes.moves.values) + Array(changes.createdFiles.keys) + [changes.manifestPath]).map(
                RelativePath.folder(of:))
        )
        .map(nearestExisting(_:))
        let filesInTheWay = Set(destinations.filter(isFile(_:))).sorted()
        guard filesInTheWay.isEmpty else { throw Problem.fileInTheWay(filesInTheWay) }
        let readOnly = readOnlyPaths(among: touched + destinations, movingFrom: Array(changes.moves.keys))
        guard readOnly.isEmpty else { throw Problem.readOnly(readOnly) }
        // Without a journal nothing was changed: what a run that stopped while backing up left is stale.
        try? manager.removeItem(at: journalFolder)
        try manager.createDirectory(at: backupFolder, withIntermediateDirectories: true)
        var copied: [String] = []
        for path in touched where manager.fileExists(atPath: root.appendingPathComponent(path).path) {
            // A file inside a folder that moves (a Core Data model's `contents`) is in the folder's copy.
            guard !copied.contains(where: { path.hasPrefix($0 + "/") }) else { continue }
            copied.append(path)
            let backup = backupFolder.appendingPathComponent(path)
            try manager.createDirectory(at: backup.deletingLastPathComponent(), withIntermediateDirectories: true)
            try manager.copyItem(at: root.appendingPathComponent(path), to: backup)
        }
        // The journal is written last of the preparation, atomically: without it nothing has changed.
        let created = ([changes.manifestPath] + changes.createdFiles.keys.sorted()).filter {
            !manager.fileExists(atPath: root.appendingPathComponent($0).path)
        }
        let rootFromJournal = RelativePath.relative(
            root.standardizedFileURL.path, from: journalRoot.standardizedFileURL.path)
        try JSONEncoder().encode(
            Journal(moves: changes.moves, backedUp: touched, created: created, root: rootFromJournal)
        )
        .write(to: journalFile, options: .atomic)

        var steps = 0
        try ChangeWriter(root: root, temporaryFolder: temporaryFolder).write(changes) {
            steps += 1
            if let faultAfterSteps, steps > faultAfterSteps { throw Problem.injectedFault }
        }
        try removeJournal()
    }

    /// Restores every path the journal backed up and removes what the moves created.
    public func rollback() throws {
        let manager = FileManager.default
        guard let data = manager.contents(atPath: journalFile.path) else { throw Problem.nothingToRollBack(root.path) }
        let journal = try JSONDecoder().decode(Journal.self, from: data)
        guard !(journal.root ?? "").hasPrefix("/") || journal.root == root.path else {
            throw Problem.journalOfAnotherFolder(journalFolder.path, root: journal.root ?? "")
        }
        let root =
            journal.root.map {
                $0.hasPrefix("/")
                    ? URL(fileURLWithPath: $0) : journalRoot.appendingPathComponent($0).standardizedFileURL
            } ?? root
        let writer = ChangeWriter(root: root, temporaryFolder: temporaryFolder)
        for to in (journal.moves.values + journal.created).sorted(by: { $0.count > $1.count }) {
            writer.remove(to)
        }
        for path in journal.backedUp {
            let backup = backupFolder.appendingPathComponent(path)
            guard manager.fileExists(atPath: backup.path) else { continue }
            try writer.restore(path, from: backup)
        }
        try removeJournal()
    }

    /// Removes the journal, and `.cleave/` if the apply made it for the journal alone.
    private func removeJournal() throws {
        try FileManager.default.removeItem(at: journalFolder)
        ChangeWriter.removeEmptyFolders(above: journalFolder, within: journalRoot)
    }

    /// The folder itself, or the folder above it that is there, that a write into it creates folders in.
    private func nearestExisting(_ folder: String) -> String {
        var existing = folder
        while !existing.isEmpty, !FileManager.default.fileExists(atPath: root.appendingPathComponent(existing).path) {
            existing = RelativePath.folder(of: existing)
        }
        return existing
    }

    /// A file where the split needs a folder.
    private func isFile(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path, isDirectory: &isFolder)
            && !isFolder.boolValue
    }

    /// Files the apply would rewrite, and folders it would move files out of, that are marked
    /// read-only. Read from the permission bits rather than `access(2)`, which lets root write anyway.
    private func readOnlyPaths(among touched: [String], movingFrom moved: [String]) -> [String] {
        let folders = moved.map { ($0 as NSString).deletingLastPathComponent }.map { $0.isEmpty ? "." : $0 }
        return Set(touched + folders).sorted().filter { path in
            let attributes = try? FileManager.default.attributesOfItem(atPath: root.appendingPathComponent(path).path)
            guard let permissions = attributes?[.posixPermissions] as? Int else { return false }
            return permissions & 0o200 == 0
        }
    }

    /// Why the folder is not ready for changes made in place (`what`: "the split"), in one line;
    /// nil when git says its working tree is clean.
    public func notReadyForChanges(_ what: String) -> String? {
        switch workingTree() {
        case .changes(let uncommitted) where !uncommitted.isEmpty:
            return
                "\(root.path) has \(uncommitted.count) uncommitted change\(uncommitted.count == 1 ? "" : "s") (\(uncommitted.prefix(3).joined(separator: ", ")))"
                + "; commit or stash them so \(what) can be reviewed and undone, or pass --force"
        case .changes:
            return nil
        case .notARepository:
            return
                "\(root.path) is not in a git repository, so \(what) could not be reviewed or undone with git; commit the folder to one, or pass --force"
        case .unreadable(let why):
            return "git cannot tell whether \(root.path) has uncommitted changes (\(why)); fix that, or pass --force"
        }
    }

    /// What git says of the folder's working tree: changes in place are reviewed and undone with it.
    public enum WorkingTree: Equatable {
        /// Uncommitted changes besides Cleave's own cache; none when clean.
        case changes([String])
        case notARepository
        /// git itself failed (not installed, "dubious ownership"…), with what it said.
        case unreadable(String)
    }

    public func workingTree() -> WorkingTree {
        let text: String
        do {
            text = try ProcessRunner("git", ["-C", root.path, "status", "--porcelain", "--", "."]).run().standardOutput
        } catch ProcessFailure.exited(_, _, let output) where output.standardError.contains("not a git repository") {
            return .notARepository
        } catch {
            return .unreadable("\(error)")
        }
        return .changes(text.split(separator: "\n").map(String.init).filter { !$0.contains(".cleave/") })
    }
}
