import Foundation
import Testing

@testable import Splitter

/// A plan that is wrong says what, where and what to do, all problems at once.
struct PlanLoaderTests {
    @Test func readsJSON5WithCommentsTrailingCommasAndDefaults() throws {
        let plan = try PlanLoader().load(
            text: """
                // the first cut
                {
                  modules: [
                    { name: "Models", layer: "Foundation", files: ["Foundation/Models/**"], },  // value types
                  ],
                  rules: [{ deny: true, from: "Features", to: "Models", reason: "through use cases" }],
                }
                """, path: "cleave.json")
        #expect(plan.layers == ["App", "Features", "Core", "Foundation"])
        #expect(plan.modules == [Plan.Module(name: "Models", layer: "Foundation", files: ["Foundation/Models/**"])])
        #expect(plan.rules == [Plan.Rule(effect: .deny, from: "Features", to: "Models", reason: "through use cases")])
    }

    @Test func everyProblemComesWithItsLineAndFix() {
        let text = """
            {
              "layers": ["App", "Features", "Core", "Foundation"],
              "modules": [
                { "name": "Search", "layr": "Features", "files": ["Features/Search"] },
                { "name": "Models", "layer": "Fundation", "files": ["../Models"] },
                { "name": "Models", "layer": "Core", "files": ["Core"] },
                { "name": "End of Year", "layer": "Core", "files": ["EndOfYear"] },
              ],
              "rules": [{ "deny": true, "from": "Serch", "to": "Models" }],
              "limit": {},
            }
            """
        #expect {
            try PlanLoader().load(text: text, path: "cleave.json")
        } throws: { error in
            (error as? PlanError)?.problems.map(\.description) == [
                "10: unknown key 'limit' in the plan; did you mean 'limits'?",
                "4: unknown key 'layr' in module 'Search'; did you mean 'layer'?",
                "4: module 'Search' has no \"layer\"; give it one of the plan's layers",
                "5: '../Models' in module 'Models' points outside the monolith's source folder; write paths relative to the source folder, without a leading / or ..",
                "5: module 'Models' is in layer 'Fundation', which the plan does not list; did you mean 'Foundation'?",
                "7: 'End of Year' cannot name a Swift module; use letters, digits and _, not starting with a digit, e.g. 'EndOfYear'",
                "6: two modules are named 'Models'; give each module its own name",
                "9: a rule names 'Serch', which is neither a module nor a layer; name a module, a layer, or *",
            ]
        }
    }

    /// `inverts` names another module or the app: itself, or a name that is neither, is refused.
    @Test func anInversionNamesAnotherModuleOrTheApp() throws {
        let text = """
            { "app": "Shelf", "modules": [
                { "name": "Search", "layer": "Features", "files": ["Search"], "inverts": ["Shelf", "Models"] },
                { "name": "Models", "layer": "Core", "files": ["Models"], "inverts": ["Models", "Shelff"] },
            ] }
            """
        #expect {
            try PlanLoader().load(text: text, path: "cleave.json")
        } throws: { error in
            (error as? PlanError)?.problems.map(\.description) == [
                "3: module 'Models' inverts its use of itself; name another module of the plan, or the app",
                "3: module 'Models' inverts its use of 'Shelff', which is neither another module nor the app; did you mean 'Shelf'?",
            ]
        }
        let valid = try PlanLoader().load(
            text: text.replacingOccurrences(of: "\"Models\", \"Shelff\"", with: "\"Shelf\""), path: "cleave.json")
        #expect(valid.modules.map(\.inverts) == [["Shelf", "Models"], ["Shelf"]])
    }

    @Test func syntaxErrorsAndMissingModulesAreRefused() {
        #expect(throws: PlanError.self) { try PlanLoader().load(text: "{ modules: [ }", path: "cleave.json") }
        // A missing comma said `not valid JSON5` with no line; now its line and column.
        for (text, expected) in [
            (
                "{\n  modules: [\n    { name: \"A\" layer: \"Core\" },\n  ],\n}",
                "cleave.json:3:17: not valid JSON5 (expected ',' or '}')"
            ),
            (
                "{ // a plan\n  modules: [ { name: 'A', files: ['A'], } ], /* done */\n  app: \"App\n}",
                "cleave.json:3:12: not valid JSON5 (a string is not closed on its line)"
            ),
            ("{ modules: [] }\n}", "cleave.json:2:1: not valid JSON5 (unexpected text after the plan's closing brace)"),
        ] {
            #expect {
                try PlanLoader().load(text: text, path: "cleave.json")
            } throws: { error in
                "\(error)".contains(expected)
            }
        }
        #expect {
            try PlanLoader().load(text: "{}", path: "cleave.json")
        } throws: { error in
            "\(error)".contains("  cleave.json: no \"modules\"; list the modules to cut out")
        }
    }

    /// A module named `class` gave `import class`; one of 301 characters made apply fail half way.
    @Test func aModuleNameThatIsAKeywordOrTooLongIsRefused() {
        let long = String(repeating: "A", count: 301)
        let text = """
            { modules: [
                { name: "class", layer: "Core", files: ["Core"] },
                { name: "\(long)", layer: "Core", files: ["Models"] },
            ] }
            """
        #expect {
            try PlanLoader().load(text: text, path: "cleave.json")
        } throws: { error in
            "\(error)".contains(
                "cleave.json:2: 'class' is a Swift keyword: `import class` would not parse; name it after what it holds, e.g. 'ClassModule'"
            )
                && "\(error)".contains("cleave.json:3: module 'AAAAAAAAAAAAAAAAAAAA…' has a name of 301 characters")
        }
    }

    /// `version: 1e26`, `maxFiles: -1` and `NaN` were taken (or left out) without a word.
    @Test func countsAndVersionsOutsideTheirRangeAreRefused() {
        let text = """
            {
              version: 1e26,
              limits: { maxFiles: -1, maxLines: NaN },
              modules: [{ name: "Models", layer: "Foundation", files: ["Models"] }],
            }
            """
        #expect {
            try PlanLoader().load(text: text, path: "cleave.json")
        } throws: { error in
            let text = "\(error)"
            return text.contains("cleave.json:2: \"version\" is 1e+26, not a whole number from 1 up")
                && text.contains("cleave.json:3: \"maxFiles\" is -1, not a whole number from 0 up")
                && text.contains("cleave.json:3: \"maxLines\" is nan")
        }
    }

    @Test func typesVersionsAndLimitsAreChecked() {
        let text = """
            {
              "version": 2,
              "app": 3,
              "modules": [{ "name": "Models", "layer": "Foundation", "files": "Models" }],
              "rules": [{ "from": "Models", "to": "Models" }],
              "limits": 100,
            }
            """
        #expect {
            try PlanLoader().load(text: text, path: "cleave.json")
        } throws: { error in
            (error as? PlanError)?.problems.map(\.description) == [
                "2: plan version 2 is newer than this Cleave understands (1); update Cleave, or write \"version\": 1",
                "3: \"app\" is not a string; write the name of what stays, e.g. \"app\": \"MyApp\"",
                "4: \"files\" is not a list of strings; write \"files\": [\"…\", \"…\"]",
                "4: module 'Models' takes no files; list its folders or globs in \"files\"",
                "5: a rule needs \"from\", \"to\" and one of \"allow\": true or \"deny\": true; write { \"deny\": true, \"from\": \"Search\", \"to\": \"Library\" }",
                "6: \"limits\" is not an object; write \"limits\": { \"maxFiles\": 200, \"maxLines\": 20000 }",
            ]
        }
    }

    @Test func resourcesThatMatchNothingAreRefused() throws {
        let fixture = SplitFixture(["Models/Book.swift": "struct Book {}"])
        #expect {
            try fixture.evaluate(
                "{ modules: [{ name: \"Models\", layer: \"Foundation\", files: [\"Models\"], resources: [\"Models/books.json\"] }] }"
            )
        } throws: { error in
            (error as? PlanError)?.problems.map(\.description) == [
                "1: resource 'Models/books.json' in module 'Models' matches no resource; name a resource file or folder the index lists (`cleave index --json -`)"
            ]
        }
    }
}

