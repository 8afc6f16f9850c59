import Foundation
import TestSupport
import Testing

@testable import Analyzer

/// Finding the monolith: a SwiftPM target read from its manifest as syntax, or a plain folder.
struct DiscoveryTests {
    static let appManifest = """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "App",
            targets: [
                .executableTarget(name: "App", swiftSettings: [.define("STAGING"), .define("LOGGING", .when(configuration: .debug))]),
                .testTarget(name: "AppTests", dependencies: ["App"]),
            ]
        )
        """

    @Test func findsTheOnlySourceTargetOfAPackage() throws {
        let folder = try TemporaryFolder([
            "Package.swift": Self.appManifest,
            "Sources/App/main.swift": "print(1)",
            "Sources/App/Models/Book.swift": "struct Book {}",
            "Sources/App/Resources/books.json": "[]",
            "Sources/App/Notes.md": "notes",
            "Tests/AppTests/BookTests.swift": "",
        ])

        let monolith = try MonolithDiscovery().discover(at: folder.path)

        expectLines(
            describe(monolith),
            """
            App swiftPackageTarget Sources/App [STAGING, LOGGING]
            Sources/App/Models/Book.swift swift
            Sources/App/Resources/books.json resource
            Sources/App/main.swift swift
            """)
        // A module named like the test target would make the manifest declare it twice.
        #expect(monolith.description.otherTargets == ["AppTests"])
        #expect(monolith.root.standardizedFileURL.path == folder.url.standardizedFileURL.path)
    }

    @Test func acceptsThePathOfTheManifestItself() throws {
        let folder = try TemporaryFolder(["Package.swift": Self.appManifest, "Sources/App/main.swift": ""])

        let monolith = try MonolithDiscovery().discover(at: folder.path + "/Package.swift")

        #expect(monolith.description.name == "App")
        #expect(monolith.files.map(\.path) == ["Sources/App/main.swift"])
    }

    @Test func honoursPathExcludeSourcesAndResources() throws {
        let folder = try TemporaryFolder([
            "Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Core", targets: [
                .target(
                    name: "Core", path: "Lib/Core", exclude: ["Legacy", "Generated/Old.swift"],
                    resources: [.process("Assets"), .copy("seed.db")]),
            ])
            """,
            "Lib/Core/Store.swift": "",
            "Lib/Core/Legacy/OldStore.swift": "",
            "Lib/Core/Generated/New.swift": "",
            "Lib/Core/Generated/Old.swift": "",
            "Lib/Core/Assets/logo.custom": "",
            "Lib/Core/seed.db": "",
            "Lib/Core/Bridge/Core-Bridging-Header.h": "",
            "Lib/Core/Bridge/Legacy.m": "",
            "Sources/Core/Ignored.swift": "",
        ])

        let monolith = try MonolithDiscovery().discover(at: folder.path)

        expectLines(
            describe(monolith),
            """
            Core swiftPackageTarget Lib/Core []
            Lib/Core/Assets/logo.custom resource
            Lib/Core/Bridge/Core-Bridging-Header.h objcHeader
            Lib/Core/Bridge/Legacy.m objcImplementation
            Lib/Core/Generated/New.swift swift
            Lib/Core/Store.swift swift
            Lib/Core/seed.db resource
            """)
        #expect(monolith.bridgingHeader == "Lib/Core/Bridge/Core-Bridging-Header.h")
    }

    /// A documentation catalog's tutorial steps and the `.swift` files `resources:` declares are
    /// never compiled: taken for sources, they kept every file from the compiler's index store.
    @Test func catalogsAndDeclaredResourcesAreNoSources() throws {
        let folder = try TemporaryFolder([
            "Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Formatter", targets: [
                .target(name: "Formatter", resources: [.copy("Templates")]),
            ])
            """,
            "Sources/Formatter/Formatter.swift": "struct Formatter {}",
            "Sources/Formatter/Documentation.docc/Formatter.md": "# Formatter",
            "Sources/Formatter/Documentation.docc/Resources/Formatter.step1.swift": "struct Formatter {}",
            "Sources/Formatter/Documentation.docc/Tutorials/Formatter.tutorial": "@Tutorial {}",
            "Sources/Formatter/Templates/Header.swift": "// a template the code reads at run time",
            "Sources/Formatter/Media.xcassets/Steps.swift": "",
        ])

