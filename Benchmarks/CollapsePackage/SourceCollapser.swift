import Analyzer
import SwiftSyntax

/// The edits that turn one file of a package's modules into a file of the monolith (`.merged`),
/// or one file of a test target into a test of the monolith (`.test`). See `Collapse` for the
/// rules and why each is there.
///
/// Before (`Sources/RealModule/Real.swift`, merged into `NumericsMonolith`):
///
///     import _NumericsShims
///     @_spi(Testing) import ComplexModule
///
///     @frozen
///     public struct Angle: RealModule.Real { public var radians: Double }
///
/// After:
///
///     import _NumericsShims
///
///     struct Angle: NumericsMonolith.Real { var radians: Double }
///
/// In a test, `import RealModule` and `@testable import ComplexModule` become one
/// `@testable import NumericsMonolith`; access modifiers and attributes stay.
final class SourceCollapser: SyntaxVisitor {
    enum Mode {
        case merged
        case test
    }

    struct Context {
        /// The modules merged into the monolith.
        var merged: Set<String>
        var monolith: String
        /// Every type the merged sources and the tests declare, at any depth: `M.Name` where `M`
        /// is also a type names that type, not the module, and is left alone.
        var declaredTypes: Set<String>
        /// The modules that merged module re-exports unconditionally (`@_exported import Atomics`)
        /// and that are not merged: a file that imported the merged module saw them.
        var reexports: [String: [String]]
        /// Types the package does not declare that its extensions make conform to protocols it does
        /// not declare either (`extension CollectionDifference.Change: Swift.Comparable`), by
        /// their last name (`Change`).
        var retroactivelyConformed: Set<String> = []

        /// Whether the package declares the type a type name names, by its first component
        /// (`Outer.Inner`) or its last (`Swift.Comparable`); a merged module's qualifier is passed over.
        func declares(_ type: TypeSyntax, first: Bool) -> Bool {
            var names = type.trimmedDescription.split(separator: "<")[0].split(separator: ".").map(String.init)
            if names.count > 1, merged.contains(names[0]) || names[0] == monolith { names.removeFirst() }
            return declaredTypes.contains(first ? names[0] : names.last ?? "")
        }

        static func lastName(of type: TypeSyntax) -> String {
            String(type.trimmedDescription.split(separator: "<")[0].split(separator: ".").last ?? "")
        }

        /// The extended types of `retroactivelyConformed` in one file.
        func retroactiveConformances(in tree: SourceFileSyntax) -> [String] {
            tree.descendants(ExtensionDeclSyntax.self).compactMap { node in
                guard let inherited = node.inheritanceClause?.inheritedTypes, !declares(node.extendedType, first: true),
                    inherited.contains(where: { !declares($0.type, first: false) })
                else { return nil }
                return Self.lastName(of: node.extendedType)
            }
        }
    }

    static let accessModifiers: Set<String> = ["public", "open", "package"]

    /// Attributes that only mean something on a declaration other modules see, and that the
    /// compiler rejects once the declaration is internal (reasons in `Collapse`).
    static let removedAttributes: Set<String> = [
        "_spi", "inlinable", "usableFromInline", "_alwaysEmitIntoClient", "frozen", "_frozen", "_fixed_layout",
    ]

    let mode: Mode
    let context: Context
    private(set) var edits: [TextEdit] = []
    /// What was done, for the summary: `imports removed`, `access modifiers removed`…
    private(set) var counts: [String: Int] = [:]
    /// Statement lists that already hold the replacement import (`@testable import Mono`, `import X`):
    /// the next merged import in the same list is removed rather than replaced again.
    private var replacedIn: [SyntaxIdentifier: Set<String>] = [:]

    init(mode: Mode, context: Context) {
        self.mode = mode
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }

    static func edits(of tree: SourceFileSyntax, mode: Mode, context: Context) -> (
        edits: [TextEdit], counts: [String: Int]
    ) {
        let collapser = SourceCollapser(mode: mode, context: context)
        collapser.walk(tree)
        if mode == .test, collapser.replacedIn.isEmpty, let first = tree.statements.first {
            // A test file that imports none of the merged modules used their public members
            // through another file's import (member lookup sees every import of its target): now
            // internal, they are reached only through a `@testable import` of its own.
            let anchor = tree.statements.first { $0.item.is(ImportDeclSyntax.self) } ?? first
            collapser.edits.append(
                TextEdit(
                    start: anchor.positionAfterSkippingLeadingTrivia.utf8Offset,
                    end: anchor.positionAfterSkippingLeadingTrivia.utf8Offset,
                    replacement: "@testable import \(context.monolith)\n"))
            collapser.counts["test files given the monolith's import", default: 0] += 1
        }
        return (collapser.edits, collapser.counts)
    }

