// template: Base/Geometry.swift
/// A rectangle in points, independent of any UI framework.
struct Rect: Equatable, Codable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    var maxX: Double { x + width }
    var maxY: Double { y + height }
    var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The rectangle shrunk by `insets` on each edge.
    func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: x + insets.left, y: y + insets.top,
             width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }

    /// Splits off a slice of `distance` points from the top.
    func divided(atDistance distance: Double) -> (slice: Rect, remainder: Rect) {
        let slice = Rect(x: x, y: y, width: width, height: Swift.min(distance, height))
        let remainder = Rect(x: x, y: y + slice.height, width: width, height: height - slice.height)
        return (slice, remainder)
    }

    // __fillers__
}

/// Insets of a rectangle's edges.
struct EdgeInsets: Equatable, Codable {
    var top: Double
    var left: Double
    var bottom: Double
    var right: Double

    static let zero = EdgeInsets(all: 0)

    init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    init(all value: Double) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    // __fillers__
}
