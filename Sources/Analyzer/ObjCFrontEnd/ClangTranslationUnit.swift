import CClang
import Foundation

/// One file parsed by libclang. Each unit owns its own `CXIndex`: libclang allows parsing on
/// several threads at once only when no index is shared between them.
final class ClangTranslationUnit {
    let unit: CXTranslationUnit
    let mainFilePath: String
    let mainFile: CXFile?
    private let index: CXIndex

    /// Parses `path` with compiler `arguments`; throws when libclang produced no unit at all
    /// (a file with errors still yields a unit, with its diagnostics).
    init(path: String, arguments: [String], options: [CXTranslationUnit_Flags]) throws(ClangParseError) {
        let index = clang_createIndex(0, 0)!
        var unit: CXTranslationUnit?
        let flags = options.reduce(0) { $0 | $1.rawValue }
        let code = Self.withCStrings(arguments) { argv in
            clang_parseTranslationUnit2(index, path, argv, Int32(arguments.count), nil, 0, flags, &unit)
        }
        guard code == CXError_Success, let unit else {
            clang_disposeIndex(index)
            throw ClangParseError(code: code.rawValue)
        }
        self.index = index
        self.unit = unit
        self.mainFilePath = path
        self.mainFile = clang_getFile(unit, path)
    }

    deinit {
        clang_disposeTranslationUnit(unit)
        clang_disposeIndex(index)
    }

    var cursor: CXCursor { clang_getTranslationUnitCursor(unit) }

    /// Whether a position is written in the parsed file itself (code a macro expands to counts
    /// where the macro is used), not in an included header.
    func isInMainFile(_ location: ClangLocation) -> Bool {
        guard let file = location.file, let mainFile else { return false }
        return clang_File_isEqual(file, mainFile) != 0
    }

    /// The identifier written at `location` (in any file of the unit), read from the file's text:
    /// what a cursor libclang left unresolved names, such as the class of a category on a class
    /// no header declares.
    func identifier(at location: ClangLocation) -> String? {
        guard let file = location.file else { return nil }
        var size = 0
        guard let contents = clang_getFileContents(unit, file, &size), location.offset < size else { return nil }
        let bytes = UnsafeRawBufferPointer(start: contents, count: size)
        let start = location.offset
        let end = bytes[start...].firstIndex { !Self.isIdentifierByte($0) } ?? size
        guard end > start, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[start]) else { return nil }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), 0x80...:
            true
        default: false
        }
    }

    /// The error-or-worse diagnostics of the unit, in the order libclang reports them.
    var errors: [ClangDiagnostic] {
        (0..<clang_getNumDiagnostics(unit)).compactMap { position in
            let diagnostic = clang_getDiagnostic(unit, position)
            defer { clang_disposeDiagnostic(diagnostic) }
            let severity = clang_getDiagnosticSeverity(diagnostic)
            guard severity == CXDiagnostic_Error || severity == CXDiagnostic_Fatal else { return nil }
            let location = ClangLocation(clang_getDiagnosticLocation(diagnostic))
            return ClangDiagnostic(
                message: clang_getDiagnosticSpelling(diagnostic).consumed,
                category: clang_getDiagnosticCategoryText(diagnostic).consumed,
                line: location.line,
                offset: location.offset,
                isInMainFile: isInMainFile(location))
        }
    }

    private static func withCStrings<R>(_ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> R) -> R {
        let copies: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
        defer {
            for copy in copies { free(copy) }
        }
        let pointers = copies.map { UnsafePointer($0) }
        return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
    }
}

/// libclang could not parse a file at all (missing file, bad arguments, crash).
struct ClangParseError: Error {
    var code: UInt32

    var reason: String {
        switch code {
        case CXError_Crashed.rawValue: "libclang crashed while parsing it"
        case CXError_InvalidArguments.rawValue: "libclang rejected the compiler arguments"
        case CXError_ASTReadError.rawValue: "libclang could not set up a compilation for it"
        default: "libclang could not read it"
        }
    }
}

/// An error libclang reported while parsing.
struct ClangDiagnostic: Hashable {
    var message: String
    /// `Parse Issue`, `Lexical or Preprocessor Issue`, `Semantic Issue`, …
    var category: String
    var line: Int
    /// Byte offset in the file the error is in.
    var offset: Int
    var isInMainFile: Bool
}
