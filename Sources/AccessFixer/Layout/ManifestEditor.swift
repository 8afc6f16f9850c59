import Analyzer
import SwiftParser
import SwiftSyntax

/// The package manifest of a split SwiftPM monolith, edited in place: a target per new module
/// before the app's (its dependencies, `Sources/<Module>`, the resources it takes, the app
/// target's settings), a static library product each, the app target's resources and
/// dependencies updated, and the test targets given the new modules. Everything else stays as written.
public struct ManifestEditor {
    let text: String
    let tree: SourceFileSyntax

    public init(text: String) {
        self.text = text
        tree = Parser.parse(source: text)
    }

    /// A `.process("…")` or `.copy("…")` of the app target, as written.
    struct ResourceRule: Hashable {
        let path: String
        let source: String
    }

    struct NewTarget {
        let name: String
        let dependencies: [String]
        let resources: [ResourceRule]
        /// Entries of the app target's dependencies it needs, as written (`.product(name: "Logging", package: "swift-log")`).
        var otherDependencies: [String] = []
    }

    /// The app target's dependencies, as written, by the module each one provides.
    func dependencies(ofTarget name: String) -> [String: String] {
        guard let target = appTarget(named: name), let array = argument("dependencies", of: target)?.as(ArrayExprSyntax.self) else { return [:] }
        var byModule: [String: String] = [:]
        for element in array.elements {
            let expression = element.expression
            let provided = expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
                ?? expression.as(FunctionCallExprSyntax.self).flatMap { argument("name", of: $0)?.as(StringLiteralExprSyntax.self)?.representedLiteralValue }
            if let provided { byModule[provided] = expression.trimmedDescription }
        }
        return byModule
    }

    public func appTarget(named name: String) -> FunctionCallExprSyntax? {
        tree.descendants(FunctionCallExprSyntax.self).first { call in
            call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "target"
                && argument("name", of: call)?.as(StringLiteralExprSyntax.self)?.representedLiteralValue == name
        }
    }

    /// A test target of the app, as written.
    struct TestTarget {
        let name: String
        /// Its folder, relative to the package.
        let path: String
        let hasResources: Bool
    }

    func testTargets(dependingOn app: String) -> [TestTarget] {
        testTargetCalls.compactMap { call in
            guard let dependencies = argument("dependencies", of: call), dependencies.trimmedDescription.contains("\"\(app)\""),
                let name = argument("name", of: call)?.as(StringLiteralExprSyntax.self)?.representedLiteralValue
            else { return nil }
            let path = argument("path", of: call)?.as(StringLiteralExprSyntax.self)?.representedLiteralValue ?? "Tests/\(name)"
            return TestTarget(name: name, path: path, hasResources: argument("resources", of: call) != nil)
        }
    }

    private var testTargetCalls: [FunctionCallExprSyntax] {
        tree.descendants(FunctionCallExprSyntax.self).filter { $0.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "testTarget" }
    }

    func resourceRules(ofTarget name: String) -> [ResourceRule] {
        guard let target = appTarget(named: name), let array = argument("resources", of: target)?.as(ArrayExprSyntax.self) else { return [] }
        return array.elements.compactMap { element in
            guard let call = element.expression.as(FunctionCallExprSyntax.self),
                let path = call.arguments.first?.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
            else { return nil }
            return ResourceRule(path: path, source: call.trimmedDescription)
        }
    }

