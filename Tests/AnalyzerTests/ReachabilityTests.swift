import Testing

@testable import Analyzer

/// What a walk along a graph's edges reaches, on graphs whose answers are known.
struct ReachabilityTests {
    private let edges: [String: [String]] = ["A": ["B"], "B": ["C", "A"], "C": [], "D": ["A"], "E": ["E"]]

    @Test func reachesThroughCyclesAndKeepsTheStart() {
        #expect(Reachability.reachable(from: ["A"]) { edges[$0] ?? [] } == ["A", "B", "C"])
        #expect(Reachability.reachable(from: ["C"]) { edges[$0] ?? [] } == ["C"])
        #expect(Reachability.reachable(from: ["E"]) { edges[$0] ?? [] } == ["E"])
    }

    @Test func everyStartCounts() {
        #expect(Reachability.reachable(from: ["C", "D"]) { edges[$0] ?? [] } == ["A", "B", "C", "D"])
        #expect(Reachability.reachable(from: [String]()) { edges[$0] ?? [] }.isEmpty)
    }

    @Test func aLongChainDoesNotOverflowTheStack() {
        let count = 100_000
        #expect(Reachability.reachable(from: [0]) { $0 + 1 < count ? [$0 + 1] : [] }.count == count)
    }
}
