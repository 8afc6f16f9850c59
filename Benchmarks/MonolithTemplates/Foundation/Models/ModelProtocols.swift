// template: Foundation/Models/ModelProtocols.swift
/// Something with a title and an optional subtitle for lists.
protocol Displayable {
    var displayTitle: String { get }
    var displaySubtitle: String? { get }
}

extension Displayable {
    var displaySubtitle: String? { nil }
}

/// Something that can be matched against a search query.
protocol Searchable {
    func matches(_ query: String) -> Bool
}

/// Something that can check its own invariants.
protocol Validatable {
    /// Throws `AppError.validation` describing the first broken rule.
    func validate() throws
}

extension Validatable {
    var isValid: Bool {
        do {
            try validate()
            return true
        } catch {
            return false
        }
    }

    // __fillers__
}
