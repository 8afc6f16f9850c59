import Foundation
import Testing

@testable import Analyzer

struct ContentHashTests {
    /// The cache keys every file by this hash: it must stay FNV-1a, 64 bit, as hex.
    @Test func aFileIsHashedWithFNV1a() {
        #expect(ContentHash.of(Data("hello".utf8)) == "a430d84680aabd0b")
        #expect(ContentHash.of(Data()) == "cbf29ce484222325")
    }

    /// The resolver's shape hashes its tables entry by entry, in a dictionary's order: the groups'
    /// order is no change, the parts' order within a group and where a group ends are.
    @Test func groupsHashAlikeInAnyOrderButNotRegrouped() {
        let shape = [["Book", "Codable", "Hashable"], ["Shelf", "Sequence"]]

        #expect(ContentHash.combiningUnordered(shape) == ContentHash.combiningUnordered(shape.reversed()))
        #expect(
            ContentHash.combiningUnordered(shape)
                != ContentHash.combiningUnordered([["Book", "Hashable", "Codable"], ["Shelf", "Sequence"]]))
        #expect(
            ContentHash.combiningUnordered(shape)
                != ContentHash.combiningUnordered([["Book", "Codable"], ["Hashable"], ["Shelf", "Sequence"]]))
        #expect(ContentHash.combiningUnordered([["ab"]]) != ContentHash.combiningUnordered([["a", "b"]]))
        #expect(ContentHash.combiningUnordered([["a"], ["a"]]) != ContentHash.combiningUnordered([[String]]()))
    }
}
