/// What a declaration is. Objective-C kinds come from the libclang front end.
public enum DeclarationKind: String, Codable, CaseIterable, Sendable {
    case `class`, `struct`, `enum`, `protocol`, actor
    case `extension`
    case function, initializer, deinitializer, variable, `subscript`
    case enumCase, `typealias`, associatedType
    case `operator`, precedenceGroup, macro
    case objcInterface, objcProtocol, objcCategory, objcMethod, objcProperty

    /// Kinds that introduce a nominal type (what module cuts are made of).
    public var isType: Bool {
        switch self {
        case .class, .struct, .enum, .protocol, .actor, .objcInterface, .objcProtocol: true
        default: false
        }
    }
}
