import Foundation

/// Elements handed, in order, from the threads that make them to the one that uses them; the
/// consumer waits for the next until the makers are done.
final class Handoff<Element: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var waiting: [Element] = []
    private var isClosed = false

    func send(_ element: Element) {
        condition.withLock {
            waiting.append(element)
            condition.signal()
        }
    }

    /// No more elements will come.
    func close() {
        condition.withLock {
            isClosed = true
            condition.signal()
        }
    }

    /// The next element, once it is sent; nil once all are taken and the handoff is closed.
    func next() -> Element? {
        condition.withLock {
            while waiting.isEmpty, !isClosed { condition.wait() }
            return waiting.isEmpty ? nil : waiting.removeFirst()
        }
    }
}
