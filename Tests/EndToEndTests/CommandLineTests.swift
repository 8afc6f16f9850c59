import Foundation
import Testing

@Suite("cleave on the command line")
struct CommandLineTests {
    @Test func helpListsTheCommands() throws {
        let result = try CleaveProcess.run(["--help"])
        #expect(result.status == 0)
        for command in ["index", "refs", "init", "plan", "check", "explain", "apply", "fix-access"] {
            #expect(result.stdout.contains("\n  \(command) "), "\(command) is listed, apart from its summary")
        }
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

    @Test func indexStoreOptionsThatContradictEachOtherExitTwo() throws {
        let sample = CleaveProcess.packageRoot.appendingPathComponent("Samples/Bookshelf").path
        let cases: [([String], String)] = [
            (["--syntax-only", "--index-store", "/tmp/store"], "--syntax-only reads no index store"),
            (["--agreement-json", "-"], "--agreement-json needs --compare or --compare-store"),
            (["--index-store", "/a", "--compare-store", "/b"], "name different stores"),
            (["--index-store", "/no/such/store", "--no-cache"], "/no/such/store: cannot read the index store"),
        ]
        for (options, message) in cases {
            let result = try CleaveProcess.run(["index", sample] + options)
            #expect(result.status == 2, "\(options)")
            #expect(result.stderr.contains(message), "\(options): \(result.stderr)")
        }
    }

    @Test func comparingWithoutABuildSaysToBuildFirst() throws {
        let copy = try ScratchCopy(of: "Bookshelf")
        defer { copy.remove() }
        let result = try CleaveProcess.run(["index", copy.url.path, "--compare", "--no-cache"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("no index store found"))
        #expect(result.stderr.contains("build first (swift build)"))
    }

    @Test func anUnknownCommandSuggestsTheRightOne() throws {
        let result = try CleaveProcess.run(["indx"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("did you mean 'index'?"))
    }
}
