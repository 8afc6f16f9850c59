import Foundation
import os.log

/// Thin wrapper around os_log. Named `Logger` long before `os.Logger` existed;
/// declarations in this module shadow the one from `os`.
final class Logger {
    enum Level: String {
        case debug = "DEBUG"
        case info = "INFO"
        case warning = "WARN"
        case error = "ERROR"
    }

    static let shared = Logger(subsystem: Constants.App.bundleIdentifier)

    private let log: OSLog
    var minimumLevel: Level = .debug

    init(subsystem: String, category: String = "app") {
        log = OSLog(subsystem: subsystem, category: category)
    }

    func debug(_ message: @autoclosure () -> String) {
        write(.debug, message())
    }

    func info(_ message: @autoclosure () -> String) {
        write(.info, message())
    }

    func warning(_ message: @autoclosure () -> String) {
        write(.warning, message())
    }

    func error(_ message: @autoclosure () -> String) {
        write(.error, message())
    }

    private func write(_ level: Level, _ message: String) {
        #if DEBUG
        let type: OSLogType = level == .error ? .error : .debug
        #else
        guard level != .debug else { return }
        let type: OSLogType = level == .error ? .error : .default
        #endif
        os_log("[%{public}@] %{public}@", log: log, type: type, level.rawValue, message)
    }
}
