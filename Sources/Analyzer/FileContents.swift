import Foundation

/// A file's bytes and fingerprint; folder resources are fingerprinted by their contents.
struct FileContents: Sendable {
    let file: DiscoveredFile
    let data: Data
    let hash: String
    /// The file could not be read (its permissions): indexing it as empty would hide it.
    let isUnreadable: Bool

    init(file: DiscoveredFile, root: URL) {
        self.file = file
        let url = root.appendingPathComponent(file.path)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
            data = Data()
            hash = ResourceFrontEnd.folderHash(at: url)
            isUnreadable = false
        } else {
            let read = FileManager.default.contents(atPath: url.path)
            data = read ?? Data()
            hash = ContentHash.of(data)
            isUnreadable = read == nil
        }
    }

    var sourceFile: SourceFile {
        let lines = data.isEmpty ? 0 : data.reduce(into: 0) { count, byte in if byte == UInt8(ascii: "\n") { count += 1 } }
            + (data.last == UInt8(ascii: "\n") ? 0 : 1)
        return SourceFile(path: file.path, language: file.language, contentHash: hash, lines: lines, bytes: data.count)
    }
}
