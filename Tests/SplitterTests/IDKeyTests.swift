import Testing

@testable import Splitter

/// Ids as dictionary keys by their bytes: equal bytes find each other, any other byte does not.
struct IDKeyTests {
    @Test func anIDFindsItsOwnBytesAndNoNeighbour() {
        let ids = [
            "", "s:A", "s:B", "s:Models/Book.swift:Book", "s:Models/Book.swift:Book.title",
            "s:Models/Book.swift:Book.titlf", "s:Mödels/Bøøk.swift:Bøøk", String(repeating: "x", count: 8),
            String(repeating: "x", count: 16), String(repeating: "x", count: 17),
        ]
        var numbers: [IDKey: Int] = [:]
        for (number, id) in ids.enumerated() { numbers[IDKey(id)] = number }
        #expect(numbers.count == ids.count)
        for (number, id) in ids.enumerated() {
            // A copy with storage of its own, as a reference's target decoded apart from its declaration.
            #expect(numbers[IDKey(String(decoding: Array(id.utf8), as: UTF8.self))] == number)
        }
        #expect(numbers[IDKey("s:Models/Book.swift:Book.titl")] == nil)
        #expect(numbers[IDKey("s:Models/Book.swift:Book.title ")] == nil)
    }
}
