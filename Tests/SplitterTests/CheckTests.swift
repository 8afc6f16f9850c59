import Testing

@testable import Analyzer
@testable import Splitter

/// Each check on a monolith small enough to know every answer.
struct CheckTests {
    static let sources = [
        "App/AppRouter.swift": "final class AppRouter { static var current: AppRouter?; func open() {} }",
        "Features/Search/SearchScreen.swift": """
        final class SearchScreen {
            let details = DetailScreen()
            func show() { AppRouter.current?.open(); _ = Theme.accent }
        }
        """,
        "Features/Detail/DetailScreen.swift": "final class DetailScreen { let format = Formatter() }",
        "Core/Formatter.swift": "struct Formatter { func text() -> String { Theme.accent } }",
        "Core/Theme.swift": """
        enum Theme { static let accent = "blue" }
        struct Palette { let name: String }
        """,
    ]

    static let plan = """
        { app: "App", modules: [
            { name: "Search", layer: "Features", files: ["Features/Search"] },
            { name: "Detail", layer: "Features", files: ["Features/Detail"] },
            { name: "Formatting", layer: "Foundation", files: ["Core/Formatter.swift"] },
            { name: "Theme", layer: "Core", files: ["Core/Theme.swift"] },
          ],
          rules: [{ deny: true, from: "Search", to: "Theme", reason: "colors come from the design system" }],
          limits: { maxFiles: 0 },
        }
        """

