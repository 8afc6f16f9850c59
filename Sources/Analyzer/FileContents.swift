import Foundation

/// A file's bytes and fingerprint; folder resources are fingerprinted by their contents.
struct FileContents: Sendable {
    let file: DiscoveredFile
    /// Empty until `read()` when the file's hash was known from its size and modification time.
    let data: Data
    let hash: String
    /// The file could not be read (its permissions): indexing it as empty would hide it.
    let isUnreadable: Bool
    /// Its size and modification time, when it is a regular file.
    let stat: FileStat?
    private let isRead: Bool

    /// The file's contents and hash; `known`, a hash of it at a size and modification time, is
    /// taken without reading the file when both are still the same.
    init(file: DiscoveredFile, root: URL, known: (stat: FileStat, hash: String)? = nil) {
        self.file = file
        let url = root.appendingPathComponent(file.path)
        stat = FileStat(path: url.path)
        if let known, let stat, known.stat.signature == stat.signature {
            data = Data()
            hash = known.hash
            isUnreadable = false
            isRead = false
            return
        }
        isRead = true
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

    /// These contents with the file's bytes read, if they were not.
    func read(root: URL) -> FileContents {
        isRead ? self : FileContents(file: file, root: root)
    }

    var sourceFile: SourceFile {
        let lines = data.isEmpty ? 0 : data.reduce(into: 0) { count, byte in if byte == UInt8(ascii: "\n") { count += 1 } }
            + (data.last == UInt8(ascii: "\n") ? 0 : 1)
        return SourceFile(path: file.path, language: file.language, contentHash: hash, lines: lines, bytes: data.count)
    }
}

/// A regular file's size and modification time: while they are what they were when its hash was
/// taken, the hash stands, and the file need not be read again (as git's index does). Folder
/// resources are hashed every time: looking at each of their files cost as much as reading them.
struct FileStat: Sendable {
    let signature: String
    /// Whether the file was last modified long enough ago that an edit in the same clock tick,
    /// keeping its size, could not go unseen (git's "racy" files): only then is the stat recorded.
    let isSettled: Bool

    init(signature: String) {
        self.signature = signature
        isSettled = true
    }

    /// Nil for a folder, a symbolic link, or what cannot be examined.
    init?(path: String) {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        let modified = Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
        signature = "\(info.st_size) \(modified)"
        isSettled = modified < Int64(Date().timeIntervalSince1970 * 1_000_000_000) - 2_000_000_000
    }
}
