import Dispatch

/// `map` over all cores, results in input order.
public enum ConcurrentMap {
    public static func map<Element: Sendable, Result: Sendable>(
        _ elements: [Element], _ transform: @Sendable (Element) -> Result
    ) -> [Result] {
        let results = UnsafeMutableBufferPointer<Result?>.allocate(capacity: elements.count)
        results.initialize(repeating: nil)
        defer { results.deallocate() }
        let slots = SendableBuffer(base: results)
        DispatchQueue.concurrentPerform(iterations: elements.count) { index in
            slots.base[index] = transform(elements[index])
        }
        return results.map { $0! }
    }
}

/// Each iteration writes its own slot, so sharing the buffer across threads is safe.
private struct SendableBuffer<Element>: @unchecked Sendable {
    let base: UnsafeMutableBufferPointer<Element>
}