    @Test func layersFeaturesRulesFilesAndSizes() throws {
        #expect(
            try SplitFixture(Self.sources).findings(Self.plan) == [
                "error denied-dependency: Search depends on Theme, which the plan denies (Search → Theme: colors come from the design system)",
                "error feature-dependency: feature Search depends on feature Detail",
                "error layer-violation: Formatting (Foundation) depends on Theme (Core), a layer above it",
                "error layer-violation: Search (Features) depends on App (App), a layer above it",
                "warning module-too-large: Detail has 1 files (limit 0)",
                "warning module-too-large: Formatting has 1 files (limit 0)",
                "warning module-too-large: Search has 1 files (limit 0)",
                "warning module-too-large: Theme has 1 files (limit 0)",
                "warning split-file: Core/Theme.swift holds `Theme`, which Formatting needs below Theme, and `Palette`, which it does not",
            ])
    }

    @Test func anAllowRuleLiftsALayerRule() throws {
        let plan = Self.plan.replacingOccurrences(of: "limits: { maxFiles: 0 },", with: "")
            .replacingOccurrences(of: "rules: [", with: "rules: [{ allow: true, from: \"Search\", to: \"Detail\" }, ")
        let findings = try SplitFixture(Self.sources).findings(plan)
        #expect(!findings.contains { $0.contains("feature-dependency") })
        #expect(findings.contains { $0.contains("denied-dependency") })
    }

    /// Modules named like an SDK framework (`TipKit`), a target of the project (`NSE`, without
    /// case), a product the app links (`Subscription`) or a module the code imports (`CrashReporter`).
    /// A module named like the monolith's own target crashed `plan` (two modules of one name).
    @Test func aModuleNamedLikeTheTargetItIsSplitFromIsRefused() {
        let fixture = SplitFixture(["Models/Book.swift": "struct Book {}", "Main.swift": "let book = Book()"])
        #expect {
            try fixture.evaluate(
                #"{ "version": 1, "modules": [ { "name": "App", "layer": "Core", "files": ["Models"] } ] }"#)
        } throws: { error in
            "\(error)".contains(
                "cleave.json:1: module 'App' has the name of the target it is split from, which keeps what no module takes"
            )
        }
    }

    @Test func aModuleMustNotTakeANameTheAppAlreadyHas() throws {
        var monolith = MonolithDescription(kind: .xcodeTarget, name: "App", sourcePath: "")
        monolith.otherTargets = ["NSE", "AppTests"]
        monolith.linkedModules = ["Subscription", "UIKit"]
        let fixture = SplitFixture(
            [
                "Tips/Tip.swift": "struct Tip {}",
                "Push/Push.swift": "struct Push {}",
                "Store/Store.swift": "struct Store {}",
                "Crash/Crash.swift": "import CrashReporter\nstruct Crash {}",
                "Cards/Card.swift": "struct Card {}",
            ], monolith: monolith)
        let findings = try fixture.findings(
            """
            { "version": 1, "modules": [
                { "name": "TipKit", "layer": "Core", "files": ["Tips"] },
                { "name": "nse", "layer": "Core", "files": ["Push"] },
                { "name": "Subscription", "layer": "Core", "files": ["Store"] },
                { "name": "CrashReporter", "layer": "Core", "files": ["Crash"] },
                { "name": "Cards", "layer": "Core", "files": ["Cards"] },
            ] }
            """
        ).filter { $0.contains("module-name-taken") }
        #expect(
            findings == [
                "error module-name-taken: module CrashReporter takes the name of a module the code imports (CrashReporter): the build would fail, or `import CrashReporter` would mean the other",
                "error module-name-taken: module Subscription takes the name of a module App links (Subscription): the build would fail, or `import Subscription` would mean the other",
                "error module-name-taken: module TipKit takes the name of an SDK framework (TipKit): the build would fail, or `import TipKit` would mean the other",
                "error module-name-taken: module nse takes the name of a target of the project (NSE): the build would fail, or `import nse` would mean the other",
            ])
        var package = MonolithDescription(kind: .swiftPackageTarget, name: "App", sourcePath: "Sources/App")
        package.otherTargets = ["AppTests"]
        let packageFixture = SplitFixture(["Tests/Helpers.swift": "struct Helper {}"], monolith: package)
        #expect(
            try packageFixture.findings(
                #"{ "version": 1, "modules": [ { "name": "AppTests", "layer": "Core", "files": ["Tests"] } ] }"#
            )
            .filter { $0.contains("module-name-taken") } == [
                "error module-name-taken: module AppTests takes the name of a target of the package (AppTests): the build would fail, or `import AppTests` would mean the other"
            ])
        let taken = TakenModuleNames(index: fixture.index)
        #expect(taken.freeName(for: "TipKit", app: "App") == "TipKitFeature")
        #expect(taken.owner(of: "Cards") == nil)
        let networkPackage = SplitFixture(["Net/Client.swift": "import Foundation\nstruct Client {}"])
        #expect(
            TakenModuleNames(index: networkPackage.index).owner(of: "Network") == nil,
            "code not built for Apple's platforms only")
    }

    /// ownCloud's folder-based plan took its `ownCloud/` folder, app delegate and all: the app
    /// would not launch. The check refuses it, and `init` leaves that folder in the app.
    @Test func theAppsEntryPointStaysInTheApp() throws {
        let fixture = SplitFixture([
            "ownCloud/AppDelegate.swift": "@main class AppDelegate { let client = Client() }",
            "ownCloud/Feed.swift": "struct Feed {}",
            "Api/Client.swift": "struct Client {}",
        ])
        let findings = try fixture.findings(
            """
            { "version": 1, "modules": [
                { "name": "Main", "layer": "Core", "files": ["ownCloud"] },
                { "name": "Api", "layer": "Foundation", "files": ["Api"] },
            ] }
            """
        ).filter { $0.contains("entry-point-moves") }
        #expect(
            findings == [
                "error entry-point-moves: ownCloud/AppDelegate.swift is where App starts, and it would move to Main: the app would not launch"
            ])
        #expect(PlanTemplate.fromFolders(fixture.index).modules.map(\.name) == ["Api"])
    }

    /// Home Assistant's modules imported `Shared`, a framework target of its project; Mastodon's
    /// `Alamofire`, which only a package the app links depends on; DuckDuckGo's
    /// `MaliciousSiteProtection`, a product its project links with no package reference.
    @Test func whatAModuleImportsMustComeFromWhatAPackageCanDependOn() throws {
        var monolith = MonolithDescription(kind: .xcodeTarget, name: "App", sourcePath: "")
        monolith.otherTargets = ["Shared", "AppTests"]
        monolith.linkedModules = ["MaliciousSiteProtection", "MastodonSDK", "Shared"]
        monolith.unlocatedProducts = ["MaliciousSiteProtection"]
        let fixture = SplitFixture(
            [
                "Media/Safety.swift": "import MaliciousSiteProtection\nstruct Safety {}",
                "Settings/Settings.swift": "import Shared\nimport UIKit\nstruct Settings {}",
                "Media/Image.swift": "import Alamofire\nimport MastodonSDK\nstruct Image {}",
                "Media/Video.swift": "import Alamofire\nstruct Video {}",
                "Main/AppDelegate.swift": "import Shared\nimport Crashlytics\n@main class AppDelegate {}",
            ], monolith: monolith)
        let findings = try fixture.findings(
            """
            { "version": 1, "modules": [
                { "name": "Preferences", "layer": "Core", "files": ["Settings"] },
                { "name": "Media", "layer": "Core", "files": ["Media"] },
            ] }
            """
        ).filter { $0.contains("import") }
        #expect(
            findings == [
                "error imports-project-target: Preferences would import Shared, a target of the project, which a package cannot depend on (Settings/Settings.swift)",
                "warning import-unprovided: Media would import Alamofire, which nothing App links provides (Media/Image.swift and 1 more)",
                "warning import-unprovided: Media would import MaliciousSiteProtection, a product App links from a package the project does not name (Media/Safety.swift)",
            ])
    }

    @Test func globsThatTakeNothingAndFilesTakenTwiceAreRefused() {
        let plan = """
            { modules: [
                { name: "Search", layer: "Features", files: ["Features/Serch"] },
                { name: "Core", layer: "Core", files: ["Core", "Features/Detail"] },
                { name: "Detail", layer: "Features", files: ["Features/**/Detail*.swift"] },
            ] }
            """
        #expect {
            try SplitFixture(Self.sources).evaluate(plan)
        } throws: { error in
            (error as? PlanError)?.problems.map(\.description) == [
                "2: 'Features/Serch' in module 'Search' matches no source file; check the path; it is relative to the monolith's folder",
                "4: Features/Detail/DetailScreen.swift is taken by Core and Detail; narrow one module's globs, or add the file to the other's \"exclude\"",
            ]
        }
    }

    @Test func aLargeModuleMostDependOnThatDependsOnManyIsAHub() throws {
        let sources = [
            "Shared/Models/User.swift":
                "struct User { let name: String; let router = Router(); let log = Log(); let cache = Cache() }",
            "Shared/UI/Colors.swift": "enum Colors { static let main = 1 }\n\n\n\n\n\n\n\n\n\n\n\n\n\n",
            "Router/Router.swift": "struct Router {}",
            "Log/Log.swift": "struct Log {}",
            "Cache/Cache.swift": "struct Cache {}",
            "A/A.swift": "let a = User(name: \"\")",
            "B/B.swift": "let b = Colors.main",
            "C/C.swift": "let c = User(name: \"c\")",
            "D/D.swift": "let d = Colors.main",
            "E/E.swift": "let e = Colors.main",
        ]
        let plan = """
            { modules: [
                { name: "Shared", layer: "Core", files: ["Shared"] },
                { name: "Router", layer: "Foundation", files: ["Router"] },
                { name: "Log", layer: "Foundation", files: ["Log"] },
                { name: "Cache", layer: "Foundation", files: ["Cache"] },
                { name: "A", layer: "Features", files: ["A"] },
                { name: "B", layer: "Features", files: ["B"] },
                { name: "C", layer: "Features", files: ["C"] },
                { name: "D", layer: "Features", files: ["D"] },
                { name: "E", layer: "Features", files: ["E"] },
            ] }
            """
        let (report, _) = try SplitFixture(sources).evaluate(plan)
        let hub = try #require(report.findings.first { $0.code == "shared-hub" })
        #expect(hub.message == "Shared is a hub: 5 of 9 other modules depend on it, and it depends on 3")
        #expect(
            hub.notes == [
                "way out: split it by what its parts depend on:",
                "  Models: 1 file, depends on Cache, Log, Router",
                "  UI: 1 file, depends on nothing of ours",
            ])
    }
}

