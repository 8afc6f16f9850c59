import Analyzer
import Foundation
import Splitter
import SwiftSyntax

/// The Xcode project's other targets (a widget, a share extension, the tests) with their own
/// Swift files, those that are not the monolith's, parsed once: what they use of the code that
/// moves must become public (`AccessRequirements`), and they import the modules it goes to
/// (`ImportModulesInOtherTargets`).
struct OtherTargetFiles {
    struct Target {
        let target: XcodeProject.Target
        /// Every file it compiles or bundles, relative to the root.
        let files: [String]
        /// Its Swift files that are not the monolith's and that are on disk (a file a build
        /// generates, as Simplenote's credentials, is not).
        let ownSwift: [DeclarationSyntaxIndex]

        /// A test target reaches internals through `@testable import`.
        var isTests: Bool { target.productType.hasSuffix(".unit-test") || target.productType.hasSuffix(".ui-testing") }
    }

    let targets: [Target]

    /// - Parameter read: a file's text by its path relative to the root (`Split.read`).
    init(
        project: XcodeProject?, projectFolder: String?, appTarget: String?,
        monolithSources: [String: DeclarationSyntaxIndex], root: URL,
        read: (String) throws -> String
    ) throws {
        guard let project, let projectFolder else {
            targets = []
            return
        }
        let rooted = { (path: String) in
            RelativePath.normalized(projectFolder.isEmpty ? path : projectFolder + "/" + path)
        }
        targets = try project.targets.filter { $0.name != appTarget }.map { target in
            let files = (target.sources + target.resources).map(rooted)
            let own = files.filter { $0.hasSuffix(".swift") && monolithSources[$0] == nil }
                .filter { FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path) }
            return Target(
                target: target, files: files,
                ownSwift: try own.map { DeclarationSyntaxIndex(path: $0, text: try read($0)) })
        }
    }

    /// What the targets that are no tests name of the code that moves: the declarations whose
    /// name their files use, top-level ones and the members of those (`ExtensionContainers`,
    /// `.accounts`), which must become public for them.
    func usedDeclarations(in context: PlanContext) -> [String] {
        let names = Set(targets.filter { !$0.isTests }.flatMap(\.ownSwift).flatMap(Self.identifiers(in:)))
        guard !names.isEmpty else { return [] }
        let tree = context.tree
        return tree.declarations.filter { declaration in
            guard declaration.kind != .extension, names.contains(declaration.name),
                context.assignment.module(ofFile: declaration.location.file) != context.assignment.appName,
                let top = tree[tree.topLevel(of: declaration.id)]
            else { return false }
            let typeName =
                top.kind == .extension
                ? top.typeName.flatMap { $0.split(separator: ".").first.map(String.init) } : top.name
            return typeName.map(names.contains) ?? false
        }.map(\.id).sorted()
    }

    static func identifiers(in file: DeclarationSyntaxIndex) -> Set<String> {
        Set(
            file.tree.tokens(viewMode: .sourceAccurate).compactMap { token in
                if case .identifier(let name) = token.tokenKind { return name }
                return nil
            })
    }
}
