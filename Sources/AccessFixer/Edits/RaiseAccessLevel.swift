import Analyzer
import SwiftSyntax

/// `var title` → `public var title`, `internal class Base` → `open class Base`,
/// `private(set) var count` → `public private(set) var count`: the modifier goes after the
/// attributes and doc comment, before any other modifier; an `internal` one is replaced.
enum RaiseAccessLevel {
    static func edit(
        _ level: AccessRequirements.Level, at location: Analyzer.SourceLocation, in file: DeclarationSyntaxIndex
    ) -> SourceEdit? {
        guard let node = file.declaration(at: location), let modified = node.asProtocol(WithModifiersSyntax.self) else {
            return nil
        }
        let keyword = level.rawValue
        if let written = modified.modifiers.first(where: {
            ["internal", "public", "open", "package"].contains($0.name.text) && $0.detail == nil
        }) {
            guard written.name.text != keyword else { return nil }
            return SourceEdit(
                file: file.path, start: written.name.positionAfterSkippingLeadingTrivia.utf8Offset,
                end: written.name.endPositionBeforeTrailingTrivia.utf8Offset, replacement: keyword)
        }
        guard let anchor = modifierAnchor(of: node) else { return nil }
        return .insertion(in: file.path, at: anchor.positionAfterSkippingLeadingTrivia.utf8Offset, keyword + " ")
    }

    /// Where a modifier goes: before the first one written, else after the attributes.
    static func modifierAnchor(of node: DeclSyntax) -> TokenSyntax? {
        node.asProtocol(WithModifiersSyntax.self)?.modifiers.first?.firstToken(viewMode: .sourceAccurate)
            ?? firstTokenAfterAttributes(of: node)
    }

    private static func firstTokenAfterAttributes(of node: DeclSyntax) -> TokenSyntax? {
        if let attributed = node.asProtocol(WithAttributesSyntax.self),
            let last = attributed.attributes.lastToken(viewMode: .sourceAccurate)
        {
            return last.nextToken(viewMode: .sourceAccurate)
        }
        return node.firstToken(viewMode: .sourceAccurate)
    }
}

/// `func checksum()` → `@usableFromInline func checksum()`: after the attributes written, before
/// the modifiers.
enum MarkUsableFromInline {
    static func edit(at location: Analyzer.SourceLocation, in file: DeclarationSyntaxIndex) -> SourceEdit? {
        guard let node = file.declaration(at: location), let anchor = RaiseAccessLevel.modifierAnchor(of: node) else {
            return nil
        }
        return .insertion(in: file.path, at: anchor.positionAfterSkippingLeadingTrivia.utf8Offset, "@usableFromInline ")
    }
}

/// `import Models` for each module a file now uses, after its last import (or before its first
/// declaration), one line each, sorted; modules it imports already are left alone.
enum AddImports {
    /// `@testable import App` → `@testable import A` and `@testable import B`, attributes kept:
    /// each import of `module`, those inside `#if` blocks too.
    static func replacing(_ module: String, with modules: [String], in file: DeclarationSyntaxIndex) -> [SourceEdit] {
        file.tree.descendants(ImportDeclSyntax.self).filter { $0.path.trimmedDescription == module }.map {
            declaration in
            let attributes = declaration.attributes.trimmedDescription
            let indentation = String(
                declaration.leadingTrivia.description.split(separator: "\n", omittingEmptySubsequences: false).last
                    ?? "")
            let lines = modules.map { (attributes.isEmpty ? "" : attributes + " ") + "import " + $0 }
            return SourceEdit(
                file: file.path, start: declaration.positionAfterSkippingLeadingTrivia.utf8Offset,
                end: declaration.endPositionBeforeTrailingTrivia.utf8Offset,
                replacement: lines.joined(separator: "\n" + indentation))
        }
    }

    static func edit(adding modules: [String], in file: DeclarationSyntaxIndex, testable: Bool = false) -> SourceEdit? {
        let existing = Set(
            file.tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self) }.map { $0.path.trimmedDescription })
        let missing = modules.filter { !existing.contains($0) }.sorted()
        guard !missing.isEmpty else { return nil }
        let lines = missing.map { (testable ? "@testable import " : "import ") + $0 }
        if let last = file.tree.statements.last(where: { $0.item.is(ImportDeclSyntax.self) }) {
            return .insertion(
                in: file.path, at: last.endPositionBeforeTrailingTrivia.utf8Offset, lines.map { "\n" + $0 }.joined())
        }
        guard let first = file.tree.firstToken(viewMode: .sourceAccurate) else {
            return .insertion(in: file.path, at: file.text.utf8.count, lines.joined(separator: "\n") + "\n")
        }
        return .insertion(
            in: file.path, at: first.positionAfterSkippingLeadingTrivia.utf8Offset,
            lines.joined(separator: "\n") + "\n\n")
    }
}

