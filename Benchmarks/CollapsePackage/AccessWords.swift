import Foundation
import SwiftParser
import SwiftSyntax

/// Counts the access words a folder of Swift sources writes: `public`, `open` and `package` as
/// declaration modifiers (`public(set)` included), read from the syntax tree, so that an `open`
/// function name or a `package` label is not one.
final class AccessWords: SyntaxVisitor {
    private(set) var counts: [String: Int] = ["public": 0, "open": 0, "package": 0]

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
        if counts[node.name.text] != nil { counts[node.name.text]! += 1 }
        return .skipChildren
    }

    /// The counts over every `.swift` file under the folders, and how many files there were.
    static func count(in folders: [String]) throws -> (counts: [String: Int], files: Int) {
        let visitor = AccessWords()
        var files = 0
        for folder in folders {
            for file in FileTree.files(under: URL(fileURLWithPath: folder)) where file.hasSuffix(".swift") {
                let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
                visitor.walk(Parser.parse(source: text))
                files += 1
            }
        }
        return (visitor.counts, files)
    }
}
