// template: Core/Logging/Logging.swift
/// Severity of a log message.
enum LogLevel: Int, Comparable, CaseIterable {
    case debug
    case info
    case warning
    case error

    static func < (lhs: LogLevel, rhs: LogLevel) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    var label: String {
        switch self {
        case .debug: return "DEBUG"
        case .info: return "INFO"
        case .warning: return "WARN"
        case .error: return "ERROR"
        }
    }

    // __fillers__
}

/// Writes log messages.
protocol Logging {
    var minimumLevel: LogLevel { get }
    func log(_ level: LogLevel, _ message: @autoclosure () -> String, file: String, line: Int)
}

extension Logging {
    func debug(_ message: @autoclosure () -> String, file: String = #fileID, line: Int = #line) {
        log(.debug, message(), file: file, line: line)
    }

    func info(_ message: @autoclosure () -> String, file: String = #fileID, line: Int = #line) {
        log(.info, message(), file: file, line: line)
    }

    func warning(_ message: @autoclosure () -> String, file: String = #fileID, line: Int = #line) {
        log(.warning, message(), file: file, line: line)
    }

    func error(_ message: @autoclosure () -> String, file: String = #fileID, line: Int = #line) {
        log(.error, message(), file: file, line: line)
    }
}
