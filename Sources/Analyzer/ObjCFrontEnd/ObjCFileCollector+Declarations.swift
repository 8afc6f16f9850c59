import CClang

extension ObjCFileCollector {
    func visitTopLevel(_ cursor: CXCursor) {
        switch cursor.kind {
        case CXCursor_InclusionDirective, CXCursor_ModuleImportDecl:
            addImport(cursor.spelling, at: cursor.location)
        case CXCursor_ObjCInterfaceDecl: declareInterface(cursor)
        case CXCursor_ObjCProtocolDecl: declareProtocol(cursor)
        case CXCursor_ObjCCategoryDecl: declareCategory(cursor)
        case CXCursor_ObjCImplementationDecl, CXCursor_ObjCCategoryImplDecl: visitImplementation(cursor)
        case CXCursor_EnumDecl, CXCursor_StructDecl, CXCursor_TypedefDecl, CXCursor_FunctionDecl, CXCursor_VarDecl:
            declareCDeclaration(cursor)
        case CXCursor_ObjCClassRef, CXCursor_ObjCProtocolRef:
            break  // `@class X;` and `@protocol P;` announce a name; they do not use it.
        default:
            visitReferences(in: cursor, context: Context())
        }
    }

    // MARK: Containers

    private func declareInterface(_ cursor: CXCursor) {
        let name = cursor.spelling
        let children = cursor.children
        let superclass = children.filter { $0.kind == CXCursor_ObjCSuperClassRef }.map(\.spelling)
        let index = declare(
            Declaration(
                id: "c:" + name, name: swiftTypeName(written: writtenSwiftName(of: children)) ?? name,
                kind: .objcInterface, location: sourceLocation(cursor.location), effectiveAccess: access,
                inheritance: superclass + protocols(in: children), objcName: name),
            usr: cursor.usr)
        visitMembers(
            children,
            context: Context(declarationIndex: index, scope: [name], idPrefix: "c:" + name, container: cursor.kind))
    }

    private func declareProtocol(_ cursor: CXCursor) {
        let name = cursor.spelling
        let children = cursor.children
        let index = declare(
            Declaration(
                id: "c:" + name, name: swiftTypeName(written: writtenSwiftName(of: children)) ?? name,
                kind: .objcProtocol, location: sourceLocation(cursor.location), effectiveAccess: access,
                inheritance: protocols(in: children), objcName: name),
            usr: cursor.usr)
        visitMembers(
            children,
            context: Context(declarationIndex: index, scope: [name], idPrefix: "c:" + name, container: cursor.kind))
    }

    /// `@interface X (Cat)` is `X(Cat)`; a class extension `@interface X ()` is `X()`.
    private func declareCategory(_ cursor: CXCursor) {
        let children = cursor.children
        let className = extendedClassName(of: cursor, children: children)
        let name = "\(className)(\(cursor.spelling))"
        let index = declare(
            Declaration(
                id: "c:" + name, name: name, kind: .objcCategory, location: sourceLocation(cursor.location),
                effectiveAccess: access, inheritance: protocols(in: children), typeName: className, objcName: name),
            usr: cursor.usr)
        visitMembers(
            children,
            context: Context(declarationIndex: index, scope: [className], idPrefix: "c:" + name, container: cursor.kind)
        )
    }

    /// The members of an interface, protocol or category, and the names its header line uses.
    private func visitMembers(_ children: [CXCursor], context: Context) {
        // libclang reports the superclass twice, as a superclass and as a class reference.
        let superclassOffsets = Set(children.filter { $0.kind == CXCursor_ObjCSuperClassRef }.map(\.location.offset))
        for child in children where isInMainFile(child) {
            switch child.kind {
            case CXCursor_ObjCInstanceMethodDecl, CXCursor_ObjCClassMethodDecl:
                declareMethod(child, context: context)
            case CXCursor_ObjCPropertyDecl:
                declareProperty(child, context: context)
            case CXCursor_ObjCSuperClassRef:
                addTypeReference(child, kind: .inheritance, context: context)
            case CXCursor_ObjCProtocolRef:
                addTypeReference(child, kind: .conformance, context: context)
            case CXCursor_ObjCClassRef where superclassOffsets.contains(child.location.offset):
                break
            case CXCursor_ObjCClassRef where context.container == CXCursor_ObjCCategoryDecl:
                addTypeReference(child, kind: .extensionOf, context: context)
            case CXCursor_UnexposedAttr:
                break
            default:
                visitReferences(in: child, context: context)
            }
        }
    }

