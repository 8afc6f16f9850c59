import Foundation
import Testing

@Suite("cleave on the command line")
struct CommandLineTests {
    @Test func helpListsTheCommands() throws {
        let result = try CleaveProcess.run(["--help"])
        #expect(result.status == 0)
        for command in ["index", "refs", "init", "plan", "check", "explain", "propose", "apply", "fix-access"] {
            #expect(result.stdout.contains("\n  \(command) "), "\(command) is listed, apart from its summary")
        }
    }

    @Test func aMissingPathExitsTwoAndNamesIt() throws {
        let result = try CleaveProcess.run(["index", "/no/such/monolith"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("/no/such/monolith: no such file or directory"))
        #expect(result.stdout.isEmpty)
    }

    /// A report written where no folder is printed Foundation's raw error
    /// (`Error Domain=NSCocoaErrorDomain Code=4 … UserInfo={…}`): it names the path and what to do.
    @Test func aFileErrorNamesThePathAndWhatToDo() throws {
        let sample = try ScratchCopy(of: "Bookshelf")
        defer { sample.remove() }
        let result = try CleaveProcess.run([
            "plan", sample.url.path, "--format", "md", "--output", "/nonexistent-\(UUID().uuidString)/plan.md",
            "--quiet",
        ])
        #expect(result.status == 2)
        #expect(
            result.stderr.contains("/plan.md: it, or the folder it goes in, does not exist; check the path"),
            "\(result.stderr)")
        #expect(!result.stderr.contains("Error Domain"))
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

    @Test func anXcodeProjectsTargetIsIndexedAndACorruptProjectChangesNothing() throws {
        let project = CleaveProcess.packageRoot.appendingPathComponent(
            "Tests/AnalyzerTests/Fixtures/Xcode/Groups/Pantry"
        ).path
        let indexed = try CleaveProcess.run(["index", project, "--no-cache"])
        #expect(indexed.status == 0, "\(indexed.stderr)")
        #expect(indexed.stdout.contains("Pantry (target Pantry of Pantry.xcodeproj)"), "the one app, beside its tests")
        #expect(indexed.stdout.contains("files         4 Swift, 1 Objective-C + 2 headers, 6 resources"))
        // Common/ sits beside the project's folder: outside the folder named, so read only when a folder above is named.
        #expect(
            indexed.stdout.contains("../Common/Clock.swift: warning: the target lists it outside Pantry/; left out"))
        let above = try CleaveProcess.run([
            "index", (project as NSString).deletingLastPathComponent, "--target", "Pantry", "--no-cache",
        ])
        #expect(
            above.stdout.contains("files         5 Swift, 1 Objective-C + 2 headers, 6 resources"),
            "\(above.stdout)\(above.stderr)")
        #expect(
            indexed.stdout.contains(
                """
                  settings      iOS 15.0, macOS 13.0; Swift 5.0; module Pantry; bridging header Pantry/Pantry-Bridging-Header.h
                                conditions Debug: DEBUG PANTRY; Release: PANTRY APPSTORE
                  links         packages Collections; frameworks UIKit.framework
                """))

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cleave-xcode-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("{ objects = ".utf8).write(to: folder.appendingPathComponent("App.xcodeproj/project.pbxproj"))
        try Data("struct App {}".utf8).write(to: folder.appendingPathComponent("App.swift"))
        let corrupt = try CleaveProcess.run(["index", folder.path])
        #expect(corrupt.status == 2)
        #expect(
            corrupt.stderr.contains(
                "App.xcodeproj/project.pbxproj: cannot read the Xcode project: not a property list Xcode wrote"))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["App.swift", "App.xcodeproj"])
    }

    /// The settings of the default configuration (Release), each configuration's conditions, and
    /// the xcconfig files they come from; an include that is not there is a warning, not a failure.
    @Test func anXcodeTargetsSettingsAreSummedUpWithTheXcconfigsTheyComeFrom() throws {
        let project = CleaveProcess.packageRoot.appendingPathComponent("Tests/AnalyzerTests/Fixtures/Xcode/Configured")
            .path
        let indexed = try CleaveProcess.run(["index", project, "--no-cache"])
        #expect(indexed.status == 0, "\(indexed.stderr)")
        #expect(
            indexed.stdout.contains(
                """
                  settings      iOS 16.4; Swift 6.0
                                conditions Debug: BASE SHELF DEBUG PROJECT_DEBUG STORE_APP DEVICE TARGET_DEBUG; \
                Release: BASE SHELF STORE_APP DEVICE; Beta: BASE SHELF BETA STORE_APP DEVICE
                                set in Config/Base.xcconfig, Config/Shared.xcconfig, Shelf/Shelf.xcconfig
                  declarations
                """), "\(indexed.stdout)")
        #expect(
            indexed.stdout.contains(
                "    Shelf/Shelf.xcconfig:2: warning: includes Shelf/Missing.xcconfig, which cannot be read; its settings are left out"
            ))
    }

    @Test func aClassTheInfoPlistNamesIsAHazardWhenItMoves() throws {
        let sample = CleaveProcess.packageRoot.appendingPathComponent("Samples/WalletApp").path
        let plan = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cleave-plan-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: plan) }
        try
            #"{ "version": 1, "modules": [ { "name": "Scenes", "layer": "Features", "files": ["App/SceneDelegate.swift"] } ] }"#
            .write(to: plan, atomically: true, encoding: .utf8)
        let checked = try CleaveProcess.run(["check", sample, "--plan", plan.path, "--quiet"])
        #expect(
            checked.stdout.contains(
                "App/Info.plist:55:1: warning: App/Info.plist names WalletApp.SceneDelegate for the system to create, and it moves to Scenes: the system will not find it [class-name-string]"
            ))
    }

    @Test func anUnknownOptionSuggestsTheRightOne() throws {
        let result = try CleaveProcess.run(["index", ".", "--jsn", "-"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("did you mean --json?"))
    }

    @Test func versionIsACommandAndOnlyATypoGetsASuggestion() throws {
        for spelling in ["version", "--version"] {
            let result = try CleaveProcess.run([spelling])
            #expect(result.status == 0)
            #expect(
                result.stdout.range(of: #"^\d+\.\d+\.\d+\n$"#, options: .regularExpression) != nil, "\(result.stdout)")
        }
        let typo = try CleaveProcess.run(["chek"])
        #expect(typo.status == 2)
        #expect(typo.stderr.contains("unknown command 'chek' (did you mean 'check'?)"))
        let unrelated = try CleaveProcess.run(["upgrade"])
        #expect(unrelated.status == 2)
        #expect(!unrelated.stderr.contains("did you mean"), "\(unrelated.stderr)")
    }

    /// A package of several targets: the plan's "app" names the monolith for every command.
    @Test func theTargetIsTakenFromThePlanOnceItNamesTheApp() throws {
        let package = try InlinePackage([
            "Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(name: "Shop", targets: [.target(name: "Shop"), .target(name: "Tools")])
            """,
            "Sources/Shop/Cart/Cart.swift": "struct Cart { var items: [String] = [] }",
            "Sources/Tools/Lint.swift": "struct Lint {}",
        ])
        defer { package.remove() }
        let ambiguous = try CleaveProcess.run(["index", package.url.path, "--quiet"])
        #expect(ambiguous.status == 2)
        #expect(ambiguous.stderr.contains("--target"))
        try #"{ "app": "Shop", "modules": [ { "name": "Cart", "layer": "Core", "files": ["Cart"] } ] }"#
            .write(to: package.url.appendingPathComponent("cleave.json"), atomically: true, encoding: .utf8)
        let index = try CleaveProcess.run(["index", package.url.path])
        #expect(index.status == 0, "\(index.stderr)")
        #expect(index.stdout.contains("1 Swift"), "\(index.stdout)")
        let refs = try CleaveProcess.run(["refs", "Cart", package.url.path])
        #expect(refs.status == 0, "\(refs.stderr)")
        #expect(refs.stdout.contains("s:Cart  struct  Sources/Shop/Cart/Cart.swift:1:8"))
        #expect(try CleaveProcess.run(["check", package.url.path, "--quiet"]).status == 0)
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

    /// Scored against the top folders themselves, that baseline is 100%; the buildable folders and
    /// everything in one follow it.
    @Test func proposeComparesWithTheBaselines() throws {
        let copy = try ScratchCopy(of: "Bookshelf")
        defer { copy.remove() }
        let sources = copy.url.appendingPathComponent("Sources/Bookshelf")
        let files = try FileManager.default.subpathsOfDirectory(atPath: sources.path).filter { $0.hasSuffix(".swift") }
        let table = files.map { "\($0),\($0.split(separator: "/")[0])" }.joined(separator: "\n")
        let tablePath = copy.url.appendingPathComponent("by-top-folder.csv")
        try table.write(to: tablePath, atomically: true, encoding: .utf8)

        let result = try CleaveProcess.run([
            "propose", copy.url.path, "--compare", tablePath.path, "--output", "-", "--quiet",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let rows = result.stderr.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(rows.contains { $0.hasPrefix("top folders") && $0.hasSuffix("100.0%") }, "\(result.stderr)")
        #expect(rows.contains { $0.hasPrefix("buildable folders") && $0.hasSuffix("%") }, "\(result.stderr)")
        #expect(rows.contains { $0.hasPrefix("one module") && $0.hasSuffix("%") }, "\(result.stderr)")
    }

    @Test func anUnknownCommandSuggestsTheRightOne() throws {
        let result = try CleaveProcess.run(["indx"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("did you mean 'index'?"))
    }
}
