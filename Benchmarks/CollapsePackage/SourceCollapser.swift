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
    }

    static let accessModifiers: Set<String> = ["public", "open", "package"]

    /// Attributes that only mean something on a declaration other modules see, and that the
    /// compiler rejects once the declaration is internal (reasons in `Collapse`).
    static let removedAttributes: Set<String> = ["_spi", "inlinable", "usableFromInline", "_alwaysEmitIntoClient", "frozen", "_fixed_layout"]

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

    static func edits(of tree: SourceFileSyntax, mode: Mode, context: Context) -> (edits: [TextEdit], counts: [String: Int]) {
        let collapser = SourceCollapser(mode: mode, context: context)
        collapser.walk(tree)
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
        edits.append(TextEdit(
            start: node.positionAfterSkippingLeadingTrivia.utf8Offset, end: node.endPositionBeforeTrailingTrivia.utf8Offset,
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
        guard mode == .merged, keptAccess == 0, Self.accessModifiers.contains(node.name.text) else { return .skipChildren }
        if let declaration = node.parent?.parent, nestedInForeignExtension(declaration) {
            counts["types in extensions of other modules' types kept public", default: 0] += 1
        } else {
            remove(node, counting: "access modifiers removed")
        }
        return .skipChildren
    }

    /// `extension Bool: AtomicValue { public struct AtomicRepresentation … }`: a type declared in an
    /// extension of a type that is not the package's stays public, because the compiler does not
    /// find an internal one through a generic parameter bound to that type (`Value.AtomicRepresentation`
    /// where `Value == Bool`: "'AtomicRepresentation' is not a member type of type 'Value'").
    private func nestedInForeignExtension(_ declaration: Syntax) -> Bool {
        guard declaration.is(StructDeclSyntax.self) || declaration.is(EnumDeclSyntax.self) || declaration.is(ClassDeclSyntax.self)
            || declaration.is(ActorDeclSyntax.self) || declaration.is(TypeAliasDeclSyntax.self),
            let member = declaration.parent?.as(MemberBlockItemSyntax.self),
            let extensionDecl = member.parent?.parent?.parent?.as(ExtensionDeclSyntax.self)
        else { return false }
        return !isDeclared(extensionDecl.extendedType, first: true)
    }

    /// Depth of extensions whose members keep their access (`retroactiveConformance(_:)`).
    private var keptAccess = 0

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        if mode == .merged, retroactiveConformance(node) {
            keptAccess += 1
            counts["extensions of other modules' types to their protocols kept public", default: 0] += 1
        }
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) {
        if mode == .merged, retroactiveConformance(node) { keptAccess -= 1 }
    }

    /// `extension CollectionDifference.Change: Swift.Comparable`: neither the type nor a protocol
    /// is the package's, so the witnesses must stay as visible as both, public ("method '<' must be
    /// declared public because it matches a requirement in public protocol 'Comparable'").
    private func retroactiveConformance(_ node: ExtensionDeclSyntax) -> Bool {
        guard let inherited = node.inheritanceClause?.inheritedTypes, !inherited.isEmpty else { return false }
        return !isDeclared(node.extendedType, first: true) && inherited.contains { !isDeclared($0.type, first: false) }
    }

    /// Whether the package declares the type a type name names, by its first component
    /// (`Outer.Inner`) or its last (`Swift.Comparable`); a merged module's qualifier is passed over.
    private func isDeclared(_ type: TypeSyntax, first: Bool) -> Bool {
        var names = type.trimmedDescription.split(separator: "<")[0].split(separator: ".").map(String.init)
        if names.count > 1, context.merged.contains(names[0]) || names[0] == context.monolith { names.removeFirst() }
        return context.declaredTypes.contains(first ? names[0] : names.last ?? "")
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
        if node.trailingTrivia.allSatisfy({ if case .spaces = $0 { true } else if case .tabs = $0 { true } else { false } }) {
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
        edits.append(TextEdit(
            start: token.positionAfterSkippingLeadingTrivia.utf8Offset, end: token.endPositionBeforeTrailingTrivia.utf8Offset,
            replacement: context.monolith))
        counts["module qualifiers rewritten", default: 0] += 1
    }
}

/// Every type a file declares, at any depth.
final class DeclaredTypeNames: SyntaxVisitor {
    private(set) var names: Set<String> = []

    init() { super.init(viewMode: .sourceAccurate) }

    static func names(in tree: SourceFileSyntax) -> Set<String> {
        let visitor = DeclaredTypeNames()
        visitor.walk(tree)
        return visitor.names
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
    override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
}

/// The modules a file re-exports with an `@_exported import` outside any `#if`.
enum Reexports {
    static func modules(in tree: SourceFileSyntax) -> [String] {
        tree.statements.compactMap { statement in
            guard let node = statement.item.as(ImportDeclSyntax.self),
                node.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "_exported" })
            else { return nil }
            return node.path.first?.name.text
        }
    }
}