    // MARK: Members

    private func declareMethod(_ cursor: CXCursor, context: Context) {
        // A property's implicit getter and setter are cursors too, spelled at the property's name.
        guard let sign = tokens.spelling(atOffset: cursor.extentStartOffset), sign == "-" || sign == "+" else { return }
        var body = context
        // A method a header declares, redeclared here (in a class extension), is that header's.
        let usr = memberUSR(of: cursor, className: context.scope.first ?? "")
        if !isDeclaredInHeader(usr) {
            body.declarationIndex = declare(methodDeclaration(cursor, context: context), usr: usr)
        }
        body.isClassMethod = cursor.kind == CXCursor_ObjCClassMethodDecl
        for child in cursor.children where child.kind != CXCursor_UnexposedAttr {
            visitReferences(in: child, context: body)
        }
    }

    func methodDeclaration(_ cursor: CXCursor, context: Context) -> Declaration {
        let selector = cursor.spelling
        let isClassMethod = cursor.kind == CXCursor_ObjCClassMethodDecl
        let children = cursor.children
        let swiftName =
            writtenSwiftName(of: children).flatMap(ObjCSwiftName.init(swiftName:))
            ?? ObjCSwiftName(selector: selector, isInstanceMethod: !isClassMethod)
        let labels = swiftName.argumentLabels ?? []
        return Declaration(
            id: context.idPrefix + "." + selector, name: swiftName.baseName, kind: .objcMethod,
            location: sourceLocation(cursor.location), parentID: parentID(context), effectiveAccess: access,
            attributes: clang_Cursor_isObjCOptional(cursor) != 0 ? ["optional"] : [],
            modifiers: isClassMethod ? ["static"] : [],
            typeName: typeName(
                cursor.resultType, of: cursor, written: tokens.writtenResultType(ofMethodAt: cursor.extentStartOffset)),
            argumentLabels: labels,
            argumentHasDefault: labels.map { _ in false }, objcName: selector)
    }

    private func declareProperty(_ cursor: CXCursor, context: Context) {
        let name = cursor.spelling
        let children = cursor.children
        let attributes = clang_Cursor_getObjCPropertyAttributes(cursor, 0)
        let isClassProperty = attributes & CXObjCPropertyAttr_class.rawValue != 0
        var body = context
        // A property a header declares, redeclared here (`readwrite` in a class extension), is that header's.
        let usr = memberUSR(of: cursor, className: context.scope.first ?? "")
        if !isDeclaredInHeader(usr) {
            let written = tokens.writtenType(ofPropertyAt: cursor.extentStartOffset, nameOffset: cursor.location.offset)
            body.declarationIndex = declare(
                Declaration(
                    id: context.idPrefix + "." + name,
                    name: writtenSwiftName(of: children).flatMap(ObjCSwiftName.init(swiftName:))?.baseName ?? name,
                    kind: .objcProperty, location: sourceLocation(cursor.location), parentID: parentID(context),
                    effectiveAccess: access, modifiers: isClassProperty ? ["static"] : [],
                    typeName: typeName(cursor.type, of: cursor, written: written), objcName: name),
                usr: usr)
        }
        for child in children where child.kind != CXCursor_UnexposedAttr {
            visitReferences(in: child, context: body)
        }
    }

    func parentID(_ context: Context) -> String? {
        context.declarationIndex.map { facts.declarations[$0].id } ?? context.idPrefix
    }

    private func protocols(in children: [CXCursor]) -> [String] {
        children.filter { $0.kind == CXCursor_ObjCProtocolRef }.map(\.spelling)
    }

    /// A type's `NS_SWIFT_NAME(Crypto)` (a nested `Wallet.Crypto` keeps its last part).
    private func swiftTypeName(written: String?) -> String? {
        written.flatMap(ObjCSwiftName.init(swiftName:)).flatMap { $0.argumentLabels == nil ? $0.baseName : nil }
    }
}
