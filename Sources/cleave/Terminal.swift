import Foundation

/// Where the CLI writes: results to stdout, messages and progress to stderr (progress only on a
/// terminal and never with `--quiet`).
struct Terminal {
    let quiet: Bool

    var showsProgress: Bool { !quiet && isatty(STDERR_FILENO) == 1 }

    func output(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    func message(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    func progress(_ label: String, done: Int, total: Int) {
        guard showsProgress else { return }
        let end = done == total ? "\r\u{1B}[K" : ""
        FileHandle.standardError.write(Data("\r\(label) \(done)/\(total)\(end)".utf8))
    }
}

extension Int {
    /// `12,345`
    var grouped: String {
        let digits = String(Swift.abs(self))
        var result = ""
        for (offset, character) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(character)
        }
        return (self < 0 ? "-" : "") + result
    }
}

extension Double {
    var percent: String { String(format: "%.1f%%", self * 100) }
}
