import Foundation

/// A scratch folder of real files (and symlinks) for discovery and indexer tests; removed when
/// the last reference to it goes away.
final class TemporaryFolder {
    let url: URL

    init(_ files: [String: String] = [:]) throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("cleave-test-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (path, text) in files {
            try write(path, Data(text.utf8))
        }
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    var path: String { url.path }

    func write(_ path: String, _ text: String) throws {
        try write(path, Data(text.utf8))
    }

    func write(_ path: String, _ data: Data) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
    }

    /// Sets the file's modification time to one fixed moment of the past (November 2023).
    func age(_ path: String) throws {
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: 1_700_000_000)],
            ofItemAtPath: url.appendingPathComponent(path).path)
    }

    func createFolder(_ path: String) throws {
        try FileManager.default.createDirectory(at: url.appendingPathComponent(path), withIntermediateDirectories: true)
    }

    /// A symlink at `path` whose target is `destination` exactly as given (relative or absolute).
    func link(_ path: String, to destination: String) throws {
        let link = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: destination)
    }
}
