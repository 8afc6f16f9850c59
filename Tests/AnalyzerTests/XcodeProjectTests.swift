import Foundation
import TestSupport
import Testing

@testable import Analyzer

/// Hand-written Xcode projects (`Fixtures/Xcode/`): what is read from each is compared with its
/// golden file (`<Shape>.read.txt`; `CLEAVE_UPDATE_GOLDEN=1` rewrites them), then discovered as a
/// monolith: the target's files wherever they are, and nothing else of the folder.
struct XcodeProjectTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Fixtures/Xcode")

    /// Groups with and without folders, a file beside the project's folder and one from the
    /// project's root, localized variant groups, a Core Data model, settings over two levels.
    @Test func aClassicProjectIsReadFromItsGroupsAndBuildPhases() throws {
        let project = try XcodeProject(at: Self.fixtures.appendingPathComponent("Groups/Pantry/Pantry.xcodeproj"))
        #expect(project.targets.map(\.name) == ["Pantry", "PantryTests"])
        try expectGolden(render(project.targets[0]), "Groups.read.txt")
    }

    /// A file listed in several groups is in the first by id, in every run.
    @Test func aFileInSeveralGroupsIsInTheFirst() {
        var objects: [String: [String: Any]] = ["F": ["isa": "PBXFileReference", "path": "Shared.swift"]]
        for group in 1...8 { objects["G\(group)"] = ["isa": "PBXGroup", "path": "Folder\(group)", "children": ["F"]] }

        let paths = (1...4).map { _ in ElementPaths(objects: objects).path(of: "F") }

        #expect(paths == Array(repeating: "Folder1/Shared.swift", count: 4))
    }

    /// Xcode 16's synchronized folder: every file in it, but the ones its exceptions take out and
    /// its DocC catalog (`Notes.docc`, with a tutorial step as a `.swift` file), which DocC builds.
    @Test func aSynchronizedFolderIsReadWithoutItsExceptions() throws {
        let project = try XcodeProject(at: Self.fixtures.appendingPathComponent("Synchronized/Notes.xcodeproj"))
        try expectGolden(render(project.targets[0]), "Synchronized.read.txt")
    }

    /// A widget compiles one of the app's files through an exception set of the app's synchronized
    /// folder: that file is the widget's too, and the app's monolith says so.
    @Test func anExceptionSetGivesATargetFilesOfAFolderItDoesNotHave() throws {
        let folder = Self.fixtures.appendingPathComponent("Synchronized")
        let project = try XcodeProject(at: folder.appendingPathComponent("Notes.xcodeproj"))
        #expect(project.targets.map(\.name) == ["Notes", "NotesWidget"])
        #expect(
            project.targets[1].sources == [
                "Notes/Legacy/NTLegacyLog.m", "Notes/Model/Note.swift", "NotesWidget/NotesWidget.swift",
                "Sync/SyncEngine.swift",
            ])

        let monolith = try MonolithDiscovery().discover(at: folder.path)
        #expect(monolith.description.name == "Notes", "the one app among its extensions")
        #expect(
            monolith.description.otherTargetsOfFile == [
                "Notes/Legacy/NTLegacyLog.m": ["NotesWidget"], "Notes/Model/Note.swift": ["NotesWidget"],
                "Sync/SyncEngine.swift": ["NotesWidget"],
            ])
        #expect(monolith.description.otherTargets == ["NotesWidget"], "by name, and by the module it builds")
    }

    /// What the app needs in itself, from its settings: the catalog that holds the app icon and
    /// the accent color they name (not the other one), the launch screen its Info.plist names,
    /// the Info.plist and the entitlements, the Settings bundle.
    @Test func theFilesTheAppNeedsInItselfComeFromItsSettings() throws {
        let monolith = try MonolithDiscovery().discover(at: Self.fixtures.appendingPathComponent("Kept").path)
        #expect(
            monolith.description.appOwnedFiles == [
                "Larder/Support/Assets.xcassets": "the app icon AppIcon and the accent color AccentColor are in it",
                "Larder/Support/Info.plist": "it is the app's Info.plist (INFOPLIST_FILE)",
                "Larder/Support/Larder.entitlements": "it is the app's entitlements (CODE_SIGN_ENTITLEMENTS)",
                "Larder/Support/LaunchScreen.storyboard": "it is the app's launch screen (UILaunchStoryboardName)",
                "Larder/Support/Settings.bundle": "the Settings app reads it from the app's bundle",
            ])
    }

    /// An Info.plist Xcode generates names the launch screen through a setting.
    @Test func aGeneratedInfoPlistNamesTheLaunchScreenInASetting() throws {
        let folder = try TemporaryFolder()
        let copy = try Self.copyOfKept(in: folder)
        try Self.editProject(of: copy) {
            $0.replacingOccurrences(
                of: "INFOPLIST_FILE = Larder/Support/Info.plist;",
                with: "INFOPLIST_KEY_UILaunchStoryboardName = LaunchScreen;")
        }
        try FileManager.default.removeItem(at: copy.appendingPathComponent("Larder/Support/Info.plist"))

        let monolith = try MonolithDiscovery().discover(at: copy.path)
        #expect(
            monolith.description.appOwnedFiles["Larder/Support/LaunchScreen.storyboard"]
                == "it is the app's launch screen (UILaunchStoryboardName)")
        #expect(monolith.description.appOwnedFiles["Larder/Support/Info.plist"] == nil)
    }

    /// Another icon named in the settings alone, the sources unchanged: the cached index is no answer.
    @Test func aSettingEditedAloneIsNotAnsweredFromTheCache() throws {
        let folder = try TemporaryFolder()
        let copy = try Self.copyOfKept(in: folder)
        let catalog = "Larder/Support/Assets.xcassets"
        #expect(
            try Indexer().index(MonolithDiscovery().discover(at: copy.path)).index?.monolith.appOwnedFiles[catalog]
                != nil)

        try Self.editProject(of: copy) {
            $0.replacingOccurrences(of: "= AppIcon;", with: "= Other;").replacingOccurrences(
                of: "= AccentColor;", with: "= Other;")
        }
        let again = try Indexer().index(MonolithDiscovery().discover(at: copy.path))
        #expect(again.parsedFiles == 0, "no source changed")
        #expect(again.index?.monolith.appOwnedFiles[catalog] == nil)
    }

    private static func copyOfKept(in folder: TemporaryFolder) throws -> URL {
        let copy = folder.url.appendingPathComponent("Kept")
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent("Kept"), to: copy)
        return copy
    }

    private static func editProject(of copy: URL, _ edit: (String) -> String) throws {
        let projectFile = copy.appendingPathComponent("Larder.xcodeproj/project.pbxproj")
        try edit(String(contentsOf: projectFile, encoding: .utf8)).write(
            to: projectFile, atomically: true, encoding: .utf8)
    }

    @Test func theMonolithIsTheTargetsFilesWhereverTheyAre() throws {
        let folder = Self.fixtures.appendingPathComponent("Groups")
        // The project is in Pantry/, found by its target; Common/ sits beside it, so the root is their parent.
        let monolith = try MonolithDiscovery(targetName: "Pantry").discover(at: folder.path)
        #expect(monolith.root.standardizedFileURL == folder.standardizedFileURL)
        #expect(monolith.description.kind == .xcodeTarget)
        #expect(
            monolith.description.compilationConditions == ["DEBUG", "PANTRY"], "Debug's, not the default Release's")
        #expect(monolith.bridgingHeader == "Pantry/Pantry/Pantry-Bridging-Header.h")
        let paths = monolith.files.map(\.path)
        #expect(paths.contains("Common/Clock.swift"))
        #expect(paths.contains("Pantry/Pantry/Legacy/PNTScanner.h"), "headers beside the Objective-C it compiles")
        #expect(
            paths.contains("Pantry/Pantry/de.lproj/localizable.strings"),
            "as the disk spells it: the project says Localizable.strings")
        #expect(monolith.diagnostics.isEmpty)
        // The Info.plist names the scene delegate for the system to create, through the module.
        #expect(
            monolith.runTimeNames.map { "\($0.api) \($0.className ?? "") \($0.location.file):\($0.location.line)" }
                == ["infoPlist Pantry.SceneDelegate Pantry/Pantry/Info.plist:13"])
        #expect(!paths.contains("Pantry/Pantry/Unused.swift"), "on disk, in no target")
        #expect(!paths.contains("Pantry/PantryTests/ItemTests.swift"), "another target's")
        #expect(!paths.contains("Pantry/Pantry/Info.plist"), "not bundled")
        #expect(
            !FileManager.default.fileExists(atPath: folder.appendingPathComponent(".cleave").path),
            "discovery writes nothing")
    }

    /// A file reference that climbs out of the folder the user named (`../Common`, or `../../../`
    /// as far as `/`) once moved the root, and the cache and apply with it, above that folder.
    @Test func aFileOutsideTheNamedFolderIsLeftOutAndNamed() throws {
        let folder = Self.fixtures.appendingPathComponent("Groups/Pantry")
        let monolith = try MonolithDiscovery(targetName: "Pantry").discover(at: folder.path)
        #expect(monolith.root.standardizedFileURL == folder.standardizedFileURL)
        #expect(monolith.files.map(\.path).contains("Pantry/Models/Item.swift"))
        #expect(!monolith.files.contains { $0.path.hasPrefix("..") || $0.path.contains("Clock") })
        #expect(
            monolith.diagnostics.map(\.description) == [
                "../Common/Clock.swift: warning: the target lists it outside Pantry/; left out (name a folder that holds it too, with --target Pantry)"
            ])

        let pbxproj = try String(
            contentsOf: folder.appendingPathComponent("Pantry.xcodeproj/project.pbxproj"), encoding: .utf8)
        let climbing = try TemporaryFolder([
            "App/Pantry.xcodeproj/project.pbxproj": pbxproj.replacingOccurrences(
                of: "path = ../Common;", with: "path = ../../../../../../../../Common;"),
            "App/Pantry/App/AppDelegate.swift": "class AppDelegate {}",
        ])
        let escaped = try MonolithDiscovery(targetName: "Pantry").discover(at: climbing.path + "/App")
        #expect(escaped.root.standardizedFileURL.path == climbing.path + "/App")
        #expect(
            escaped.diagnostics.contains {
                $0.description.hasPrefix(
                    "../../../../../../../../Common/Clock.swift: warning: the target lists it outside App/")
            })
    }

    /// Settings as Xcode computes them, per configuration, lowest level first: the project's
    /// xcconfig (`Config/Base.xcconfig`, which includes `Shared.xcconfig` and an optional file
    /// that is not there), the project's settings, the target's xcconfig (`Shelf/Shelf.xcconfig`,
    /// named through Xcode 16's synchronized folder, including a file that is not there), the
    /// target's settings.
    @Test func settingsComeFromEveryLevelAndXcconfigPerConfiguration() throws {
        let project = try XcodeProject(at: Self.fixtures.appendingPathComponent("Configured/Shelf.xcodeproj"))
        let settings = try #require(project.targets.first).settings
        #expect(settings.configurationNames == ["Debug", "Release", "Beta"])
        let conditions = Dictionary(
            uniqueKeysWithValues: settings.compilationConditionsByConfiguration.map {
                ($0.configuration, $0.conditions)
            })
        // Shared's BASE, Base's SHELF (and DEBUG under [config=Debug]), the project's, the target's
        // xcconfig's ${FLAVOR}_APP and DEVICE under [sdk=iphoneos*][arch=arm64] (not MAC under
        // [sdk=macosx*]), the target's own (not INTEL under [arch=x86_64]).
        #expect(
            conditions == [
                "Debug": ["BASE", "SHELF", "DEBUG", "PROJECT_DEBUG", "STORE_APP", "DEVICE", "TARGET_DEBUG"],
                "Release": ["BASE", "SHELF", "STORE_APP", "DEVICE"],
                "Beta": ["BASE", "SHELF", "BETA", "STORE_APP", "DEVICE"],
            ])
        // The project's 16.4 over its xcconfig's 16.0; no macOS, which only [sdk=macosx*] sets.
        #expect(
            settings.configurations.mapValues(\.deploymentTargets) == [
                "Debug": ["iOS": "16.0"], "Release": ["iOS": "16.4"], "Beta": ["iOS": "16.0"],
            ])
        #expect(
            settings.configurations.mapValues { $0.swiftVersion ?? "-" } == [
                "Debug": "5.0", "Release": "6.0", "Beta": "5.0",
            ])
        #expect(settings.values == settings.configurations["Release"]?.values, "the default configuration's")
        #expect(settings.values["PRODUCT_NAME"] == "Shelf")
        // Not IPHONEOS_DEPLOYMENT_TARGET: the project's own 16.4 is over its xcconfig's.
        #expect(
            settings.configFiles == [
                "SWIFT_ACTIVE_COMPILATION_CONDITIONS": [
                    "Config/Shared.xcconfig", "Config/Base.xcconfig", "Shelf/Shelf.xcconfig",
                ],
                "SWIFT_VERSION": ["Shelf/Shelf.xcconfig"], "FLAVOR": ["Config/Shared.xcconfig"],
            ])
        #expect(
            settings.warnings.map(\.description) == [
                "Shelf/Shelf.xcconfig:2: warning: includes Shelf/Missing.xcconfig, which cannot be read; its settings are left out"
            ])

        let monolith = try MonolithDiscovery().discover(at: Self.fixtures.appendingPathComponent("Configured").path)
        #expect(
            monolith.description.compilationConditions == conditions["Debug"], "`#if` as Xcode's default scheme builds")
        #expect(monolith.description.languageMode == 6)
        #expect(
            monolith.description.conditionsOfOtherConfigurations == ["BETA": ["Beta"]], "what no package can define")
        #expect(monolith.diagnostics.map(\.file) == ["Shelf/Shelf.xcconfig"])
    }

    /// What cannot be read of an xcconfig is left out with a warning that names the file; the rest is read.
    @Test func anXcconfigThatCannotBeReadIsLeftOutWithAWarning() throws {
        let folder = try TemporaryFolder([
            "Config/App.xcconfig":
                "#include \"Loop.xcconfig\"\nA = 1\nthis is no setting\n[sdk=*] = 2\nB[config=Debug = 3\nC = 4 // a comment\n",
            "Config/Loop.xcconfig": "#include \"App.xcconfig\"\nD = 5;\n",
        ])
        try folder.write("Config/Latin1.xcconfig", Data([0x41, 0x20, 0x3D, 0x20, 0xE9, 0xFF]))

        let file = XCConfigFile(path: "Config/App.xcconfig", projectFolder: folder.url)
        #expect(file.assignments.map { "\($0.setting)=\($0.value)" } == ["D=5", "A=1", "C=4"])
        #expect(
            file.warnings.map(\.description) == [
                "Config/Loop.xcconfig:1: warning: includes Config/App.xcconfig, which includes this file back; not read again",
                "Config/App.xcconfig:3: warning: 3 lines neither `KEY = value`, `#include` nor a comment; left out",
            ])
        #expect(
            XCConfigFile(path: "Config/Latin1.xcconfig", projectFolder: folder.url).warnings.map(\.description)
                == ["Config/Latin1.xcconfig: warning: not UTF-8 text; its settings are left out"])
        #expect(
            XCConfigFile(path: "Config/Gone.xcconfig", projectFolder: folder.url).warnings.map(\.description) == [
                "Config/Gone.xcconfig: warning: the project's build configuration names this .xcconfig, but it cannot be read; its settings are left out"
            ])
    }

    /// Without `--target`, the one app among its tests and extensions; two apps need a choice.
    @Test func aMissingOrUnknownTargetIsAnsweredWithTheTargets() throws {
        let folder = Self.fixtures.appendingPathComponent("Groups/Pantry").path
        let project = folder + "/Pantry.xcodeproj"
        #expect(try MonolithDiscovery().discover(at: folder).description.name == "Pantry")
        #expect(
            throws: AnalyzerError.targetNotFound(
                name: "Pantri", manifest: project, available: ["Pantry", "PantryTests"])
        ) {
            try MonolithDiscovery(targetName: "Pantri").discover(at: folder)
        }

        let pbxproj = try String(contentsOfFile: project + "/project.pbxproj", encoding: .utf8)
            .replacingOccurrences(
                of: "com.apple.product-type.bundle.unit-test", with: "com.apple.product-type.application")
        let twoApps = try TemporaryFolder([
            "Pantry.xcodeproj/project.pbxproj": pbxproj, "Pantry/App/AppDelegate.swift": "",
            "PantryTests/ItemTests.swift": "",
        ])
        #expect(
            throws: AnalyzerError.ambiguousTarget(
                manifest: twoApps.path + "/Pantry.xcodeproj", available: ["Pantry", "PantryTests"])
        ) {
            try MonolithDiscovery().discover(at: twoApps.path)
        }
    }

    /// A build file naming an object the project lacks dropped its file silently, and a target
    /// list naming one gave "choose one with --target:" and an empty list: both are named.
    @Test func danglingReferencesAreNamed() throws {
        let pbxproj = try String(
            contentsOf: Self.fixtures.appendingPathComponent("Groups/Pantry/Pantry.xcodeproj/project.pbxproj"),
            encoding: .utf8)
        let danglingFile = pbxproj.replacingOccurrences(
            of: "fileRef = B10000000000000000000002 /* Item.swift */",
            with: "fileRef = B1000000000000000000FFFF /* Item.swift */")
        let folder = try TemporaryFolder([
            "Pantry.xcodeproj/project.pbxproj": danglingFile, "Pantry/App/AppDelegate.swift": "class AppDelegate {}",
        ])
        let monolith = try MonolithDiscovery(targetName: "Pantry").discover(at: folder.path)
        #expect(
            monolith.diagnostics.map(\.description).contains {
                $0.contains(
                    "Pantry.xcodeproj/project.pbxproj: warning: 1 build file of Pantry names nothing the project has (A10000000000000000000002)"
                )
            }, "\(monolith.diagnostics)")

        let danglingTarget = pbxproj.replacingOccurrences(
            of: "G10000000000000000000002 /* PantryTests */,\n\t\t\t);", with: "G1000000000000000000FFFF,\n\t\t\t);")
        try folder.write("Pantry.xcodeproj/project.pbxproj", Data(danglingTarget.utf8))
        #expect {
            try MonolithDiscovery().discover(at: folder.path)
        } throws: { error in
            "\(error)".contains(
                "its list of targets names an object it does not have (G1000000000000000000FFFF); open the project in Xcode to repair it"
            )
        }
    }

    /// A group that holds itself (an id defined twice, the second a group listing the first) sent
    /// the path of its files round the loop until the stack overflowed (found by `cleave-fuzz`).
    @Test func aGroupThatHoldsItselfEndsTheWalk() throws {
        let pbxproj = try String(
            contentsOf: Self.fixtures.appendingPathComponent("Groups/Pantry/Pantry.xcodeproj/project.pbxproj"),
            encoding: .utf8)
        let looped = pbxproj.replacingOccurrences(
            of: "F10000000000000000000008 /* Common */ = {", with: "B10000000000000000000008 /* Common */ = {")
        #expect(looped != pbxproj)
        let folder = try TemporaryFolder([
            "Pantry.xcodeproj/project.pbxproj": looped, "Pantry/App/AppDelegate.swift": "class AppDelegate {}",
        ])
        let monolith = try MonolithDiscovery(targetName: "Pantry").discover(at: folder.path)
        #expect(monolith.files.map(\.path).contains("Pantry/App/AppDelegate.swift"))
        #expect(!monolith.files.contains { $0.path.contains("Clock") })
    }

    @Test func aCorruptForeignOrDoubledProjectIsNamedWithWhatToDo() throws {
        let folder = try TemporaryFolder([
            "App.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n{ objects = { A = {isa = PBXProject; "
        ])
        let file = folder.url.appendingPathComponent("App.xcodeproj/project.pbxproj")

        let corrupt = #expect(throws: AnalyzerError.self) { try MonolithDiscovery().discover(at: folder.url.path) }
        #expect(
            corrupt?.description.hasPrefix(
                "\(file.path): cannot read the Xcode project: not a property list Xcode wrote") == true)

        try Data("{ archiveVersion = 1; objects = { }; rootObject = X; }".utf8).write(to: file)
        #expect(
            throws: AnalyzerError.projectUnreadable(
                path: file.path, reason: "no project in it (no `objects` with a `PBXProject` root object)")
        ) {
            try MonolithDiscovery().discover(at: folder.url.path)
        }

        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("Other.xcodeproj"), withIntermediateDirectories: true)
        #expect(
            throws: AnalyzerError.severalProjects(
                folder: folder.url.path, projects: ["App.xcodeproj", "Other.xcodeproj"])
        ) {
            try MonolithDiscovery().discover(at: folder.url.path)
        }
    }

    private func render(_ target: XcodeProject.Target) -> String {
        let settings = target.settings
        return
            ([
                "target \(target.name) (\(target.productType))",
                "sources:",
            ] + target.sources.map { "  \($0)" } + ["resources:"] + target.resources.map { "  \($0)" } + [
                "deployment: "
                    + settings.deploymentTargets.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(
                        separator: ", "),
                "swift: \(settings.swiftVersion ?? "-")",
                "module: \(settings.moduleName ?? "-")",
                "conditions: \(settings.compilationConditions.joined(separator: " "))",
                "bridging header: \(settings.bridgingHeader ?? "-")",
                "packages: \(target.packageProducts.joined(separator: ", "))",
                "frameworks: \(target.frameworks.joined(separator: ", "))",
            ]).joined(separator: "\n") + "\n"
    }

    /// Mastodon's app imports `Alamofire`, which it gets only through its local `MastodonSDK`:
    /// what that package's targets use of its own dependencies is read with where each comes from.
    @Test func aLocalPackagesOwnDependenciesAreReadWithTheirProducts() {
        let manifest = """
            let package = Package(
                name: "MastodonSDK",
                dependencies: [
                    .package(name: "ArkanaKeys", path: "../dependencies/ArkanaKeys"),
                    .package(url: "https://github.com/Alamofire/Alamofire.git", from: "5.4.0"),
                    .package(url: "https://github.com/TimOliver/TOCropViewController.git", from: "2.6.1"),
                    .package(url: "https://github.com/mastodon/MetaTextKit.git", branch: "2.2.5-xcode16"),
                    .package(url: "https://github.com/apple/swift-nio.git", "2.0.0"..<"3.0.0"),
                ],
                targets: [
                    .target(name: "MastodonCore", dependencies: [
                        "MastodonSDK", .product(name: "Alamofire", package: "Alamofire"), .product(name: "ArkanaKeys", package: "ArkanaKeys"),
                        .product(name: "MetaTextKit", package: "MetaTextKit"),
                    ]),
                    .target(name: "MastodonUI", dependencies: [
                        .product(name: "CropViewController", package: "TOCropViewController"), .product(name: "MetaTextKit", package: "MetaTextKit"),
                        .product(name: "NIOHTTP1", package: "swift-nio"), .product(name: "Unknown", package: "nowhere"),
                    ]),
                ]
            )
            """
        let products = PackageManifestReader().dependencyProducts(inManifest: manifest)
        #expect(
            products.map {
                "\($0.product) \($0.packageIdentity) \($0.localPath ?? $0.url ?? "") \($0.requirement ?? "-")"
            } == [
                "Alamofire Alamofire https://github.com/Alamofire/Alamofire.git from: \"5.4.0\"",
                "ArkanaKeys ArkanaKeys ../dependencies/ArkanaKeys -",
                "MetaTextKit MetaTextKit https://github.com/mastodon/MetaTextKit.git branch: \"2.2.5-xcode16\"",
                "CropViewController TOCropViewController https://github.com/TimOliver/TOCropViewController.git from: \"2.6.1\"",
                "NIOHTTP1 swift-nio https://github.com/apple/swift-nio.git \"2.0.0\"..<\"3.0.0\"",
            ])
    }

    /// What an app reaches from packages, as the real projects have it: a local package's own
    /// dependencies, down its local ones (Ice Cubes' `Account` → `DesignSystem` → `NukeUI`); a
    /// local package that is a folder reference of type `text` (Pocket Casts' `Modules/DataModel`);
    /// and the products of a framework target of the project it links (DuckDuckGo's `Core`).
    @Test func anAppReachesPackagesThroughItsLocalPackagesAndFrameworkTargets() throws {
        let pbxproj = """
            // !$*UTF8*$!
            { archiveVersion = 1; objectVersion = 56; objects = {
                P1 = {isa = PBXProject; mainGroup = G1; packageReferences = (L1, R1, ); targets = (T1, T2, ); };
                G1 = {isa = PBXGroup; children = (F1, F2, F3, ); sourceTree = "<group>"; };
                F1 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = App/App.swift; sourceTree = "<group>"; };
                F2 = {isa = PBXFileReference; lastKnownFileType = text; name = DataModel; path = Modules/DataModel; sourceTree = SOURCE_ROOT; };
                F3 = {isa = PBXFileReference; explicitFileType = wrapper.framework; path = Core.framework; sourceTree = BUILT_PRODUCTS_DIR; };
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                B2 = {isa = PBXBuildFile; fileRef = F3; };
                S1 = {isa = PBXSourcesBuildPhase; files = (B1, ); };
                K1 = {isa = PBXFrameworksBuildPhase; files = (B2, ); };
                T1 = {isa = PBXNativeTarget; buildPhases = (S1, K1, ); name = App; packageProductDependencies = (D1, D2, ); productType = "com.apple.product-type.application"; };
                T2 = {isa = PBXNativeTarget; buildPhases = ( ); name = Core; packageProductDependencies = (D3, ); productName = CoreKit; productType = "com.apple.product-type.framework"; };
                L1 = {isa = XCLocalSwiftPackageReference; relativePath = Packages/Account; };
                R1 = {isa = XCRemoteSwiftPackageReference; repositoryURL = "https://github.com/duckduckgo/BrowserServicesKit"; requirement = {kind = exactVersion; version = 1.0.0; }; };
                D1 = {isa = XCSwiftPackageProductDependency; package = L1; productName = Account; };
                D2 = {isa = XCSwiftPackageProductDependency; productName = PocketCastsDataModel; };
                D3 = {isa = XCSwiftPackageProductDependency; package = R1; productName = BrowserServicesKit; };
            }; rootObject = P1; }
            """
        let folder = try TemporaryFolder([
            "App.xcodeproj/project.pbxproj": pbxproj, "App/App.swift": "",
            "Packages/Account/Package.swift": """
            let package = Package(name: "Account", dependencies: [.package(name: "DesignSystem", path: "../DesignSystem")],
                targets: [.target(name: "Account", dependencies: [.product(name: "DesignSystem", package: "DesignSystem")])])
            """,
            "Packages/DesignSystem/Package.swift": """
            let package = Package(name: "DesignSystem", dependencies: [.package(url: "https://github.com/kean/Nuke", exact: "12.8.0")],
                targets: [.target(name: "DesignSystem", dependencies: [.product(name: "NukeUI", package: "Nuke")])])
            """,
            "Modules/DataModel/Package.swift": """
            let package = Package(name: "PocketCastsDataModel", products: [.library(name: "PocketCastsDataModel", targets: ["PocketCastsDataModel"])],
                targets: [.target(name: "PocketCastsDataModel")])
            """,
        ])
        let project = try XcodeProject(at: folder.url.appendingPathComponent("App.xcodeproj"))
        let reachable = project.packagesReachable(from: project.targets[0])
        #expect(reachable.map(\.product) == ["Account", "PocketCastsDataModel", "BrowserServicesKit"])
        #expect(
            reachable[0].dependencies.map { "\($0.product) \($0.localPath ?? $0.url ?? "")" } == [
                "DesignSystem Packages/DesignSystem", "NukeUI https://github.com/kean/Nuke",
            ])
        #expect(reachable[1].localPath == "Modules/DataModel")
        #expect(reachable[2].url == "https://github.com/duckduckgo/BrowserServicesKit")

        let monolith = try MonolithDiscovery().discover(at: folder.path)
        #expect(
            monolith.description.linkedModules == [
                "Account", "BrowserServicesKit", "Core", "DesignSystem", "NukeUI", "PocketCastsDataModel",
            ])
        #expect(monolith.description.otherTargets == ["Core", "CoreKit"], "the name Xcode shows for its product too")
    }

    private func expectGolden(
        _ actual: String, _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        try expectMatchesGolden(actual, Self.fixtures.appendingPathComponent(name), sourceLocation: sourceLocation)
    }
}
