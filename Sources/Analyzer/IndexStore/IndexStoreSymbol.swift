import CIndexStore

/// A symbol an occurrence names: its USR identifies it across files and units.
public struct IndexStoreSymbol: Hashable, Sendable {
    public enum Kind: UInt32, Sendable {
        case unknown = 0
        case module, namespace, namespaceAlias, macro, `enum`, `struct`, `class`, `protocol`, `extension`
        case union, `typealias`, function, variable, field, enumConstant, instanceMethod, classMethod, staticMethod
        case instanceProperty, classProperty, staticProperty, constructor, destructor, conversionFunction, parameter
        case using, concept
        case commentTag = 1000
    }

    /// The few subkinds that change what a symbol is for Cleave; the others read as `.none`.
    public enum Subkind: UInt32, Sendable {
        case none = 0
        case accessorGetter = 3
        case accessorSetter = 4
        case swiftAccessorWillSet = 1000
        case swiftAccessorDidSet = 1001
        case swiftAccessorAddressor = 1002
        case swiftAccessorMutableAddressor = 1003
        case swiftExtensionOfStruct = 1004
        case swiftExtensionOfClass, swiftExtensionOfEnum, swiftExtensionOfProtocol
        case swiftPrefixOperator = 1008
        case swiftPostfixOperator, swiftInfixOperator
        case swiftSubscript = 1011
        case swiftAssociatedType, swiftGenericTypeParameter
        case swiftAccessorRead = 1014
        case swiftAccessorModify, swiftAccessorInit, swiftAccessorBorrow, swiftAccessorMutate
    }

    public enum Language: UInt32, Sendable {
        case c = 0
        case objectiveC = 1
        case cxx = 2
        case swift = 100
    }

    public var usr: String
    public var name: String
    public var kind: Kind
    public var subkind: Subkind
    public var language: Language
    /// Whether the symbol is local to a function body (a local variable, parameter or type).
    public var isLocal: Bool

    public init(
        usr: String, name: String, kind: Kind, subkind: Subkind = .none, language: Language = .swift,
        isLocal: Bool = false
    ) {
        self.usr = usr
        self.name = name
        self.kind = kind
        self.subkind = subkind
        self.language = language
        self.isLocal = isLocal
    }

    init(_ symbol: indexstore_symbol_t) {
        self.init(
            usr: indexstore_symbol_get_usr(symbol).string,
            name: indexstore_symbol_get_name(symbol).string,
            kind: Kind(rawValue: indexstore_symbol_get_kind(symbol).rawValue) ?? .unknown,
            subkind: Subkind(rawValue: indexstore_symbol_get_subkind(symbol).rawValue) ?? .none,
            language: Language(rawValue: indexstore_symbol_get_language(symbol).rawValue) ?? .c,
            isLocal: indexstore_symbol_get_properties(symbol) & UInt64(INDEXSTORE_SYMBOL_PROPERTY_LOCAL) != 0)
    }

    /// Getters, setters, observers and the other accessors the compiler records for properties.
    public var isAccessor: Bool {
        switch subkind {
        case .accessorGetter, .accessorSetter, .swiftAccessorWillSet, .swiftAccessorDidSet, .swiftAccessorAddressor,
            .swiftAccessorMutableAddressor, .swiftAccessorRead, .swiftAccessorModify, .swiftAccessorInit,
            .swiftAccessorBorrow, .swiftAccessorMutate:
            return true
        default:
            return false
        }
    }
}
