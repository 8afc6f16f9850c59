// template: Foundation/Extensions/Double+Formatting.swift
extension Double {
    func rounded(toPlaces places: Int) -> Double {
        let factor = pow(10, Double(places))
        return (self * factor).rounded() / factor
    }

    var percentString: String { String(format: "%.0f%%", self * 100) }

    func clamped(to range: ClosedRange<Double>) -> Double {
        Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }

    // __fillers__
}
