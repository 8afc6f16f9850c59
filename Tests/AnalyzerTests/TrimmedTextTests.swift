import SwiftParser
import SwiftSyntax
import Testing

@testable import Analyzer

struct TrimmedTextTests {
    /// Every node's text without its outer trivia is SwiftSyntax's `trimmedDescription`, whatever
    /// trivia, comments, missing tokens or unexpected text it holds.
    @Test func aNodesTrimmedTextIsItsTrimmedDescription() {
        let source = """
            /// A doc comment.
            @MainActor  // trailing
            final class Shelf<Book: Codable & Sendable>: NSObject where Book: Hashable {
                var books: [Book] /* inline */ = []
                func add(_ book: Book, at index: Int = 0) -> Result<Void, any Error> { .success(()) }  // done
                let broken = foo(  /* never closed */
            }
            extension Array where Element == Int? { }
            #if os(iOS)
            let x = 1 +
            #endif
            """
        let tree = Parser.parse(source: source)
        let nodes = tree.descendants(Syntax.self)
        #expect(nodes.count > 100)
        for node in nodes {
            #expect(node.trimmedText == node.trimmedDescription, "\(node.kind)")
        }
    }
}
