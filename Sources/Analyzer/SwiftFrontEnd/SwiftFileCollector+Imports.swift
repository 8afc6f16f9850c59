import SwiftSyntax

/// Imports, and the `#if` conditions code is compiled under.
extension SwiftFileCollector {
    func enter(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let module = node.path.first?.name.text else { return .skipChildren }
        let attributes = node.attributes.names + node.modifiers.map { $0.name.text }
        facts.imports.append(
            Import(module: module, location: location(of: node), attributes: attributes, conditions: conditions))
        return .skipChildren
    }

    /// `ALPHA || DEBUG` → ALPHA, DEBUG; what a call tests (`os(iOS)`, `swift(>=5.9)`) is no condition.
    /// One walk that does not enter calls: asking each name for the calls above it took the square
    /// of a member chain's length (`#if A.b.b.b…`, found by `cleave-fuzz`: 117 s on 80 KB).
    private static func conditionNames(in condition: ExprSyntax) -> [String] {
        var names: [String] = []
        var pending = [Syntax(condition)]
        while let node = pending.popLast() {
            if node.is(FunctionCallExprSyntax.self) { continue }
            if let name = node.as(DeclReferenceExprSyntax.self) { names.append(name.baseName.text) }
            pending += node.children(viewMode: .sourceAccurate).reversed()
        }
        return names
    }

    func enter(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        var previous: [String] = []
        for clause in node.clauses {
            if let condition = clause.condition { testedConditions.formUnion(Self.conditionNames(in: condition)) }
            let condition = clause.condition?.trimmedText
            let negatedPrevious = previous.map { "!(\($0))" }
            conditions.append((negatedPrevious + [condition].compactMap { $0 }).joined(separator: " && "))
            if let elements = clause.elements { walk(elements) }
            conditions.removeLast()
            if let condition { previous.append(condition) }
        }
        return .skipChildren
    }
}
