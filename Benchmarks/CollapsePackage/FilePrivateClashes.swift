import Analyzer
import SwiftSyntax

/// A member that a file declares `fileprivate` or `private` in an extension, under a name that
/// another merged module gives a member of its own extensions. In the package each module saw only
/// its own; in one module both are visible, and the compiler takes the more specific one:
/// swift-argument-parser's ToolInfo.swift declares `fileprivate var nonEmpty` on `Collection`,
/// ArgumentParser an internal `nonEmpty` on `StringProtocol`, so in the monolith ToolInfo's
/// `name.nonEmpty` would use ArgumentParser's, a dependency the package does not have. Such a
/// member is renamed in its file (`nonEmpty` → `nonEmpty_ArgumentParserToolInfo`), declaration
/// and uses alike: in that file the name meant that member only.
enum FilePrivateClashes {
    struct File {
        let module: String
        let path: String
        let tree: SourceFileSyntax
    }

    /// The names to rename in each file (by path), with their new names.
    static func renames(in files: [File]) -> [String: [String: String]] {
        var moduleWide: [String: Set<String>] = [:]
        var filePrivate: [(file: File, name: String)] = []
        for file in files {
            for node in file.tree.descendants(ExtensionDeclSyntax.self) {
                let privateExtension = isFilePrivate(node.modifiers)
                for member in node.memberBlock.members {
                    guard let name = memberName(member.decl) else { continue }
                    let modifiers = member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers ?? []
                    if privateExtension || isFilePrivate(modifiers) {
                        filePrivate.append((file, name))
                    } else {
                        moduleWide[name, default: []].insert(file.module)
                    }
                }
            }
        }
        var renames: [String: [String: String]] = [:]
        for (file, name) in filePrivate where moduleWide[name]?.contains(where: { $0 != file.module }) == true {
            renames[file.path, default: [:]][name] = "\(name)_\(file.module)"
        }
        return renames
    }

    /// Every identifier of those names in the file, renamed.
    static func edits(renaming renames: [String: String], in tree: SourceFileSyntax) -> [TextEdit] {
        guard !renames.isEmpty else { return [] }
        return tree.tokens(viewMode: .sourceAccurate).compactMap { token in
            guard case .identifier(let text) = token.tokenKind, let renamed = renames[text] else { return nil }
            return TextEdit(
                start: token.positionAfterSkippingLeadingTrivia.utf8Offset,
                end: token.endPositionBeforeTrailingTrivia.utf8Offset,
                replacement: renamed)
        }
    }

    /// `private(set)` restricts only the setter: the member is still seen module-wide.
    private static func isFilePrivate(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { ["fileprivate", "private"].contains($0.name.text) && $0.detail == nil }
    }

    private static func memberName(_ declaration: DeclSyntax) -> String? {
        if let variable = declaration.as(VariableDeclSyntax.self) {
            return variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        }
        return declaration.as(FunctionDeclSyntax.self).flatMap { function in
            if case .identifier(let name) = function.name.tokenKind { return name }
            return nil
        }
    }
}
