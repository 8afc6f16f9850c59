import Analyzer
import Foundation

/// Writes a split into a new folder: a copy of the package (without build products and caches)
/// with the moves done and the edits applied. The original is never touched; the folder is
/// written under a temporary name and renamed when complete, so that an interrupted run leaves
/// no half-written result.
public struct SplitWriter {
    public init() {}

    static let skipped: Set<String> = [".build", ".cleave", ".git", ".swiftpm"]

    public enum Problem: UserFacingError {
        case destinationExists(String)
        case destinationInside(String, root: String)
        case partialExists(String)

        public var description: String {
            switch self {
            case .destinationExists(let path): return "\(path) exists; pass an --out folder that does not exist yet"
            case .destinationInside(let path, let root):
                return "\(path) is inside \(root), which is copied into it; pass an --out folder outside the package"
            case .partialExists(let path):
                return
                    "\(path) exists, where the split is written before it takes its name; remove it if it is what an interrupted apply left, or pass another --out folder"
            }
        }
    }

    public func write(_ changes: SplitChanges, from root: URL, to destination: URL) throws {
        let manager = FileManager.default
        guard !manager.fileExists(atPath: destination.path) else { throw Problem.destinationExists(destination.path) }
        let rootPath = root.standardizedFileURL.resolvingSymlinksInPath().path
        let destinationPath = destination.standardizedFileURL.deletingLastPathComponent().resolvingSymlinksInPath()
            .appendingPathComponent(destination.lastPathComponent).path
        guard !(destinationPath + "/").hasPrefix(rootPath + "/") else {
            throw Problem.destinationInside(destination.path, root: root.path)
        }
        let partial = destination.deletingLastPathComponent().appendingPathComponent(
            ".\(destination.lastPathComponent).partial")
        // (Never removed unless this run made it: it may be the user's.)
        guard !manager.fileExists(atPath: partial.path) else { throw Problem.partialExists(partial.path) }
        try manager.createDirectory(at: partial, withIntermediateDirectories: true)
        do {
            for name in try manager.contentsOfDirectory(atPath: root.path) where !Self.skipped.contains(name) {
                try manager.copyItem(at: root.appendingPathComponent(name), to: partial.appendingPathComponent(name))
            }
            let temporary = partial.appendingPathComponent(".cleave")
            for (path, edits) in changes.edits {
                try RewrittenFile.apply(edits, to: partial.appendingPathComponent(path), temporaryFolder: temporary)
            }
            try? manager.removeItem(at: temporary)
            // Longest first, so that a folder moves before nothing inside it is left to move.
            for (from, to) in changes.moves.sorted(by: { $0.key.count > $1.key.count }) {
                let source = partial.appendingPathComponent(from)
                guard manager.fileExists(atPath: source.path) else { continue }
                let target = partial.appendingPathComponent(to)
                try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try manager.moveItem(at: source, to: target)
                InPlaceApplier.removeEmptyFolders(above: source, within: partial)
            }
            for (path, text) in changes.createdFiles {
                try Data(text.utf8).write(to: partial.appendingPathComponent(path))
            }
            let manifest = partial.appendingPathComponent(changes.manifestPath)
            try manager.createDirectory(at: manifest.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(changes.manifest.utf8).write(to: manifest)
            try manager.moveItem(at: partial, to: destination)
        } catch {
            try? manager.removeItem(at: partial)
            throw error
        }
    }
}
