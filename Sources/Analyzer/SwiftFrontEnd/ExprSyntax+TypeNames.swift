import SwiftSyntax

/// The types expressions name or have by themselves, as far as syntax tells.
extension ExprSyntax {
    /// The type Swift gives a scalar literal by default.
    var literalTypeName: String? {
        if self.is(StringLiteralExprSyntax.self) { return "String" }
        if self.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if self.is(FloatLiteralExprSyntax.self) { return "Double" }
        if self.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        return nil
    }

    /// `Range` for `a..<b`, `ClosedRange` for `a...b`.
    var rangeTypeName: String? {
        switch self.as(InfixOperatorExprSyntax.self)?.operatorText {
        case "..<": "Range"
        case "...": "ClosedRange"
        default: nil
        }
    }

    /// `a...b`, `a..<b`, `a...`, `..<b`, `...`.
    var isRange: Bool {
        if let reference = self.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == "..." }
        if let postfix = self.as(PostfixOperatorExprSyntax.self) { return postfix.operator.text == "..." }
        if let prefix = self.as(PrefixOperatorExprSyntax.self) { return ["...", "..<"].contains(prefix.operator.text) }
        if let tuple = self.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return only.expression.isRange
        }
        return rangeTypeName != nil
    }

    /// The written type path of an expression that names a type: `Foo`, `Foo.Bar`, `Foo<T>`
    /// (capitalised names, as Swift code conventionally writes types).
    var typePath: [String]? {
        // Walked from the last member down, each name checked as it is met: a member chain
        // thousands of steps long is no type path, and is said so at its first lower-case step.
        var members: [String] = []
        var expression = ExprSyntax(self)
        while true {
            if let specialization = expression.as(GenericSpecializationExprSyntax.self) {
                expression = specialization.expression
            } else if let member = expression.as(MemberAccessExprSyntax.self) {
                let name = member.declName.baseName.text
                guard name.looksLikeTypeName, members.count < TypeSyntax.longestNamePath, let base = member.base else {
                    return nil
                }
                members.append(name)
                expression = base
            } else if let reference = expression.as(DeclReferenceExprSyntax.self) {
                let name = reference.baseName.text
                guard name.looksLikeTypeName, reference.baseName.tokenKind != .keyword(.Self) else { return nil }
                return [name] + members.reversed()
            } else if let type = expression.as(TypeExprSyntax.self), let path = type.type.namePath {
                return path + members.reversed()
            } else {
                return nil
            }
        }
    }
}

extension InfixOperatorExprSyntax {
    /// `+` for `a + b`; nil for an assignment, a cast or an arrow.
    var operatorText: String? { self.operator.as(BinaryOperatorExprSyntax.self)?.operator.text }
}
