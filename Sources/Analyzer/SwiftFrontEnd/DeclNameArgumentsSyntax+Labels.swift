import SwiftSyntax

extension DeclNameArgumentsSyntax {
    var labels: [String] { arguments.map { $0.name.text } }
}
