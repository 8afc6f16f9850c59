import Testing

@testable import Splitter

/// Ids numbered by their bytes: equal bytes find each other, any other byte does not.
struct IDNumbersTests {
    @Test func anIDFindsItsOwnBytesAndNoNeighbour() {
        let ids = [
            "", "s:A", "s:B", "s:Models/Book.swift:Book", "s:Models/Book.swift:Book.title",
            "s:Models/Book.swift:Book.titlf", "s:Mödels/Bøøk.swift:Bøøk", String(repeating: "x", count: 8),
            String(repeating: "x", count: 16), String(repeating: "x", count: 17),
        ]
        var numbers = IDNumbers(capacity: ids.count)
        for (number, id) in ids.enumerated() { #expect(numbers.insert(id) == number) }
        #expect(numbers.count == ids.count)
        for (number, id) in ids.enumerated() {
            // A copy with storage of its own, as a reference's target decoded apart from its declaration.
            #expect(numbers[String(decoding: Array(id.utf8), as: UTF8.self)] == number)
            #expect(numbers.insert(id) == number, "a second insert keeps the first number")
        }
        #expect(numbers.count == ids.count)
        #expect(numbers["s:Models/Book.swift:Book.titl"] == nil)
        #expect(numbers["s:Models/Book.swift:Book.title "] == nil)
    }

    @Test func theTableGrowsPastTheCapacityItWasGiven() {
        let ids = (0..<5_000).map { "s:Module/File\($0 % 97).swift:Type\($0).member" }
        var numbers = IDNumbers()
        for id in ids { numbers.insert(id) }
        #expect(numbers.count == ids.count)
        #expect(ids.indices.allSatisfy { numbers[ids[$0]] == $0 })
        #expect(numbers["s:Module/File0.swift:Type5000.member"] == nil)
    }
}
