import CClang
import Foundation

/// The Objective-C class a type names, for receivers of message sends.
extension CXType {
    var spelling: String { clang_getTypeSpelling(self).consumed }

    /// The type as a declaration's `typeName`: without the `__strong` that ARC implies.
    var declaredName: String {
        spelling.replacingOccurrences(of: " __strong", with: "").replacingOccurrences(of: "__strong ", with: "")
    }

    /// `LegacyCrypto` for `LegacyCrypto` (a class receiver) and nil for anything else.
    var objcInterfaceName: String? {
        switch kind {
        case CXType_ObjCInterface: return clang_getTypeDeclaration(self).spelling
        case CXType_ObjCObject:
            let base = clang_Type_getObjCObjectBaseType(self)
            return base.kind == CXType_ObjCInterface ? clang_getTypeDeclaration(base).spelling : nil
        case CXType_Elaborated, CXType_Typedef, CXType_Attributed:
            let canonical = clang_getCanonicalType(self)
            return canonical.kind == kind ? nil : canonical.objcInterfaceName
        default: return nil
        }
    }

    /// What an instance of this type is, as a receiver: `LegacyCrypto` for `LegacyCrypto *` (also
    /// `LegacyCrypto<P> *` and typedefs of it), `LegacyCryptoDelegate` for `id<LegacyCryptoDelegate>`;
    /// nil for `id`, `Class` and `id<P, Q>`.
    var objcInstanceTypeName: String? {
        let canonical = clang_getCanonicalType(self)
        guard canonical.kind == CXType_ObjCObjectPointer else { return nil }
        let pointee = clang_getPointeeType(canonical)
        if let className = pointee.objcInterfaceName { return className }
        guard pointee.kind == CXType_ObjCObject, clang_Type_getObjCObjectBaseType(pointee).kind == CXType_ObjCId,
            clang_Type_getNumObjCProtocolRefs(pointee) == 1
        else { return nil }
        return clang_Type_getObjCProtocolDecl(pointee, 0).spelling
    }
}
