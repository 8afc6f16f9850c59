import SwiftParser
import SwiftSyntax

/// Reads the targets of a `Package.swift` as syntax; a stranger's manifest is never executed.
/// Understands the literal forms manifests use: `.target(name: "App", path: "Sources/App",
/// exclude: […], sources: […], resources: [.process("…")], swiftSettings: [.define("X")])`.
struct PackageManifestReader {
    struct Target: Equatable {
        var name: String
        var kind: String
        var path: String?
        var exclude: [String]
        var sources: [String]?
        var resources: [String]
        var defines: [String]
    }

    static let sourceTargetKinds: Set<String> = ["target", "executableTarget"]

    func targets(inManifest source: String) -> [Target] {
        let tree = Parser.parse(source: source)
        return tree.descendants(FunctionCallExprSyntax.self).compactMap(target(from:))
    }

    private func target(from call: FunctionCallExprSyntax) -> Target? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
            Self.sourceTargetKinds.contains(member.declName.baseName.text) || member.declName.baseName.text == "testTarget",
            let name = argument("name", of: call)?.stringLiteral
        else { return nil }
        let resources = argument("resources", of: call).map(resourcePaths) ?? []
        let defines = argument("swiftSettings", of: call).map(defineNames) ?? []
        return Target(
            name: name, kind: member.declName.baseName.text, path: argument("path", of: call)?.stringLiteral,
            exclude: argument("exclude", of: call).map(stringLiterals) ?? [],
            sources: argument("sources", of: call).map(stringLiterals), resources: resources, defines: defines)
    }

    private func argument(_ label: String, of call: FunctionCallExprSyntax) -> ExprSyntax? {
        call.arguments.first { $0.label?.text == label }?.expression
    }

    private func stringLiterals(_ expression: ExprSyntax) -> [String] {
        expression.as(ArrayExprSyntax.self)?.elements.compactMap { $0.expression.stringLiteral } ?? []
    }

    /// `.process("Resources")`, `.copy("data.json")`.
    private func resourcePaths(_ expression: ExprSyntax) -> [String] {
        expression.as(ArrayExprSyntax.self)?.elements.compactMap { element in
            element.expression.as(FunctionCallExprSyntax.self)?.arguments.first?.expression.stringLiteral
        } ?? []
    }

    /// `.define("X")`, `.define("X", .when(…))`.
    private func defineNames(_ expression: ExprSyntax) -> [String] {
        expression.as(ArrayExprSyntax.self)?.elements.compactMap { element in
            guard let call = element.expression.as(FunctionCallExprSyntax.self),
                call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "define"
            else { return nil }
            return call.arguments.first?.expression.stringLiteral
        } ?? []
    }
}

extension SyntaxProtocol {
    /// Every descendant of one node type, in source order.
    public func descendants<Node: SyntaxProtocol>(_ type: Node.Type) -> [Node] {
        let finder = DescendantFinder<Node>(viewMode: .sourceAccurate)
        finder.walk(self)
        return finder.found
    }
}

private final class DescendantFinder<Node: SyntaxProtocol>: SyntaxAnyVisitor {
    var found: [Node] = []

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        if let match = node.as(Node.self) { found.append(match) }
        return .visitChildren
    }
}