        let monolith = try MonolithDiscovery().discover(at: folder.path)

        expectLines(
            describe(monolith),
            """
            Formatter swiftPackageTarget Sources/Formatter []
            Sources/Formatter/Formatter.swift swift
            Sources/Formatter/Media.xcassets resource
            Sources/Formatter/Templates/Header.swift resource
            """)
        #expect(monolith.ignoredFiles == 1)

        let plain = try MonolithDiscovery().discover(at: folder.url.appendingPathComponent("Sources").path)
        #expect(
            plain.files.map { "\($0.path) \($0.language)" } == [
                "Formatter/Formatter.swift swift", "Formatter/Media.xcassets resource",
                "Formatter/Templates/Header.swift swift",
            ])
    }

    @Test func severalTargetsNeedAName() throws {
        let folder = try TemporaryFolder([
            "Package.swift": """
            import PackageDescription
            let package = Package(name: "Shop", targets: [
                .executableTarget(name: "Shop", dependencies: ["Core"]),
                .target(name: "Core"),
                .testTarget(name: "ShopTests"),
            ])
            """,
            "Sources/Shop/main.swift": "",
            "Sources/Core/Cart.swift": "",
        ])
        let manifest = folder.path + "/Package.swift"

        #expect(throws: AnalyzerError.ambiguousTarget(manifest: manifest, available: ["Shop", "Core"])) {
            try MonolithDiscovery().discover(at: folder.path)
        }
        #expect(
            throws: AnalyzerError.targetNotFound(name: "ShopTests", manifest: manifest, available: ["Shop", "Core"])
        ) {
            try MonolithDiscovery(targetName: "ShopTests").discover(at: folder.path)
        }
        let core = try MonolithDiscovery(targetName: "Core").discover(at: folder.path)
        #expect(core.files.map(\.path) == ["Sources/Core/Cart.swift"])
    }

    /// A manifest with a syntax error was read as far as it parsed, and the package split without a
    /// word: SwiftPM would not load it, so neither does Cleave; the error names its line.
    /// Found by fuzzing: `[` many in a row made SwiftParser's look-ahead run for minutes.
    @Test func aManifestSwiftParserCannotTakeIsRefusedWithItsLine() throws {
        let folder = try TemporaryFolder([
            "Package.swift":
                "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"App\", targets: "
                + String(repeating: "[", count: 40) + ")\n",
            "Sources/App/main.swift": "print(1)",
        ])
        #expect {
            try MonolithDiscovery().discover(at: folder.path)
        } throws: { error in
            guard case AnalyzerError.manifestUnreadable(let path, let reason) = error else { return false }
            return path.hasSuffix("Package.swift:3") && reason.contains("more than 10 `[` opened in a row")
        }
    }

    @Test func aManifestWithASyntaxErrorIsRefusedWithItsLine() throws {
        let folder = try TemporaryFolder([
            "Package.swift":
                "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"App\", targets: [.target(name: \"App\"\n",
            "Sources/App/App.swift": "struct App {}",
        ])
        #expect {
            try MonolithDiscovery().discover(at: folder.path)
        } throws: { error in
            guard case AnalyzerError.manifestUnreadable(let path, let reason) = error else { return false }
            return path == folder.url.appendingPathComponent("Package.swift").path + ":3"
                && reason.hasPrefix("a syntax error: ")
        }
    }

    @Test func errorMessagesNameTheManifestAndTheChoices() {
        let ambiguous = AnalyzerError.ambiguousTarget(manifest: "Shop/Package.swift", available: ["Shop", "Core"])
        let unknown = AnalyzerError.targetNotFound(
            name: "Kore", manifest: "Shop/Package.swift", available: ["Shop", "Core"])

        expectLines(
            "\(ambiguous)\n\(unknown)",
            """
            Shop/Package.swift: several targets; choose one with --target: Shop, Core
            Shop/Package.swift: no target named 'Kore'; choose one of: Shop, Core
            """)
    }

    @Test func aPackageWithoutSourceTargetsIsAnError() throws {
        let folder = try TemporaryFolder([
            "Package.swift": "let package = Package(name: \"Empty\", targets: [.testTarget(name: \"EmptyTests\")])",
            "Sources/Lib.swift": "",
        ])

        #expect(throws: AnalyzerError.noTargets(manifest: folder.path + "/Package.swift")) {
            try MonolithDiscovery().discover(at: folder.path)
        }
    }

    // MARK: Plain folders

    @Test func aPlainFolderListsSourcesAndResourcesAndSkipsBuildProductsAndHiddenFolders() throws {
        let folder = try TemporaryFolder([
            "App/AppDelegate.swift": "",
            "App/App-Bridging-Header.h": "",
            "App/Legacy/Crypto.m": "",
            "App/Legacy/Crypto.h": "",
            "App/Base.lproj/Main.storyboard": "",
            "App/en.lproj/Localizable.strings": "",
            "App/Assets.xcassets/AppIcon.appiconset/Contents.json": "{}",
            "App/README.md": "",
            ".build/debug/Generated.swift": "",
            ".git/hooks/pre-commit.swift": "",
            ".hidden/Secret.swift": "",
            "Pods/Alamofire/Session.swift": "",
            "DerivedData/Build.swift": "",
            "App/.cleave/cached.swift": "",
        ])

        let monolith = try MonolithDiscovery().discover(at: folder.path)

        expectLines(
            describe(monolith),
            """
            \(folder.url.lastPathComponent) folder  []
            App/App-Bridging-Header.h objcHeader
            App/AppDelegate.swift swift
            App/Assets.xcassets resource
            App/Base.lproj/Main.storyboard resource
            App/Legacy/Crypto.h objcHeader
            App/Legacy/Crypto.m objcImplementation
            App/en.lproj/Localizable.strings resource
            """)
        #expect(monolith.bridgingHeader == "App/App-Bridging-Header.h")
    }

    @Test func inAPlainFolderEveryOtherFileIsAResourceButDocsScriptsAndProjectFiles() throws {
        let folder = try TemporaryFolder([
            "App/App.swift": "struct App {}",
            "App/Haptics/Slam.ahap": "{}",
            "App/PrivacyInfo.xcprivacy": "<plist/>",
            "App/App.entitlements": "<plist/>",
            "App/README.md": "notes",
            "App/scripts/lint.sh": "exit 0",
            "App.xcworkspace/contents.xcworkspacedata": "<Workspace/>",
            // Cleave's own, beside the sources: the plan and a proposal's table are no resources.
            "cleave.json": "{}",
            "cleave-modules.csv": "path,module",
        ])

        let monolith = try MonolithDiscovery().discover(at: folder.path)

        #expect(
            monolith.files.map { "\($0.path) \($0.language)" } == [
                "App/App.swift swift", "App/Haptics/Slam.ahap resource", "App/PrivacyInfo.xcprivacy resource",
            ])
        #expect(monolith.ignoredFiles == 3)
    }

    /// What classifying a file reads: the extension of its name alone, as it is written.
    @Test func aPathsExtensionIsThatOfItsName() {
        #expect(RelativePath.pathExtension(of: "Resources/Assets.xcassets") == "xcassets")
        #expect(RelativePath.pathExtension(of: "App/Main.Storyboard") == "Storyboard")
        #expect(RelativePath.pathExtension(of: "Archive.v2/README") == "")
        #expect(RelativePath.pathExtension(of: "App/.gitignore") == "")
        #expect(RelativePath.pathExtension(of: "Book.swift") == "swift")
    }

    @Test func symlinkLoopsEnd() throws {
        let folder = try TemporaryFolder(["Sources/Model.swift": "", "Shared/Util.swift": ""])
        try folder.link("Sources/Up", to: "..")
        try folder.link("Sources/Here", to: ".")
        try folder.link("Shared/Back", to: "../Sources")

        let monolith = try MonolithDiscovery().discover(at: folder.path)

        #expect(monolith.files.map(\.path) == ["Shared/Util.swift", "Sources/Model.swift"])
        #expect(monolith.diagnostics.isEmpty)
    }

    @Test func symlinksToFoldersInsideTheRootAreFollowed() throws {
        let folder = try TemporaryFolder([
            "Package.swift": "let package = Package(name: \"App\", targets: [.target(name: \"App\")])",
            "Sources/App/Main.swift": "",
            "Shared/Util.swift": "",
        ])
        try folder.link("Sources/App/Shared", to: "../../Shared")

        let monolith = try MonolithDiscovery().discover(at: folder.path)

        #expect(monolith.files.map(\.path) == ["Sources/App/Main.swift", "Sources/App/Shared/Util.swift"])
    }

    @Test func symlinksLeadingOutsideTheRootAreSkippedWithAWarning() throws {
        let outside = try TemporaryFolder(["Secret.swift": "", "Shared/Util.swift": ""])
        let folder = try TemporaryFolder(["App/Main.swift": ""])
        try folder.link("App/Secret.swift", to: outside.path + "/Secret.swift")
        try folder.link("App/Shared", to: outside.path + "/Shared")
        try folder.link("App/Gone.swift", to: "Missing.swift")

        let monolith = try MonolithDiscovery().discover(at: folder.path)

        expectLines(
            describe(monolith),
            """
            \(folder.url.lastPathComponent) folder  []
            App/Main.swift swift
            App/Gone.swift: warning: broken symlink; skipped
            App/Secret.swift: warning: symlink leads outside the analysed folder; skipped
            App/Shared: warning: symlink leads outside the analysed folder; skipped
            """)
    }

    // MARK: User errors

    @Test func aMissingPathIsAnError() {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("cleave-missing-\(UUID().uuidString)")
            .path

        #expect(throws: AnalyzerError.pathNotFound(path)) {
            try MonolithDiscovery().discover(at: path)
        }
    }

    @Test func aFolderWithoutSourcesIsAnError() throws {
        let folder = try TemporaryFolder(["Docs/README.md": "", "Assets/logo.png": ""])
        try folder.createFolder("Empty")

        #expect(throws: AnalyzerError.noSources(folder.path)) {
            try MonolithDiscovery().discover(at: folder.path)
        }
    }

    @Test func aFileThatIsNoManifestIsAnError() throws {
        let folder = try TemporaryFolder(["Main.swift": ""])

        #expect(throws: AnalyzerError.notADirectory(folder.path + "/Main.swift")) {
            try MonolithDiscovery().discover(at: folder.path + "/Main.swift")
        }
        #expect(
            "\(AnalyzerError.notADirectory("Main.swift"))"
                == "Main.swift: not a folder; pass the folder that holds the monolith's sources or its Package.swift")
    }

    /// `name kind sourcePath [conditions]`, then each file and each diagnostic on its own line.
    private func describe(_ monolith: Monolith) -> String {
        let header =
            "\(monolith.description.name) \(monolith.description.kind.rawValue) \(monolith.description.sourcePath) "
            + "[\(monolith.description.compilationConditions.joined(separator: ", "))]"
        let files = monolith.files.map { "\($0.path) \($0.language.rawValue)" }
        return ([header] + files + monolith.diagnostics.map(\.description)).joined(separator: "\n")
    }
}
