import SwiftParser
import SwiftSyntax

/// A `Package.swift` as syntax, never run: its calls such as `.target(name: "App", …)` and
/// `.package(path: "…")`, and the literal values of their arguments. The reader of a monolith's
/// targets and the editor of a split's manifest both read it through this one model.
public struct ManifestSyntax {
    public let text: String
    public let tree: SourceFileSyntax

    public init(text: String) {
        self.text = text
        tree = Parser.parse(source: text)
    }

    /// The kinds of target whose sources are a module of the app.
    public static let sourceTargetKinds: Set<String> = ["target", "executableTarget"]

    /// The calls `.kind(…)` (no type before the dot) of the kinds given, in source order.
    public func calls(_ kinds: Set<String>) -> [FunctionCallExprSyntax] {
        tree.descendants(FunctionCallExprSyntax.self).filter { $0.memberName.map(kinds.contains) ?? false }
    }

    /// The targets of the kinds given (`target`, `testTarget`…) that are named, in source order.
    public func targetCalls(_ kinds: Set<String>) -> [FunctionCallExprSyntax] {
        calls(kinds).filter { $0.argument("name") != nil }
    }

    /// The value of every argument so labelled, wherever it is: `products: […]`, `swiftLanguageModes: […]`.
    public func arguments(labelled label: String) -> [ExprSyntax] {
        tree.descendants(LabeledExprSyntax.self).filter { $0.label?.text == label }.map(\.expression)
    }

    /// The folders of the local packages it depends on (`.package(path: "../swift-asn1")`), as written.
    public var localPackagePaths: [String] {
        calls(["package"]).compactMap { $0.stringArgument("path") }
    }

    /// A resource rule of a target's `resources:`, `.process("Assets")` or `.copy("data.json")`:
    /// the path it names and the call as written.
    public static func resources(of target: FunctionCallExprSyntax) -> [(path: String, rule: FunctionCallExprSyntax)] {
        guard let array = target.arrayArgument("resources") else { return [] }
        return array.elements.compactMap { element in
            guard let rule = element.expression.as(FunctionCallExprSyntax.self),
                let path = rule.arguments.first?.expression.representedString
            else { return nil }
            return (path, rule)
        }
    }

    /// `"Core"`, `.target(name: "Core")`, `.byName(name: "Core")`, `.product(name: "Logging", …)` → the module's name.
    public static func dependencyName(_ expression: ExprSyntax) -> String? {
        expression.representedString ?? expression.as(FunctionCallExprSyntax.self)?.stringArgument("name")
    }
}

extension FunctionCallExprSyntax {
    /// `target` for `.target(…)`: the member a call names with no type before the dot.
    public var memberName: String? {
        guard let member = calledExpression.as(MemberAccessExprSyntax.self), member.base == nil else { return nil }
        return member.declName.baseName.text
    }

    /// The value of the argument with this label.
    public func argument(_ label: String) -> ExprSyntax? {
        arguments.first { $0.label?.text == label }?.expression
    }

    /// The argument with this label, when it is an array literal: `dependencies: ["Core"]`.
    public func arrayArgument(_ label: String) -> ArrayExprSyntax? {
        argument(label)?.as(ArrayExprSyntax.self)
    }

    /// The argument with this label, when it is a string literal: `name: "App"` → `App`.
    public func stringArgument(_ label: String) -> String? {
        argument(label)?.representedString
    }

    /// The string literals of the array the argument with this label is (`exclude: ["a", "b"]`),
    /// none when it is another expression; nil when there is no such argument.
    public func stringArrayArgument(_ label: String) -> [String]? {
        argument(label).map {
            $0.as(ArrayExprSyntax.self)?.elements.compactMap { $0.expression.representedString } ?? []
        }
    }
}

extension ExprSyntax {
    /// The text a string literal without interpolation stands for, escapes resolved.
    public var representedString: String? {
        self.as(StringLiteralExprSyntax.self)?.representedLiteralValue
    }
}
