import Foundation

/// Models that can describe themselves as analytics parameters.
protocol AnalyticsParametersConvertible {
    var analyticsParameters: [String: String] { get }
}

extension Book: AnalyticsParametersConvertible {
    var analyticsParameters: [String: String] {
        ["book_id": id.rawValue, "format": format.rawValue, "pages": String(pageCount)]
    }
}

extension Author: AnalyticsParametersConvertible {
    var analyticsParameters: [String: String] {
        ["author_id": id.rawValue]
    }
}

extension AnalyticsEvent {
    /// Event for any convertible model, e.g. `.viewed(book)`.
    static func viewed<Model: AnalyticsParametersConvertible>(_ model: Model) -> AnalyticsEvent {
        let parameters = model.analyticsParameters.sorted { $0.key < $1.key }
            .map { "\($0.key):\($0.value)" }
            .joined(separator: ",")
        return .screenView(name: "detail[\(parameters)]")
    }
}
