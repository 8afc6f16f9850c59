import Foundation
import Testing

@testable import Analyzer
@testable import Splitter

/// MoJoFM against values worked by hand, the clusterer on small graphs whose best answer is
/// known, the proposal on an inline monolith, and the extraction order.
struct ProposeTests {
    private let reference = ["a": "X", "b": "X", "c": "X", "d": "Y", "e": "Y", "f": "Y"]

    @Test func moJoFMIsAHundredForTheSameCutAndCountsMovesAndJoins() {
        #expect(MoJoFM.score(proposal: reference, reference: reference) == 100)
        // One file in the wrong module: 1 move of the 4 that the farthest cut needs (n − g = 6 − 2).
        var oneMoved = reference
        oneMoved["c"] = "Y"
        #expect(MoJoFM.score(proposal: oneMoved, reference: reference) == 75)
        // Everything in one module: 3 moves, as far as a cut gets.
        #expect(MoJoFM.score(proposal: reference.mapValues { _ in "All" }, reference: reference) == 25)
        // One module per file: 4 joins.
        let singletons = Dictionary(uniqueKeysWithValues: reference.keys.map { ($0, $0) })
        #expect(MoJoFM.score(proposal: singletons, reference: reference) == 0)
    }

    /// The cuts a proposal is scored beside: each top folder of the sources a module, the files at
    /// the top one module together; and everything in one.
    @Test func theBaselinesAreTheTopFoldersAndOneModule() {
        let files = [
            "Sources/App/Core/a.swift", "Sources/App/Core/Net/b.swift", "Sources/App/UI/c.swift",
            "Sources/App/main.swift", "Sources/App/Assets.xcassets",
        ]
        let index = Index(
            monolith: MonolithDescription(kind: .swiftPackageTarget, name: "App", sourcePath: "Sources/App"),
            files: files.map {
                SourceFile(
                    path: $0, language: $0.hasSuffix("swift") ? .swift : .resource, contentHash: "", lines: 1, bytes: 1)
            },
            declarations: [], references: [], imports: [], resources: [], resourceLookups: [], classNameStrings: [],
            diagnostics: [])
        let baselines = ProposalBaselines.assignments(of: Proposer(index: index))
        #expect(baselines.map(\.name) == ["top folders", "buildable folders", "one module"])
        // Keyed by path in the sources folder, as a plan's assignment (the reference scored against) is.
        #expect(
            baselines[0].assignment == [
                "Core/a.swift": "Core", "Core/Net/b.swift": "Core", "UI/c.swift": "UI", "main.swift": "",
            ])
        #expect(Set(baselines[2].assignment.values) == [""])
        #expect(baselines[2].assignment.count == 4, "sources only")
        let reference = ["Core/a.swift": "Net", "Core/Net/b.swift": "Net", "UI/c.swift": "UI", "main.swift": "UI"]
        #expect(
            MoJoFM.score(proposal: baselines[0].assignment, reference: reference) < 100, "scored over the same files")
    }

    /// A split along the top folders builds only once the folders in a cycle are one module.
    @Test func theBuildableFoldersMergeTheTopFoldersInACycle() {
        let byTopFolder = [
            "Core/a.swift": "Core", "Net/b.swift": "Net", "Net/c.swift": "Net", "UI/d.swift": "UI", "main.swift": "",
        ]
        let merged = ProposalBaselines.mergingCycles(
            of: byTopFolder,
            edges: edges([
                "Core/a.swift -> Net/b.swift", "Net/c.swift -> Core/a.swift", "UI/d.swift -> Net/b.swift",
                "main.swift -> UI/d.swift",
            ]).keys)
        #expect(
            merged == [
                "Core/a.swift": "Core", "Net/b.swift": "Core", "Net/c.swift": "Core", "UI/d.swift": "UI",
                "main.swift": "",
            ])
    }

    private func edges(_ lines: [String]) -> [FileClusterer.Edge: Int] {
        var edges: [FileClusterer.Edge: Int] = [:]
        for line in lines {
            let parts = line.split(separator: " ")
            edges[.init(from: String(parts[0]), to: String(parts[2])), default: 0] +=
                parts.count > 3 ? Int(parts[3])! : 1
        }
        return edges
    }

    private func hierarchy(_ files: [String], _ edgeLines: [String]) -> ClusterHierarchy {
        FileClusterer(
            input: .init(files: files, dependencies: Set(edges(edgeLines).keys), affinities: edges(edgeLines))
        ).hierarchy()
    }

    private func cluster(_ files: [String], _ edgeLines: [String], target: Int) -> [[String]] {
        hierarchy(files, edgeLines).clusters(count: target)
    }

    @Test func filesInACycleStayTogetherWhateverTheCount() {
        let clusters = cluster(
            ["A/a.swift", "B/b.swift", "C/c.swift"], ["A/a.swift -> B/b.swift", "B/b.swift -> A/a.swift"], target: 3)
        #expect(clusters == [["A/a.swift", "B/b.swift"], ["C/c.swift"]])
    }

    /// The files of a folder stay together though their references pull them apart: the team's
    /// folder is the stronger evidence. The files at the top are no such group.
    @Test func aFoldersFilesStayTogether() {
        let files = ["Feature/a.swift", "Feature/b.swift", "X/x.swift", "Y/y.swift", "top1.swift", "top2.swift"]
        let clusters = cluster(
            files,
            [
                "Feature/a.swift -> X/x.swift 9", "Feature/b.swift -> Y/y.swift 9", "top1.swift -> X/x.swift 9",
                "top2.swift -> Y/y.swift 9",
            ], target: 2)
        #expect(clusters.contains { Set($0).isSuperset(of: ["Feature/a.swift", "Feature/b.swift"]) }, "\(clusters)")
        #expect(!clusters.contains { Set($0).isSuperset(of: ["top1.swift", "top2.swift"]) }, "\(clusters)")
    }

    /// A folder that holds two features' code under one kind of name (DuckDuckGo's `Model`,
    /// flattened: five types of remote messaging and nine of malicious-site protection, each group
    /// tied inside and neither to the other) is merged group by group, and the groups part as
    /// their users do.
    @Test func aFolderOfTwoUntiedGroupsIsMergedGroupByGroup() {
        let messages = (1...5).map { "Model/RemoteMessage\($0).swift" }
        let threats = (1...5).map { "Model/MaliciousSite\($0).swift" }
        let chain = { (files: [String]) in zip(files, files.dropFirst()).map { "\($0) -> \($1) 3" } }
        let hierarchy = hierarchy(
            messages + threats + ["Messaging/Inbox.swift", "Protection/Checker.swift"],
            chain(messages) + chain(threats) + [
                "Messaging/Inbox.swift -> \(messages[0]) 3", "Protection/Checker.swift -> \(threats[0]) 3",
            ])
        let clusters = hierarchy.clusters(count: hierarchy.naturalCount)
        #expect(clusters.contains { Set($0).isSuperset(of: messages) }, "\(clusters)")
        #expect(clusters.contains { Set($0).isSuperset(of: threats) }, "\(clusters)")
        #expect(!clusters.contains { $0.contains(messages[0]) && $0.contains(threats[0]) }, "\(clusters)")
    }

    /// On home-assistant, flattened, the top-level files of seven packages became one module:
    /// their shared place at the top tied them though no reference did.
    @Test func filesAtTheTopAreTiedOnlyByTheirReferences() {
        let hierarchy = hierarchy(
            ["a.swift", "b.swift", "c.swift", "d.swift"], ["a.swift -> b.swift 3", "c.swift -> d.swift 3"])
        #expect(hierarchy.fewestClusters == 2)
        #expect(hierarchy.clusters(count: 2) == [["a.swift", "b.swift"], ["c.swift", "d.swift"]])
    }

    @Test func cohesiveGroupsAreFoundAndAWeakEdgeIsCut() {
        let files = ["X/x1.swift", "X/x2.swift", "X/x3.swift", "Y/y1.swift", "Y/y2.swift"]
        let clusters = cluster(
            files,
            [
                "X/x1.swift -> X/x2.swift 5", "X/x2.swift -> X/x3.swift 5", "X/x1.swift -> X/x3.swift 5",
                "Y/y1.swift -> Y/y2.swift 5", "X/x3.swift -> Y/y1.swift 1",
            ], target: 2)
        #expect(clusters == [["X/x1.swift", "X/x2.swift", "X/x3.swift"], ["Y/y1.swift", "Y/y2.swift"]])
    }

    @Test func modularityPeaksAtTheGroupsThatReferencesKeepApart() {
        // Two triangles joined by one weak reference, in one flat folder.
        let hierarchy = hierarchy(
            ["a1.swift", "a2.swift", "a3.swift", "b1.swift", "b2.swift", "b3.swift"],
            [
                "a1.swift -> a2.swift 3", "a2.swift -> a3.swift 3", "a1.swift -> a3.swift 3",
                "b1.swift -> b2.swift 3", "b2.swift -> b3.swift 3", "b1.swift -> b3.swift 3", "a3.swift -> b1.swift 1",
            ])
        #expect(hierarchy.naturalCount == 2)
        #expect(
            hierarchy.clusters(count: hierarchy.naturalCount) == [
                ["a1.swift", "a2.swift", "a3.swift"], ["b1.swift", "b2.swift", "b3.swift"],
            ])
    }

    @Test func aHubThatEverythingUsesDoesNotSwallowTheGroups() {
        // Every file uses the hub a little; the pairs use each other a lot.
        let files = ["hub.swift", "p1.swift", "p2.swift", "q1.swift", "q2.swift", "r1.swift", "r2.swift"]
        let pairs = ["p1.swift -> p2.swift 4", "q1.swift -> q2.swift 4", "r1.swift -> r2.swift 4"]
        let hubUses = files.dropFirst().map { "\($0) -> hub.swift 1" }
        let clusters = cluster(files, pairs + hubUses, target: 4)
        #expect(
            clusters == [
                ["hub.swift"], ["p1.swift", "p2.swift"], ["q1.swift", "q2.swift"], ["r1.swift", "r2.swift"],
            ])
    }

    @Test func aHubGoesBackToItsPartsWhileTheRestStaysCoarse() {
        let hierarchy = hierarchy(
            ["p1.swift", "p2.swift", "q1.swift", "q2.swift", "r1.swift", "r2.swift"],
            [
                "p1.swift -> p2.swift 5", "q1.swift -> q2.swift 5", "r1.swift -> r2.swift 5", "p2.swift -> q1.swift 1",
            ])
        let hub = ["p1.swift", "p2.swift", "q1.swift", "q2.swift"]
        #expect(hierarchy.clusters(count: 2) == [hub, ["r1.swift", "r2.swift"]])
        #expect(
            hierarchy.clusters(count: 2, apart: Set(hub), apartCount: 3) == [
                ["p1.swift", "p2.swift"], ["q1.swift", "q2.swift"], ["r1.swift", "r2.swift"],
            ])
    }

    /// Thirty-four groups of three loose files, no folder to group them, each tied inside by as
    /// little as it is to the next group: at γ 2, neighbours merged into 17 modules. The same
    /// groups in folders of their own are merged at plain modularity, coarser, as the teams of
    /// real apps grouped their folders.
    @Test func looseFilesNeedTheirTiesInsideToBeatChanceByMoreThanFolders() {
        func chain(_ path: (Int, Int) -> String) -> (groups: [[String]], hierarchy: ClusterHierarchy) {
            let groups = (0..<34).map { group in (0..<3).map { path(group, $0) } }
            let inside = groups.flatMap {
                ["\($0[0]) -> \($0[1]) 1", "\($0[0]) -> \($0[2]) 1", "\($0[1]) -> \($0[2]) 1"]
            }
            let links = (0..<33).map { "\(groups[$0][2]) -> \(groups[$0 + 1][0]) 1" }
            return (groups, hierarchy(groups.flatMap { $0 }, inside + links))
        }
        let loose = chain { "g\($0)f\($1).swift" }
        #expect(loose.hierarchy.naturalCount == 34)
        #expect(Set(loose.hierarchy.clusters(count: loose.hierarchy.naturalCount)) == Set(loose.groups))
        let inFolders = chain { "G\($0)/f\($1).swift" }
        #expect(inFolders.hierarchy.naturalCount < 34)
    }

    /// A module that the references merged across top-level folders goes back to them where the
    /// parts depend on each other one way only; parts in a cycle stay together, and a part of
    /// fewer than five files joins the part it shares most references with.
    @Test func aModuleIsCutAlongItsTopFoldersWhereNoCycleJoinsThem() {
        let screens = (1...5).map { "Screens/s\($0).swift" }
        let kit = (1...5).map { "Kit/k\($0).swift" }
        let uses = zip(screens, kit).map { "\($0) -> \($1) 3" }
        let split = FolderSplit(dependencies: edges(uses))
        #expect(split.parts(of: kit + screens) == [kit, screens])

        let back = FolderSplit(dependencies: edges(uses + ["Kit/k1.swift -> Screens/s5.swift 1"]))
        #expect(back.parts(of: kit + screens) == [(kit + screens).sorted()], "a boundary between them would not build")

        let stray = [
            "Misc/m.swift -> Kit/k1.swift 1", "Screens/s1.swift -> Misc/m.swift 4",
            "Other/o.swift -> Screens/s2.swift 1",
        ]
        let small = FolderSplit(dependencies: edges(uses + stray))
        #expect(
            small.parts(of: kit + screens + ["Misc/m.swift", "Other/o.swift"]) == [
                kit, (screens + ["Misc/m.swift", "Other/o.swift"]).sorted(),
            ])
        #expect(FolderSplit(dependencies: edges(uses)).parts(of: ["a.swift", "b.swift"]) == [["a.swift", "b.swift"]])
    }

    @Test func aMergeThatWouldCloseACycleIsNeverMade() {
        // a and c belong together most, but b sits between them: a → b → c.
        let clusters = cluster(
            ["a.swift", "b.swift", "c.swift"], ["a.swift -> c.swift 9", "a.swift -> b.swift", "b.swift -> c.swift"],
            target: 2)
        #expect(clusters.count == 2)
        #expect(!clusters.contains { $0.contains("a.swift") && $0.contains("c.swift") && !$0.contains("b.swift") })
    }

    @Test func theProposalKeepsTheEntryPointInTheAppAndLayersTheRest() throws {
        let fixture = SplitFixture([
            "App/Main.swift": "@main struct Main { static func main() { Checkout().pay(Money(cents: 1)) } }",
            "Checkout/Checkout.swift":
                "struct Checkout { func pay(_ money: Money) -> Receipt { Log.write(money.text); return Receipt(checkout: self) } }",
            "Checkout/Receipt.swift": "struct Receipt { let checkout: Checkout }",
            "Money/Money.swift": "struct Money { let cents: Int; var text: String { Log.format(cents) } }",
            "Log/Log.swift":
                "enum Log { static func write(_ s: String) {}; static func format(_ n: Int) -> String { \"\" } }",
        ])
        let proposal = Proposer(index: fixture.index).propose(.fine)
        let assignment = proposal.assignment(of: fixture.index)
        #expect(assignment["App/Main.swift"] == "App")
        #expect(Set(proposal.modules.map(\.name)) == ["Checkout", "Money", "Log"])
        #expect(proposal.modules.first { $0.name == "Checkout" }?.layer == "Features")
        #expect(proposal.modules.first { $0.name == "Log" }?.layer == "Foundation")
        // What it writes is a plan `cleave plan` accepts, with no finding of error level.
        let (report, _) = try fixture.evaluate(proposal.text)
        #expect(report.errorCount == 0)
        #expect(Proposer(index: fixture.index).propose(.fine).text == proposal.text, "deterministic")

        let steps = ExtractionOrder(report: report, app: "App").steps
        #expect(steps.map(\.module) == ["Log", "Money", "Checkout"])
        #expect(steps[0].unblocks == ["Money"])
        #expect(steps[2].dependsOn == ["Log", "Money"])
    }

    /// A screen that reaches back to the app (`AppDelegate.shared`) once goes into a module all the
    /// same: the plan records the inversion, `cleave check` lists it as planned work with its way
    /// out, and the app keeps its entry point and its wiring (the router, which uses the app most).
    @Test func aBackReferenceIsAnInversionToPlanNotAWall() throws {
        let fixture = SplitFixture([
            "App/AppDelegate.swift":
                "@main final class AppDelegate { static let shared = AppDelegate(); let session = Session(); func start() { Router().show() } }",
            "App/Session.swift": "final class Session { var token = \"\" }",
            "Routing/Router.swift":
                "struct Router { func show() { _ = AppDelegate.shared.session.token; _ = AppDelegate.shared.session; Library().list() } }",
            "Library/Library.swift":
                "struct Library { func list() { Log.write(AppDelegate.shared.session.token); Log.write(\"a\"); Log.write(Shelf().name) } }",
            "Library/Shelf.swift": "struct Shelf { let name = Log.format(1) }",
            "Log/Log.swift":
                "enum Log { static func write(_ s: String) {}; static func format(_ n: Int) -> String { \"\" } }",
        ])
        let proposal = Proposer(index: fixture.index).propose(.default)
        let assignment = proposal.assignment(of: fixture.index)
        #expect(assignment["Routing/Router.swift"] == "App", "wiring: it uses the app more than the rest")
        #expect(assignment["Library/Library.swift"] != "App")
        let library = try #require(proposal.modules.first { $0.paths.contains { $0.hasPrefix("Library") } })
        #expect(library.inverts == ["App"])
        #expect(proposal.text.contains("\"inverts\": [\"App\"]"))
        #expect(library.note.contains("4 references to the app to invert"), "\(library.note)")

        let (report, context) = try fixture.evaluate(proposal.text)
        #expect(report.findings.filter { $0.severity == .error }.map(\.message) == [])
        let planned = report.findings.filter { $0.code == "planned-inversion" }
        #expect(
            planned.map(\.message) == [
                "\(library.name) still uses App (4 references): an inversion the plan counts on; `cleave apply` cuts \(library.name) out once it is done"
            ])
        #expect(planned.first?.notes.contains { $0.hasPrefix("Library/Library.swift:1:") } == true)
        #expect(planned.first?.notes.contains { $0.hasPrefix("way out (") } == true, "\(planned.first?.notes ?? [])")
        #expect(context.plannedInversions.count == 1)
        let step = try #require(ExtractionOrder(report: report, app: "App").steps.first { $0.module == library.name })
        #expect(step.inversions.count == 1)
        #expect(
            ExtractionOrder(report: report, app: "App").markdown.contains(
                "- **Invert first** (then drop the name from its \"inverts\"):\n  - `Library/Library.swift:1:"),
            "the step says where")
    }

    /// `$0.reset()` on an `AnyObject` is a guess between `AppDelegate.reset()` and `Session.reset()`,
    /// two files of the app: one reference to invert, in the proposal's note as in `cleave check`.
    @Test func aGuessBetweenTwoFilesOfTheAppIsOneReferenceToInvert() throws {
        let fixture = SplitFixture([
            "App/AppDelegate.swift":
                "@main final class AppDelegate { func reset() {}; func start() { Library().list([self]) } }",
            "App/Session.swift": "final class Session { func reset() {} }",
            "Library/Library.swift":
                "struct Library { func list(_ objects: [AnyObject]) { objects.first.map { $0.reset() }; Log.write(Shelf().name) } }",
            "Library/Shelf.swift": "struct Shelf { let name = Log.format(1) }",
            "Log/Log.swift":
                "enum Log { static func write(_ s: String) {}; static func format(_ n: Int) -> String { \"\" } }",
        ])
        #expect(fixture.index.references.first { $0.name == "reset" }?.targetIDs.count == 2)
        let proposal = Proposer(index: fixture.index).propose(.default)
        let library = try #require(proposal.modules.first { $0.paths.contains { $0.hasPrefix("Library") } })
        #expect(library.note.contains("1 reference to the app to invert"), "\(library.note)")
        let (report, _) = try fixture.evaluate(proposal.text)
        #expect(
            report.findings.filter { $0.code == "planned-inversion" }.map(\.message) == [
                "\(library.name) still uses App (1 reference): an inversion the plan counts on; `cleave apply` cuts \(library.name) out once it is done"
            ])
    }

    /// `Cleaner` reaches `Feed` only through `$0.reload()` on an `AnyObject`, a guess between
    /// `Cache.reload()` and `Feed.reload()` that would close a cycle (`Feed` uses `Cache`). A guess
    /// neither merges files nor keeps them apart: `Storage` stays one module, and `cleave check`
    /// calls the cycle possible, not an error.
    @Test func aGuessNeitherMergesFilesNorKeepsThemApart() throws {
        let fixture = SplitFixture([
            "App/Main.swift": "@main struct Main { static func main() { FeedView().show(); Cleaner().run([]) } }",
            "Feed/Feed.swift": "final class Feed { let cache = Cache(); func reload() {} }",
            "Feed/FeedView.swift": "struct FeedView { let feed = Feed(); func show() { feed.reload() } }",
            "Storage/Cache.swift": "final class Cache { func reload() {} }",
            "Storage/Cleaner.swift":
                "struct Cleaner { let cache = Cache(); func run(_ objects: [AnyObject]) { objects.first.map { $0.reload() } } }",
        ])
        let proposal = Proposer(index: fixture.index).propose(.default)
        let assignment = proposal.assignment(of: fixture.index)
        #expect(assignment["Storage/Cleaner.swift"] == assignment["Storage/Cache.swift"], "\(assignment)")
        #expect(assignment["Feed/Feed.swift"] != assignment["Storage/Cache.swift"], "\(assignment)")
        let (report, _) = try fixture.evaluate(proposal.text)
        #expect(report.errorCount == 0)
        #expect(report.findings.map(\.code).contains("possible-cycle"), "\(report.findings.map(\.message))")
    }

    /// A file no exact reference ties to another (an extension used through guesses only, code
    /// for another platform) goes where its folder goes; the files of a folder no module reaches
    /// make one of their own, and a lone file at the top stays in the app.
    @Test func aFileNoReferenceTiesGoesWhereItsFolderGoes() throws {
        let fixture = SplitFixture([
            "App/Main.swift": "@main struct Main { static func main() { FeedView().show() } }",
            "Feed/Feed.swift": "final class Feed { func reload() {} }",
            "Feed/FeedView.swift": "struct FeedView { let feed = Feed(); func show() { feed.reload() } }",
            "Feed/Formatting/String+Title.swift": "extension String { var feedTitle: String { self } }",
            "MacOnly/Window.swift": "final class Window { let title = \"\" }",
            "MacOnly/Menu.swift": "final class Menu { let items = 0 }",
            "MacOnly/Toolbar.swift": "final class Toolbar { let height = 0 }",
            "Constants.swift": "let retryLimit = 3",
        ])
        let assignment = Proposer(index: fixture.index).propose(.default).assignment(of: fixture.index)
        #expect(assignment["Feed/Formatting/String+Title.swift"] == assignment["Feed/Feed.swift"], "\(assignment)")
        #expect(assignment["Feed/Feed.swift"] != "App")
        #expect(
            Set(["MacOnly/Window.swift", "MacOnly/Menu.swift", "MacOnly/Toolbar.swift"].map { assignment[$0] }) == [
                "MacOnly"
            ], "\(assignment)")
        #expect(assignment["Constants.swift"] == "App")
    }

    /// DuckDuckGo's and Home Assistant's files import `Core` and `Shared`, framework targets of
    /// their projects, and Simplenote's `Gridicons`, a CocoaPod: no package can depend on those.
    /// DuckDuckGo's `#if ALPHA || DEBUG` tests what only its Alpha configurations define, which no
    /// package can. Such files stay in the app, with what uses them.
    @Test func filesNoPackageCanBuildAsTheAppDoesStayInTheApp() throws {
        var monolith = MonolithDescription(kind: .xcodeTarget, name: "App", sourcePath: "")
        monolith.otherTargets = ["Shared"]
        monolith.conditionsOfOtherConfigurations = ["ALPHA": ["Alpha", "Alpha Debug"]]
        let fixture = SplitFixture(
            [
                "Main/AppDelegate.swift": "@main class AppDelegate { func go() { Checkout().pay() } }",
                "Checkout/Checkout.swift": "struct Checkout { func pay() { Log.write(Pixel.name) } }",
                "Pixels/Pixel.swift": "import Shared\nenum Pixel { static let name = \"\" }",
                "Pixels/PixelSender.swift": "struct PixelSender { let pixel = Pixel.name }",
                "Log/Log.swift": "import Foundation\nenum Log { static func write(_ s: String) {} }",
                "Log/Format.swift": "enum Format { static func text() -> String { Log.write(\"\"); return \"\" } }",
                "Banner/Banner.swift": "import Gridicons\nstruct Banner { let text = Format.text() }",
                "Environment/Environment.swift":
                    "enum Environment { static var name: String {\n#if ALPHA || DEBUG\nreturn Format.text()\n#else\nreturn \"\"\n#endif\n} }",
            ], monolith: monolith)
        let proposal = Proposer(index: fixture.index).propose(.fine)
        let assignment = proposal.assignment(of: fixture.index)
        #expect(assignment["Pixels/Pixel.swift"] == "App")
        #expect(assignment["Pixels/PixelSender.swift"] == "App", "it uses a file the app keeps")
        #expect(assignment["Banner/Banner.swift"] == "App")
        #expect(assignment["Environment/Environment.swift"] == "App")
        #expect(assignment["Log/Log.swift"] != "App")
        let (report, _) = try fixture.evaluate(proposal.text)
        #expect(report.findings.filter { $0.severity == .error }.map(\.code) == [])
    }
}

