// The protocol conformances of one model; a domain's file has those of each of its models.

// template: model-conformances
extension __Model__: Identifiable {}

extension __Model__: Displayable {
    var displayTitle: String { __title__ }
    var displaySubtitle: String? { __subtitle__ }
}

extension __Model__: Searchable {
    func matches(_ query: String) -> Bool {
        let needle = query.lowercased()
        return __title__.lowercased().contains(needle) || id.lowercased().contains(needle)
    }
}

extension __Model__: Validatable {
    func validate() throws {
        guard !id.isEmpty else {
            throw AppError.validation(field: "id", reason: "must not be empty")
        }
        guard !__title__.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw AppError.validation(field: "__title__", reason: "must not be blank")
        }
    }

    // __fillers__
}
