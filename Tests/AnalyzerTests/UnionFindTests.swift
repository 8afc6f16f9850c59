import Testing

@testable import Analyzer

/// Disjoint sets: who leads a merged set, and the order sets and members come out in.
struct UnionFindTests {
    @Test func theKeptSetsRepresentativeLeadsTheMergedSet() {
        var sets = UnionFind(["a", "b", "c", "d"])
        sets.merge("b", into: "c")
        sets.merge("c", into: "d")
        #expect(sets.find("b") == "d")
        #expect(sets.find("c") == "d")
        #expect(sets.find("a") == "a")
        sets.merge("d", into: "a")
        #expect(sets.find("b") == "a")
    }

    @Test func groupsKeepTheOrderTheElementsCameIn() {
        var sets = UnionFind([5, 3, 9, 1, 7])
        sets.merge(1, into: 9)
        sets.merge(7, into: 5)
        sets.merge(5, into: 5)
        #expect(sets.groups() == [[5, 7], [3], [9, 1]])
    }

    @Test func mergingWithinOneSetChangesNothing() {
        var sets = UnionFind(["x", "y"])
        sets.merge("x", into: "y")
        sets.merge("y", into: "x")
        #expect(sets.groups() == [["x", "y"]])
        #expect(sets.find("x") == sets.find("y"))
    }

    @Test func aLongChainOfMergesComesOutAsOneGroup() {
        let count = 50_000
        var sets = UnionFind(0..<count)
        for node in 1..<count { sets.merge(node - 1, into: node) }
        #expect(sets.groups() == [Array(0..<count)])
        #expect(sets.find(0) == count - 1)
    }
}
