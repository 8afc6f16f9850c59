import Foundation
import TestSupport
import Testing

@testable import AccessFixer

/// The one writer of a split, in place and `--out`: what it leaves in a scratch folder, compared
/// whole, and files replaced by a rename rather than rewritten where they are.
struct ChangeWriterTests {
    @Test func editsMovesNewFilesAndTheManifestLeaveExactlyTheTreeTheySay() throws {
        let scratch = try Scratch([
            "Package.swift": "// swift-tools-version:5.9\n",
            "Sources/App/Model.swift": "struct Model {}\r\nlet x = 1\r\n",
            "Sources/App/Views/View.swift": "struct View {}\n",
            "README.md": "read me\n",
        ])
        let changes = SplitChanges(
            moves: ["Sources/App/Views/View.swift": "Sources/Views/View.swift"],
            edits: [
                "Sources/App/Model.swift": [
                    .insertion(in: "Sources/App/Model.swift", at: 0, "import Views\n"),
                    SourceEdit(file: "Sources/App/Model.swift", start: 0, end: 6, replacement: "public struct"),
                ]
            ],
            manifest: "// swift-tools-version:5.9\n// split\n", manifestPath: "Package.swift",
            createdFiles: ["Sources/Views/Resources.swift": "let bundle = 1\n"],
            accessCounts: (public: 1, open: 0), raised: [:], publicInits: [], leftForAHuman: [])

        try scratch.writer.write(changes)
        scratch.writer.remove("README.md")

        #expect(
            try scratch.tree() == [
                "Package.swift": "// swift-tools-version:5.9\n// split\n",
                // A CRLF file stays CRLF where an edit inserted a bare LF.
                "Sources/App/Model.swift": "import Views\r\npublic struct Model {}\r\nlet x = 1\r\n",
                "Sources/Views/View.swift": "struct View {}\n",
                "Sources/Views/Resources.swift": "let bundle = 1\n",
            ])
        #expect(!FileManager.default.fileExists(atPath: scratch.writer.temporaryFolder.path))
    }

    /// A file written where it is would change every hard link to it and could be left cut short;
    /// one renamed into place leaves the other link with the old bytes, and keeps the file's mode.
    @Test func anExistingFileIsReplacedWholeByARenameKeepingItsMode() throws {
        let scratch = try Scratch(["Package.swift": "old\n"])
        let manifest = scratch.root.appendingPathComponent("Package.swift")
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: manifest.path)
        try FileManager.default.linkItem(at: manifest, to: scratch.root.appendingPathComponent("link"))

        try scratch.writer.write("new\n", to: "Package.swift")

        #expect(try scratch.tree() == ["Package.swift": "new\n", "link": "old\n"])
        let mode = try FileManager.default.attributesOfItem(atPath: manifest.path)[.posixPermissions] as? Int
        #expect(mode == 0o640)
    }

    /// A folder restored over one that is there (a rollback of a moved `.xcdatamodeld`) replaces it whole.
    @Test func aFolderIsRestoredOverWhatIsThere() throws {
        let scratch = try Scratch([
            "Model.xcdatamodeld/contents": "new\n", "backup/Model.xcdatamodeld/contents": "old\n",
        ])

        try scratch.writer.restore(
            "Model.xcdatamodeld", from: scratch.root.appendingPathComponent("backup/Model.xcdatamodeld"))
        scratch.writer.remove("backup/Model.xcdatamodeld")

        #expect(try scratch.tree() == ["Model.xcdatamodeld/contents": "old\n"])
    }
}

/// A folder of files for one test, with a writer whose temporary folder is beside it.
private final class Scratch {
    let folder: TemporaryFolder
    let writer: ChangeWriter
    var root: URL { folder.url }

    init(_ files: [String: String]) throws {
        folder = try TemporaryFolder(files)
        writer = ChangeWriter(root: folder.url, temporaryFolder: URL(fileURLWithPath: folder.path + ".tmp"))
    }

    deinit { try? FileManager.default.removeItem(at: writer.temporaryFolder) }

    /// Every file under the root (folders are seen through the files in them; an empty one is a
    /// path ending in `/`), with its text.
    func tree() throws -> [String: String] {
        var tree: [String: String] = [:]
        for case let path as String in FileManager.default.enumerator(atPath: root.path)! {
            let item = root.appendingPathComponent(path)
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: item.path, isDirectory: &isFolder)
            if !isFolder.boolValue {
                tree[path] = String(decoding: try Data(contentsOf: item), as: UTF8.self)
            } else if try FileManager.default.contentsOfDirectory(atPath: item.path).isEmpty {
                tree[path + "/"] = ""
            }
        }
        return tree
    }
}