/// A type body long enough that a file of it is no tiny module.
private let threeHundredLines = (0..<300).map { "    var v\($0) = \($0)" }.joined(separator: "\n")

/// Test doubles and helpers leave the module they serve for one of their own, as teams keep them
/// (DuckDuckGo's `SubscriptionTestingUtilities` beside `Subscription`), unless code of the module
/// uses them, which would make the two depend on each other.
struct TestSupportTests {
    static let body = threeHundredLines

    static func billing(previewUsesAMock: Bool = false, doubles: Int = 4) -> [String: String] {
        var files = [
            "App/Main.swift": "@main struct Main { static func main() { _ = Checkout(gateway: nil) } }",
            "Billing/Checkout.swift": """
            struct Checkout {\n\(body)\n let gateway: PaymentGateway?; let ledger = Ledger()
             func preview() { \(previewUsesAMock ? "_ = MockPaymentGateway()" : "") } }
            """,
            "Billing/Ledger.swift": "struct Ledger {\n\(body)\n let receipts = ReceiptStore() }",
            "Billing/ReceiptStore.swift": "struct ReceiptStore {\n\(body)\n let refunds = Refunds() }",
            "Billing/Refunds.swift": "struct Refunds {\n\(body)\n let rates = Rates() }",
            "Billing/Rates.swift": "struct Rates {\n\(body)\n}\nprotocol PaymentGateway { func charge() }",
            "Billing/Expectations.swift":
                "import XCTest\nfunc expectCharged(_ gateway: MockPaymentGateway) { XCTAssertTrue(gateway.charged) }",
        ]
        for (name, uses) in [
            ("MockPaymentGateway", "Rates"), ("LedgerMock", "Ledger"), ("FakeReceiptStore", "ReceiptStore"),
            ("RefundsStub", "Refunds"),
        ].prefix(doubles) {
            files["Billing/\(name).swift"] = """
                class \(name) {\n\(body)\n var charged = false; let used = \(uses)()
                 func charge(with gateway: PaymentGateway? = nil) { charged = true } }
                """
        }
        return files
    }

