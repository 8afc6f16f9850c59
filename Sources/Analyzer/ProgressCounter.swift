import Foundation

/// Counts finished files across threads and reports every so often.
final class ProgressCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var done = 0
    private let total: Int
    private let report: (@Sendable (Int, Int) -> Void)?

    init(total: Int, report: (@Sendable (Int, Int) -> Void)?) {
        self.total = total
        self.report = report
    }

    func increment() {
        guard let report else { return }
        lock.lock()
        done += 1
        let current = done
        lock.unlock()
        if current % 50 == 0 || current == total { report(current, total) }
    }
}
