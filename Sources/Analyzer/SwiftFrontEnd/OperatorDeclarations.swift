import Foundation
import SwiftOperators
import SwiftParser
import SwiftSyntax

/// The operators and precedence groups a monolith declares, so that every file's operator
/// sequences fold as the compiler folds them, whichever file declares the operator: with
/// `infix operator <>: Pairing` declared in one file, `a <> b * c` in another is `a <> (b * c)`
/// when `Pairing` is lower than `MultiplicationPrecedence`.
enum OperatorDeclarations {
    /// The file's top-level `operator` and `precedencegroup` declarations, each as one line of its
    /// tokens (comments and layout dropped, so that they alone do not change the monolith's table).
    /// Only a file that may declare one (`mayDeclare`) is parsed for them.
    static func declared(in source: Data) -> [String] {
        guard mayDeclare(source) else { return [] }
        let tree = source.withUnsafeBytes { Parser.parse(source: $0.bindMemory(to: UInt8.self)) }
        return tree.statements.compactMap { statement in
            guard statement.item.is(OperatorDeclSyntax.self) || statement.item.is(PrecedenceGroupDeclSyntax.self)
            else { return nil }
            return statement.item.tokens(viewMode: .sourceAccurate).map(\.text).joined(separator: " ")
        }
    }

    /// The standard library's operators and groups with these declarations added; a declaration
    /// of a name already there is left out, as folding leaves the compiler's errors to it.
    static func table(adding declarations: [String]) -> OperatorTable {
        guard !declarations.isEmpty else { return .standardOperators }
        let source = Parser.parse(
            source: OperatorTable.standardOperators.description + "\n" + declarations.joined(separator: "\n"))
        let operators = source.statements.compactMap { $0.item.as(OperatorDeclSyntax.self).map(Self.operator) }
        let groups = source.statements.compactMap { $0.item.as(PrecedenceGroupDeclSyntax.self).map(Self.group) }
        return OperatorTable(precedenceGroups: higherThanOnly(groups), operators: operators, errorHandler: { _ in })
    }

    private static func `operator`(_ declaration: OperatorDeclSyntax) -> Operator {
        Operator(
            kind: OperatorKind(rawValue: declaration.fixitySpecifier.text) ?? .infix, name: declaration.name.text,
            precedenceGroup: declaration.operatorPrecedenceAndTypes?.precedenceGroup.text)
    }

    private static func group(_ declaration: PrecedenceGroupDeclSyntax) -> PrecedenceGroup {
        var group = PrecedenceGroup(name: declaration.name.text)
        for attribute in declaration.groupAttributes {
            switch attribute {
            case .precedenceGroupRelation(let relation):
                let isLower = relation.higherThanOrLowerThanLabel.tokenKind == .keyword(.lowerThan)
                group.relations += relation.precedenceGroups.map {
                    isLower ? .lowerThan($0.name.text) : .higherThan($0.name.text)
                }
            case .precedenceGroupAssignment(let assignment):
                group.assignment = assignment.value.tokenKind == .keyword(.true)
            case .precedenceGroupAssociativity(let associativity):
                group.associativity = Associativity(rawValue: associativity.value.text) ?? .none
            @unknown default: break
            }
        }
        return group
    }

    /// The groups with each `A lowerThan B` given to `B` as `B higherThan A`. SwiftOperators
    /// (6.3) reads a `lowerThan` relation backwards: with `<>` lower than `*`, it folds
    /// `a <> b * c` as `(a <> b) * c`.
    private static func higherThanOnly(_ groups: [PrecedenceGroup]) -> [PrecedenceGroup] {
        var raised: [PrecedenceGroupName: [PrecedenceRelation]] = [:]
        for group in groups {
            for relation in group.relations where relation.kind == .lowerThan {
                raised[relation.groupName, default: []].append(.higherThan(group.name))
            }
        }
        return groups.map { group in
            var group = group
            group.relations = group.relations.filter { $0.kind == .higherThan } + (raised[group.name] ?? [])
            return group
        }
    }

    private static let group = Array("precedencegroup".utf8)
    private static let `operator` = Array("operator".utf8)
    private static let fixities = ["prefix", "postfix", "infix"].map { Array($0.utf8) }
    private static let whiteSpace = Set(" \t\r\n".utf8)

    /// Whether the text may declare an operator or a precedence group, in one pass over the bytes:
    /// the word `precedencegroup`, or the word `operator` after `prefix`, `postfix` or `infix` (and
    /// white space). Only such a file is parsed for them: sourcekit-lsp's files that merely mention
    /// an operator were parsed twice, 8% of the instructions of its cold index.
    static func mayDeclare(_ source: Data) -> Bool {
        source.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            var index = 0
            while index < bytes.count {
                guard SwiftInterfaceReader.isIdentifierByte(bytes[index]) else {
                    index += 1
                    continue
                }
                let start = index
                while index < bytes.count, SwiftInterfaceReader.isIdentifierByte(bytes[index]) { index += 1 }
                let word = UnsafeBufferPointer(rebasing: bytes[start..<index])
                if word.elementsEqual(group) { return true }
                if word.elementsEqual(Self.operator), followsFixity(bytes, before: start) { return true }
            }
            return false
        }
    }

    /// Whether the word that ends before `end`, past white space, is a fixity.
    private static func followsFixity(_ bytes: UnsafeBufferPointer<UInt8>, before end: Int) -> Bool {
        var wordEnd = end
        while wordEnd > 0, whiteSpace.contains(bytes[wordEnd - 1]) { wordEnd -= 1 }
        var wordStart = wordEnd
        while wordStart > 0, SwiftInterfaceReader.isIdentifierByte(bytes[wordStart - 1]) { wordStart -= 1 }
        let word = UnsafeBufferPointer(rebasing: bytes[wordStart..<wordEnd])
        return fixities.contains { word.elementsEqual($0) }
    }
}
