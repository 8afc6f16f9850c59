import Analyzer
import Foundation

/// Writes a split into a new folder: a copy of the package (without build products and caches)
/// with the changes written into it as they would be in place. The original is never touched; the folder is
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
            try ChangeWriter(root: partial, temporaryFolder: partial.appendingPathComponent(".cleave")).write(changes)
            try manager.moveItem(at: partial, to: destination)
        } catch {
            try? manager.removeItem(at: partial)
            throw error
        }
    }
}