    // MARK: Imports

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let module = node.path.first?.name.text, context.merged.contains(module) else {
            if mode == .merged { removeAccessModifiers(node.modifiers) }
            return .skipChildren
        }
        let replacements: [String]
        switch mode {
        case .merged:
            replacements = (context.reexports[module] ?? []).map { "import \($0)" }
        case .test:
            replacements = ["@testable import \(context.monolith)"]
        }
        let list = node.parent?.parent?.id ?? node.id
        let fresh = replacements.filter { !(replacedIn[list]?.contains($0) ?? false) }
        replacedIn[list, default: []].formUnion(fresh)
        edits.append(
            TextEdit(
                start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
                end: node.endPositionBeforeTrailingTrivia.utf8Offset,
                replacement: fresh.joined(separator: "\n" + indentation(of: node))))
        counts["imports of merged modules removed", default: 0] += 1
        return .skipChildren
    }

    private func indentation(of node: some SyntaxProtocol) -> String {
        let leading = node.leadingTrivia.description
        return String(leading.split(separator: "\n", omittingEmptySubsequences: false).last ?? "")
    }

    // MARK: Access and the attributes that go with it

    override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
        guard mode == .merged, keptAccess == 0, Self.accessModifiers.contains(node.name.text) else {
            return .skipChildren
        }
        if let declaration = node.parent?.parent?.as(DeclSyntax.self), isAssociatedTypeWitness(declaration) {
            counts["declarations whose access stays (other modules' types and protocols)", default: 0] += 1
        } else {
            remove(node, counting: "access modifiers removed")
        }
        return .skipChildren
    }

    // Where even one module needs `public` (see `Collapse`), the declarations inside keep theirs.

    /// How many enclosing declarations keep the access of what they hold.
    private var keptAccess = 0

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { enter(keepsAccess(node)) }
    override func visitPost(_ node: ExtensionDeclSyntax) { leave(keepsAccess(node)) }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(keepsMembers(node)) }
    override func visitPost(_ node: StructDeclSyntax) { leave(keepsMembers(node)) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(keepsMembers(node)) }
    override func visitPost(_ node: EnumDeclSyntax) { leave(keepsMembers(node)) }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(keepsMembers(node)) }
    override func visitPost(_ node: ClassDeclSyntax) { leave(keepsMembers(node)) }

    private func enter(_ keeps: Bool) -> SyntaxVisitorContinueKind {
        if keeps {
            if keptAccess == 0 {
                counts["declarations whose access stays (other modules' types and protocols)", default: 0] += 1
            }
            keptAccess += 1
        }
        return .visitChildren
    }

    private func leave(_ keeps: Bool) {
        if keeps { keptAccess -= 1 }
    }

    /// An extension of a type the package does not declare, where that type conforms to a
    /// protocol the package does not declare either (in this extension or another): its
    /// witnesses must stay public.
    /// One with a `where` clause of its own holds no witness of an unconditional conformance, and
    /// its clause may name the package's types, which would forbid public members.
    private func keepsAccess(_ node: ExtensionDeclSyntax) -> Bool {
        guard mode == .merged, !context.declares(node.extendedType, first: true),
            node.genericWhereClause == nil || node.inheritanceClause != nil
        else { return false }
        return context.retroactivelyConformed.contains(Context.lastName(of: node.extendedType))
    }

    /// `extension Bool: AtomicValue { public struct AtomicRepresentation … }`: a type declared in an
    /// extension (without `where`) that makes a type the package does not declare conform to a
    /// protocol: it is the witness of an associated type, which stays public.
    private func isAssociatedTypeWitness(_ declaration: DeclSyntax) -> Bool {
        guard
            declaration.is(StructDeclSyntax.self) || declaration.is(EnumDeclSyntax.self)
                || declaration.is(ClassDeclSyntax.self),
            let member = declaration.parent?.as(MemberBlockItemSyntax.self),
            let extensionDecl = member.parent?.parent?.parent?.as(ExtensionDeclSyntax.self),
            extensionDecl.inheritanceClause != nil, extensionDecl.genericWhereClause == nil
        else { return false }
        return !context.declares(extensionDecl.extendedType, first: true)
    }

    /// Such a witness that itself conforms to a protocol the package does not declare keeps its
    /// members' access too: they are that protocol's witnesses.
    private func keepsMembers(_ declaration: some DeclGroupSyntax) -> Bool {
        guard mode == .merged, isAssociatedTypeWitness(DeclSyntax(declaration)),
            let inherited = declaration.inheritanceClause?.inheritedTypes
        else { return false }
        return inherited.contains { !context.declares($0.type, first: false) }
    }

    private func removeAccessModifiers(_ modifiers: DeclModifierListSyntax) {
        for modifier in modifiers where Self.accessModifiers.contains(modifier.name.text) {
            remove(modifier, counting: "access modifiers removed")
        }
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        guard mode == .merged, let name = node.attributeName.as(IdentifierTypeSyntax.self)?.name.text,
            Self.removedAttributes.contains(name)
        else { return .visitChildren }
        remove(node, counting: "@\(name) removed")
        return .skipChildren
    }

    /// The node and the spaces after it; its leading trivia (doc comment, indentation) stays in
    /// front of what follows.
    private func remove(_ node: some SyntaxProtocol, counting what: String) {
        var end = node.endPositionBeforeTrailingTrivia.utf8Offset
        if node.trailingTrivia.allSatisfy({
            if case .spaces = $0 { true } else if case .tabs = $0 { true } else { false }
        }) {
            end = node.endPosition.utf8Offset
        }
        edits.append(TextEdit(start: node.positionAfterSkippingLeadingTrivia.utf8Offset, end: end, replacement: ""))
        counts[what, default: 0] += 1
    }

    // MARK: Module qualifiers

    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
        if let base = node.baseType.as(IdentifierTypeSyntax.self), base.genericArgumentClause == nil {
            requalify(base.name)
        }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if let base = node.base?.as(DeclReferenceExprSyntax.self), base.argumentNames == nil {
            requalify(base.baseName)
        }
        return .visitChildren
    }

    /// `RealModule.Real` → `NumericsMonolith.Real`: still qualified, as the original was.
    private func requalify(_ token: TokenSyntax) {
        let name = token.text
        guard context.merged.contains(name), !context.declaredTypes.contains(name) else { return }
        edits.append(
            TextEdit(
                start: token.positionAfterSkippingLeadingTrivia.utf8Offset,
                end: token.endPositionBeforeTrailingTrivia.utf8Offset,
                replacement: context.monolith))
        counts["module qualifiers rewritten", default: 0] += 1
    }
}