    @Test func aModulesTestDoublesAndHelpersMakeAModuleOfTheirOwn() {
        let fixture = SplitFixture(Self.billing())
        let assignment = Proposer(index: fixture.index).propose(.default).assignment(of: fixture.index)
        let support = [
            "Billing/Expectations.swift", "Billing/FakeReceiptStore.swift", "Billing/LedgerMock.swift",
            "Billing/MockPaymentGateway.swift", "Billing/RefundsStub.swift",
        ]
        #expect(support.allSatisfy { assignment[$0] == "BillingTestSupport" }, "\(assignment)")
        #expect(assignment["Billing/Checkout.swift"] == "Billing", "\(assignment)")
        #expect(assignment.filter { $0.value == "BillingTestSupport" }.count == support.count, "\(assignment)")
    }

    @Test func testDoublesTheModuleItselfUsesStayInIt() {
        let fixture = SplitFixture(Self.billing(previewUsesAMock: true))
        let assignment = Proposer(index: fixture.index).propose(.default).assignment(of: fixture.index)
        #expect(assignment["Billing/MockPaymentGateway.swift"] == assignment["Billing/Checkout.swift"], "\(assignment)")
        #expect(!assignment.values.contains { $0.hasSuffix("TestSupport") }, "\(assignment)")
    }

