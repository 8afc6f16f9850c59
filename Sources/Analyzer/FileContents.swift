import Foundation

/// A file's bytes and fingerprint; folder resources are fingerprinted by their contents.
struct FileContents: Sendable {
    let file: DiscoveredFile
    /// Empty until `read()` when the file's hash was known from its size and modification time.
    let data: Data
    let hash: String
    /// The operators and precedence groups a Swift file declares (`OperatorDeclarations`).
    let operators: [String]
    /// The file could not be read (its permissions): indexing it as empty would hide it.
    let isUnreadable: Bool
    /// Its size and modification time (of each of its files, for a folder resource).
    let stat: FileStat?
    /// Read again, its hash is not the one `known` had: almost surely edited since the last run.
    let differsFromKnown: Bool
    private let isRead: Bool

    /// The file's contents and hash; `known`, what was taken of it at a size and modification
    /// time, is taken without reading the file when both are still the same.
    /// - Parameter rootPath: the monolith's folder, as a path: a warm run of a big monolith spent
    ///   more on making each file's URL than on examining the file.
    init(file: DiscoveredFile, rootPath: String, known: KnownContent? = nil) {
        self.file = file
        let path = rootPath + "/" + file.path
        stat = FileStat(path: path)
        if let known, let stat, known.stat.signature == stat.signature {
            data = Data()
            hash = known.hash
            operators = known.operators
            isUnreadable = false
            isRead = false
            differsFromKnown = false
            return
        }
        isRead = true
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            data = Data()
            hash = ResourceFrontEnd.folderHash(at: URL(fileURLWithPath: path))
            operators = []
            isUnreadable = false
        } else {
            let read = FileManager.default.contents(atPath: path)
            data = read ?? Data()
            hash = ContentHash.of(data)
            operators = file.language == .swift ? OperatorDeclarations.declared(in: data) : []
            isUnreadable = read == nil
        }
        differsFromKnown = known != nil && known?.hash != hash
    }

    /// What these contents tell of the file while its size and modification time stay the same.
    var known: KnownContent? {
        stat.map { KnownContent(stat: $0, hash: hash, operators: operators) }
    }

    /// These contents with the file's bytes read, if they were not.
    func read(root: URL) -> FileContents {
        isRead ? self : FileContents(file: file, rootPath: root.path)
    }

    var sourceFile: SourceFile {
        // Counted in the raw bytes: `Data`'s own iterator took a byte at a time through a call.
        let lines = data.withUnsafeBytes { bytes in
            bytes.isEmpty ? 0 : bytes.count { $0 == UInt8(ascii: "\n") } + (bytes.last == UInt8(ascii: "\n") ? 0 : 1)
        }
        return SourceFile(path: file.path, language: file.language, contentHash: hash, lines: lines, bytes: data.count)
    }
}

/// A file's hash and the operators it declares, as taken at its size and modification time.
struct KnownContent {
    let stat: FileStat
    let hash: String
    let operators: [String]
}

/// A regular file's size and modification time, or those of every file in a folder resource:
/// while they are what they were when its hash was taken, the hash stands, and the file need not
/// be read again (as git's index does).
struct FileStat: Sendable {
    let signature: String
    /// Whether the file was last modified long enough ago that an edit in the same clock tick,
    /// keeping its size, could not go unseen (git's "racy" files): only then is the stat recorded.
    let isSettled: Bool

    init(signature: String) {
        self.signature = signature
        isSettled = true
    }

    /// Nil for a symbolic link, or what cannot be examined.
    init?(path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            let modified = Self.modified(info)
            signature = "\(info.st_size) \(modified)"
            isSettled = modified < Self.settledBefore
        case S_IFDIR:
            // Files as `ResourceFrontEnd.folderHash` takes them: every regular file inside, by
            // its path in the folder, `.DS_Store` aside.
            var parts: [String] = []
            var isSettled = true
            var folders = [""]
            while let folder = folders.popLast() {
                let names =
                    (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? path : path + "/" + folder))
                    ?? []
                for name in names.sorted() where name != ".DS_Store" {
                    let relative = folder.isEmpty ? name : folder + "/" + name
                    guard lstat(path + "/" + relative, &info) == 0 else { return nil }
                    switch info.st_mode & S_IFMT {
                    case S_IFDIR: folders.append(relative)
                    case S_IFREG:
                        let modified = Self.modified(info)
                        parts.append("\(relative) \(info.st_size) \(modified)")
                        isSettled = isSettled && modified < Self.settledBefore
                    default: return nil  // a symlink: what it leads to is not looked at
                    }
                }
            }
            signature = "folder " + ContentHash.combining(parts.sorted())
            self.isSettled = isSettled
        default: return nil
        }
    }

    private static func modified(_ info: stat) -> Int64 {
        #if canImport(Darwin)
            let time = info.st_mtimespec
        #else
            let time = info.st_mtim
        #endif
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    /// Git's racy rule: a file modified within two seconds of now could change again unseen.
    private static var settledBefore: Int64 { Int64(Date().timeIntervalSince1970 * 1_000_000_000) - 2_000_000_000 }
}
