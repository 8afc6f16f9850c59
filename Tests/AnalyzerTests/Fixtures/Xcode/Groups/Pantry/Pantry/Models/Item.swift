import Collections

struct Item: Hashable {
    let name: String
    let grams: Int
}

enum Pantry {
    static let items = [Item(name: "flour", grams: 1000)]
}
