import Testing

@testable import Analyzer

/// Tarjan's components on numbered nodes: only those of two or more, members ascending.
struct StronglyConnectedTests {
    @Test func findsEachComponentOfTwoOrMoreOnce() {
        let successors = [[1], [2], [0, 3], [4], [3], [5]]
        let components = StronglyConnected.components(nodeCount: successors.count) { successors[$0] }
        #expect(components.sorted { $0[0] < $1[0] } == [[0, 1, 2], [3, 4]])
    }

    @Test func aGraphWithoutCyclesHasNone() {
        let successors = [[1, 2], [2], []]
        #expect(StronglyConnected.components(nodeCount: successors.count) { successors[$0] }.isEmpty)
    }
}