    /// Test support is a layer: three files make a module of it, one or two (as any) do not.
    @Test func threeFilesOfTestSupportMakeAModuleTwoDoNot() {
        for (doubles, apart) in [(2, true), (1, false)] {
            let fixture = SplitFixture(Self.billing(doubles: doubles))
            let assignment = Proposer(index: fixture.index).propose(.default).assignment(of: fixture.index)
            #expect(
                (assignment["Billing/MockPaymentGateway.swift"] == "BillingTestSupport") == apart,
                "\(doubles) doubles and a helper: \(assignment)")
        }
    }

    @Test func aDoubleIsNamedSoWordByWord() {
        #expect(TestSupportFiles.words(of: "APIMockResponseFactory") == ["API", "Mock", "Response", "Factory"])
        #expect(TestSupportFiles.isNamedAsADouble("Flows/AppStorePurchaseFlowMockV2.swift"))
        #expect(TestSupportFiles.isNamedAsADouble("MockURLProtocol.swift"))
        #expect(!TestSupportFiles.isNamedAsADouble("Mockingbird.swift"))
        #expect(!TestSupportFiles.isNamedAsADouble("StubbornView.swift"))
    }
}

/// Proposed names come from folders that say what a module does, else from the type the rest of
/// the code uses most, else from its largest file; never from a word of kind alone.
struct ModuleNamerTests {
    @Test func withNoMeaningfulFolderTheMostUsedTypeNamesTheModule() {
        let clusters = [
            ["Client7.swift", "LiveKey9.swift", "TestKey10.swift"],
            ["Extensions/Live2.swift", "Extensions/Sqlite.swift"],
            ["Detail/AccountDetailView.swift", "Detail/AccountDetailState.swift"],
        ]
        let lines = ["LiveKey9.swift": 90, "Extensions/Live2.swift": 80, "Extensions/Sqlite.swift": 20]
        let names = ModuleNamer.names(
            for: clusters, lines: lines, dominantTypes: ["LowPowerModeClient", "Client", "AccountDetailView"], taken: []
        )
        #expect(
            names == ["LowPowerModeClient", "Live2", "AccountDetail"],
            "a kind's word is the last resort, numbered or not; a type's kind is no part of a name")
    }

    /// Issue 16 saw modules named `LiveKey2`, `TestKey7` and `Live2`: files named by their kind
    /// (`Client.swift`, `LiveKey.swift`, `TestKey.swift`) that sat in no folder of their own.
    @Test func aProposedModuleIsNamedAfterItsMostUsedTypeNotItsLargestFile() {
        let body = threeHundredLines
        let fixture = SplitFixture([
            "App/Main.swift":
                "@main struct Main { static func main() { _ = LowPowerModeClient.liveValue.isOn; _ = LowPowerModeClient.testValue } }",
            "Client.swift": "struct LowPowerModeClient { var isOn: Bool }",
            "LiveKey.swift":
                "extension LowPowerModeClient {\n static var liveValue: LowPowerModeClient { LowPowerModeClient(isOn: Flag().on) } }",
            "TestKey.swift":
                "extension LowPowerModeClient {\n static var testValue: LowPowerModeClient { LowPowerModeClient(isOn: Flag().on) } }",
            "Flag.swift": "struct Flag {\n\(body)\n var on: Bool { true } }",
        ])
        let names = Proposer(index: fixture.index).propose(.default).modules.map(\.name)
        #expect(names.contains("LowPowerModeClient"), "\(names)")
        #expect(!names.contains { ["LiveKey", "TestKey", "Client"].contains($0) }, "\(names)")
    }

    @Test func genericFolderNamesAreLeftOut() {
        let clusters = [
            ["iOS/Scenes/Profile/ProfileView.swift", "iOS/Scenes/Profile/ProfileCell.swift"],
            ["Shared/Views/Cell/BadgeCell.swift", "Shared/Views/Cell/AvatarCell.swift"],
        ]
        let lines = ["Shared/Views/Cell/BadgeCell.swift": 10, "Shared/Views/Cell/AvatarCell.swift": 40]
        #expect(ModuleNamer.names(for: clusters, lines: lines, taken: []) == ["Profile", "AvatarCell"])
    }

    /// Issue 16, on real apps: modules named `Helper`, `Container`, `Public`, `Internal`, `UI` and
    /// `API` (of which of the app's services?).
    @Test func foldersNamedForVisibilityOrAVagueRoleAreLeftOut() {
        let clusters = [
            ["Sources/Public/UI/Player/PlayerView.swift"],
            ["Helper/Container/Internal/ReceiptValidator.swift", "Helper/Container/Internal/Receipt.swift"],
            ["API/Template/Endpoint.swift"],
        ]
        let lines = [
            "Helper/Container/Internal/ReceiptValidator.swift": 50, "Helper/Container/Internal/Receipt.swift": 10,
        ]
        #expect(
            ModuleNamer.names(for: clusters, lines: lines, taken: []) == ["Player", "ReceiptValidator", "Endpoint"])
    }
}

/// A module of one or two small files is absorbed by the cluster it shares most references with.
struct TinyModuleTests {
    @Test func aSmallFileJoinsWhatItUsesMost() {
        let body = threeHundredLines
        let fixture = SplitFixture([
            "App/Main.swift": "@main struct Main { static func main() { _ = Store(); _ = Screen(); _ = Badge() } }",
            "Store/Store.swift": "struct Store {\n\(body)\n func load() -> Record { Record() } }",
            "Store/Record.swift": "struct Record {\n\(body)\n}",
            "Screen/Screen.swift": "struct Screen {\n\(body)\n let store = Store(); func show() { _ = Theme() } }",
            "Screen/Theme.swift": "struct Theme {\n\(body)\n}",
            "Badge/Badge.swift": "struct Badge { let record = Record(); let other = Record() }",
        ])
        let proposal = Proposer(index: fixture.index).propose(.fine)
        let assignment = proposal.assignment(of: fixture.index)
        #expect(assignment["Badge/Badge.swift"] != "App")
        #expect(assignment["Badge/Badge.swift"] == assignment["Store/Record.swift"], "\(assignment)")
    }
}
