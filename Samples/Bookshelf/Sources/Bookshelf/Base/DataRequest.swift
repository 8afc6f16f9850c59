import Foundation

/// What a use case asks its datasource for: a named resource plus parameters.
struct DataRequest: Hashable {
    enum CachePolicy: Hashable {
        case returnCacheElseLoad
        case reloadIgnoringCache
    }

    var resource: String
    var parameters: [String: String] = [:]
    var cachePolicy: CachePolicy = .returnCacheElseLoad

    subscript(parameter: String) -> String? {
        parameters[parameter]
    }

    /// Stable textual form, e.g. for logs: `search?page=1&q=dune`.
    var debugKey: String {
        guard !parameters.isEmpty else { return resource }
        let query = parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        return resource + "?" + query.joined(separator: "&")
    }
}

/// Result of `BaseUseCase.validate(_:)`.
enum Validation: Equatable {
    case valid
    case invalid(reason: String)

    var isValid: Bool { self == .valid }
}