/// What an Xcode app needs in itself stays there though its folder moves; a plan that names it for a module is wrong.
struct StaysWithAppCheckTests {
    static let fixture = SplitFixture(
        ["App/AppDelegate.swift": "final class AppDelegate {}", "Support/Palette.swift": "enum Palette {}"],
        resources: [
            Resource(path: "Support/Assets.xcassets", kind: .assetCatalog, names: ["AppIcon", "Brand"]),
            Resource(path: "Support/Icons.xcassets", kind: .assetCatalog, names: ["Star"]),
        ],
        appOwnedFiles: [
            "Support/Assets.xcassets": "the app icon AppIcon is in it",
            "Support/Info.plist": "it is the app's Info.plist (INFOPLIST_FILE)",
        ])

    @Test func theAppKeepsWhatItNeedsWhenItsFolderMoves() throws {
        let plan =
            #"{ app: "App", modules: [{ name: "Support", layer: "Foundation", files: ["Support"], resources: ["Support"] }] }"#
        let (report, context) = try Self.fixture.evaluate(plan)
        #expect(
            report.findings.map { "\($0.severity.rawValue) \($0.code): \($0.message)" } == [
                "note stays-with-app: Support/Assets.xcassets stays in App though Support takes its folder: the app icon AppIcon is in it",
                "note stays-with-app: Support/Info.plist stays in App though Support takes its folder: it is the app's Info.plist (INFOPLIST_FILE)",
            ])
        #expect(context.assignment.moduleByResource == ["Support/Icons.xcassets": "Support"], "the other catalog moves")
    }

    @Test func aStartingPlanLeavesThemToTheApp() {
        let template = PlanTemplate.fromFolders(Self.fixture.index)
        #expect(template.modules.map(\.name) == ["Support"])
        #expect(template.modules.first?.resources == ["Support/Icons.xcassets"])
    }

    @Test func aPlanThatNamesOneForAModuleIsAnError() throws {
        let plan =
            #"{ modules: [{ name: "Support", layer: "Foundation", files: ["Support/Palette.swift", "Support/Info.plist"], resources: ["Support/Assets.xcassets"] }] }"#
        let findings = try Self.fixture.evaluate(plan).0.findings
        #expect(
            findings.map { "\($0.severity.rawValue) \($0.code): \($0.message)" } == [
                "error stays-with-app: Support/Assets.xcassets cannot move to Support: the app icon AppIcon is in it",
                "error stays-with-app: Support/Info.plist cannot move to Support: it is the app's Info.plist (INFOPLIST_FILE)",
            ])
        #expect(
            findings.first?.notes == [
                "way out: take it out of Support's \"files\" and \"resources\"; App keeps it, and what else in it Support needs can go in a file of its own"
            ])
    }
}

