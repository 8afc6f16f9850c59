import Foundation

/// Formatters are expensive; build them once. Everything is pinned to UTC and
/// the POSIX locale so output is identical on every machine.
fileprivate enum Formatters {
    static let utc = TimeZone(identifier: "UTC")!

    static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        return calendar
    }()

    static let short: DateFormatter = make("yyyy-MM-dd")
    static let long: DateFormatter = make("MMMM d, yyyy")
    static let iso: ISO8601DateFormatter = {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = utc
        return formatter
    }()

    private static func make(_ format: String) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = utc
        formatter.dateFormat = format
        return formatter
    }
}

extension Date {
    /// Builds a UTC date from components. Used by fixtures and previews.
    static func fixed(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0) -> Date {
        let components = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute)
        return Formatters.calendar.date(from: components) ?? Date(timeIntervalSince1970: 0)
    }

    /// `2024-03-05`
    var shortDate: String { Formatters.short.string(from: self) }

    /// `March 5, 2024`
    var longDate: String { Formatters.long.string(from: self) }

    /// `2024-03-05T10:00:00Z`
    var iso8601: String { Formatters.iso.string(from: self) }

    func adding(days: Int) -> Date {
        Formatters.calendar.date(byAdding: .day, value: days, to: self) ?? self
    }

    func daysSince(_ other: Date) -> Int {
        let start = Formatters.calendar.startOfDay(for: other)
        let end = Formatters.calendar.startOfDay(for: self)
        return Formatters.calendar.dateComponents([.day], from: start, to: end).day ?? 0
    }

    /// Human readable distance in days, e.g. "today", "yesterday", "3 days ago", "2 weeks ago".
    func relativeDescription(to reference: Date = Date()) -> String {
        let days = reference.daysSince(self)
        switch days {
        case ..<0: return "in the future"
        case 0: return "today"
        case 1: return "yesterday"
        case 2..<14: return "\(days) days ago"
        case 14..<60: return "\(days / 7) weeks ago"
        default: return "on \(shortDate)"
        }
    }
}
