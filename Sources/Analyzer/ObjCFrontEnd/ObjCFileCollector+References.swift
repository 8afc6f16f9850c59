import CClang

extension ObjCFileCollector {
    /// Records the uses in `cursor` and everything below it. Uses of what the stub SDK or system
    /// headers declare are left out: they are not the monolith's.
    func visitReferences(in cursor: CXCursor, context: Context) {
        switch cursor.kind {
        case CXCursor_ObjCMessageExpr:
            addMessageSend(cursor, context: context)
        case CXCursor_MemberRefExpr:
            addPropertyAccess(cursor, context: context)
        case CXCursor_ObjCClassRef, CXCursor_ObjCProtocolRef, CXCursor_TypeRef, CXCursor_ObjCProtocolExpr:
            addTypeReference(cursor, kind: .typeUse, context: context)
        case CXCursor_DeclRefExpr:
            addNameReference(cursor, context: context)
        case CXCursor_ObjCSelectorExpr:
            // `@selector(refresh:)` names a method for later dynamic dispatch (target-action).
            let location = cursor.location
            guard let selector = tokens.parenthesizedText(atOffset: location.offset) else { break }
            addReference(selector, kind: .memberAccess, at: location, context: context, receiver: .unknown)
        default:
            break
        }
        for child in cursor.children {
            visitReferences(in: child, context: context)
        }
    }

    /// A class, protocol or typedef named in a type position.
    func addTypeReference(_ cursor: CXCursor, kind: ReferenceKind, context: Context) {
        guard let target = cursor.referenced, !target.isOutsideMonolith else { return }
        addReference(target.spelling, kind: kind, at: cursor.location, context: context, receiver: .lexical)
    }

    /// `[LegacyCrypto hashString:x]`: the selector, with the receiver's class where its type says.
    private func addMessageSend(_ cursor: CXCursor, context: Context) {
        let target = cursor.referenced
        if let target, target.isOutsideMonolith { return }
        let receiverType = clang_Cursor_getReceiverType(cursor)
        // A selector libclang could not resolve, sent to an SDK class, is SDK API the stub lacks.
        if target == nil, receiverClassIsOutsideMonolith(receiverType) { return }
        let selectorStart = clang_getRangeStart(clang_Cursor_getSpellingNameRange(cursor, 0, 0))
        addReference(
            cursor.spelling, kind: .call, at: ClangLocation(selectorStart), context: context,
            receiver: receiver(of: cursor, type: receiverType, context: context))
    }

    /// `crypto.name`, `LegacyCrypto.shared`: dot syntax on a property (a class property resolves
    /// to its implicit getter) or on a method, by the name as written.
    private func addPropertyAccess(_ cursor: CXCursor, context: Context) {
        guard let target = cursor.referenced, !target.isOutsideMonolith,
            [CXCursor_ObjCPropertyDecl, CXCursor_ObjCInstanceMethodDecl, CXCursor_ObjCClassMethodDecl].contains(
                target.kind)
        else { return }
        let written = cursor.spelling
        addReference(
            written.isEmpty ? target.spelling : written, kind: .memberAccess, at: cursor.location, context: context,
            receiver: receiver(of: cursor, type: clang_Cursor_getReceiverType(cursor), context: context))
    }

    /// A C function, global variable or enum constant used by name.
    private func addNameReference(_ cursor: CXCursor, context: Context) {
        guard let target = cursor.referenced, !target.isOutsideMonolith else { return }
        switch target.kind {
        case CXCursor_FunctionDecl:
            // A call to an undeclared function declares it implicitly, right at the call: SDK C API
            // the stub SDK lacks, not the monolith's.
            guard target.location.offset != cursor.location.offset || !unit.isInMainFile(target.location) else {
                return
            }
            addReference(target.spelling, kind: .call, at: cursor.location, context: context, receiver: .lexical)
        case CXCursor_EnumConstantDecl:
            addReference(
                target.spelling, kind: .memberAccess, at: cursor.location, context: context, receiver: .lexical)
        case CXCursor_VarDecl where target.semanticParent.kind == CXCursor_TranslationUnit:
            addReference(
                target.spelling, kind: .memberAccess, at: cursor.location, context: context, receiver: .lexical)
        default:
            break
        }
    }

    /// A class message names its class; an instance message's receiver has a static type
    /// (`LegacyCrypto *c`, `self`, `[[LegacyCrypto alloc] init]`, `id<LegacyCryptoDelegate>`);
    /// `id` and `Class` say nothing, except `self` in a class method, which is the class itself.
    private func receiver(of cursor: CXCursor, type: CXType, context: Context) -> Receiver {
        if let className = type.objcInterfaceName { return .type([className]) }
        if let typeName = type.objcInstanceTypeName { return .instance(typeName) }
        if type.kind == CXType_ObjCClass || clang_getCanonicalType(type).spelling == "Class", context.isClassMethod,
            !context.scope.isEmpty,
            isSelf(cursor.children.first)
        {
            return .type(context.scope)
        }
        return .unknown
    }

    private func isSelf(_ expression: CXCursor?) -> Bool {
        guard var expression else { return false }
        while expression.kind == CXCursor_UnexposedExpr, let inner = expression.children.first {
            expression = inner
        }
        return expression.kind == CXCursor_ObjCSelfExpr
    }

    private func receiverClassIsOutsideMonolith(_ type: CXType) -> Bool {
        var type = clang_getCanonicalType(type)
        if type.kind == CXType_ObjCObjectPointer { type = clang_getPointeeType(type) }
        if type.kind == CXType_ObjCObject { type = clang_Type_getObjCObjectBaseType(type) }
        guard type.kind == CXType_ObjCInterface else { return false }
        return clang_getTypeDeclaration(type).isOutsideMonolith
    }
}
