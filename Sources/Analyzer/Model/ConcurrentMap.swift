import Foundation

/// `map` over all cores, results in input order. The work runs on `DeepStack` threads, so a
/// recursive walk of deeply nested source cannot overflow a worker's stack.
public enum ConcurrentMap {
    public static func map<Element: Sendable, Result: Sendable>(
        _ elements: [Element], _ transform: @Sendable (Element) -> Result
    ) -> [Result] {
        let results = UnsafeMutableBufferPointer<Result?>.allocate(capacity: elements.count)
        results.initialize(repeating: nil)
        // Deinitialized, not only deallocated: each result left in the buffer kept its arrays and
        // strings alive (a warm `plan` held every file's references twice, 50 MB more).
        defer {
            results.deinitialize()
            results.deallocate()
        }
        let slots = SendableBuffer(base: results)
        let next = NextIndex(count: elements.count)
        let workers = min(elements.count, ProcessInfo.processInfo.activeProcessorCount)
        withoutActuallyEscaping(transform) { transform in
            DeepStack.runAll(workers) {
                while let index = next.take() { slots.base[index] = transform(elements[index]) }
            }
        }
        return results.map { $0! }
    }

    /// `first` and `second`, side by side.
    public static func both<First: Sendable, Second: Sendable>(
        _ first: @Sendable () -> First, _ second: @Sendable () -> Second
    ) -> (First, Second) {
        let results = map([true, false]) { isFirst -> (First?, Second?) in
            isFirst ? (first(), nil) : (nil, second())
        }
        return (results[0].0!, results[1].1!)
    }
}

/// Hands out 0, 1, 2, … below `count`, once each, to any number of threads.
private final class NextIndex: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private let count: Int

    init(count: Int) {
        self.count = count
    }

    func take() -> Int? {
        lock.withLock {
            guard next < count else { return nil }
            defer { next += 1 }
            return next
        }
    }
}

/// Each iteration writes its own slot, so sharing the buffer across threads is safe.
private struct SendableBuffer<Element>: @unchecked Sendable {
    let base: UnsafeMutableBufferPointer<Element>
}