    /// The manifest with the new modules, and the new test targets beside the app's.
    func edited(
        app: String, keptResources: [ResourceRule], appDependencies: [String], modules: [NewTarget],
        testTargets: [NewTarget] = [], besideTestTarget: String? = nil
    ) -> String? {
        guard let target = appTarget(named: app) else { return nil }
        var edits: [SourceEdit] = []
        let indentation = String(target.leadingTrivia.description.split(separator: "\n", omittingEmptySubsequences: false).last ?? "")
        let settings = argument("swiftSettings", of: target).map { ", swiftSettings: " + $0.trimmedDescription } ?? ""
        let newTargets = modules.map { module -> String in
            var arguments = ["name: \"\(module.name)\""]
            let dependencies = module.dependencies.map { "\"\($0)\"" } + module.otherDependencies
            if !dependencies.isEmpty { arguments.append("dependencies: [\(dependencies.joined(separator: ", "))]") }
            arguments.append("path: \"Sources/\(module.name)\"")
            if !module.resources.isEmpty { arguments.append("resources: [\(module.resources.map(\.source).joined(separator: ", "))]") }
            return ".target(" + arguments.joined(separator: ", ") + settings + "),\n" + indentation
        }
        edits.append(.insertion(in: "Package.swift", at: target.positionAfterSkippingLeadingTrivia.utf8Offset, newTargets.joined()))
        if let resources = target.arguments.first(where: { $0.label?.text == "resources" }) {
            let replacement = keptResources.isEmpty ? "resources: []" : "resources: [" + keptResources.map(\.source).joined(separator: ", ") + "]"
            edits.append(SourceEdit(
                file: "Package.swift", start: resources.positionAfterSkippingLeadingTrivia.utf8Offset,
                end: resources.expression.endPositionBeforeTrailingTrivia.utf8Offset, replacement: replacement))
        }
        if !appDependencies.isEmpty {
            edits += addingDependencies(appDependencies.map { "\"\($0)\"" }, to: target)
        }
        for test in testTargetCalls {
            guard let dependencies = argument("dependencies", of: test), dependencies.trimmedDescription.contains("\"\(app)\"") else { continue }
            edits += addingDependencies(modules.map { "\"\($0.name)\"" }, to: test)
            guard argument("name", of: test)?.as(StringLiteralExprSyntax.self)?.representedLiteralValue == besideTestTarget else { continue }
            let newTests = testTargets.map { target in
                ".testTarget(name: \"\(target.name)\", dependencies: [\(target.dependencies.map { "\"\($0)\"" }.joined(separator: ", "))], "
                    + "path: \"Tests/\(target.name)\"),\n" + indentation
            }
            edits.append(.insertion(in: "Package.swift", at: test.positionAfterSkippingLeadingTrivia.utf8Offset, newTests.joined()))
        }
        if let products = tree.descendants(LabeledExprSyntax.self).first(where: { $0.label?.text == "products" })?.expression.as(ArrayExprSyntax.self),
            let last = products.elements.last
        {
            let libraries = modules.map { ".library(name: \"\($0.name)\", type: .static, targets: [\"\($0.name)\"])" }
            // In the list's own style: a trailing comma after the last entry if it had one.
            let hadTrailingComma = last.trailingComma != nil
            let itemIndentation = String(last.leadingTrivia.description.split(separator: "\n", omittingEmptySubsequences: false).last ?? "")
            let added = libraries.map { "\n" + itemIndentation + $0 }.joined(separator: ",")
            edits.append(.insertion(
                in: "Package.swift", at: last.endPositionBeforeTrailingTrivia.utf8Offset,
                (hadTrailingComma ? "" : ",") + added + (hadTrailingComma ? "," : "")))
        }
        return SourceEdit.apply(edits, to: text)
    }

    private func addingDependencies(_ names: [String], to call: FunctionCallExprSyntax) -> [SourceEdit] {
        if let existing = argument("dependencies", of: call)?.as(ArrayExprSyntax.self) {
            let separator = existing.elements.isEmpty ? "" : ", "
            return [.insertion(in: "Package.swift", at: existing.rightSquare.positionAfterSkippingLeadingTrivia.utf8Offset, separator + names.joined(separator: ", "))]
        }
        guard let name = call.arguments.first(where: { $0.label?.text == "name" }) else { return [] }
        return [.insertion(in: "Package.swift", at: name.endPositionBeforeTrailingTrivia.utf8Offset,
            (name.trailingComma == nil ? ", " : "") + " dependencies: [\(names.joined(separator: ", "))]" + (name.trailingComma == nil ? "" : ","))]
    }

    private func argument(_ label: String, of call: FunctionCallExprSyntax) -> ExprSyntax? {
        call.arguments.first { $0.label?.text == label }?.expression
    }
}
