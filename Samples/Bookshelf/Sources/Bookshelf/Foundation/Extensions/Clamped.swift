import Foundation

/// Keeps a value inside a closed range on every write.
///
///     @Clamped(1...500) var dailyGoal = 20
///     dailyGoal = 9_000   // stored as 500
@propertyWrapper
struct Clamped<Value: Comparable> {
    private var value: Value
    let range: ClosedRange<Value>

    init(wrappedValue: Value, _ range: ClosedRange<Value>) {
        self.range = range
        self.value = range.clamp(wrappedValue)
    }

    var wrappedValue: Value {
        get { value }
        set { value = range.clamp(newValue) }
    }

    /// `$dailyGoal` exposes the allowed range, e.g. for rendering a slider.
    var projectedValue: ClosedRange<Value> { range }
}

/// Two clamped values are equal when both the value and the range match.
extension Clamped: Equatable {}

extension ClosedRange {
    func clamp(_ value: Bound) -> Bound {
        Swift.min(Swift.max(value, lowerBound), upperBound)
    }
}

extension Comparable {
    func clamped(to range: ClosedRange<Self>) -> Self {
        range.clamp(self)
    }
}
