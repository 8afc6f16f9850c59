import Foundation
import Testing

@Suite("cleave on the command line")
struct CommandLineTests {
    @Test func helpListsTheCommands() throws {
        let result = try CleaveProcess.run(["--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("index"))
        #expect(result.stdout.contains("refs"))
    }

    @Test func aMissingPathExitsTwoAndNamesIt() throws {
        let result = try CleaveProcess.run(["index", "/no/such/monolith"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("/no/such/monolith: no such file or directory"))
        #expect(result.stdout.isEmpty)
    }

    @Test func anEmptyFolderExitsTwoAndChangesNothing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cleave-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CleaveProcess.run(["index", folder.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("no Swift or Objective-C sources"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func anUnknownOptionSuggestsTheRightOne() throws {
        let result = try CleaveProcess.run(["index", ".", "--jsn", "-"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("did you mean --json?"))
    }

    @Test func anUnknownCommandSuggestsTheRightOne() throws {
        let result = try CleaveProcess.run(["indx"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("did you mean 'index'?"))
    }
}
