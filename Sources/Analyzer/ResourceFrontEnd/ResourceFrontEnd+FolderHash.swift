import Foundation

extension ResourceFrontEnd {
    /// The content hash of a folder resource (an asset catalog, a Core Data model): every
    /// contained file's path relative to the folder and its own hash, sorted by path, combined.
    /// Finder's `.DS_Store` files do not count.
    public static func folderHash(at url: URL) -> String {
        let manager = FileManager.default
        let files = (manager.enumerator(atPath: url.path)?.allObjects as? [String] ?? [])
            .filter { relative in
                var isDirectory: ObjCBool = false
                return !relative.hasSuffix(".DS_Store")
                    && manager.fileExists(atPath: url.appendingPathComponent(relative).path, isDirectory: &isDirectory)
                    && !isDirectory.boolValue
            }
            .sorted()
        let parts = files.flatMap { relative in
            [relative, ContentHash.of(manager.contents(atPath: url.appendingPathComponent(relative).path) ?? Data())]
        }
        return ContentHash.combining(parts)
    }
}
