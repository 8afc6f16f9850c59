import SwiftSyntax

extension SyntaxProtocol {
    /// `trimmedDescription`, read from the node's bytes: SwiftSyntax builds a trimmed copy of the
    /// tree for it (key paths, new nodes): a tenth of a cold index's instructions. As there,
    /// the trivia cut is that of the first and last tokens missing ones included (a missing `)`
    /// keeps the comment before it).
    var trimmedText: String {
        let bytes = syntaxTextBytes
        let start = firstToken(viewMode: .all)?.leadingTriviaLength.utf8Length ?? 0
        let end = max(start, bytes.count - (lastToken(viewMode: .all)?.trailingTriviaLength.utf8Length ?? 0))
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
