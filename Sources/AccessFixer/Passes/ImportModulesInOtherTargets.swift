import Analyzer
import SwiftSyntax

/// The Xcode project's other targets that built files which moved (a widget, a share extension,
/// the tests), or that import the app: their files that stay import the modules whose top-level
/// names they use (`@testable` in a test target, which may reach internals), and each such
/// target is to link the modules it now needs (`LinkXcodeProject`): those its moved files went
/// to, and those its remaining files import.
struct ImportModulesInOtherTargets: SplitPass {
    func run(on split: inout Split) throws {
        guard let xcode = split.options.xcode, let project = split.xcodeProject, let folder = split.xcodeProjectFolder else { return }
        let rooted = { (path: String) in RelativePath.normalized(folder.isEmpty ? path : folder + "/" + path) }
        let moduleOfName = split.moduleOfTopLevelName.filter { $0.value != split.app }
        for target in project.targets where target.name != xcode.target {
            let files = (target.sources + target.resources).map(rooted)
            // (A file the project lists but a build generates, as Simplenote's credentials, has nothing to edit.)
            let staying = try files.filter { $0.hasSuffix(".swift") && split.changes.moves[$0] == nil && split.exists($0) }.map { path in
                try split.sources[path] ?? DeclarationSyntaxIndex(path: path, text: split.read(path))
            }
            var modules = Set(files.filter { split.changes.moves[$0] != nil }.map(split.module(ofFile:)))
            let importsApp = staying.contains { file in Self.importedModules(of: file).contains(split.context.index.monolith.name) }
            guard !modules.isEmpty || importsApp else { continue }
            let testable = Self.isTestTarget(target)
            let ownNames = Set(staying.filter { split.sources[$0.path] == nil }.flatMap(Self.topLevelNames(of:)))
            for file in staying {
                // A file the app keeps imports what `AddModuleImports` gave it, in this target too.
                if split.sources[file.path] != nil {
                    modules.formUnion(split.targetsUsed[file.path] ?? [])
                    continue
                }
                let used = Self.identifiers(in: file).subtracting(ownNames)
                let needed = Set(used.compactMap { moduleOfName[$0] })
                if let edit = AddImports.edit(adding: needed.sorted(), in: file, testable: testable) {
                    split.changes.edits[file.path, default: []].append(edit)
                }
                modules.formUnion(needed)
                if !testable { reportInternalUses(used.filter { moduleOfName[$0] != nil }, in: file.path, split: &split) }
            }
            split.otherTargetModules[target.name] = modules.subtracting([split.app])
        }
    }

    /// A name another target's file uses that its module keeps internal: no edit makes that file
    /// build, short of making it public.
    private func reportInternalUses(_ names: Set<String>, in path: String, split: inout Split) {
        for name in names.sorted() {
            let declarations = split.context.tree.byID.values.filter { $0.parentID == nil && $0.name == name && $0.kind != .extension }
            guard !declarations.isEmpty,
                declarations.allSatisfy({ $0.effectiveAccess < .public && split.changes.raised[$0.id] == nil })
            else { continue }
            split.changes.leftForAHuman.append(
                "\(path) uses \(name), which \(split.moduleOfTopLevelName[name] ?? "its module") keeps internal: make it public")
        }
    }

    static func isTestTarget(_ target: XcodeProject.Target) -> Bool {
        target.productType.hasSuffix(".unit-test") || target.productType.hasSuffix(".ui-testing")
    }

    private static func importedModules(of file: DeclarationSyntaxIndex) -> [String] {
        file.tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self)?.path.first?.name.text }
    }

    private static func topLevelNames(of file: DeclarationSyntaxIndex) -> [String] {
        file.tree.statements.compactMap { statement in
            guard let declaration = statement.item.as(DeclSyntax.self), !declaration.is(ExtensionDeclSyntax.self) else { return nil }
            return DeclarationSyntaxIndex.nameToken(of: declaration)?.text
        }
    }

    private static func identifiers(in file: DeclarationSyntaxIndex) -> Set<String> {
        Set(file.tree.tokens(viewMode: .sourceAccurate).compactMap { token in
            if case .identifier(let name) = token.tokenKind { return name }
            return nil
        })
    }
}
