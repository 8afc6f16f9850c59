import SwiftSyntax

/// The first syntax error in a tree: a token the parser expected and did not find, text it could
/// not place, or a character it could not read. Found by descending only into the subtrees that
/// hold an error, so it costs what the path to it costs. (`ParseDiagnosticsGenerator`, which
/// words every error, took 40 s on a file with 5,000 stray `->`.)
struct FirstSyntaxError {
    let position: AbsolutePosition
    let message: String

    /// - Parameter isReported: whether an error at this node counts; one in an `#if` branch the
    ///   compiler does not parse does not.
    init?(in tree: some SyntaxProtocol, isReported: (Syntax) -> Bool = { _ in true }) {
        guard tree.hasError, let node = Self.first(in: Syntax(tree), isReported: isReported) else { return nil }
        if let token = node.as(TokenSyntax.self) {
            let text = token.text.prefix(30)
            if token.presence == .missing {
                position = token.position
                message = text.isEmpty ? "expected a name or an expression" : "expected '\(text)'"
            } else {
                position = token.positionAfterSkippingLeadingTrivia
                message = "cannot read '\(text)'"
            }
        } else {
            position = node.positionAfterSkippingLeadingTrivia
            message = "unexpected '\(node.trimmedText.prefix(30))'"
        }
    }

    private static func first(in node: Syntax, isReported: (Syntax) -> Bool) -> Syntax? {
        if node.is(TokenSyntax.self) || node.is(UnexpectedNodesSyntax.self) {
            return isReported(node) ? node : nil
        }
        for child in node.children(viewMode: .all) where child.hasError {
            if let found = first(in: child, isReported: isReported) { return found }
        }
        return nil
    }
}
