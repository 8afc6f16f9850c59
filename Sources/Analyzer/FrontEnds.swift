import Foundation

/// The front end for each language, chosen per file.
struct FrontEnds: Sendable {
    let swift: SwiftFrontEnd
    let objc: ObjCFrontEnd
    let resources: ResourceFrontEnd

    /// `operators`: the declarations of the monolith's operators and precedence groups (`OperatorDeclarations`).
    init(monolith: Monolith, operators: [String]) {
        swift = SwiftFrontEnd(
            languageMode: monolith.description.languageMode, operators: OperatorDeclarations.table(adding: operators))
        let headerFolders = Set(
            monolith.files.filter { $0.language == .objcHeader }.map { ($0.path as NSString).deletingLastPathComponent }
        )
        objc = ObjCFrontEnd(
            root: monolith.root,
            headerSearchPaths: headerFolders.sorted().map { monolith.root.appendingPathComponent($0) })
        resources = ResourceFrontEnd(root: monolith.root)
    }

    func facts(for content: FileContents) -> FileFacts {
        let file = content.sourceFile
        switch file.language {
        case .swift:
            guard let source = String(data: content.data, encoding: .utf8) else {
                return FileFacts(
                    file: file,
                    diagnostics: [
                        Diagnostic(
                            severity: .warning, file: file.path,
                            message: "not UTF-8 text; skipped (re-save it as UTF-8)")
                    ])
            }
            return swift.facts(for: file, source: source)
        case .objcHeader, .objcImplementation:
            return objc.facts(for: file)
        case .resource:
            return resources.facts(for: file)
        }
    }
}
