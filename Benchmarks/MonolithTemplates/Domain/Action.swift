// template: action
/// Something the user can do with __domains_words__.
enum __Domain__Action: Equatable {
    case open(id: String)
    case share(__Model__)
    case delete(ids: [String])
    case updateStatus(id: String, status: __Status__)
    case refresh

    /// Whether the action changes data on the backend.
    var isMutating: Bool {
        switch self {
        case .delete, .updateStatus:
            return true
        case .open, .share, .refresh:
            return false
        }
    }

    /// Identifiers the action applies to.
    var targetIDs: [String] {
        switch self {
        case .open(let id), .updateStatus(let id, _):
            return [id]
        case .share(let item):
            return [item.id]
        case .delete(let ids):
            return ids
        case .refresh:
            return []
        }
    }

    // __fillers__
}
