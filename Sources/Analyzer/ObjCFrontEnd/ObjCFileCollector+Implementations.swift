import CClang

extension ObjCFileCollector {
    /// `@implementation X` and `@implementation X (Cat)`: method bodies hold the message sends.
    /// A method declared in a header is not declared again; one written only here is private to
    /// the file; one that overrides a superclass method or implements a protocol requirement is
    /// an override reference instead.
    func visitImplementation(_ cursor: CXCursor) {
        let children = cursor.children
        let isCategory = cursor.kind == CXCursor_ObjCCategoryImplDecl
        let className = isCategory ? extendedClassName(of: cursor, children: children) : cursor.spelling
        let idPrefix = isCategory ? "c:\(className)(\(cursor.spelling))" : "c:\(className)"
        var context = Context(scope: [className], idPrefix: idPrefix, container: cursor.kind)
        // The interface may be declared in this very file (a class private to a `.m`).
        context.declarationIndex = facts.declarations.firstIndex { $0.id == idPrefix }
        if !isCategory {
            addReference(className, kind: .typeUse, at: cursor.location, context: Context(), receiver: .lexical)
        }
        for child in children where isInMainFile(child) {
            switch child.kind {
            case CXCursor_ObjCInstanceMethodDecl, CXCursor_ObjCClassMethodDecl:
                implementMethod(child, context: context)
            case CXCursor_ObjCClassRef where isCategory:
                addTypeReference(child, kind: .typeUse, context: Context())
            default:
                visitReferences(in: child, context: context)
            }
        }
    }

    private func implementMethod(_ cursor: CXCursor, context: Context) {
        // The body's uses belong to the method's declaration when this file has it, else to the
        // nearest: the class, when its interface is in this file too.
        var body = context
        body.isClassMethod = cursor.kind == CXCursor_ObjCClassMethodDecl
        let usr = memberUSR(of: cursor, className: context.scope.first ?? "")
        if let declared = declarationIndex(forUSR: usr) {
            body.declarationIndex = declared
        } else if !cursor.canonical.isEqual(to: cursor) || isDeclaredInHeader(usr) {
            // Declared in a header: that header's facts hold the declaration. (A category on a
            // class libclang could not find links no implementation to its declaration: its USR does.)
        } else if case let overridden = overriddenMethods(of: cursor), !overridden.isEmpty {
            for overridden in overridden where !overridden.isOutsideMonolith {
                addReference(
                    cursor.spelling, kind: .override, at: cursor.location, context: context,
                    receiver: .type([containerClassName(of: overridden)]))
            }
        } else {
            body.declarationIndex = declare(methodDeclaration(cursor, context: context), usr: usr)
        }
        for child in cursor.children where child.kind != CXCursor_UnexposedAttr {
            visitReferences(in: child, context: body)
        }
    }

    private func overriddenMethods(of cursor: CXCursor) -> [CXCursor] {
        var overridden: UnsafeMutablePointer<CXCursor>?
        var count: UInt32 = 0
        clang_getOverriddenCursors(cursor, &overridden, &count)
        guard let overridden else { return [] }
        defer { clang_disposeOverriddenCursors(overridden) }
        return Array(UnsafeBufferPointer(start: overridden, count: Int(count)))
    }

    /// The class or protocol a method belongs to; for a category method, the extended class.
    private func containerClassName(of method: CXCursor) -> String {
        let container = method.semanticParent
        guard container.kind == CXCursor_ObjCCategoryDecl else { return container.spelling }
        return extendedClassName(of: container)
    }
}
