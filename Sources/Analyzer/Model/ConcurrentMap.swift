import Foundation

/// `map` over all cores, results in input order. The work runs on `DeepStack` threads, so a
/// recursive walk of deeply nested source cannot overflow a worker's stack.
public enum ConcurrentMap {
    public static func map<Element: Sendable, Result: Sendable>(
        _ elements: [Element], _ transform: @Sendable (Element) -> Result
    ) -> [Result] {
        map(elements, transform) { _, _ in }
    }

    /// `map`, handing each run of `batch` results (the last one shorter) to `completed` as soon
    /// as all of them are done, in input order: what consumes them overlaps with the work. Called on
    /// the worker threads, one call at a time.
    public static func map<Element: Sendable, Result: Sendable>(
        _ elements: [Element], batch: Int, completed: @Sendable (ArraySlice<Result>) -> Void,
        _ transform: @Sendable (Element) -> Result
    ) -> [Result] {
        let delivery = InOrderDelivery(count: elements.count, batch: batch)
        return map(elements, transform) { slots, index in
            delivery.finished(index) { range in completed(ArraySlice(slots.base[range].map { $0! })) }
        }
    }

    /// `finished` is told of each result once it is in its slot.
    private static func map<Element: Sendable, Result: Sendable>(
        _ elements: [Element], _ transform: @Sendable (Element) -> Result,
        finished: (SendableBuffer<Result?>, Int) -> Void
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
            withoutActuallyEscaping(finished) { finished in
                DeepStack.runAll(workers) {
                    while let index = next.take() {
                        slots.base[index] = transform(elements[index])
                        finished(slots, index)
                    }
                }
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

/// Which results are done, and which runs of them have been handed on: each run of `batch` once,
/// in order, as soon as all of it is done.
private final class InOrderDelivery: @unchecked Sendable {
    private let lock = NSLock()
    /// One call to `deliver` at a time, in order, outside `lock`.
    private let delivering = NSLock()
    private var done: [Bool]
    /// Results below this are handed on, or being handed on.
    private var handedOn = 0
    private let batch: Int

    init(count: Int, batch: Int) {
        done = Array(repeating: false, count: count)
        self.batch = max(1, batch)
    }

    /// Records `index` as done, and hands on every run that is complete now.
    func finished(_ index: Int, deliver: (Range<Int>) -> Void) {
        let ready: [Range<Int>] = lock.withLock {
            done[index] = true
            var ready: [Range<Int>] = []
            while handedOn < done.count {
                let end = min(handedOn + batch, done.count)
                guard done[handedOn..<end].allSatisfy({ $0 }) else { break }
                ready.append(handedOn..<end)
                handedOn = end
            }
            // Taken before `lock` is let go: the runs found here are handed on before any found later.
            if !ready.isEmpty { delivering.lock() }
            return ready
        }
        guard !ready.isEmpty else { return }
        defer { delivering.unlock() }
        ready.forEach(deliver)
    }
}

/// Each iteration writes its own slot, so sharing the buffer across threads is safe.
private struct SendableBuffer<Element>: @unchecked Sendable {
    let base: UnsafeMutableBufferPointer<Element>
}