/// What the compiler will not catch: resources looked up in the main bundle, storyboards that
/// name moved classes, and class names in strings and archives.
struct HazardCheckTests {
    @Test func runTimeLookupsOfWhatMoves() throws {
        let sources = [
            "App/Launch.swift": "let splash = 1",
            "Profile/ProfileViewController.swift": """
            import UIKit
            final class ProfileViewController: UIViewController {
                let icon = UIImage(named: "avatar")
                let name = NSClassFromString("App.ProfileViewController")
            }
            """,
            "Profile/Session.swift": "final class Session: NSObject, NSCoding {}",
            "Profile/Card.swift": "@objc(Card) final class Card: NSObject {}",
        ]
        let storyboard = Resource(
            path: "Profile/Profile.storyboard", kind: .storyboard,
            customClasses: [
                CustomClassUse(
                    className: "ProfileViewController", customModule: nil, customModuleProvider: "target", line: 12,
                    element: "viewController")
            ])
        let model = Resource(
            path: "Model.xcdatamodeld", kind: .coreDataModel, representedClassNames: ["Card", "App.Session"])
        let fixture = SplitFixture(sources, resources: [storyboard, model])
        let plan = "{ modules: [{ name: \"Profile\", layer: \"Features\", files: [\"Profile\"] }] }"
        #expect(
            try fixture.findings(plan) == [
                "warning archived-class-name: Model.xcdatamodeld maps an entity to App.Session, which moves to Profile",
                "warning archived-class-name: Session is archived by class name (NSCoding) and moves to Profile: archives written before the split stop decoding",
                "warning bundle-main-lookup: uiImageNamed looks up 'avatar' in the main bundle from code moving to Profile",
                "warning class-name-string: nsClassFromString names App.ProfileViewController, which moves to Profile: its run-time name changes",
                "warning storyboard-module: Profile/Profile.storyboard names ProfileViewController (customModuleProvider=\"target\"), which moves to Profile",
            ])
    }

    /// DuckDuckGo's iOS app and its autofill extension each declare an `ActionMessageView`: the
    /// module a nib's class moves to is the one whose file sorts first, on every run.
    @Test func aClassNameTwoModulesDeclareMovesWhereItsFirstFileGoes() throws {
        let sources = [
            "App/Launch.swift": "let splash = 1",
            "Settings/Badge.swift": "final class Badge {}",
            "Profile/Badge.swift": "final class Badge {}",
        ]
        let nib = Resource(
            path: "Profile/Badge.xib", kind: .xib,
            customClasses: [
                CustomClassUse(
                    className: "Badge", customModule: nil, customModuleProvider: nil, line: 3, element: "view")
            ])
        let plan =
            "{ modules: [{ name: \"Profile\", layer: \"Features\", files: [\"Profile\"] }, { name: \"Settings\", layer: \"Features\", files: [\"Settings\"] }] }"
        #expect(
            try SplitFixture(sources, resources: [nib]).findings(plan).filter { $0.contains("storyboard-module") } == [
                "warning storyboard-module: Profile/Badge.xib names Badge (no customModule), which moves to Profile"
            ])
    }
}
