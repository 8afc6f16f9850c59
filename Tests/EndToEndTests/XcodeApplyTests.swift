import Foundation
import TestSupport
import Testing

/// `cleave apply` on an app target of an Xcode project (the hand-written fixture of
/// `Tests/AnalyzerTests/Fixtures/Xcode/Groups`): the project file's diff is the golden one
/// (`Groups.apply.diff`; `CLEAVE_UPDATE_GOLDEN=1` rewrites it), and after the split the project
/// still reads, with every file the target keeps found and the moved ones gone from it.
@Suite(.slow)
struct XcodeApplyTests {
    static let fixtures = CleaveProcess.packageRoot.appendingPathComponent("Tests/AnalyzerTests/Fixtures/Xcode")
    static let plan = """
        { "version": 1, "app": "Pantry", "modules": [
            { "name": "Models", "layer": "Foundation", "files": ["Pantry/Pantry/Models"] },
            { "name": "Scanning", "layer": "Foundation", "files": ["Pantry/Pantry/Legacy"] },
            { "name": "Clock", "layer": "Foundation", "files": ["Common"] },
        ] }
        """

    @Test func theProjectLosesTheMovedFilesAndLinksTheLocalPackage() throws {
        let copy = try scratchCopy(of: "Groups")
        defer { try? FileManager.default.removeItem(at: copy) }
        let project = copy.appendingPathComponent("Pantry")
        // The folder that holds the project and Common/ beside it, and the target in it.
        try Self.plan.write(to: copy.appendingPathComponent("cleave.json"), atomically: true, encoding: .utf8)

        let preview = try CleaveProcess.run(["apply", copy.path, "--target", "Pantry", "--dry-run", "--quiet"])
        try expectGolden(preview, diffOf: "Pantry/Pantry.xcodeproj/project.pbxproj", "Groups.apply.diff")

        // Stopped half way, then rolled back: the file beside the project's folder comes back too.
        let original = try snapshot(copy)
        let stopped = try CleaveProcess.run(
            ["apply", copy.path, "--target", "Pantry", "--force", "--quiet"],
            environment: ["CLEAVE_FAULT_AFTER_STEPS": "5"])
        #expect(stopped.status == 2)
        #expect(try CleaveProcess.run(["apply", copy.path, "--rollback", "--quiet"]).status == 0)
        #expect(try snapshot(copy) == original, "byte for byte")

        let applied = try CleaveProcess.run(["apply", copy.path, "--target", "Pantry", "--force", "--quiet"])
        #expect(applied.status == 0, "\(applied.stdout)\n\(applied.stderr)")
        #expect(!applied.stdout.contains("add the local package"), "the project links it itself")
        // Beside the project, though the target's files reach beside its folder.
        let manifest = try String(
            contentsOf: project.appendingPathComponent("Packages/PantryModules/Package.swift"), encoding: .utf8)
        #expect(manifest.contains("platforms: [.iOS(\"15.0\"), .macOS(\"13.0\")]"))

        let reread = try CleaveProcess.run(["index", project.path, "--target", "Pantry", "--no-cache"])
        #expect(reread.status == 0, "\(reread.stderr)")
        #expect(reread.stdout.contains("files         3 Swift, 0 Objective-C + 1 headers, 6 resources"))
        #expect(!reread.stdout.contains("not on disk"), "every file the target keeps is found")
        #expect(
            reread.stdout.contains(
                "links         packages Clock, Collections, Models, Scanning; frameworks UIKit.framework"))
    }

    /// Xcode 16's synchronized folder: what moves leaves the folder, so the project only gains the
    /// package; the file that was an exception stays one. The widget that compiled the moved file
    /// through an exception set loses that exception, links the module and imports it; what only
    /// it uses of the module becomes public. A synchronized folder all of whose files move
    /// (`Sync`) leaves the project with its exceptions.
    @Test func aSynchronizedFolderOnlyGainsThePackage() throws {
        let copy = try scratchCopy(of: "Synchronized")
        defer { try? FileManager.default.removeItem(at: copy) }
        try #"""
        { "version": 1, "modules": [
            { "name": "Model", "layer": "Foundation", "files": ["Notes/Model"] },
            { "name": "Syncing", "layer": "Core", "files": ["Sync"] },
            { "name": "Legacy", "layer": "Foundation", "files": ["Notes/Legacy"] }
        ] }
        """#.write(to: copy.appendingPathComponent("cleave.json"), atomically: true, encoding: .utf8)

        let check = try CleaveProcess.run(["check", copy.path])
        #expect(
            check.stdout.contains(
                "Notes/Model/Note.swift:1:1: note: 1 file moving to Model is also built by `NotesWidget` [shared-with-target]"
            ), "\(check.stdout)")

        let preview = try CleaveProcess.run(["apply", copy.path, "--dry-run", "--quiet"])
        try expectGolden(preview, diffOf: "Notes.xcodeproj/project.pbxproj", "Synchronized.apply.diff")
        #expect(
            preview.stdout.contains(" import WidgetKit\n+import Model\n+import Syncing\n"),
            "the widget's own file imports what it uses")
        // What only the widget uses of what moves becomes public too.
        #expect(
            preview.stdout.contains("+public enum SyncStatus {\n+    public static var label: String"),
            "\(preview.stdout)")

        let applied = try CleaveProcess.run(["apply", copy.path, "--force", "--quiet"])
        #expect(applied.status == 0, "\(applied.stdout)\n\(applied.stderr)")
        let reread = try CleaveProcess.run(["index", copy.path, "--no-cache"])
        #expect(
            reread.stdout.contains("files         1 Swift, 0 Objective-C + 0 headers, 2 resources"), "\(reread.stdout)")
        #expect(reread.stdout.contains("links         packages Legacy, Model, Syncing"), "\(reread.stdout)")
        #expect(!FileManager.default.fileExists(atPath: copy.appendingPathComponent("Sync").path))
        let project = try String(
            contentsOf: copy.appendingPathComponent("Notes.xcodeproj/project.pbxproj"), encoding: .utf8)
        #expect(
            !project.contains("S20000000000000000000003") && !project.contains("X20000000000000000000003"),
            "the emptied folder and its exceptions go")
        // The widget built the app's Objective-C too: it links the module that took it.
        #expect(project.components(separatedBy: "productName = Legacy;").count - 1 == 2, "\(project)")
    }

    /// The package takes the settings Xcode computes from the project and its xcconfig files: the
    /// default configuration's deployment target and Swift version, and each condition in the
    /// configurations that have it; Beta's own has no place in a package: `check` warns of the
    /// file that tests it, and `apply` tells a human.
    @Test func thePackageTakesTheSettingsOfTheXcconfigs() throws {
        let copy = try scratchCopy(of: "Configured")
        defer { try? FileManager.default.removeItem(at: copy) }
        try #"{ "version": 1, "modules": [ { "name": "Books", "layer": "Foundation", "files": ["Books"] } ] }"#
            .write(to: copy.appendingPathComponent("cleave.json"), atomically: true, encoding: .utf8)

        let check = try CleaveProcess.run(["check", copy.path])
        #expect(
            check.stdout.contains(
                "Shelf/Books/Edition.swift:1:1: warning: Shelf/Books/Edition.swift tests BETA (Beta), which only that configuration of Shelf defines: "
                    + "in Books, built debug or release as every package is, the test never passes [condition-not-carried]"
            ), "\(check.stdout)")
        let preview = try CleaveProcess.run(["apply", copy.path, "--dry-run", "--quiet"])
        #expect(preview.status == 0, "\(preview.stderr)")
        #expect(preview.stdout.contains("+    platforms: [.iOS(\"16.4\")],\n"), "\(preview.stdout)")
        #expect(
            preview.stdout.contains(
                """
                +        .target(name: "Books", path: "Sources/Books", swiftSettings: [.define("BASE"), .define("SHELF"), \
                .define("STORE_APP"), .define("DEVICE"), \
                .define("PROJECT_DEBUG", .when(configuration: .debug)), .define("TARGET_DEBUG", .when(configuration: .debug))]),
                +    ],
                +    swiftLanguageVersions: [.version("6")]
                """))
        #expect(
            preview.stdout.contains(
                "left for a human: Shelf/Books/Edition.swift tests BETA, which only Shelf's Beta configuration defines; "
                    + "in Books, built debug or release as every package is, the test never passes: check that `#if`"),
            "\(preview.stdout)")
        #expect(!preview.stdout.contains("set `platforms:`"))
    }

    /// A plan by folders takes the folder that holds what the app needs in itself: the catalog of
    /// its icon and accent color, its launch screen, Info.plist, entitlements and Settings bundle.
    /// `check` notes each; `apply` leaves them where the project's settings point and moves the
    /// rest, whether the plan takes the folder's resources or the module's look-ups would.
    @Test func theAppKeepsWhatItsSettingsPointAt() throws {
        let copy = try scratchCopy(of: "Kept")
        defer { try? FileManager.default.removeItem(at: copy) }
        let kept = [
            "Larder/Support/Assets.xcassets": "the app icon AppIcon and the accent color AccentColor are in it",
            "Larder/Support/Info.plist": "it is the app's Info.plist (INFOPLIST_FILE)",
            "Larder/Support/Larder.entitlements": "it is the app's entitlements (CODE_SIGN_ENTITLEMENTS)",
            "Larder/Support/LaunchScreen.storyboard": "it is the app's launch screen (UILaunchStoryboardName)",
            "Larder/Support/Settings.bundle": "the Settings app reads it from the app's bundle",
        ]
        for resources in [#", "resources": ["Support"]"#, ""] {
            try
                #"{ "version": 1, "modules": [ { "name": "Support", "layer": "Foundation", "files": ["Support"]\#(resources) } ] }"#
                .write(to: copy.appendingPathComponent("cleave.json"), atomically: true, encoding: .utf8)

            let check = try CleaveProcess.run(["check", copy.path])
            let preview = try CleaveProcess.run(["apply", copy.path, "--dry-run", "--quiet"])
            #expect(preview.status == 0, "\(preview.stderr)")
            for (path, reason) in kept {
                let why = "\(path) stays in Larder though Support takes its folder: \(reason)"
                #expect(check.stdout.contains("\(path):1:1: note: \(why) [stays-with-app]"), "\(check.stdout)")
                #expect(preview.stdout.contains("note: \(why)"))
                #expect(!preview.stdout.contains("move \(path) "))
            }
            #expect(
                preview.stdout.contains(
                    "move Larder/Support/Palette.swift → Packages/LarderModules/Sources/Support/Support/Palette.swift"))
            #expect(
                preview.stdout.contains(
                    "move Larder/Support/Icons.xcassets → Packages/LarderModules/Sources/Support/Support/Icons.xcassets"
                ), "\(preview.stdout)")
            // The project still lists them for the app: only the files that move leave it.
            let removed = preview.stdout.components(separatedBy: "\n").filter { $0.hasPrefix("-\t") }
            #expect(removed.contains { $0.contains("Icons.xcassets") })
            #expect(
                !removed.contains { line in kept.keys.contains { line.contains(($0 as NSString).lastPathComponent) } },
                "\(removed)")
        }

        let applied = try CleaveProcess.run(["apply", copy.path, "--force", "--quiet"])
        #expect(applied.status == 0, "\(applied.stdout)\n\(applied.stderr)")
        for path in kept.keys {
            #expect(FileManager.default.fileExists(atPath: copy.appendingPathComponent(path).path))
        }
        let project = try String(
            contentsOf: copy.appendingPathComponent("Larder.xcodeproj/project.pbxproj"), encoding: .utf8)
        #expect(project.contains("INFOPLIST_FILE = Larder/Support/Info.plist;"))
        #expect(project.contains("CODE_SIGN_ENTITLEMENTS = Larder/Support/Larder.entitlements;"))
        for resource in ["Assets.xcassets", "LaunchScreen.storyboard", "Settings.bundle"] {
            #expect(project.contains("/* \(resource) in Resources */,"))
        }
        let reread = try CleaveProcess.run(["index", copy.path, "--no-cache"])
        #expect(!reread.stdout.contains("not on disk"), "\(reread.stdout)")
        #expect(
            reread.stdout.contains("files         1 Swift, 0 Objective-C + 0 headers, 3 resources"), "\(reread.stdout)")
    }

    /// A plan that names such a file for a module asks for an app without it: an error, with the way out.
    @Test func aPlanThatMovesTheAppsInfoPlistIsRefused() throws {
        let copy = try scratchCopy(of: "Kept")
        defer { try? FileManager.default.removeItem(at: copy) }
        try
            #"{ "version": 1, "modules": [ { "name": "Support", "layer": "Foundation", "files": ["Support/Palette.swift"], "resources": ["Support/Info.plist"] } ] }"#
            .write(to: copy.appendingPathComponent("cleave.json"), atomically: true, encoding: .utf8)

        let check = try CleaveProcess.run(["check", copy.path])
        #expect(check.status == 1)
        #expect(
            check.stdout.contains(
                "Larder/Support/Info.plist:1:1: error: Larder/Support/Info.plist cannot move to Support: it is the app's Info.plist (INFOPLIST_FILE) [stays-with-app]"
            ),
            "\(check.stdout)")
        #expect(try CleaveProcess.run(["apply", copy.path, "--dry-run", "--quiet"]).status == 2)
    }

    @Test func thePackageGoesWhereTheUserSays() throws {
        let copy = try scratchCopy(of: "Groups")
        defer { try? FileManager.default.removeItem(at: copy) }
        let project = copy.appendingPathComponent("Pantry")
        try Self.plan.write(to: copy.appendingPathComponent("cleave.json"), atomically: true, encoding: .utf8)
        try
            #"{ "version": 1, "app": "Pantry", "modules": [{ "name": "Models", "layer": "Foundation", "files": ["Pantry/Models"] }] }"#
            .write(to: project.appendingPathComponent("cleave.json"), atomically: true, encoding: .utf8)

        let outside = try CleaveProcess.run([
            "apply", copy.path, "--target", "Pantry", "--package", "../../Elsewhere", "--dry-run",
        ])
        #expect(outside.status == 2)
        #expect(outside.stderr.contains("--package must be inside"))
        let byProject = try CleaveProcess.run([
            "apply", project.appendingPathComponent("Pantry.xcodeproj").path, "--target", "Pantry", "--dry-run",
            "--quiet",
        ])
        #expect(
            byProject.stdout.contains("+++ b/Packages/PantryModules/Package.swift"),
            "beside the project, not in it: \(byProject.stderr)")
        let chosen = try CleaveProcess.run([
            "apply", copy.path, "--target", "Pantry", "--package", "Modules/Pantry", "--dry-run", "--quiet",
        ])
        #expect(chosen.status == 0, "\(chosen.stderr)")
        #expect(chosen.stdout.contains("+++ b/Modules/Pantry/Package.swift"))
        #expect(chosen.stdout.contains("+\t\t\trelativePath = ../Modules/Pantry;"))
    }

    private func scratchCopy(of fixture: String) throws -> URL {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("cleave-xcode-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent(fixture), to: copy)
        return copy
    }

    /// The dry run's diff of one file, against its golden file.
    private func expectGolden(
        _ preview: CleaveProcess.Result, diffOf file: String, _ name: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        #expect(preview.status == 0, "\(preview.stderr)")
        let diff =
            "--- a/" + (try #require(preview.stdout.components(separatedBy: "--- a/").first { $0.hasPrefix(file) }))
        try expectMatchesGolden(diff, Self.fixtures.appendingPathComponent(name), sourceLocation: sourceLocation)
    }
}
