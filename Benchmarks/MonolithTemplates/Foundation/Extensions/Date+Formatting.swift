// template: Foundation/Extensions/Date+Formatting.swift
extension Date {
    var isInPast: Bool { self < Date() }

    func adding(days: Int) -> Date {
        addingTimeInterval(Double(days) * 86_400)
    }

    func days(until other: Date) -> Int {
        Int(other.timeIntervalSince(self) / 86_400)
    }

    // __fillers__
}
