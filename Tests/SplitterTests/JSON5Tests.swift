import Foundation
import Testing

@testable import Splitter

/// The plan's JSON5 reader: every form a plan may be written in, and every problem with its place.
struct JSON5Tests {
    @Test func readsEveryFormOfJSON5() throws {
        let text = #"""
            // a comment, and another /* inline */ below
            {
              $schema: 'Docs/cleave.schema.json', "quoted": "yes", /* a block
              comment */ ünïcode_key1: [1, -2, +3, 0x1F, -0X10, .5, 1., 1.5e3, 2E-1,],
              special: [Infinity, -Infinity, NaN, true, false, null],
              escapes: "\"\'\\\/\b\f\n\r\t\v\0 \x41 \u00e9 \uD83D\uDE00 \uD83D \u12",
              continued: 'one \
            line', nested: { empty: {}, none: [], 'deep': [[["x"]]] },
            }
            """#
        let value = try #require(try JSON5.value(of: text) as? [String: Any])
        #expect(
            value.keys.sorted() == ["$schema", "continued", "escapes", "nested", "quoted", "special", "ünïcode_key1"])
        #expect(value["$schema"] as? String == "Docs/cleave.schema.json")
        #expect(value["quoted"] as? String == "yes")
        let numbers = try #require(value["ünïcode_key1"] as? [Any])
        #expect(numbers.prefix(5).map { $0 as? Int } == [1, -2, 3, 31, -16])
        #expect(numbers.dropFirst(5).map { $0 as? Double } == [0.5, 1, 1500, 0.2])
        let special = try #require(value["special"] as? [Any])
        #expect(special[0] as? Double == .infinity && special[1] as? Double == -.infinity)
        #expect((special[2] as? Double)?.isNaN == true)
        #expect(special[3] as? Bool == true && special[4] as? Bool == false && special[5] is NSNull)
        #expect(value["escapes"] as? String == "\"'\\/\u{8}\u{C}\n\r\t\u{B}\0 A é 😀 \u{FFFD} \u{FFFD}12")
        #expect(value["continued"] as? String == "one line")
        let nested = try #require(value["nested"] as? [String: Any])
        #expect((nested["empty"] as? [String: Any])?.isEmpty == true && (nested["none"] as? [Any])?.isEmpty == true)
        #expect(((nested["deep"] as? [Any])?.first as? [Any])?.first as? [String] == ["x"])
    }

    @Test func aProblemSaysItsLineColumnAndWhatWasExpected() {
        let deep = String(repeating: "[", count: JSON5.deepest + 1)
        for (text, line, column, message) in [
            ("{\n  a: 1\n  b: 2 }", 3, 3, "expected ',' or '}'"),
            ("[1 2]", 1, 4, "expected ',' or ']'"),
            ("{ a 1 }", 1, 5, "expected ':' after the key"),
            ("{ 1a: 1 }", 1, 3, "expected a key or '}'"),
            ("{ a: 'é\n' }", 1, 8, "a string is not closed on its line"),
            ("{ a: \"x\\", 1, 9, "a string is not closed on its line"),
            ("{ a: tru }", 1, 6, "'tru' is not a number, a string, true, false or null"),
            ("{ a: 01 }", 1, 6, "'01' is not a number, a string, true, false or null"),
            ("{ a: 1e }", 1, 6, "'1e' is not a number, a string, true, false or null"),
            ("{ a: 0x }", 1, 6, "'0x' is not a number, a string, true, false or null"),
            ("{ a: } ", 1, 6, "unexpected '}'"),
            (
                "{ modules: [],\n  'modules': [{}] }", 2, 3,
                "'modules' is written twice in one object: the second would hide the first"
            ),
            ("{ a: 1 }\n}", 2, 1, "unexpected text after the plan's closing brace"),
            ("  // nothing", 1, 13, "the text ends where a value should be"),
            (deep, 1, JSON5.deepest + 1, "nested more than \(JSON5.deepest) deep"),
        ] {
            #expect(throws: JSON5.Problem(line: line, column: column, message: message), "\(text)") {
                try JSON5.value(of: text)
            }
        }
    }
}
