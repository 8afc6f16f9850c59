import Foundation
import SwiftOperators
import SwiftParser
import SwiftSyntax
import Testing

@testable import Analyzer

/// The monolith's own operators and precedence groups, read from its files and folded by.
struct OperatorDeclarationsTests {
    @Test func aFileDeclaresItsTopLevelOperatorsAndGroupsOnOneLineEach() {
        let source = """
            // An operator of our own.
            precedencegroup Piping {
                associativity: left  // as `|>` reads
                higherThan: AssignmentPrecedence
            }
            infix operator |>: Piping
            prefix operator √
            struct Operator { let name = "operator" }
            """

        #expect(
            OperatorDeclarations.declared(in: Data(source.utf8)) == [
                "precedencegroup Piping { associativity : left higherThan : AssignmentPrecedence }",
                "infix operator |> : Piping", "prefix operator √",
            ])
        #expect(OperatorDeclarations.declared(in: Data("let x = a + b".utf8)).isEmpty)
        #expect(
            OperatorDeclarations.declared(in: Data("let x = 1\nprecedencegroup G {}".utf8)) == ["precedencegroup G { }"]
        )
        #expect(OperatorDeclarations.declared(in: Data("let x = 1 // operato".utf8)).isEmpty)
    }

    /// Only a file that may declare an operator or a group is parsed again for them: mentioning
    /// one, or a word that holds the keyword, is no sign.
    @Test func onlyWhatMayDeclareAnOperatorOrAGroupIsParsedForThem() {
        let declaring = [
            "infix operator |>: Piping", "prefix\n  operator √", "postfix operator ++", "precedencegroup Piping {}",
            "let x = 1 /* infix operator */",
        ]
        for source in declaring { #expect(OperatorDeclarations.mayDeclare(Data(source.utf8)), "\(source)") }
        let mentioning = [
            "let operatorName = \"+\"  // the operator", "struct Operator {}", "case .binaryOperator(let op)",
            "let operator_ = 1", "let x = myprecedencegroup", "let fix = infix; let operators = 2",
        ]
        for source in mentioning { #expect(!OperatorDeclarations.mayDeclare(Data(source.utf8)), "\(source)") }
    }

    /// `a <> b * c`, folded by the table, with its grouping in brackets.
    private func folded(_ expression: String, declaring declarations: [String]) -> String {
        let tree = Parser.parse(source: expression)
        let folded = OperatorDeclarations.table(adding: declarations).foldAll(tree) { _ in }
        return Self.bracketed(folded.as(SourceFileSyntax.self)!.statements.first!.item)
    }

    private static func bracketed(_ node: some SyntaxProtocol) -> String {
        guard let operation = node.as(InfixOperatorExprSyntax.self) else { return node.trimmedDescription }
        return "(" + bracketed(operation.leftOperand) + " " + operation.operator.trimmedDescription + " "
            + bracketed(operation.rightOperand) + ")"
    }

    @Test func groupsFoldByTheirRelationsEitherWayRound() {
        let lower = ["precedencegroup Pairing { lowerThan : MultiplicationPrecedence }", "infix operator <> : Pairing"]
        let higher = [
            "precedencegroup Pairing { higherThan : MultiplicationPrecedence }", "infix operator <> : Pairing",
        ]

        #expect(folded("a <> b * c", declaring: lower) == "(a <> (b * c))")
        #expect(folded("a * b <> c", declaring: lower) == "((a * b) <> c)")
        #expect(folded("a <> b * c", declaring: higher) == "((a <> b) * c)")
        #expect(folded("a + b * c", declaring: []) == "(a + (b * c))")
        // An operator no file declares folds left to right with its neighbours.
        #expect(folded("a ~~ b * c", declaring: []) == "((a ~~ b) * c)")
    }

    /// The standard library's declarations stay; the monolith's of the same name are left out.
    @Test func aStandardOperatorKeepsItsGroup() {
        #expect(folded("a + b * c", declaring: ["infix operator + : MultiplicationPrecedence"]) == "(a + (b * c))")
    }
}
