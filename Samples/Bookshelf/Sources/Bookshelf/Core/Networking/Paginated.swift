import Foundation

/// One page of a longer list.
struct Paginated<Item> {
    var items: [Item]
    var page: Int
    var pageSize: Int
    var totalCount: Int
}

extension Paginated: Codable where Item: Codable {}
extension Paginated: Equatable where Item: Equatable {}

extension Paginated {
    static var firstPage: Int { 1 }

    static func empty(pageSize: Int = Endpoint.defaultPageSize) -> Paginated {
        Paginated(items: [], page: firstPage, pageSize: pageSize, totalCount: 0)
    }

    var pageCount: Int {
        guard pageSize > 0 else { return 0 }
        return (totalCount + pageSize - 1) / pageSize
    }

    var hasMore: Bool { page < pageCount }

    var isEmpty: Bool { items.isEmpty }

    func map<Other>(_ transform: (Item) throws -> Other) rethrows -> Paginated<Other> {
        Paginated<Other>(items: try items.map(transform), page: page, pageSize: pageSize, totalCount: totalCount)
    }

    /// Concatenates the next page onto this one (infinite scrolling).
    func appending(_ next: Paginated) -> Paginated {
        Paginated(items: items + next.items, page: next.page, pageSize: pageSize, totalCount: next.totalCount)
    }
}

/// Cuts `page` (1-based) out of `collection`.
func paginate<C: Collection>(_ collection: C, page: Int, pageSize: Int) -> Paginated<C.Element> where C.Element: Codable {
    let all = Array(collection)
    let chunks = all.chunked(into: max(1, pageSize))
    let items = chunks[safe: page - 1].map(Array.init) ?? []
    return Paginated(items: items, page: page, pageSize: pageSize, totalCount: all.count)
}
