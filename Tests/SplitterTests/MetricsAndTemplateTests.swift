import Testing

@testable import Analyzer
@testable import Splitter

struct MetricsTests {
    /// Three modules in a chain: App → Feature → Model. `Model` and its `price`, and `Screen` and
    /// its `title`, must become public; a change in Model rebuilds all three.
    @Test func sizesSurfaceCrossingAndRebuildScope() throws {
        let fixture = SplitFixture([
            "App/Main.swift": "let screen = Screen()\nlet title = screen.title\n\n\n",
            "Feature/Screen.swift": "struct Screen { var title: String { \"\\(Model().price)\" } }",
            "Model/Model.swift": "struct Model { let price = 1; let hidden = 2 }\n\n",
        ])
        let (report, _) = try fixture.evaluate(
            """
            { app: "App", modules: [
                { name: "Feature", layer: "Features", files: ["Feature"] },
                { name: "Model", layer: "Foundation", files: ["Model"] },
            ] }
            """)
        #expect(
            report.modules.map {
                "\($0.name) \($0.files) \($0.lines) in:\($0.fanIn) out:\($0.fanOut) public:\($0.publicSurface) \($0.crossingReferences)/\($0.references)"
            } == [
                "App 1 5 in:0 out:1 public:0 2/3",
                "Feature 1 1 in:1 out:1 public:2 2/2",
                "Model 1 3 in:1 out:0 public:2 0/0",
            ])
        #expect(report.metrics.longestChain == 3)
        #expect(report.metrics.rebuildLinesBefore == 9)
        #expect(report.metrics.rebuildLinesAfterWorst == 9)
        #expect(report.metrics.rebuildLinesAfterAverage == (5 + 6 + 9) / 3)
    }
}

/// `cleave init`: plans that a newcomer can edit, and that load and evaluate as written.
struct PlanTemplateTests {
    static let sources = [
        "App/Main.swift": "let x = 1",
        "Features/Search/Search.swift": "struct Search {}",
        "Features/Search/SearchView.swift": "struct SearchView {}",
        "Core/Networking/Client.swift": "struct Client {}",
        "Shared/Log.swift": "struct Log {}",
    ]

    @Test func fromFoldersOneModulePerFeatureAndCoreFolder() throws {
        let fixture = SplitFixture(Self.sources)
        let template = PlanTemplate.fromFolders(fixture.index)
        #expect(
            template.modules.map { "\($0.name) \($0.layer) \($0.paths)" } == [
                "Search Features [\"Features/Search\"]",
                "Networking Core [\"Core/Networking\"]",
                "Shared Foundation [\"Shared\"]",
            ])
        _ = try fixture.evaluate(template.text)
    }

    @Test func fromATableFoldersAndFilesBecomeTheFewestPaths() throws {
        let fixture = SplitFixture(Self.sources)
        let rows = try MappingTable.parse(
            "file\tmodule\tlayer\nFeatures/Search\tSearch\tFeatures\nShared/Log.swift\tSupport\t\n\"Core/Networking/Client.swift\"\tSearch\tFeatures\n",
            separator: .tab, path: "map.tsv")
        let template = try PlanTemplate.fromMapping(fixture.index, rows: rows, tablePath: "map.tsv")
        #expect(
            template.modules.map { "\($0.name) \($0.layer) \($0.paths)" } == [
                "Search Features [\"Core/Networking\", \"Features/Search\"]",
                "Support Core [\"Shared\"]",
            ])
        _ = try fixture.evaluate(template.text)
        #expect {
            try PlanTemplate.fromMapping(
                fixture.index,
                rows: try MappingTable.parse("Features/Serch,Search\n,Core\n", separator: .comma, path: "map.csv"),
                tablePath: "map.csv")
        } throws: { error in
            (error as? PlanError)?.problems.map(\.description) == [
                "2: the row needs a path and a module; write `path,module` (and optionally `,layer`)"
            ]
        }
    }

    /// A folder taken whole is named, as deep as its files go; a folder taken in part gives its
    /// sub-folders taken whole and its own files taken; resources go with the folders that hold them.
    @Test func theFewestPathsThatTakeAModulesFiles() {
        let folders = SourceFolders(
            files: [
                "Features/Search/Query.swift", "Features/Search/Results/List.swift", "Features/Cart/Cart.swift",
                "Core/Log.swift", "Core/Net/Client.swift", "Core/Net/Retry.swift", "Core/Store.swift", "Main.swift",
            ],
            resources: ["Features/Search/Search.xcassets", "Core/Strings.xcstrings", "Core/Net/Hosts.plist"])
        let paths = folders.fewestPaths(taking: [
            "Features/Search/Query.swift", "Features/Search/Results/List.swift", "Core/Log.swift",
            "Core/Net/Client.swift", "Core/Net/Retry.swift", "Main.swift",
        ])
        #expect(paths == ["Core/Log.swift", "Core/Net", "Features/Search", "Main.swift"])
        #expect(folders.fewestPaths(taking: ["Core/Net/Client.swift", "Core/Net/Retry.swift"]) == ["Core/Net"])
        #expect(folders.fewestPaths(taking: ["Features/Search/Results/List.swift"]) == ["Features/Search/Results"])
        #expect(folders.resources(under: paths) == ["Core/Net/Hosts.plist", "Features/Search/Search.xcassets"])
    }

    @Test func fromCodeOwnersOneModulePerTeamTheLastMatchWinning() throws {
        let fixture = SplitFixture(Self.sources)
        let owners = """
            # teams
            *                   @acme/platform
            /Features/          @acme/search-team
            SearchView.swift    @acme/design-system   # the last match wins
            """
        let template = PlanTemplate.fromCodeOwners(fixture.index, text: owners, path: "CODEOWNERS")
        #expect(
            template.modules.map { "\($0.name) \($0.paths)" } == [
                "DesignSystem [\"Features/Search/SearchView.swift\"]",
                "Platform [\"App\", \"Core/Networking\", \"Shared\"]",
                "SearchTeam [\"Features/Search/Search.swift\"]",
            ])
        _ = try fixture.evaluate(template.text)
    }
}
