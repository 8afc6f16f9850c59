import Foundation

/// A scratch folder of real files (and symlinks) for discovery and indexer tests; removed when
/// the last reference to it goes away.
public final class TemporaryFolder {
    public let url: URL

    public init(_ files: [String: String] = [:]) throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("cleave-test-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (path, text) in files {
            try write(path, Data(text.utf8))
        }
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    public var path: String { url.path }

    public func write(_ path: String, _ text: String) throws {
        try write(path, Data(text.utf8))
    }

    public func write(_ path: String, _ data: Data) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
    }

    /// Sets the file's modification time to one fixed moment of the past (November 2023).
    public func age(_ path: String) throws {
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: 1_700_000_000)],
            ofItemAtPath: url.appendingPathComponent(path).path)
    }

    public func createFolder(_ path: String) throws {
        try FileManager.default.createDirectory(at: url.appendingPathComponent(path), withIntermediateDirectories: true)
    }

    /// A symlink at `path` whose target is `destination` exactly as given (relative or absolute).
    public func link(_ path: String, to destination: String) throws {
        let link = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: destination)
    }
}
