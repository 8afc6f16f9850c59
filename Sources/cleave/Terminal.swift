import Foundation

/// Where the CLI writes: results to stdout, messages and progress to stderr (progress only on a
/// terminal and never with `--quiet`).
struct Terminal: Sendable {
    let quiet: Bool
    private let statusLine = StatusLine()

    init(quiet: Bool) {
        self.quiet = quiet
    }

    var showsProgress: Bool { !quiet && isatty(STDERR_FILENO) == 1 }

    func output(_ text: String) {
        statusLine.clear()
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    func message(_ text: String) {
        statusLine.clear()
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// A line of what a long step is doing (a build's output), on a terminal only.
    func status(_ text: String) {
        guard showsProgress else { return }
        statusLine.show(text.count > 100 ? String(text.prefix(99)) + "…" : text)
    }

    /// Files read so far; once all are read, the whole monolith is resolved, which takes a while
    /// on a large one, so the line says so until the result is printed.
    func progress(_ label: String, done: Int, total: Int) {
        guard showsProgress else { return }
        statusLine.show(
            done == total ? "\(label): resolving references across \(total) files…" : "\(label) \(done)/\(total)")
    }
}

/// The one status line on stderr that progress rewrites in place and output erases first.
private final class StatusLine: @unchecked Sendable {
    private let lock = NSLock()
    private var isShown = false

    func show(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        FileHandle.standardError.write(Data("\r\u{1B}[K\(text)".utf8))
        isShown = true
    }

    func clear() {
        lock.lock()
        defer { lock.unlock() }
        guard isShown else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
        isShown = false
    }
}