/// `Docs/cleave.schema.json`, which editors check plans with, says what the loader takes.
struct PlanSchemaTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let schema = repository.appendingPathComponent("Docs/cleave.schema.json")

    static func properties(_ object: Any?) -> Set<String> {
        Set(((object as? [String: Any])?["properties"] as? [String: Any])?.keys.map { $0 } ?? [])
    }

    @Test func theSchemaNamesEveryKeyTheLoaderTakesAndNoOther() throws {
        let schema = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: Self.schema)) as? [String: Any])
        let top = schema["properties"] as? [String: Any]
        #expect(Self.properties(schema) == Set(PlanReader.planKeys))
        #expect(Self.properties((top?["modules"] as? [String: Any])?["items"]) == Set(PlanReader.moduleKeys))
        #expect(Self.properties((top?["rules"] as? [String: Any])?["items"]) == Set(PlanReader.ruleKeys))
        #expect(Self.properties(top?["limits"]) == Set(PlanReader.limitKeys))
        #expect(Self.properties((top?["ignore"] as? [String: Any])?["items"]) == Set(PlanReader.suppressionKeys))
    }

    /// The samples' plans (JSON5, read as JSON) pass; one with a key the loader refuses does not.
    @Test(arguments: ["Bookshelf", "WalletApp"])
    func theSamplesPlansPassAndAnUnknownKeyDoesNot(sample: String) throws {
        let text = try String(
            contentsOf: Self.repository.appendingPathComponent("Samples/\(sample)/cleave.json"), encoding: .utf8)
        var plan = try #require(try JSON5.value(of: text) as? [String: Any])
        plan["$schema"] = "../../Docs/cleave.schema.json"
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plan-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("cleave.json")
        try JSONSerialization.data(withJSONObject: plan).write(to: file)
        let problems = try JSONSchemaCheck.problems(of: file, against: Self.schema)
        #expect(problems == nil, "\(problems ?? "")")
        _ = try PlanLoader().load(
            text: String(decoding: try Data(contentsOf: file), as: UTF8.self), path: "cleave.json")

        plan["ignore"] = [["file": "Legacy/**"]]
        try JSONSerialization.data(withJSONObject: plan).write(to: file)
        #expect(try JSONSchemaCheck.problems(of: file, against: Self.schema)?.contains("'file' was unexpected") == true)
    }
}
