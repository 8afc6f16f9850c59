import Foundation
import TestSupport

@testable import Analyzer

/// A scratch folder of resources for resource front end tests: inline files written to a
/// temporary folder, read back as the indexer would.
final class ResourceTestProject {
    private let folder: TemporaryFolder
    var root: URL { folder.url }

    init(_ files: [String: String]) throws {
        folder = try TemporaryFolder(files)
    }

    func write(_ path: String, _ data: Data) throws {
        try folder.write(path, data)
    }

    /// Facts of the file or folder resource at `path`.
    func facts(_ path: String) -> FileFacts {
        let url = root.appendingPathComponent(path)
        let data = FileManager.default.contents(atPath: url.path)
        let hash = data.map(ContentHash.of) ?? ResourceFrontEnd.folderHash(at: url)
        let file = SourceFile(path: path, language: .resource, contentHash: hash, lines: 0, bytes: data?.count ?? 0)
        return ResourceFrontEnd(root: root).facts(for: file)
    }

    func resource(_ path: String) -> Resource? { facts(path).resources.first }
}
