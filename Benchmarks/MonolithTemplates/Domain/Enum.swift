// A status or kind enum of a domain, and each case (also of a model's nested enum).
enum Cases {
    // template: enum-case
    case __case__
}

// template: enum
/// __doc__
enum __Enum__: String, Codable, CaseIterable {
    // __cases__

    /// Whether no further transitions are possible.
    var isTerminal: Bool {
        switch self {
        case __terminal__:
            return true
        default:
            return false
        }
    }

    // __fillers__
}
