import Analyzer
import Foundation
import TestSupport
import Testing

@testable import AccessFixer

/// An app that is no SwiftPM target (the iOS sample, a folder of sources) split with the plan that
/// takes `cleave check`'s ways out: its modules go to a new local package, its Objective-C to a
/// C-language target with public headers, and its bridging header stays with the app.
struct AppSplitLayoutTests {
    /// Its widget extension and unit tests build some of `Shared/`'s files too: the golden split
    /// shows the project linking `Shared` to them, and their own files importing it.
    @Test func theIOSSampleSplitsIntoALocalPackageWithAnObjectiveCTarget() throws {
        let sample = try SamplePlan("WalletApp", plan: "cleave-split.json")
        let project = sample.root.appendingPathComponent("WalletApp.xcodeproj")
        let changes = try SplitPlanner(
            context: sample.context, root: sample.root, bridgingHeader: "Legacy/WalletApp-Bridging-Header.h",
            xcode: (project, "WalletApp")
        ).changes(findings: sample.report.findings)

        #expect(changes.manifestPath == "Packages/WalletAppModules/Package.swift")
        #expect(
            changes.moves["Legacy/LegacyCrypto.h"] == "Packages/WalletAppModules/Sources/Legacy/include/LegacyCrypto.h")
        #expect(
            changes.moves["Legacy/LegacyCrypto.m"] == "Packages/WalletAppModules/Sources/Legacy/Legacy/LegacyCrypto.m")
        #expect(changes.moves["Legacy/WalletApp-Bridging-Header.h"] == nil, "the bridging header stays with the app")

        let bridgingHeader = try sample.read("Legacy/WalletApp-Bridging-Header.h")
        let edited = SourceEdit.apply(changes.edits["Legacy/WalletApp-Bridging-Header.h"] ?? [], to: bridgingHeader)
        #expect(!edited.contains("#import"))
        let signer = SourceEdit.apply(
            changes.edits["Features/Payment/PaymentSigner.swift"] ?? [],
            to: try sample.read("Features/Payment/PaymentSigner.swift"))
        #expect(signer.hasPrefix("import Foundation\nimport Legacy\nimport Shared\n"))

        // Look-ups read the module's bundle only where what they name moved with them.
        let persistence = SourceEdit.apply(
            changes.edits["CoreData/PersistenceController.swift"] ?? [],
            to: try sample.read("CoreData/PersistenceController.swift"))
        #expect(persistence.contains("Bundle.module.path(forResource: \"Model\", ofType: \"momd\")"))
        let coupon = SourceEdit.apply(
            changes.edits["Features/Coupon/CouponViewModel.swift"] ?? [],
            to: try sample.read("Features/Coupon/CouponViewModel.swift"))
        #expect(!coupon.contains(".module"), "the asset catalog stays in the app")

        var report =
            "== moves\n" + changes.moves.sorted { $0.key < $1.key }.map { "\($0.key) → \($0.value)\n" }.joined()
        report += "== \(changes.manifestPath)\n" + changes.manifest
        for path in [
            "WalletApp.xcodeproj/project.pbxproj", "WalletWidget/BalanceWidget.swift",
            "WalletAppTests/MoneyTests.swift",
        ] {
            let original = try sample.read(path)
            report += UnifiedDiff.of(
                original, SourceEdit.apply(changes.edits[path] ?? [], to: original), from: path, to: path)
        }
        report += "== notes\n" + changes.notes.map { "\($0)\n" }.joined()
        report += "== left for a human\n" + changes.leftForAHuman.map { "\($0)\n" }.joined()
        try expectMatchesGolden(report, SamplePlan.golden("WalletApp-split.txt"))
    }

    /// Simplenote's extensions list a credentials file that a build script generates: not on
    /// disk, it has nothing to import, and the split goes on.
    @Test func anotherTargetsFileThatIsNotOnDiskIsLeftAlone() throws {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("cleave-missing-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: copy) }
        try FileManager.default.copyItem(
            at: SamplePlan.repository.appendingPathComponent("Samples/WalletApp"), to: copy)
        try FileManager.default.removeItem(at: copy.appendingPathComponent("WalletWidget/BalanceWidget.swift"))
        let sample = try SamplePlan(
            copy, planText: try String(contentsOf: copy.appendingPathComponent("cleave-split.json"), encoding: .utf8),
            planFile: "cleave-split.json")
        let changes = try SplitPlanner(
            context: sample.context, root: sample.root, bridgingHeader: "Legacy/WalletApp-Bridging-Header.h",
            xcode: (copy.appendingPathComponent("WalletApp.xcodeproj"), "WalletApp")
        ).changes(findings: sample.report.findings)
        #expect(changes.edits["WalletWidget/BalanceWidget.swift"] == nil)
        #expect(changes.moves["Shared/Money.swift"] != nil)
    }

    /// Simplenote's app keeps Objective-C that imports headers which move, and that uses Swift
    /// which moves: the header's `#import` becomes the module's `@import`, once though the file
    /// imported it twice.
    @Test func anObjectiveCFileTheAppKeepsImportsTheModuleItsHeadersMovedTo() throws {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("cleave-objc-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: copy) }
        try FileManager.default.copyItem(
            at: SamplePlan.repository.appendingPathComponent("Samples/WalletApp"), to: copy)
        let header = copy.appendingPathComponent("Legacy/LegacyCrypto+Hex.h")
        try (try String(contentsOf: header, encoding: .utf8)).replacingOccurrences(
            of: "#import \"LegacyCrypto.h\"\n", with: "#import \"LegacyCrypto.h\"\n#import \"LegacyCrypto.h\"\n"
        )
        .write(to: header, atomically: true, encoding: .utf8)
        let sample = try SamplePlan(
            copy,
            planText: """
                { "version": 1, "app": "WalletApp", "modules": [
                    { "name": "Crypto", "layer": "Foundation", "files": ["Legacy/LegacyCrypto.h", "Legacy/LegacyCrypto.m"] },
                ] }
                """)
        let changes = try SplitPlanner(
            context: sample.context, root: sample.root, bridgingHeader: "Legacy/WalletApp-Bridging-Header.h",
            xcode: (sample.root.appendingPathComponent("WalletApp.xcodeproj"), "WalletApp")
        ).changes(findings: sample.report.findings)
        let path = "Legacy/LegacyCrypto+Hex.h"
        let edited = SourceEdit.apply(changes.edits[path] ?? [], to: try sample.read(path))
        #expect(edited.contains("//  WalletApp\n//\n\n@import Crypto;\n\nNS_ASSUME_NONNULL_BEGIN"), "\(edited)")
        #expect(!changes.leftForAHuman.contains { $0.contains("@import") }, "\(changes.leftForAHuman)")
    }

    /// An Xcode target's local package builds for the platforms the project deploys to, in its
    /// Swift version, and its Swift keeps the conditions the app compiled with in each configuration.
    @Test func anXcodeTargetsPackageTakesItsPlatformsAndConditions() throws {
        let project = SamplePlan.repository.appendingPathComponent("Tests/AnalyzerTests/Fixtures/Xcode/Groups/Pantry")
        let sample = try SamplePlan(
            project, target: "Pantry",
            planText: """
                { "version": 1, "app": "Pantry", "modules": [
                    { "name": "Models", "layer": "Foundation", "files": ["Pantry/Models"] },
                    { "name": "Scanning", "layer": "Foundation", "files": ["Pantry/Legacy"] },
                ] }
                """)
        let changes = try SplitPlanner(
            context: sample.context, root: sample.root, bridgingHeader: "Pantry/Pantry-Bridging-Header.h",
            xcode: (project.appendingPathComponent("Pantry.xcodeproj"), "Pantry")
        ).changes(findings: sample.report.findings)

        #expect(changes.manifestPath == "Packages/PantryModules/Package.swift")
        #expect(changes.manifest.contains("    platforms: [.iOS(\"15.0\"), .macOS(\"13.0\")],\n"))
        // The package the app links that Models imports comes along, declared as the project has it.
        #expect(
            changes.manifest.contains(
                """
                    .target(name: "Models", dependencies: [.product(name: "Collections", package: "swift-collections")], \
                path: "Sources/Models", swiftSettings: [.define("PANTRY"), \
                .define("APPSTORE", .when(configuration: .release))]),
                """))
        #expect(changes.manifest.hasSuffix("    ],\n    swiftLanguageVersions: [.v5]\n)\n"))
        #expect(
            changes.manifest.contains(
                "    dependencies: [\n        .package(url: \"https://github.com/apple/swift-collections\", from: \"1.1.0\"),\n    ],\n"
            ))
        #expect(!changes.leftForAHuman.contains { $0.contains("imports Collections") })
        #expect(
            changes.manifest.contains(".target(name: \"Scanning\", path: \"Sources/Scanning\"),"),
            "no Swift conditions for Objective-C")
        #expect(!changes.leftForAHuman.contains { $0.contains("platforms:") })
    }

    @Test func aLocalPackageTheAppLinksIsReachedThroughItsProductFromTheNewPackage() {
        let linked = LinkedPackages(
            [.init(product: "KitDynamic", localPath: "../Kit", localModules: ["KitCore", "KitUI"])],
            projectFolder: "App", packageFolder: "App/Packages/AppModules")
        #expect(linked.productByModule["KitUI"] == ".product(name: \"KitDynamic\", package: \"Kit\")")
        #expect(linked.productByModule["KitDynamic"] == ".product(name: \"KitDynamic\", package: \"Kit\")")
        #expect(
            linked.declarationByProduct[".product(name: \"KitDynamic\", package: \"Kit\")"]
                == ".package(path: \"../../../Kit\")")
    }

    /// Mastodon's app reaches `Alamofire` through its local `MastodonSDK`: a module that imports
    /// it gets the product, and the package declares it as MastodonSDK does; what the app links
    /// itself comes first.
    @Test func aProductReachedThroughALinkedLocalPackageIsDeclaredAsThatPackageDeclaresIt() {
        let alamofire = "https://github.com/Alamofire/Alamofire.git"
        var sdk = XcodeProject.LinkedPackage(
            product: "MastodonSDK", localPath: "MastodonSDK", localModules: ["MastodonCore"])
        sdk.dependencies = [
            .init(product: "Alamofire", url: alamofire, requirement: "from: \"5.4.0\""),
            .init(product: "ArkanaKeys", localPath: "dependencies/ArkanaKeys"),
            .init(product: "Nuke", url: "https://github.com/kean/Nuke.git", requirement: "from: \"10.3.1\""),
        ]
        let linked = LinkedPackages(
            [sdk, .init(product: "Nuke", url: "https://github.com/kean/Nuke.git", requirement: "exact: \"12.0.0\"")],
            projectFolder: "", packageFolder: "Packages/MastodonModules")
        let product = ".product(name: \"Alamofire\", package: \"Alamofire\")"
        #expect(linked.productByModule["Alamofire"] == product)
        #expect(linked.declarationByProduct[product] == ".package(url: \"\(alamofire)\", from: \"5.4.0\")")
        #expect(
            linked.declarationByProduct[".product(name: \"ArkanaKeys\", package: \"ArkanaKeys\")"]
                == ".package(path: \"../../dependencies/ArkanaKeys\")")
        #expect(
            linked.declarationByProduct[".product(name: \"Nuke\", package: \"Nuke\")"]?.contains("exact: \"12.0.0\"")
                == true, "the app's own link first")
    }

    /// Pocket Casts links two products of Automattic-Tracks-iOS: the package is declared once.
    @Test func twoProductsOfOnePackageAreOneDeclaration() {
        let url = "https://github.com/Automattic/Automattic-Tracks-iOS"
        let linked = LinkedPackages(
            [
                .init(product: "AutomatticTracks", url: url, requirement: "from: \"3.0.0\""),
                .init(product: "AutomatticRemoteLogging", url: url, requirement: "from: \"3.0.0\""),
            ],
            projectFolder: "", packageFolder: "Packages/AppModules")
        let products = ["AutomatticTracks", "AutomatticRemoteLogging"].compactMap { linked.productByModule[$0] }
        #expect(linked.declarations(of: products) == [".package(url: \"\(url)\", from: \"3.0.0\")"])
    }

    @Test func aModuleWithSwiftAndObjectiveCBuildsItsObjectiveCInATargetOfItsOwn() {
        let files = [
            SourceFile(path: "Crypto/Signer.swift", language: .swift, contentHash: "", lines: 1, bytes: 1),
            SourceFile(path: "Crypto/Legacy.h", language: .objcHeader, contentHash: "", lines: 1, bytes: 1),
            SourceFile(path: "Crypto/Legacy.m", language: .objcImplementation, contentHash: "", lines: 1, bytes: 1),
            SourceFile(path: "Vendor/Hex.h", language: .objcHeader, contentHash: "", lines: 1, bytes: 1),
            SourceFile(path: "App.swift", language: .swift, contentHash: "", lines: 1, bytes: 1),
        ]
        let module = { (path: String) in
            path.hasPrefix("Crypto/") ? "Crypto" : path.hasPrefix("Vendor/") ? "Vendor" : "App"
        }
        let layout = SplitLayout(
            monolith: .init(kind: .folder, name: "App", sourcePath: ""), app: "App", files: files, moduleOfFile: module)
        #expect(layout.target(of: .swift, module: "Crypto") == "Crypto")
        #expect(layout.target(of: .objcImplementation, module: "Crypto") == "CryptoObjC")
        #expect(layout.target(of: .objcHeader, module: "Vendor") == "Vendor")
        #expect(
            layout.destination(of: files[1], module: "Crypto", isPublicHeader: true)
                == "Packages/AppModules/Sources/CryptoObjC/include/Legacy.h")
        #expect(
            layout.destination(of: files[2], module: "Crypto")
                == "Packages/AppModules/Sources/CryptoObjC/Crypto/Legacy.m")
        #expect(
            layout.destination(of: files[3], module: "Vendor") == "Packages/AppModules/Sources/Vendor/Vendor/Hex.h",
            "a private header stays beside its .m files")
        #expect(
            layout.objectiveCTargets(files: files, moduleOfFile: module) == [
                "Crypto": "CryptoObjC", "Vendor": "Vendor",
            ])
    }

    /// A SwiftPM monolith is a Swift target: a header in it is a file no compiler reads (Yams'
    /// `Yams.h`, for its CMake build), which goes with its module's Swift and makes no C target.
    @Test func aHeaderInASwiftPMTargetStaysBesideTheSwift() {
        let files = [
            SourceFile(path: "Sources/Mono/Yams/Parser.swift", language: .swift, contentHash: "", lines: 1, bytes: 1),
            SourceFile(path: "Sources/Mono/Yams/Yams.h", language: .objcHeader, contentHash: "", lines: 1, bytes: 1),
        ]
        let layout = SplitLayout(
            monolith: .init(kind: .swiftPackageTarget, name: "Mono", sourcePath: "Sources/Mono"), app: "Mono",
            files: files,
            moduleOfFile: { _ in "Yams" })
        #expect(layout.target(of: .objcHeader, module: "Yams") == "Yams")
        #expect(layout.destination(of: files[1], module: "Yams", isPublicHeader: true) == "Sources/Yams/Yams/Yams.h")
        #expect(layout.objectiveCTargets(files: files, moduleOfFile: { _ in "Yams" }).isEmpty)
    }
}
