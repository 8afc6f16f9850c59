import Analyzer
import SwiftSyntax

/// `var title` → `public var title`, `internal class Base` → `open class Base`,
/// `private(set) var count` → `public private(set) var count`: the modifier goes after the
/// attributes and doc comment, before any other modifier; an `internal` one is replaced.
enum RaiseAccessLevel {
    static func edit(_ level: AccessRequirements.Level, at location: Analyzer.SourceLocation, in file: DeclarationSyntaxIndex) -> SourceEdit? {
        guard let node = file.declaration(at: location), let modified = node.asProtocol(WithModifiersSyntax.self) else { return nil }
        let keyword = level.rawValue
        if let written = modified.modifiers.first(where: { ["internal", "public", "open", "package"].contains($0.name.text) && $0.detail == nil }) {
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
        node.asProtocol(WithModifiersSyntax.self)?.modifiers.first?.firstToken(viewMode: .sourceAccurate) ?? firstTokenAfterAttributes(of: node)
    }

    private static func firstTokenAfterAttributes(of node: DeclSyntax) -> TokenSyntax? {
        if let attributed = node.asProtocol(WithAttributesSyntax.self), let last = attributed.attributes.lastToken(viewMode: .sourceAccurate) {
            return last.nextToken(viewMode: .sourceAccurate)
        }
        return node.firstToken(viewMode: .sourceAccurate)
    }
}

/// `func checksum()` → `@usableFromInline func checksum()`: after the attributes written, before
/// the modifiers.
enum MarkUsableFromInline {
    static func edit(at location: Analyzer.SourceLocation, in file: DeclarationSyntaxIndex) -> SourceEdit? {
        guard let node = file.declaration(at: location), let anchor = RaiseAccessLevel.modifierAnchor(of: node) else { return nil }
        return .insertion(in: file.path, at: anchor.positionAfterSkippingLeadingTrivia.utf8Offset, "@usableFromInline ")
    }
}

/// `import Models` for each module a file now uses, after its last import (or before its first
/// declaration), one line each, sorted; modules it imports already are left alone.
enum AddImports {
    /// `@testable import App` → `@testable import A` and `@testable import B`, attributes kept:
    /// each import of `module`, those inside `#if` blocks too.
    static func replacing(_ module: String, with modules: [String], in file: DeclarationSyntaxIndex) -> [SourceEdit] {
        file.tree.descendants(ImportDeclSyntax.self).filter { $0.path.trimmedDescription == module }.map { declaration in
            let attributes = declaration.attributes.trimmedDescription
            let indentation = String(declaration.leadingTrivia.description.split(separator: "\n", omittingEmptySubsequences: false).last ?? "")
            let lines = modules.map { (attributes.isEmpty ? "" : attributes + " ") + "import " + $0 }
            return SourceEdit(
                file: file.path, start: declaration.positionAfterSkippingLeadingTrivia.utf8Offset,
                end: declaration.endPositionBeforeTrailingTrivia.utf8Offset, replacement: lines.joined(separator: "\n" + indentation))
        }
    }

    static func edit(adding modules: [String], in file: DeclarationSyntaxIndex, testable: Bool = false) -> SourceEdit? {
        let existing = Set(file.tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self) }.map { $0.path.trimmedDescription })
        let missing = modules.filter { !existing.contains($0) }.sorted()
        guard !missing.isEmpty else { return nil }
        let lines = missing.map { (testable ? "@testable import " : "import ") + $0 }
        if let last = file.tree.statements.last(where: { $0.item.is(ImportDeclSyntax.self) }) {
            return .insertion(in: file.path, at: last.endPositionBeforeTrailingTrivia.utf8Offset, lines.map { "\n" + $0 }.joined())
        }
        guard let first = file.tree.firstToken(viewMode: .sourceAccurate) else {
            return .insertion(in: file.path, at: file.text.utf8.count, lines.joined(separator: "\n") + "\n")
        }
        return .insertion(in: file.path, at: first.positionAfterSkippingLeadingTrivia.utf8Offset, lines.joined(separator: "\n") + "\n\n")
    }
}

/// A struct built with its memberwise initializer from another module gets the same initializer,
/// written out and public: same labels, order and default values.
enum SynthesizePublicInit {
    /// Nil, with the reason, when a stored property's type is not written and cannot be read
    /// from its default value.
    static func edit(for structure: Declaration, in file: DeclarationSyntaxIndex, keyword: String = "public") -> Result<SourceEdit, InitProblem> {
        guard let node = file.declaration(at: structure.location)?.as(StructDeclSyntax.self) else {
            return .failure(InitProblem(type: structure.name, reason: "its declaration was not found in \(file.path)"))
        }
        // A `let` with a value, or a private property with one (`@State private var text = ""`),
        // is no parameter: callers elsewhere could not set it.
        let settable = (structure.storedProperties ?? []).filter { property in
            property.defaultValue == nil || (!property.isLet && property.access >= .internal)
        }
        var parameters: [String] = []
        for property in settable {
            guard let type = property.typeName ?? property.defaultValue.flatMap(literalType(of:)) else {
                return .failure(InitProblem(type: structure.name, reason: "the type of `\(property.name)` is not written"))
            }
            parameters.append("\(property.name): \(type)" + (property.defaultValue.map { " = \($0)" } ?? ""))
        }
        let indentation = String(node.structKeyword.leadingTrivia.description.split(separator: "\n", omittingEmptySubsequences: false).last ?? "")
            .filter { $0 == " " || $0 == "\t" }
        let inner = indentation + "    "
        var text = "\n\(inner)\(keyword) init(\(parameters.joined(separator: ", "))) {"
        for property in settable { text += "\n\(inner)    self.\(property.name) = \(property.name)" }
        text += "\n\(inner)}\n"
        // On the lines before the closing brace, after a blank line; nothing is removed.
        let closing = node.memberBlock.rightBrace
        let trivia = closing.leadingTrivia.description
        guard trivia.contains("\n"), trivia.hasSuffix(indentation) else {
            return .success(.insertion(in: file.path, at: closing.positionAfterSkippingLeadingTrivia.utf8Offset, text + indentation))
        }
        return .success(.insertion(
            in: file.path, at: closing.positionAfterSkippingLeadingTrivia.utf8Offset - indentation.utf8.count, text))
    }

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
