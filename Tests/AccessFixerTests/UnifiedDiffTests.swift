import Testing

@testable import AccessFixer

/// The expected texts are what `diff -u` prints for the same two files.
struct UnifiedDiffTests {
    private let tenLines = (1...10).map { "l\($0)\n" }.joined()

    @Test func changesFarApartMakeTwoHunksWithThreeLinesOfContext() {
        let changed = tenLines.replacingOccurrences(of: "l2\n", with: "L2\n").replacingOccurrences(
            of: "l9\n", with: "l9\nnew\n")
        #expect(
            UnifiedDiff.of(tenLines, changed, from: "a/F.swift", to: "b/Sources/M/F.swift") == """
                --- a/F.swift
                +++ b/Sources/M/F.swift
                @@ -1,5 +1,5 @@
                 l1
                -l2
                +L2
                 l3
                 l4
                 l5
                @@ -7,4 +7,5 @@
                 l7
                 l8
                 l9
                +new
                 l10

                """)
    }

    @Test func changesWithinTwiceTheContextShareAHunk() {
        let changed = tenLines.replacingOccurrences(of: "l2\n", with: "L2\n").replacingOccurrences(
            of: "l8\n", with: "L8\n")
        let hunkHeaders = UnifiedDiff.of(tenLines, changed, from: "a", to: "b").split(separator: "\n").filter {
            $0.hasPrefix("@@")
        }
        #expect(hunkHeaders == ["@@ -1,10 +1,10 @@"])
    }

    @Test func anUnchangedTextHasNoDiff() {
        #expect(UnifiedDiff.of(tenLines, tenLines, from: "a", to: "b") == "")
    }
}
