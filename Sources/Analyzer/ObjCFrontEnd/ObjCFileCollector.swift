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
    private lazy var headerUSRs = usrsDeclaredInHeaders()
    /// Where libclang reported errors in this file.
    private lazy var errorOffsets = unit.errors.filter(\.isInMainFile).map(\.offset)

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

    /// Adds a declaration, making its id unique within the file; returns its index. What this
    /// file already declares (a C function's prototype before its definition, a method of the
    /// interface redeclared in a class extension) is not declared again: its index is returned.
    @discardableResult
    func declare(_ declaration: Declaration, usr: String) -> Int {
        if !usr.isEmpty, let existing = declarationIndexByUSR[usr] { return existing }
        var declaration = declaration
        let count = idCounts[declaration.id, default: 0] + 1
        idCounts[declaration.id] = count
        if count > 1 { declaration.id += "#\(count)" }
        facts.declarations.append(declaration)
        let index = facts.declarations.count - 1
        if !usr.isEmpty { declarationIndexByUSR[usr] = index }
        return index
    }

    func declarationIndex(forUSR usr: String) -> Int? {
        usr.isEmpty ? nil : declarationIndexByUSR[usr]
    }

    /// Whether a monolith header this file includes declares `usr` (a method, property, C
    /// function, global variable or typedef): that header's facts hold the declaration, and what
    /// this file writes of it (a definition, a redeclaration) is no declaration of its own.
    func isDeclaredInHeader(_ usr: String) -> Bool {
        !usr.isEmpty && headerUSRs.contains(usr)
    }

    private func usrsDeclaredInHeaders() -> Set<String> {
        var usrs: Set<String> = []
        for cursor in unit.cursor.children where !isInMainFile(cursor) && !cursor.isOutsideMonolith {
            switch cursor.kind {
            case CXCursor_FunctionDecl, CXCursor_VarDecl, CXCursor_TypedefDecl:
                usrs.insert(cursor.usr)
            case CXCursor_ObjCInterfaceDecl, CXCursor_ObjCCategoryDecl, CXCursor_ObjCProtocolDecl:
                let isCategory = cursor.kind == CXCursor_ObjCCategoryDecl
                let className = isCategory ? extendedClassName(of: cursor) : cursor.spelling
                for member in cursor.children {
                    usrs.insert(memberUSR(of: member, className: className))
                }
            default:
                break
            }
        }
        usrs.remove("")
        return usrs
    }

    /// The class a category or category implementation extends. A class no header declares (an
    /// SDK class the stub SDK lacks, such as `NSNull`) leaves libclang without a class reference:
    /// the name is then read where the cursor is, which is where the class name is written.
    func extendedClassName(of cursor: CXCursor, children: [CXCursor]? = nil) -> String {
        let reference = (children ?? cursor.children).first { $0.kind == CXCursor_ObjCClassRef }?.spelling ?? ""
        return reference.isEmpty ? unit.identifier(at: cursor.location) ?? "" : reference
    }

    /// A method's or property's USR; members of a category on a class libclang could not find
    /// have none, and get one in libclang's form (`c:objc(cs)NSNull(im)length`) from `className`.
    func memberUSR(of cursor: CXCursor, className: String) -> String {
        let usr = cursor.usr
        guard usr.isEmpty, !className.isEmpty else { return usr }
        let kind =
            switch cursor.kind {
            case CXCursor_ObjCInstanceMethodDecl: "im"
            case CXCursor_ObjCClassMethodDecl: "cm"
            case CXCursor_ObjCPropertyDecl: "py"
            default: ""
            }
        return kind.isEmpty ? "" : "c:objc(cs)\(className)(\(kind))\(cursor.spelling)"
    }

    /// The type a declaration's `typeName` records: clang's, unless clang could not make sense
    /// of it (a type from a framework the stub SDK lacks, which clang's error recovery turns into
    /// `int` or `id`); then the type as written.
    func typeName(_ type: CXType, of cursor: CXCursor, written: ClangTokens.WrittenType?) -> String {
        guard let written else { return type.declaredName }
        let isRecovered =
            type.kind == CXType_Invalid || clang_isInvalidDeclaration(cursor) != 0
            || errorOffsets.contains { written.offsets.contains($0) }
        return isRecovered ? written.text : type.declaredName
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
