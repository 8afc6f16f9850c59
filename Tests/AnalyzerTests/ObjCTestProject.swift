import Foundation
import TestSupport

@testable import Analyzer

/// A scratch monolith for Objective-C front end tests: inline files written to a temporary
/// folder, parsed with every folder holding a `.h` as a header search path.
final class ObjCTestProject {
    private let folder: TemporaryFolder
    var root: URL { folder.url }

    init(_ files: [String: String]) throws {
        folder = try TemporaryFolder(files)
    }

    lazy var frontEnd: ObjCFrontEnd = {
        let folders = Set(
            paths.filter { $0.hasSuffix(".h") }.map { root.appendingPathComponent($0).deletingLastPathComponent() })
        return ObjCFrontEnd(root: root, headerSearchPaths: folders.sorted { $0.path < $1.path })
    }()

    var paths: [String] {
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        return (enumerator?.allObjects as? [String] ?? []).filter {
            $0.hasSuffix(".h") || $0.hasSuffix(".m") || $0.hasSuffix(".mm")
        }.sorted()
    }

    func facts(_ path: String) -> FileFacts {
        let data = FileManager.default.contents(atPath: root.appendingPathComponent(path).path) ?? Data()
        let file = SourceFile(
            path: path, language: path.hasSuffix(".h") ? .objcHeader : .objcImplementation,
            contentHash: ContentHash.of(data), lines: data.filter { $0 == 10 }.count, bytes: data.count)
        return frontEnd.facts(for: file)
    }

    func allFacts() -> [FileFacts] { paths.map(facts) }
}

extension FileFacts {
    func declaration(_ id: String) -> Declaration? { declarations.first { $0.id == id } }

    /// `call hashString: @3:5 type(["LegacyCrypto"]) in 2`, one line per reference (`in`: the
    /// index of the enclosing declaration), for readable assertions.
    var referenceSummary: [String] {
        references.map { reference in
            let source = reference.sourceIndex.map { " in \($0)" } ?? ""
            return
                "\(reference.kind.rawValue) \(reference.name) @\(reference.location.line):\(reference.location.column) "
                + "\(reference.receiver)\(source)"
        }
    }
}