/// Every type a file declares, at any depth.
final class DeclaredTypeNames: SyntaxVisitor {
    private(set) var names: Set<String> = []

    init() { super.init(viewMode: .sourceAccurate) }

    /// The types a file declares at its top level, outside any `#if`.
    static func topLevel(in tree: SourceFileSyntax) -> [String] {
        tree.statements.compactMap { statement -> String? in
            guard let declaration = statement.item.as(DeclSyntax.self) else { return nil }
            if let type = declaration.asProtocol(NamedDeclSyntax.self), !declaration.is(FunctionDeclSyntax.self),
                !declaration.is(MacroDeclSyntax.self), !declaration.is(PrecedenceGroupDeclSyntax.self)
            {
                return type.name.text
            }
            return nil
        }
    }

    static func names(in tree: SourceFileSyntax) -> Set<String> {
        let visitor = DeclaredTypeNames()
        visitor.walk(tree)
        return visitor.names
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.name.text)
        return .visitChildren
    }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.name.text)
        return .visitChildren
    }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.name.text)
        return .visitChildren
    }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.name.text)
        return .visitChildren
    }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.name.text)
        return .visitChildren
    }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.name.text)
        return .visitChildren
    }
    override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.name.text)
        return .visitChildren
    }
}

/// The modules a file re-exports with an `@_exported import` outside any `#if`.
enum Reexports {
    static func modules(in tree: SourceFileSyntax) -> [String] {
        tree.statements.compactMap { statement in
            guard let node = statement.item.as(ImportDeclSyntax.self),
                node.attributes.contains(where: {
                    $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "_exported"
                })
            else { return nil }
            return node.path.first?.name.text
        }
    }
}
