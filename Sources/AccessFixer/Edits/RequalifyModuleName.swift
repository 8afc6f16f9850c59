import Analyzer
import SwiftSyntax

/// `App.Token` names the monolith's module, which no longer declares `Token` once it moves:
/// the qualifier becomes the module it moved to, `Core.Token`. In types and in expressions.
enum RequalifyModuleName {
    /// - Parameter moduleOf: the module that declares what `<app>.<name>` at the name's location
    ///   names after the split; nil to leave it.
    static func edits(
        in file: DeclarationSyntaxIndex, app: String, moduleOf: (Analyzer.SourceLocation, String) -> String?
    ) -> [SourceEdit] {
        var qualified: [(module: TokenSyntax, name: TokenSyntax)] = []
        for access in file.tree.descendants(MemberAccessExprSyntax.self) {
            if let base = access.base?.as(DeclReferenceExprSyntax.self), base.baseName.text == app,
                base.argumentNames == nil
            {
                qualified.append((base.baseName, access.declName.baseName))
            }
        }
        for member in file.tree.descendants(MemberTypeSyntax.self) {
            if let base = member.baseType.as(IdentifierTypeSyntax.self), base.name.text == app,
                base.genericArgumentClause == nil
            {
                qualified.append((base.name, member.name))
            }
        }
        return qualified.compactMap { module, name in
            guard let moved = moduleOf(file.location(of: name.positionAfterSkippingLeadingTrivia), name.text),
                moved != app
            else { return nil }
            return SourceEdit(
                file: file.path, start: module.positionAfterSkippingLeadingTrivia.utf8Offset,
                end: module.endPositionBeforeTrailingTrivia.utf8Offset, replacement: moved)
        }
    }
}
