import Analyzer
import SwiftParser
import SwiftSyntax

/// One Swift file's syntax with its declarations found by where the index says their names are,
/// so that an edit lands on the declaration the index means.
struct DeclarationSyntaxIndex: Sendable {
    let path: String
    let text: String
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter
    /// Declaration syntax by the line and column of its name.
    private(set) var declarations: [Position: DeclSyntax] = [:]

    struct Position: Hashable {
        let line: Int
        let column: Int
    }

    init(path: String, text: String) {
        self.path = path
        self.text = text
        // A file the index skipped as beyond what SwiftParser can take is moved as it is, unedited.
        tree = Parser.parse(source: ParserReach.problem(in: text) == nil ? text : "")
        converter = SourceLocationConverter(fileName: path, tree: tree)
        for node in tree.descendants(DeclSyntax.self) {
            guard let name = Self.nameToken(of: node) else { continue }
            let location = converter.location(for: name.positionAfterSkippingLeadingTrivia)
            declarations[Position(line: location.line, column: location.column)] = node
        }
    }

    func declaration(at location: Analyzer.SourceLocation) -> DeclSyntax? {
        declarations[Position(line: location.line, column: location.column)]
    }

    func location(of position: AbsolutePosition) -> Analyzer.SourceLocation {
        let location = converter.location(for: position)
        return Analyzer.SourceLocation(file: path, line: location.line, column: location.column)
    }

    /// The token the index locates a declaration by: its name (`init`, `subscript` for those; an
    /// extension's by the last name of the type it extends).
    static func nameToken(of node: DeclSyntax) -> TokenSyntax? {
        if let decl = node.as(ClassDeclSyntax.self) { return decl.name }
        if let decl = node.as(StructDeclSyntax.self) { return decl.name }
        if let decl = node.as(EnumDeclSyntax.self) { return decl.name }
        if let decl = node.as(ProtocolDeclSyntax.self) { return decl.name }
        if let decl = node.as(ActorDeclSyntax.self) { return decl.name }
        if let decl = node.as(FunctionDeclSyntax.self) { return decl.name }
        if let decl = node.as(InitializerDeclSyntax.self) { return decl.initKeyword }
        if let decl = node.as(SubscriptDeclSyntax.self) { return decl.subscriptKeyword }
        if let decl = node.as(ExtensionDeclSyntax.self) { return decl.extendedType.lastNameToken }
        if let decl = node.as(TypeAliasDeclSyntax.self) { return decl.name }
        if let decl = node.as(VariableDeclSyntax.self) {
            return decl.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier
        }
        return nil
    }
}
