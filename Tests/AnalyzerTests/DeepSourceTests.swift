import Foundation
import TestSupport
import Testing

@testable import Analyzer

/// Legal source nested far deeper than people write it, as generators and adversaries do: each
/// once crashed `cleave index` with a stack overflow or ran for minutes. Each is indexed, with
/// the declarations around it, and a limit that cuts the parse is said with its line.
struct DeepSourceTests {
    static let deepSources: [String: String] = [
        "MemberChain.swift": "func chain() { _ = start" + String(repeating: ".next!", count: 5_000) + " }\n",
        "NestedGenerics.swift": "typealias Deep = " + String(repeating: "Array<", count: 60) + "Int"
            + String(repeating: ">", count: 60) + "\n",
        "ElseIfChain.swift": "func branches(x: Int) {\n if x == 0 {}\n"
            + (1..<5_000).map { " else if x == \($0) {}\n" }.joined() + "}\n",
        "OptionalChain.swift": "func optionals() { _ = start" + String(repeating: "?.next", count: 2_000) + " }\n",
        "Sum.swift": "let sum = 1" + String(repeating: " + 1", count: 100_000) + "\n",
        "MemberTypes.swift": "var deep: Node" + String(repeating: ".next", count: 5_000) + "\n",
    ]

    @Test func deeplyNestedLegalSourceIsIndexed() throws {
        var files = Self.deepSources.mapValues { $0 + "struct After\(abs($0.hashValue)) {}\n" }
        files["Node.swift"] = "final class Node { var next: Node? }\nlet start = Node()\n"
        let folder = try TemporaryFolder(files)

        let run = try Indexer(options: .init(useCache: false)).index(try MonolithDiscovery().discover(at: folder.path))

        let index = try #require(run.index)
        #expect(index.diagnostics.map(\.description) == [])
        for (path, _) in Self.deepSources {
            #expect(index.declarations.contains { $0.location.file == path && $0.name.hasPrefix("After") }, "\(path)")
        }
        #expect(
            index.references.contains { $0.location.file == "MemberChain.swift" && $0.targetIDs == ["s:Node.next"] })
    }

    /// What SwiftParser's own limit does not stop (`ParserReach`): `"\(` thousands deep (its memory
    /// grows with the square: 20 GB), `[` many in a row (its look-ahead doubles with each: minutes),
    /// unclosed `#if`, `<` and `@` by the thousand (seconds per KB), statements among a type's
    /// members by the hundred (its look-ahead for the next declaration: seconds per KB). The file is skipped with a
    /// warning at the line; the rest of the index goes on.
    @Test func nestingThatSwiftParserCannotTakeIsSkippedWithItsLine() throws {
        let folder = try TemporaryFolder([
            "Interpolations.swift": "let a = 1\nlet s = " + String(repeating: "\"\\(", count: 2_000) + "\n",
            "Arrays.swift": "let b = 1\n\nlet x = " + String(repeating: "[(", count: 30) + "1"
                + String(repeating: ")]", count: 30) + "\n",
            "Conditions.swift": String(repeating: "#if A\n", count: 3_000) + "let q = 1\n"
                + String(repeating: "#endif\n", count: 3_000),
            "Generics.swift": "typealias Deep = " + String(repeating: "Array<", count: 500) + "Int"
                + String(repeating: ">", count: 500) + "\n",
            "Attributes.swift": "let c = 1\n" + String(repeating: "@", count: 1_000) + "\n",
            "StrayMembers.swift": "let d = 1\nfinal class Project {\n"
                + String(repeating: "isa = PBXGroup;\n", count: 300) + "}\n",
            "InterpolatedArrays.swift": "let e = 1\nlet y = \"\\(" + String(repeating: "[(", count: 30) + "1"
                + String(repeating: ")]", count: 30) + ")\"\n",
            "Fine.swift":
                "let nested = [[[[[[[[[[1]]]]]]]]]]\nlet json = \"[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]\"\nstruct Fine {}\n",
        ])

        let run = try Indexer(options: .init(useCache: false)).index(try MonolithDiscovery().discover(at: folder.path))

        #expect(run.index?.declarations.map(\.id) == ["s:nested", "s:json", "s:Fine"])
        #expect(
            run.index?.diagnostics.map(\.description) == [
                "Arrays.swift:3: warning: more than 10 `[` opened in a row; skipped (split it up)",
                "Attributes.swift:2: warning: more than 10 `@` in a row; skipped (split it up)",
                "Conditions.swift:65: warning: more than 64 `#if` open; skipped (split it up)",
                "Generics.swift:1: warning: more than 64 `<` open on one line; skipped (split it up)",
                "InterpolatedArrays.swift:2: warning: more than 10 `[` opened in a row; skipped (split it up)",
                "Interpolations.swift:2: warning: brackets nested more than 128 deep; skipped (split it up)",
                "StrayMembers.swift:3: warning: statements among a type's members, more than SwiftParser's recovery can take; skipped (split it up)",
            ])
    }

    /// Each step of a chain resolves through the steps before it, up to a bound: beyond it the
    /// receiver is unknown, so that a chain of n steps costs n to collect and resolve, not n³.
    @Test func aChainIsResolvedThroughItsReceiversUpToTheBound() {
        let bound = SwiftFileCollector.maximumReceiverDepth
        let fixture = IndexFixture([
            "A.swift": """
            final class Node { var next: Node!; func reset() {} }
            final class Other { var next: Other!; func reset() {} }
            func short(start: Node) { _ = start\(String(repeating: ".next", count: bound - 2)).1️⃣reset() }
            func long(start: Node) { _ = start\(String(repeating: ".next", count: bound + 5)).2️⃣reset() }
            """
        ])

        expectLines(
            fixture.references { $0.name == "reset" },
            """
            A.swift:1️⃣ call exact s:short(start:) -> s:Node.reset()
            A.swift:2️⃣ call ambiguous s:long(start:) -> s:Node.reset(), s:Other.reset()
            """)
    }
}
