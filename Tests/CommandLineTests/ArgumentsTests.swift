import Analyzer
import Foundation
import Testing

@testable import cleave

@Suite("Arguments: parsed against a command's declared options")
struct ArgumentsTests {
    @Test func flagsOptionsAndBothSpellingsOfAValue() throws {
        let parsed = try Arguments(
            ["App", "--quiet", "--format", "md", "--output=report.md", "--plan", "p.json"], for: PlanCommand.self)
        #expect(parsed.path == "App")
        #expect(parsed.flags == ["quiet"])
        #expect(parsed.options == ["format": "md", "output": "report.md", "plan": "p.json"])
    }

    @Test func thePathIsPositionalEverywhereAndPathIsItsAlias() throws {
        #expect(try Arguments([], for: IndexCommand.self).path == ".")
        #expect(try Arguments(["--path", "App"], for: IndexCommand.self).path == "App")
        let refs = try Arguments(["Book.title", "App"], for: RefsCommand.self)
        #expect(refs.operands == ["Book.title"])
        #expect(refs.path == "App")
        #expect(try Arguments(["Book", "--path", "App"], for: RefsCommand.self).path == "App")
    }

    @Test func explainTakesTwoModulesOrAFileBeforeThePath() throws {
        let modules = try Arguments(["Search", "Library", "App"], for: ExplainCommand.self)
        #expect(modules.operands == ["Search", "Library"])
        #expect(modules.path == "App")
        let file = try Arguments(["Search/SearchView.swift", "App"], for: ExplainCommand.self)
        #expect(file.operands == ["Search/SearchView.swift"])
        #expect(file.path == "App")
    }

    @Test(arguments: [
        (["A", "B"], "unexpected argument 'B'"),
        (["A", "--path", "B"], "unexpected argument 'A'"),
        (["--fromat", "md"], "unknown option --fromat (did you mean --format?)"),
        (
            ["--format", "mdd"],
            "--format takes text, md, json, sarif, dot, mermaid, html or svg, not 'mdd' (did you mean 'md'?)"
        ),
        (["--format"], "--format needs a value: --format <format>"),
        (["--quiet=yes"], "--quiet takes no value"),
    ])
    func badArgumentsAreRefusedWithWhatToDo(arguments: [String], message: String) {
        #expect {
            _ = try Arguments(arguments, for: PlanCommand.self)
        } throws: { error in
            "\(error)".hasPrefix(message)
        }
    }

    @Test func aNumberIsCheckedAsANumber() throws {
        #expect(try Arguments(["--step", "2"], for: ApplyCommand.self).number("step") == 2)
        #expect {
            _ = try Arguments(["--step", "two"], for: ApplyCommand.self)
        } throws: { error in
            "\(error)" == "--step takes a number, not 'two'"
        }
    }
}
