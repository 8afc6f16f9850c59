import Testing

@testable import Analyzer
@testable import Splitter

/// Which dependencies that rest on guesses alone a split leaves out, on graphs small enough to
/// know the answer: `A -> B` is an exact call, `A ~> B` a guessed one.
struct GuessedDependenciesTests {
    private func leftOut(_ edges: [String]) -> [String] {
        let modules = Set(edges.flatMap { $0.split(separator: " ").map(String.init).filter { !$0.hasSuffix(">") } })
            .sorted()
        return GuessedDependencies(graph: graph(modules, edges)).leftOut.map { "\($0.from) → \($0.to)" }
    }

    @Test func aGuessThatClosesACycleOfExactDependenciesIsLeftOut() {
        #expect(leftOut(["A -> B", "B -> C", "C ~> A"]) == ["C → A"])
    }

    @Test func aGuessOutsideEveryCycleIsKeptAndReliedOn() {
        let guesses = GuessedDependencies(graph: graph(["A", "B", "C"], ["A ~> B", "B -> C"]))
        #expect(guesses.leftOut.isEmpty)
        #expect(guesses.reliedOn.map(\.location.description) == ["A.swift:1:1"])
        #expect(!guesses.leavesOut(from: "A", to: "B"))
    }

    @Test func ofTwoGuessesThatCloseACycleTheHeavierStays() {
        #expect(leftOut(["A ~2> B", "B ~> A"]) == ["B → A"])
        #expect(leftOut(["A ~> B", "B ~2> A"]) == ["A → B"])
        // Equal weights: the first by name stays.
        #expect(leftOut(["A ~> B", "B ~> A"]) == ["B → A"])
    }

    @Test func onlyAsManyGuessesAsCloseACycleAreLeftOut() {
        // A ↔ B ↔ C through guesses: keeping A → B and B → C, C → A would close it; so would B → A.
        #expect(leftOut(["A ~2> B", "B ~2> C", "C ~> A", "B ~> A"]) == ["B → A", "C → A"])
        // The guesses left out break every cycle: the rest is acyclic.
        let edges = ["A -> B", "B ~> A", "B -> C", "C ~> B", "C ~> A", "A ~> C", "D ~> A", "C -> D"]
        let guesses = GuessedDependencies(graph: graph(["A", "B", "C", "D"], edges))
        let full = graph(["A", "B", "C", "D"], edges)
        let kept = full.dependencies.filter { !guesses.leavesOut(from: $0.from, to: $0.to) }
        #expect(CycleFinder().stronglyConnectedSets(in: ModuleGraph(modules: full.modules, dependencies: kept)).isEmpty)
        #expect(guesses.leftOut.map { "\($0.from) → \($0.to)" } == ["B → A", "C → A", "C → B", "D → A"])
    }

    @Test func guessesBesideAnExactReferenceAreReliedOnAfterThoseThatMakeADependency() {
        var mixed = graph(["A", "B"], ["A -> B"]).dependencies[0]
        mixed.witnesses.append(
            .init(
                location: SourceLocation(file: "A.swift", line: 1, column: 9), sourceID: nil, targetID: "s:B.x",
                kind: .memberAccess,
                certainty: .ambiguous, weight: 1))
        let guessed = graph(["B", "C"], ["B ~> C"]).dependencies[0]
        let guesses = GuessedDependencies(
            graph: ModuleGraph(modules: ["A", "B", "C"], dependencies: [mixed, guessed]))
        #expect(guesses.reliedOn.map { "\($0.location) \($0.targetID)" } == ["B.swift:1:1 s:C", "A.swift:1:9 s:B.x"])
    }
}

/// A cycle, or a broken rule, that exists only through guesses of the syntax resolver is a
/// warning that names them; one the exact references make stays an error.
struct GuessedFindingTests {
    /// `Storage` uses `Network` only through `$0.reset()` on an `AnyObject`: `reset` is a member of
    /// `Cache` (Storage) and of `Session` (Network), an ambiguous reference.
    static let sources = [
        "Storage/Cache.swift": "final class Cache { func reset() {} }",
        "Storage/Cleaner.swift": """
        func cleanUp(_ objects: [AnyObject]) {
            objects.first.map { $0.reset() }
        }
        """,
        "Network/Session.swift": "final class Session { let cache = Cache(); func reset() {} }",
    ]

    static let plan = """
        { modules: [
            { name: "Storage", layer: "Core", files: ["Storage"] },
            { name: "Network", layer: "Core", files: ["Network"] },
        ] }
        """

