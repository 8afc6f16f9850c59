import Foundation

/// Writes a split into a new folder: a copy of the package (without build products and caches)
/// with the moves done and the edits applied. The original is never touched; the folder is
/// written under a temporary name and renamed when complete, so that an interrupted run leaves
/// no half-written result.
public struct SplitWriter {
    public init() {}

    static let skipped: Set<String> = [".build", ".cleave", ".git", ".swiftpm"]

    public enum Problem: Error, CustomStringConvertible {
        case destinationExists(String)
        case destinationInside(String, root: String)

        public var description: String {
            switch self {
            case .destinationExists(let path): return "\(path) exists; pass an --out folder that does not exist yet"
            case .destinationInside(let path, let root):
                return "\(path) is inside \(root), which is copied into it; pass an --out folder outside the package"
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
        let partial = destination.deletingLastPathComponent().appendingPathComponent(".\(destination.lastPathComponent).partial")
        try? manager.removeItem(at: partial)
        try manager.createDirectory(at: partial, withIntermediateDirectories: true)
        do {
            for name in try manager.contentsOfDirectory(atPath: root.path) where !Self.skipped.contains(name) {
                try manager.copyItem(at: root.appendingPathComponent(name), to: partial.appendingPathComponent(name))
            }
            for (path, edits) in changes.edits {
                let file = partial.appendingPathComponent(path)
                let text = String(decoding: try Data(contentsOf: file), as: UTF8.self)
                try Data(SourceEdit.apply(edits, to: text).utf8).write(to: file)
            }
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
