import Testing

@testable import Analyzer

/// `map` over every core gives the results in order, and keeps none of them once the caller is done.
struct ConcurrentMapTests {
    private final class Tracked: Sendable {
        let value: Int
        init(_ value: Int) { self.value = value }
    }

    private struct Weak {
        weak var object: Tracked?
    }

    @Test func resultsComeInOrderAndAreReleasedWithTheCallersArray() {
        var released: [Weak] = []
        do {
            let results = ConcurrentMap.map(Array(0..<64)) { Tracked($0 * $0) }
            #expect(results.map(\.value) == (0..<64).map { $0 * $0 })
            released = results.map { Weak(object: $0) }
        }
        // Each result left in the map's own buffer once kept a warm `plan`'s references twice.
        #expect(released.allSatisfy { $0.object == nil })
    }
}
