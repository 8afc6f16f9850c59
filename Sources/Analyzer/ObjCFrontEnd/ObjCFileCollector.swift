import CClang

/// Walks the cursors of one parsed Objective-C file and records what it declares and uses.
/// Only what is written in the file itself counts: included headers have facts of their own.
///
/// Declarations get provisional ids `c:<Class>`, `c:<Class>(<Category>)` and
/// `c:<Container>.<selector or property>`; the index makes them unique across files.
final class ObjCFileCollector {
    let unit: ClangTranslationUnit
    let file: SourceFile
    /// In a `.m` (or `.mm`) file everything declared is private to the file.
    let access: AccessLevel
    private(set) var facts: FileFacts
    private(set) lazy var tokens = ClangTokens(unit: unit)
    /// Declarations of this file by libclang USR, to find a method implementation's declaration.
    private var declarationIndexByUSR: [String: Int] = [:]
    private var idCounts: [String: Int] = [:]

    /// Where the walk is: the declaration references are attributed to and the class they are in.
    struct Context {
        var declarationIndex: Int?
        /// `[className]` inside an interface, category, protocol or implementation.
        var scope: [String] = []
        /// The id prefix of members: `c:LegacyCrypto`, `c:LegacyCrypto(Hex)`.
        var idPrefix = "c:"
        var container: CXCursorKind?
        var isClassMethod = false
    }

    init(unit: ClangTranslationUnit, file: SourceFile) {
        self.unit = unit
        self.file = file
        let isImplementation =
            file.language == .objcImplementation || file.path.hasSuffix(".m") || file.path.hasSuffix(".mm")
        self.access = isImplementation ? .fileprivate : .public
        self.facts = FileFacts(file: file)
    }

    func collect() -> FileFacts {
        for cursor in unit.cursor.children where isInMainFile(cursor) {
            visitTopLevel(cursor)
        }
        // libclang lists `#import`s before `@import`s.
        facts.imports.sort { $0.location < $1.location }
        return facts
    }

    // MARK: Recording

    /// Adds a declaration, making its id unique within the file; returns its index.
    @discardableResult
    func declare(_ declaration: Declaration, usr: String) -> Int {
        var declaration = declaration
        let count = idCounts[declaration.id, default: 0] + 1
        idCounts[declaration.id] = count
        if count > 1 { declaration.id += "#\(count)" }
        facts.declarations.append(declaration)
        let index = facts.declarations.count - 1
        if !usr.isEmpty, declarationIndexByUSR[usr] == nil { declarationIndexByUSR[usr] = index }
        return index
    }

    func declarationIndex(forUSR usr: String) -> Int? {
        declarationIndexByUSR[usr]
    }

    func addReference(
        _ name: String, kind: ReferenceKind, at location: ClangLocation, context: Context, receiver: Receiver
    ) {
        guard unit.isInMainFile(location), !name.isEmpty else { return }
        facts.references.append(
            ReferenceSite(
                name: name, kind: kind, location: sourceLocation(location), sourceIndex: context.declarationIndex,
                scope: context.scope, receiver: receiver))
    }

    func addImport(_ module: String, at location: ClangLocation) {
        guard !module.isEmpty else { return }
        facts.imports.append(Import(module: module, location: sourceLocation(location)))
    }

    func isInMainFile(_ cursor: CXCursor) -> Bool {
        unit.isInMainFile(cursor.location)
    }

    func sourceLocation(_ location: ClangLocation) -> SourceLocation {
        SourceLocation(file: file.path, line: location.line, column: location.column)
    }

    /// The `NS_SWIFT_NAME` among a declaration's attributes, as written.
    func writtenSwiftName(of children: [CXCursor]) -> String? {
        children.lazy.filter { $0.kind == CXCursor_UnexposedAttr }
            .compactMap { self.tokens.swiftName(atOffset: $0.location.offset) }.first
    }
}
