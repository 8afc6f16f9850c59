import Testing

@testable import Analyzer
@testable import Splitter

struct GlobTests {
    @Test func foldersStarsAndDoubleStars() {
        #expect(Glob("Features/Search").matches("Features/Search/SearchView.swift"))
        #expect(!Glob("Features/Search").matches("Features/SearchHistory/A.swift"))
        #expect(Glob("Features/*").matches("Features/Search/Deep/A.swift"))
        #expect(Glob("Features/*.swift").matches("Features/A.swift"))
        #expect(!Glob("Features/*.swift").matches("Features/Search/A.swift"))
        #expect(Glob("**/*+Analytics.swift").matches("Core/Analytics/Route+Analytics.swift"))
        #expect(Glob("Core/**/Mock?.swift").matches("Core/Networking/Fakes/MockA.swift"))
        #expect(!Glob("Core/**/Mock?.swift").matches("Core/Networking/MockAB.swift"))
    }
}

/// A dependency's witnesses: heaviest first, then by location and target, whether they come in
/// file order (as the index lists them) or not.
struct WitnessOrderTests {
    static func witness(_ file: String, _ line: Int, _ target: String, weight: Int) -> ModuleGraph.Witness {
        ModuleGraph.Witness(
            location: SourceLocation(file: file, line: line, column: 1), sourceID: nil, targetID: target, kind: .call,
            certainty: .exact, weight: weight)
    }

    @Test func heaviestFirstThenByLocationAndTarget() {
        let witnesses = [
            Self.witness("B.swift", 3, "s:x", weight: 1), Self.witness("A.swift", 9, "s:y", weight: 5),
            Self.witness("A.swift", 2, "s:z", weight: 1), Self.witness("A.swift", 2, "s:a", weight: 1),
            Self.witness("C.swift", 1, "s:b", weight: 5), Self.witness("A.swift", 1, "s:c", weight: 2),
        ]
        let expected = witnesses.sorted {
            ($1.weight, $0.location, $0.targetID) < ($0.weight, $1.location, $1.targetID)
        }

        #expect(ModuleGraph.heaviestFirst(witnesses) == expected)
        #expect(ModuleGraph.heaviestFirst(expected) == expected)
        #expect(expected.map(\.targetID) == ["s:y", "s:b", "s:c", "s:a", "s:z", "s:x"])
    }
}

/// Strongly connected sets on small graphs whose answers are known.
struct CycleFinderTests {
    @Test func findsEachStronglyConnectedSetOnce() {
        let modules = ["A", "B", "C", "D", "E", "F"]
        let sets = CycleFinder().stronglyConnectedSets(
            in: graph(modules, ["A -> B", "B -> C", "C -> A", "C -> D", "D -> E", "E -> D", "F -> A"]))
        #expect(sets == [["A", "B", "C"], ["D", "E"]])
        #expect(CycleFinder().stronglyConnectedSets(in: graph(modules, ["A -> B", "B -> C", "F -> A"])).isEmpty)
    }

    @Test func aLongChainDoesNotOverflowTheStack() {
        let modules = (0..<20_000).map { "M\($0)" }
        let edges = (0..<19_999).map { "M\($0) -> M\($0 + 1)" } + ["M19999 -> M0"]
        #expect(CycleFinder().stronglyConnectedSets(in: graph(modules, edges)).first?.count == 20_000)
    }

    @Test func theLongestChainCountsACycleAsOneModule() {
        let calculator = MetricsCalculator()
        #expect(calculator.longestChain(graph(["A", "B", "C", "D"], ["A -> B", "B -> C", "C -> B", "C -> D"])) == 3)
        #expect(calculator.longestChain(graph(["A", "B"], [])) == 1)
    }

    @Test func aModuleRebuildsWithEveryModuleThatDependsOnIt() {
        #expect(
            MetricsCalculator().rebuiltLines(
                graph(["A", "B", "C", "D"], ["A -> B", "B -> C", "D -> A"]),
                lines: ["A": 1, "B": 10, "C": 100, "D": 1000])
                == ["A": 1001, "B": 1011, "C": 1111, "D": 1000])
    }
}

