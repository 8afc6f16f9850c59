import Foundation

/// A file rewritten with its edits as its owner left it: its line endings (a CRLF file gains no
/// bare LF) and its permissions. The new text is written in `temporaryFolder` first, never beside
/// the user's files, and renamed over the file: a stop half way leaves the old file or the new one.
enum RewrittenFile {
    struct Problem: Error, CustomStringConvertible {
        let path: String
        let reason: String
        var description: String { "\(path): could not replace it (\(reason)); nothing else was changed in it" }
    }

    static func apply(_ edits: [SourceEdit], to file: URL, temporaryFolder: URL) throws {
        let manager = FileManager.default
        let original = String(decoding: try Data(contentsOf: file), as: UTF8.self)
        let edited = keepingLineEndings(of: original, in: SourceEdit.apply(edits, to: original))
        try manager.createDirectory(at: temporaryFolder, withIntermediateDirectories: true)
        let temporary = temporaryFolder.appendingPathComponent(UUID().uuidString)
        try Data(edited.utf8).write(to: temporary)
        if let permissions = (try? manager.attributesOfItem(atPath: file.path))?[.posixPermissions] as? Int {
            try manager.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary.path)
        }
        guard rename(temporary.path, file.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? manager.removeItem(at: temporary)
            throw Problem(path: file.path, reason: reason)
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