    @Test func anAmbiguousReferenceThatClosesACycleIsAWarningThatNamesIt() throws {
        let (report, context) = try SplitFixture(Self.sources).evaluate(Self.plan)
        #expect(report.errorCount == 0)
        #expect(
            report.cycles.map { "\($0.modules) possible: \($0.possible)" } == [
                "[\"Network\", \"Storage\"] possible: true"
            ])
        let finding = try #require(report.findings.first { $0.code == "possible-cycle" })
        #expect(finding.severity == .warning)
        #expect(
            finding.message == "Network ↔ Storage may depend on each other: only guessed references close the cycle")
        #expect(finding.location?.description == "Storage/Cleaner.swift:2:28")
        #expect(
            Array(finding.notes.prefix(3)) == [
                "settle the guesses with the compiler's index: run again with --build (or --index-store <store>); until then `cleave apply` leaves out Storage → Network",
                "Storage uses Network only through 1 guessed reference:",
                "  Storage/Cleaner.swift:2:28: cleanUp(_:) → Session.reset() (call, ambiguous)",
            ])
        #expect(context.guesses.leftOut.map { "\($0.from) → \($0.to)" } == ["Storage → Network"])

        // What a split is computed from: the guess's other candidate stays, the cycle is gone.
        let split = context.leavingOutGuesses()
        #expect(split.cycles.isEmpty)
        #expect(split.graph.dependency(from: "Storage", to: "Network") == nil)
        #expect(split.index.references.first { $0.name == "reset" }?.targetIDs == ["s:Cache.reset()"])
    }

    @Test func aGuessAmongTwoDeclarationsOfOneModuleIsOneReferenceToIt() throws {
        let sources = [
            "Storage/Cleaner.swift": Self.sources["Storage/Cleaner.swift"]!,
            "Network/Session.swift": "final class Session { func reset() {} }",
            "Network/Socket.swift": "final class Socket { func reset() {} }",
        ]
        let (_, context) = try SplitFixture(sources).evaluate(Self.plan)
        #expect(context.index.references.first { $0.name == "reset" }?.targetIDs.count == 2)
        let dependency = try #require(context.graph.dependency(from: "Storage", to: "Network"))
        #expect(
            dependency.witnesses.map { "\($0.location) \($0.targetID)" } == [
                "Storage/Cleaner.swift:2:28 s:Session.reset()"
            ])
        #expect(dependency.referencesByKind == [.call: 1])
    }

    @Test func everyReportFormatShowsAPossibleCycle() throws {
        let (report, _) = try SplitFixture(Self.sources).evaluate(Self.plan)
        let summary = PlanSummary(report: report).text
        #expect(summary.contains("  cycles     Network ↔ Storage (possible: guesses close it)"))
        #expect(summary.contains("  findings   0 errors, 1 warning"))
        #expect(
            summary.contains(
                "Storage/Cleaner.swift:2:28: warning: Network ↔ Storage may depend on each other: only guessed references close the cycle [possible-cycle]"
            ))
        let markdown = MarkdownReport(report: report).text
        #expect(markdown.contains("0 cycles and 1 possible cycle, 0 errors, 1 warning."))
        #expect(markdown.contains("### Network ↔ Storage (possible: only guessed references close it)"))
        #expect(markdown.contains("- `Storage/Cleaner.swift:2:28` `cleanUp(_:)` → `Session.reset()` (call, ambiguous)"))
        #expect(markdown.contains("Ways out if the guesses are right, fewest edits first:"))
        let sarif = try SarifReport(report: report, toolVersion: "test").json()
        #expect(sarif.contains(#""ruleId" : "possible-cycle""#) && sarif.contains(#""level" : "warning""#))
        // A possible cycle is no error: its dependencies are not drawn red.
        #expect(!GraphFormats(report: report).dot.contains("color=red"))
    }

    @Test func aCycleOfExactReferencesStaysAnError() throws {
        var sources = Self.sources
        sources["Storage/Cleaner.swift"]! += "\nfunc freshSession() -> Session { Session() }"
        let (report, context) = try SplitFixture(sources).evaluate(Self.plan)
        #expect(
            report.cycles.map { "\($0.modules) possible: \($0.possible)" } == [
                "[\"Network\", \"Storage\"] possible: false"
            ])
        #expect(report.findings.filter { $0.severity == .error }.map(\.code) == ["cycle"])
        #expect(!report.findings.contains { $0.code == "possible-cycle" })
        // The dependency has an exact reference: nothing is left out, the guess beside it is relied on.
        #expect(context.guesses.leftOut.isEmpty)
        #expect(context.guesses.reliedOn.map(\.location.description) == ["Storage/Cleaner.swift:2:28"])
    }

    @Test func guessesThatJoinAModuleToAnExactCycleMakeAPossibleLargerOne() throws {
        var sources = Self.sources
        sources["Storage/Cleaner.swift"]! += "\nfunc freshSession() -> Session { Session() }"
        sources["UI/Screen.swift"] = "final class Screen { let session = Session(); func redraw() {} }"
        sources["Network/Sweeper.swift"] = "func sweep(_ objects: [AnyObject]) { objects.first.map { $0.redraw() } }"
        let plan = """
            { modules: [
                { name: "Storage", layer: "Core", files: ["Storage"] },
                { name: "Network", layer: "Core", files: ["Network"] },
                { name: "UI", layer: "Core", files: ["UI"] },
            ] }
            """
        let (report, context) = try SplitFixture(sources).evaluate(plan)
        #expect(
            report.cycles.map { "\($0.modules) possible: \($0.possible)" } == [
                "[\"Network\", \"Storage\"] possible: false", "[\"Network\", \"Storage\", \"UI\"] possible: true",
            ])
        #expect(
            report.findings.filter { $0.code.hasSuffix("cycle") }.map { "\($0.severity.rawValue) \($0.code)" } == [
                "error cycle", "warning possible-cycle",
            ])
        #expect(context.guesses.leftOut.map { "\($0.from) → \($0.to)" } == ["Network → UI"])
    }

    @Test func aRuleOnlyGuessesBreakIsAWarning() throws {
        let sources = [
            "App/Router.swift": "final class Router { func reset() {} }",
            "Core/Cache.swift": "final class Cache { func reset() {} }",
            "Features/Search/Search.swift": "func clear(_ objects: [AnyObject]) { objects.first.map { $0.reset() } }",
        ]
        let plan = """
            { app: "App", modules: [
                { name: "Search", layer: "Features", files: ["Features/Search"] },
                { name: "Caching", layer: "Core", files: ["Core"] },
            ] }
            """
        let (report, _) = try SplitFixture(sources).evaluate(plan)
        #expect(report.errorCount == 0)
        let finding = try #require(report.findings.first { $0.code == "layer-violation" })
        #expect(finding.severity == .warning)
        #expect(
            finding.message
                == "Search (Features) depends on App (App), a layer above it, through guessed references only")
        #expect(finding.notes.first == CycleCheck.settleGuesses)
        #expect(
            finding.notes.contains("Features/Search/Search.swift:1:61: clear(_:) → Router.reset() (call, ambiguous)"))
    }
}

