import CClang

/// Read-only conveniences over libclang cursors, so the collector reads like the AST it walks.
extension CXCursor {
    var spelling: String { clang_getCursorSpelling(self).consumed }

    var usr: String { clang_getCursorUSR(self).consumed }

    /// The declaration a reference or expression names, if libclang resolved it.
    var referenced: CXCursor? {
        let target = clang_getCursorReferenced(self)
        return clang_Cursor_isNull(target) != 0 || clang_isInvalid(target.kind) != 0 ? nil : target
    }

    var canonical: CXCursor { clang_getCanonicalCursor(self) }

    var semanticParent: CXCursor { clang_getCursorSemanticParent(self) }

    var type: CXType { clang_getCursorType(self) }

    var resultType: CXType { clang_getCursorResultType(self) }

    var isDefinition: Bool { clang_isCursorDefinition(self) != 0 }

    func isEqual(to other: CXCursor) -> Bool { clang_equalCursors(self, other) != 0 }

    /// Direct children, in source order.
    var children: [CXCursor] {
        var result: [CXCursor] = []
        withUnsafeMutablePointer(to: &result) { pointer in
            _ = clang_visitChildren(
                self,
                { child, _, data in
                    data!.assumingMemoryBound(to: [CXCursor].self).pointee.append(child)
                    return CXChildVisit_Continue
                }, pointer)
        }
        return result
    }

    /// Where the cursor is written: for code produced by a macro, where the macro is used.
    var location: ClangLocation { ClangLocation(clang_getCursorLocation(self)) }

    /// Where the extent starts (a method's `-`), as a byte offset in its file.
    var extentStartOffset: Int {
        var offset: UInt32 = 0
        clang_getExpansionLocation(clang_getRangeStart(clang_getCursorExtent(self)), nil, nil, nil, &offset)
        return Int(offset)
    }

    /// Declared in the Objective-C stub SDK, a system header, or by the compiler itself: not the monolith's.
    var isOutsideMonolith: Bool {
        let position = clang_getCursorLocation(self)
        guard ClangLocation(position).file != nil else { return true }
        return clang_Location_isInSystemHeader(position) != 0
    }
}

/// A position in a parsed file: macro uses resolved to where the macro is written.
struct ClangLocation {
    var file: CXFile?
    var line: Int
    var column: Int
    var offset: Int

    init(_ location: CXSourceLocation) {
        var file: CXFile?
        var line: UInt32 = 0
        var column: UInt32 = 0
        var offset: UInt32 = 0
        clang_getExpansionLocation(location, &file, &line, &column, &offset)
        self.file = file
        self.line = Int(line)
        self.column = Int(column)
        self.offset = Int(offset)
    }

    var filePath: String? { file.map { clang_getFileName($0).consumed } }
}

extension CXString {
    /// The Swift string, disposing the libclang string.
    var consumed: String {
        defer { clang_disposeString(self) }
        return clang_getCString(self).map { String(cString: $0) } ?? ""
    }
}
