import Analyzer
import SwiftSyntax

/// The Xcode project's other targets that built files which moved (a widget, a share extension,
/// the tests), or that import the app: their files that stay import the modules whose top-level
/// names they use (`@testable` in a test target, which may reach internals), and each such
/// target is to link the modules it now needs (`LinkXcodeProject`): those its moved files went
/// to, and those its remaining files import.
struct ImportModulesInOtherTargets: SplitPass {
    func run(on split: inout Split) throws {
        let moduleOfName = split.moduleOfTopLevelName.filter { $0.value != split.app }
        for other in split.otherTargets.targets {
            // The monolith's files it builds too: those that move (Objective-C too), and the Swift
            // the app keeps, which imports what `AddModuleImports` gave it, in this target too.
            var modules = Set(other.files.filter { split.changes.moves[$0] != nil }.map(split.module(ofFile:)))
            let kept = other.files.filter { split.sources[$0] != nil && split.changes.moves[$0] == nil }
            for path in kept { modules.formUnion(split.targetsUsed[path] ?? []) }
            let importsApp = (kept.compactMap { split.sources[$0] } + other.ownSwift)
                .contains { Self.importedModules(of: $0).contains(split.context.index.monolith.name) }
            guard !modules.isEmpty || importsApp else { continue }
            let ownNames = Set(other.ownSwift.flatMap(Self.topLevelNames(of:)))
            for file in other.ownSwift {
                let used = OtherTargetFiles.identifiers(in: file).subtracting(ownNames)
                let needed = Set(used.compactMap { moduleOfName[$0] })
                if let edit = AddImports.edit(adding: needed.sorted(), in: file, testable: other.isTests) {
                    split.changes.edits[file.path, default: []].append(edit)
                }
                modules.formUnion(needed)
            }
            split.otherTargetModules[other.target.name] = modules.subtracting([split.app])
        }
    }

    private static func importedModules(of file: DeclarationSyntaxIndex) -> [String] {
        file.tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self)?.path.first?.name.text }
    }

    private static func topLevelNames(of file: DeclarationSyntaxIndex) -> [String] {
        file.tree.statements.compactMap { statement in
            guard let declaration = statement.item.as(DeclSyntax.self), !declaration.is(ExtensionDeclSyntax.self) else {
                return nil
            }
            return DeclarationSyntaxIndex.nameToken(of: declaration)?.text
        }
    }
}