/// In precise mode a finding says where its evidence comes from: the compiler, or syntax in the
/// files the index store does not cover.
struct FindingEvidenceTests {
    static let sources = [
        "Storage/Cache.swift": "final class Cache { var session: Session? }",
        "Network/Session.swift": "final class Session { let cache = Cache() }",
    ]

    private func notes(store: String?, uncovered: [UncoveredFile]? = nil) throws -> [String] {
        var index = SplitFixture(Self.sources).index
        index.indexStore = store
        index.uncoveredFiles = uncovered
        let plan = try PlanLoader().load(text: GuessedFindingTests.plan, path: "cleave.json")
        let (report, _) = try PlanEvaluator().evaluate(
            plan: plan, planPath: "cleave.json", planText: GuessedFindingTests.plan, index: index)
        let cycle = try #require(report.findings.first { $0.code == "cycle" })
        return cycle.notes.filter { $0.hasPrefix("evidence") }
    }

    @Test func aCycleTheCompilersReferencesMakeSaysSo() throws {
        #expect(
            try notes(store: ".build/debug/index/store") == [
                "evidence: all 2 references are the compiler's, from the index store"
            ])
    }

    @Test func aCycleThatRestsOnSyntaxInAFileTheStoreDoesNotCoverNamesIt() throws {
        #expect(
            try notes(
                store: ".build/debug/index/store",
                uncovered: [UncoveredFile(path: "Network/Session.swift", reason: .changedSinceBuild)]) == [
                    "evidence: 1 of 2 references resolved from syntax, in files the index store does not cover: "
                        + "Network/Session.swift (changed since the build); the others are the compiler's"
                ])
    }

    @Test func fromSyntaxAloneNoFindingSaysMore() throws {
        #expect(try notes(store: nil).isEmpty)
    }
}
