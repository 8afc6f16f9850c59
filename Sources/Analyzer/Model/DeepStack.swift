import Foundation

/// Threads with a stack deep enough for SwiftParser's and SwiftSyntax's recursion on legal but
/// deeply nested source: a member chain of 100,000 steps, thousands of `else if` or nested `#if`.
/// The stack is reserved address space; only the pages a walk touches take memory.
public enum DeepStack {
    static let size = 1 << 30

    /// `body`'s result, computed on a thread with a `size` stack.
    public static func run<Result>(_ body: () -> Result) -> Result {
        var result: Result?
        runAll(1) { result = body() }
        return result!
    }

    /// Runs `body` on `count` threads with a `size` stack each, and waits for all of them.
    static func runAll(_ count: Int, _ body: () -> Void) {
        withoutActuallyEscaping(body) { body in
            let work = Work(body)
            let finished = DispatchGroup()
            for _ in 0..<count {
                finished.enter()
                let thread = Thread {
                    work.run()
                    finished.leave()
                }
                thread.stackSize = size
                thread.start()
            }
            finished.wait()
            // A finished thread may still hold `work` for a moment; it must not hold `body`.
            work.release()
        }
    }
}

/// The body the threads share: run by all of them, released once all have run it.
private final class Work: @unchecked Sendable {
    private var body: (() -> Void)?

    init(_ body: @escaping () -> Void) {
        self.body = body
    }

    func run() {
        body!()
    }

    func release() {
        body = nil
    }
}
