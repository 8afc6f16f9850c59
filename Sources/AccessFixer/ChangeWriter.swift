import Analyzer
import Foundation

/// Puts changes on disk in one folder, the one writer of a split in place and of one written
/// `--out`. Every file is written whole in `temporaryFolder` (on the same volume, never beside the
/// user's files) and renamed over its path, so a stop half way leaves each file old or new, never
/// cut short; a rewritten file keeps its owner's line endings (a CRLF file gains no bare LF) and
/// permissions.
struct ChangeWriter {
    /// The folder the changes' paths are relative to.
    let root: URL
    /// Where files are written before they take their names; removed once the changes are written.
    let temporaryFolder: URL

    struct Problem: UserFacingError {
        let path: String
        let reason: String
        var description: String { "\(path): could not replace it (\(reason)); nothing else was changed in it" }
    }

    /// Writes a split's changes: the edits, then the moves, the new files and the manifest.
    /// - Parameter beforeEachStep: called before each of those writes (a fault injected by a test).
    func write(_ changes: SplitChanges, beforeEachStep: () throws -> Void = {}) throws {
        defer { try? FileManager.default.removeItem(at: temporaryFolder) }
        for (path, edits) in changes.edits.sorted(by: { $0.key < $1.key }) {
            try beforeEachStep()
            try rewrite(path, with: edits)
        }
        // Longest first, so that a folder moves before nothing inside it is left to move.
        for (from, to) in changes.moves.sorted(by: { $0.key.count > $1.key.count }) {
            try beforeEachStep()
            try move(from, to: to)
        }
        for (path, text) in changes.createdFiles.sorted(by: { $0.key < $1.key }) {
            try beforeEachStep()
            try write(text, to: path)
        }
        try beforeEachStep()
        try write(changes.manifest, to: changes.manifestPath)
    }

    /// The file at `path` with `edits` applied.
    func rewrite(_ path: String, with edits: [SourceEdit]) throws {
        let original = String(decoding: try Data(contentsOf: root.appendingPathComponent(path)), as: UTF8.self)
        let edited = Self.keepingLineEndings(of: original, in: SourceEdit.apply(edits, to: original))
        try write(edited, to: path)
    }

    /// `text` at `path`, replacing what is there (keeping its permissions), in a folder created if missing.
    func write(_ text: String, to path: String) throws {
        let temporary = try temporaryItem()
        try Data(text.utf8).write(to: temporary)
        let file = root.appendingPathComponent(path)
        if let permissions = (try? FileManager.default.attributesOfItem(atPath: file.path))?[.posixPermissions] as? Int
        {
            try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary.path)
        }
        try place(temporary, at: path)
    }

    /// Moves the file or folder at `from` to `to`, creating the folders it goes into and removing
    /// those it leaves empty. Nothing when `from` is gone (moved already, with the folder that held it).
    func move(_ from: String, to: String) throws {
        let source = root.appendingPathComponent(from)
        guard FileManager.default.fileExists(atPath: source.path) else { return }
        let target = root.appendingPathComponent(to)
        try FileManager.default.createDirectory(
            at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: source, to: target)
        Self.removeEmptyFolders(above: source, within: root)
    }

    /// Removes the file or folder at `path`, if there, and the folders that leaves empty.
    func remove(_ path: String) {
        let item = root.appendingPathComponent(path)
        try? FileManager.default.removeItem(at: item)
        Self.removeEmptyFolders(above: item, within: root)
    }

    /// A copy of `original` (a file or folder, mode kept) at `path`, replacing what is there.
    func restore(_ path: String, from original: URL) throws {
        let temporary = try temporaryItem()
        try FileManager.default.copyItem(at: original, to: temporary)
        try place(temporary, at: path)
    }

    /// A name in the temporary folder for one item.
    private func temporaryItem() throws -> URL {
        try FileManager.default.createDirectory(at: temporaryFolder, withIntermediateDirectories: true)
        return temporaryFolder.appendingPathComponent(UUID().uuidString)
    }

    /// Renames a finished item over `path`. A file replaces a file in one step; a folder cannot
    /// replace anything that is not an empty folder, so what is there goes first.
    private func place(_ temporary: URL, at path: String) throws {
        let manager = FileManager.default
        let target = root.appendingPathComponent(path)
        try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        if isFolder(temporary) || isFolder(target) { try? manager.removeItem(at: target) }
        guard rename(temporary.path, target.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? manager.removeItem(at: temporary)
            throw Problem(path: target.path, reason: reason)
        }
    }

    private func isFolder(_ item: URL) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: item.path, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// Removes the folders above `path` that a move left empty, up to `root`.
    static func removeEmptyFolders(above path: URL, within root: URL) {
        var folder = path.deletingLastPathComponent()
        while folder.path.count > root.path.count,
            let contents = try? FileManager.default.contentsOfDirectory(atPath: folder.path), contents.isEmpty
        {
            try? FileManager.default.removeItem(at: folder)
            folder = folder.deletingLastPathComponent()
        }
    }

    /// A text whose every line ends in CRLF keeps doing so: what the edits inserted with LF gets CR too.
    static func keepingLineEndings(of original: String, in edited: String) -> String {
        guard original.contains("\r\n"), !original.replacingOccurrences(of: "\r\n", with: "").contains("\n") else {
            return edited
        }
        return edited.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\n", with: "\r\n")
    }
}
