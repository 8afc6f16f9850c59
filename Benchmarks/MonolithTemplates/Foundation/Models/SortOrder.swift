// template: Foundation/Models/SortOrder.swift
/// How lists can be sorted.
enum ListSortOrder: String, Codable, CaseIterable {
    case newestFirst
    case oldestFirst
    case alphabetical
    case mostPopular

    var isChronological: Bool {
        switch self {
        case .newestFirst, .oldestFirst:
            return true
        case .alphabetical, .mostPopular:
            return false
        }
    }

    // __fillers__
}
