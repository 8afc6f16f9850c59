// template: Core/Logging/ConsoleLogger.swift
/// Logs to standard output and keeps a short history.
final class ConsoleLogger: Logging {
    let minimumLevel: LogLevel
    private(set) var history: [String] = []
    private let historyLimit = 200

    init(minimumLevel: LogLevel = .debug) {
        self.minimumLevel = minimumLevel
    }

    func log(_ level: LogLevel, _ message: @autoclosure () -> String, file: String, line: Int) {
        guard level >= minimumLevel else { return }
        let entry = "[\(level.label)] \(file):\(line) \(message())"
        history.append(entry)
        if history.count > historyLimit {
            history.removeFirst(history.count - historyLimit)
        }
        #if DEBUG
        print(entry)
        #endif
    }

    // __fillers__
}
