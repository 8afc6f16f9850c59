import Foundation
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

    @Test func eachRunOfABatchIsHandedOnOnceInOrderAsSoonAsItIsDone() {
        let delivered = Delivered()
        // Uneven work, so that the threads finish out of order.
        let results = ConcurrentMap.map(Array(0..<1000), batch: 7, completed: delivered.append) { number in
            (0..<(number % 13) * 500).reduce(number) { $0 &+ $1 % 3 }
                &- (0..<(number % 13) * 500).reduce(0) { $0 &+ $1 % 3 }
        }
        #expect(results == Array(0..<1000))
        #expect(delivered.runs.flatMap { $0 } == results)
        #expect(delivered.runs.map(\.count) == Array(repeating: 7, count: 142) + [6])
    }

    private final class Delivered: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var runs: [[Int]] = []

        func append(_ run: ArraySlice<Int>) { lock.withLock { runs.append(Array(run)) } }
    }
}
