import CClang

extension ObjCFileCollector {
    /// C declarations a header exposes to Swift: `NS_ENUM`s and their cases, structs, typedefs,
    /// functions and global variables or constants. Cases keep their C names (`LCModeFast`):
    /// Swift's prefix stripping (`.fast`) is not imitated.
    func declareCDeclaration(_ cursor: CXCursor) {
        let name = cursor.spelling
        guard !name.isEmpty, !name.contains(" ") else {
            // An anonymous enum: its constants are top-level names of their own.
            if cursor.kind == CXCursor_EnumDecl { declareEnumCases(of: cursor, parent: nil) }
            visitReferences(in: cursor, context: Context())
            return
        }
        // A definition of what an included header declares (a function's prototype, an `extern`
        // constant) is that header's declaration; a second one in this file is the first one's.
        guard !isDeclaredInHeader(cursor.usr) else {
            visitCBody(cursor, index: nil)
            return
        }
        let written = tokens.writtenType(ofCDeclarationAt: cursor.extentStartOffset, nameOffset: cursor.location.offset)
        switch cursor.kind {
        case CXCursor_EnumDecl:
            guard cursor.isDefinition else { return }
            let index = declareC(cursor, kind: .enum, typeName: clang_getEnumDeclIntegerType(cursor).declaredName)
            declareEnumCases(of: cursor, parent: index)
        case CXCursor_StructDecl:
            guard cursor.isDefinition else { return }
            visitCBody(cursor, index: declareC(cursor, kind: .struct, typeName: nil))
        case CXCursor_TypedefDecl:
            let underlying = clang_getTypedefDeclUnderlyingType(cursor)
            // `NS_ENUM(NSInteger, X)` and `typedef struct X {…} X` name the enum or struct itself.
            guard clang_getTypeDeclaration(clang_getCanonicalType(underlying)).spelling != name else { return }
            let type = typeName(underlying, of: cursor, written: written)
            visitCBody(cursor, index: declareC(cursor, kind: .typealias, typeName: type))
        case CXCursor_FunctionDecl:
            let parameters = cursor.children.filter { $0.kind == CXCursor_ParmDecl }.count
            let index = declareC(
                cursor, kind: .function, typeName: typeName(cursor.resultType, of: cursor, written: written),
                argumentLabels: Array(repeating: "_", count: parameters))
            visitCBody(cursor, index: index)
        default:
            let type = typeName(cursor.type, of: cursor, written: written)
            visitCBody(cursor, index: declareC(cursor, kind: .variable, typeName: type))
        }
    }

    private func declareEnumCases(of cursor: CXCursor, parent: Int?) {
        for constant in cursor.children where constant.kind == CXCursor_EnumConstantDecl {
            let name = constant.spelling
            let prefix = parent.map { facts.declarations[$0].id + "." } ?? "c:"
            let index = declare(
                Declaration(
                    id: prefix + name, name: name, kind: parent == nil ? .variable : .enumCase,
                    location: sourceLocation(constant.location), parentID: parent.map { facts.declarations[$0].id },
                    effectiveAccess: access, objcName: name),
                usr: constant.usr)
            visitCBody(constant, index: index)
        }
    }

    private func declareC(
        _ cursor: CXCursor, kind: DeclarationKind, typeName: String?, argumentLabels: [String]? = nil
    ) -> Int {
        let name = cursor.spelling
        return declare(
            Declaration(
                id: "c:" + name,
                name: writtenSwiftName(of: cursor.children).flatMap(ObjCSwiftName.init(swiftName:))?.baseName ?? name,
                kind: kind, location: sourceLocation(cursor.location), effectiveAccess: access, typeName: typeName,
                argumentLabels: argumentLabels, argumentHasDefault: argumentLabels?.map { _ in false }, objcName: name),
            usr: cursor.usr)
    }

    private func visitCBody(_ cursor: CXCursor, index: Int?) {
        var context = Context()
        context.declarationIndex = index
        for child in cursor.children
        where child.kind != CXCursor_EnumConstantDecl && child.kind != CXCursor_UnexposedAttr {
            visitReferences(in: child, context: context)
        }
    }
}