/// The seed-001 cycle in miniature: a datasource that calls back into its use case, a use case
/// that routes errors to a protocol the presentation module declares.
struct CycleBreakerTests {
    static let sources = [
        "CoreData/BaseDatasource.swift": """
        class BaseDatasource {
            weak var useCase: BaseUseCase?
            func fetch() { useCase?.handle(error: DomainError.offline) }
        }
        """,
        "CoreDomain/BaseUseCase.swift": """
        class BaseUseCase {
            let datasource: BaseDatasource
            weak var errorRouter: ErrorRouting?
            init(datasource: BaseDatasource) { self.datasource = datasource }
            func handle(error: DomainError) { errorRouter?.route(error) }
        }
        """,
        "CoreDomain/DomainError.swift": "enum DomainError: Error { case offline }",
        "CorePresentation/ErrorRouting.swift": "protocol ErrorRouting: AnyObject { func route(_ error: DomainError) }",
        "CorePresentation/Alert.swift": "struct Alert { let title: String }",
    ]

    static let plan = """
        { modules: [
            { name: "CoreData", layer: "Core", files: ["CoreData"] },
            { name: "CoreDomain", layer: "Core", files: ["CoreDomain"] },
            { name: "CorePresentation", layer: "Core", files: ["CorePresentation"] },
        ] }
        """

    @Test func aCycleComesWithItsWitnessesAndWaysOutFewestEditsFirst() throws {
        let (report, _) = try SplitFixture(Self.sources).evaluate(Self.plan)
        let cycle = try #require(report.cycles.first)
        #expect(cycle.modules == ["CoreData", "CoreDomain", "CorePresentation"])
        #expect(
            cycle.dependencies.map {
                "\($0.from) → \($0.to): \($0.witnesses.map { "\($0.location.line):\($0.kind.rawValue) \($0.targetID)" })"
            } == [
                "CoreData → CoreDomain: [\"2:typeUse s:BaseUseCase\", \"3:typeUse s:DomainError\", \"3:call s:BaseUseCase.handle(error:)\", \"3:memberAccess s:DomainError.offline\"]",
                "CoreDomain → CoreData: [\"2:typeUse s:BaseDatasource\", \"4:typeUse s:BaseDatasource\"]",
                "CoreDomain → CorePresentation: [\"3:typeUse s:ErrorRouting\", \"5:call s:ErrorRouting.route(_:)\"]",
                "CorePresentation → CoreDomain: [\"1:typeUse s:DomainError\"]",
            ])
        #expect(
            cycle.waysOut.map {
                "\($0.kind.rawValue) \($0.edits) \($0.removes.map { "\($0.from)→\($0.to)" } ?? "-") left:\($0.remainingCycles)"
            } == [
                "merge 0 - left:[]",
                "moveDeclarations 1 CoreDomain→CorePresentation left:[[\"CoreData\", \"CoreDomain\"]]",
                "moveDeclarations 2 CorePresentation→CoreDomain left:[[\"CoreData\", \"CoreDomain\"]]",
                "invertWithProtocol 4 CoreDomain→CoreData left:[[\"CoreDomain\", \"CorePresentation\"]]",
            ])
    }

    /// A dependency with a detour (Cart uses Pricing directly and through Catalog) leaves the
    /// whole cycle when it goes; one without leaves what the others still close, or nothing.
    @Test func aWayOutLeavesTheWholeCycleWhereAnotherPathJoinsItsModules() throws {
        let sources = [
            "Cart/Cart.swift": "struct Cart { func total() -> Int { Item().cost() + taxRate() } }",
            "Catalog/Item.swift": "struct Item { func cost() -> Int { basePrice() } }",
            "Pricing/Price.swift": """
            func taxRate() -> Int { 1 }
            func basePrice() -> Int { 2 }
            func discount(for cart: Cart) -> Int { 0 }
            """,
        ].merging(
            ["Cart", "Catalog", "Pricing"].map { ("\($0)/More.swift", "struct \($0)A {}\nstruct \($0)B {}") },
            uniquingKeysWith: { first, _ in first })
        let plan = """
            { modules: [
                { name: "Cart", layer: "Features", files: ["Cart"] },
                { name: "Catalog", layer: "Features", files: ["Catalog"] },
                { name: "Pricing", layer: "Features", files: ["Pricing"] },
            ] }
            """
        let (report, _) = try SplitFixture(sources).evaluate(plan)
        let cycle = try #require(report.cycles.first)

        #expect(
            cycle.waysOut.map { "\($0.removes.map { "\($0.from)→\($0.to)" } ?? "merge") left:\($0.remainingCycles)" }
                == [
                    "merge left:[]", "Pricing→Cart left:[]", "Cart→Catalog left:[[\"Cart\", \"Pricing\"]]",
                    "Catalog→Pricing left:[[\"Cart\", \"Pricing\"]]",
                    "Cart→Pricing left:[[\"Cart\", \"Catalog\", \"Pricing\"]]",
                ])
    }
}
