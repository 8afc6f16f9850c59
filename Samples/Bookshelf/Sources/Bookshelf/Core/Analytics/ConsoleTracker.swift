import Foundation

/// Writes events as log lines. In debug builds every event is echoed; in
/// release builds only errors are.
final class ConsoleTracker: AnalyticsTracker {
    enum Verbosity: Int, Comparable {
        case errorsOnly
        case all

        static func < (lhs: Verbosity, rhs: Verbosity) -> Bool {
            lhs.rawValue < rhs.rawValue
        }
    }

    static let shared = ConsoleTracker()

    #if DEBUG
    static let defaultVerbosity: Verbosity = .all
    #else
    static let defaultVerbosity: Verbosity = .errorsOnly
    #endif

    let verbosity: Verbosity
    private let output: (String) -> Void
    private(set) var lines: [String] = []

    /// `output` defaults to a no-op so the console stays quiet in tests;
    /// pass `{ print($0) }` to echo.
    init(verbosity: Verbosity = ConsoleTracker.defaultVerbosity, output: @escaping (String) -> Void = { _ in }) {
        self.verbosity = verbosity
        self.output = output
    }

    func track(_ event: AnalyticsEvent) {
        if case .error = event {
            emit("[analytics:error] " + event.logLine)
        } else if verbosity >= .all {
            emit("[analytics] " + event.logLine)
        }
    }

    private func emit(_ line: String) {
        lines.append(line)
        output(line)
    }
}