/// A struct built with its memberwise initializer from another module gets the same initializer,
/// written out and public: same labels, order and default values.
enum SynthesizePublicInit {
    /// Nil, with the reason, when a stored property's type is not written and cannot be read
    /// from its default value.
    /// - Parameter namedByCalls: the properties some call passes by their label.
    static func edit(
        for structure: Declaration, in file: DeclarationSyntaxIndex, keyword: String = "public",
        namedByCalls: Set<String> = []
    ) -> Result<SourceEdit, InitProblem> {
        guard let node = file.declaration(at: structure.location)?.as(StructDeclSyntax.self) else {
            return .failure(InitProblem(type: structure.name, reason: "its declaration was not found in \(file.path)"))
        }
        // A `let` with a value, or a private property with one (`@State private var text = ""`),
        // is no parameter: callers elsewhere could not set it. Nor is one that has a value with
        // no type to write (`var gesture = DragGesture().onChanged { … }`) or that its wrapper
        // sets (`@Environment(\.dismiss) var dismiss`), where no call passes it.
        let settable = (structure.storedProperties ?? []).filter { property in
            (property.defaultValue == nil || (!property.isLet && property.access >= .internal))
                && (namedByCalls.contains(property.name) || !Self.hasValueWithoutCaller(property, in: node))
        }
        var parameters: [String] = []
        var assignments: [String] = []
        for property in settable {
            guard let type = property.typeName ?? property.defaultValue.flatMap(literalType(of:)) else {
                return .failure(
                    InitProblem(type: structure.name, reason: "the type of `\(property.name)` is not written"))
            }
            // (`@Binding var isOn: Bool` is set from a `Binding<Bool>`, its wrapper having no `init(wrappedValue:)`.)
            let binding = wrapperNames(of: property, in: node).contains("Binding")
            parameters.append(
                "\(property.name): \(binding ? "Binding<\(type)>" : type)"
                    + (property.defaultValue.map { " = \($0)" } ?? ""))
            assignments.append("self.\(binding ? "_" : "")\(property.name) = \(property.name)")
        }
        let indentation = String(
            node.structKeyword.leadingTrivia.description.split(separator: "\n", omittingEmptySubsequences: false).last
                ?? ""
        )
        .filter { $0 == " " || $0 == "\t" }
        let inner = indentation + "    "
        var text = "\n\(inner)\(keyword) init(\(parameters.joined(separator: ", "))) {"
        for assignment in assignments { text += "\n\(inner)    \(assignment)" }
        text += "\n\(inner)}\n"
        // On the lines before the closing brace, after a blank line; nothing is removed.
        let closing = node.memberBlock.rightBrace
        let trivia = closing.leadingTrivia.description
        guard trivia.contains("\n"), trivia.hasSuffix(indentation) else {
            return .success(
                .insertion(in: file.path, at: closing.positionAfterSkippingLeadingTrivia.utf8Offset, text + indentation)
            )
        }
        return .success(
            .insertion(
                in: file.path, at: closing.positionAfterSkippingLeadingTrivia.utf8Offset - indentation.utf8.count, text)
        )
    }

    private static func hasValueWithoutCaller(_ property: StoredProperty, in node: StructDeclSyntax) -> Bool {
        if let value = property.defaultValue { return property.typeName == nil && literalType(of: value) == nil }
        return attributes(of: property, in: node).contains { attribute in
            let name = attribute.attributeName.trimmedDescription
            return (attribute.arguments != nil && !["available", "objc", "backDeployed", "_spi"].contains(name))
                || defaultInitializedWrappers.contains(name)
        }
    }

    private static func wrapperNames(of property: StoredProperty, in node: StructDeclSyntax) -> [String] {
        attributes(of: property, in: node).map { $0.attributeName.trimmedDescription }
    }

    private static func attributes(of property: StoredProperty, in node: StructDeclSyntax) -> [AttributeSyntax] {
        let declaration = node.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }.first {
            variable in
            variable.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == property.name }
        }
        return declaration?.attributes.compactMap { $0.as(AttributeSyntax.self) } ?? []
    }

    /// SwiftUI's and SwiftData's property wrappers that start with a value of their own (`init()`).
    private static let defaultInitializedWrappers: Set<String> = [
        "EnvironmentObject", "FocusState", "AccessibilityFocusState", "Namespace", "FocusedObject", "Query",
    ]

    private static func literalType(of value: String) -> String? {
        if value == "true" || value == "false" { return "Bool" }
        if value.hasPrefix("\"") { return "String" }
        if Int(value) != nil { return "Int" }
        if Double(value) != nil { return "Double" }
        return nil
    }

    public struct InitProblem: Error, Hashable, Sendable {
        public var type: String
        public var reason: String
    }
}
