import Foundation
import SwiftParser
import SwiftSyntax

/// Where each top-level type or function of a package is declared, by name: the target folders
/// under `Sources/` parsed as they are. Names two targets declare are left out, and an extension
/// declares nothing (it is named after the type it extends, which is what needs raising).
enum TopLevelNames {
    struct Declared: Hashable {
        let module: String
        let position: CompilerDiagnostic.Position
    }

    static func byModule(in sources: URL) -> [String: Declared] {
        var modules: [String: Declared] = [:]
        var ambiguous: Set<String> = []
        let targets = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
        for target in targets.sorted() {
            guard let files = FileManager.default.enumerator(atPath: sources.appendingPathComponent(target).path) else {
                continue
            }
            while let file = files.nextObject() as? String {
                guard file.hasSuffix(".swift"),
                    let data = FileManager.default.contents(
                        atPath: sources.appendingPathComponent(target).appendingPathComponent(file).path)
                else { continue }
                let path = sources.appendingPathComponent(target).appendingPathComponent(file).path
                let tree = Parser.parse(source: String(decoding: data, as: UTF8.self))
                let converter = SourceLocationConverter(fileName: path, tree: tree)
                for statement in tree.statements {
                    guard let decl = statement.item.as(DeclSyntax.self), !decl.is(ExtensionDeclSyntax.self),
                        let token = DeclarationSyntaxIndex.nameToken(of: decl)
                    else { continue }
                    let location = converter.location(for: token.positionAfterSkippingLeadingTrivia)
                    if let existing = modules[token.text], existing.module != target { ambiguous.insert(token.text) }
                    modules[token.text] = Declared(
                        module: target, position: .init(path: path, line: location.line, column: location.column))
                }
            }
        }
        return modules.filter { !ambiguous.contains($0.key) }
    }
}
