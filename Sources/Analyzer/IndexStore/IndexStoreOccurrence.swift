import CIndexStore

/// What an occurrence does with its symbol, and how it relates to other symbols.
public struct SymbolRoles: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    public static let declaration = SymbolRoles(rawValue: 1 << 0)
    public static let definition = SymbolRoles(rawValue: 1 << 1)
    public static let reference = SymbolRoles(rawValue: 1 << 2)
    public static let read = SymbolRoles(rawValue: 1 << 3)
    public static let write = SymbolRoles(rawValue: 1 << 4)
    public static let call = SymbolRoles(rawValue: 1 << 5)
    public static let dynamic = SymbolRoles(rawValue: 1 << 6)
    public static let addressOf = SymbolRoles(rawValue: 1 << 7)
    public static let implicit = SymbolRoles(rawValue: 1 << 8)
    public static let childOf = SymbolRoles(rawValue: 1 << 9)
    public static let baseOf = SymbolRoles(rawValue: 1 << 10)
    public static let overrideOf = SymbolRoles(rawValue: 1 << 11)
    public static let receivedBy = SymbolRoles(rawValue: 1 << 12)
    public static let calledBy = SymbolRoles(rawValue: 1 << 13)
    public static let extendedBy = SymbolRoles(rawValue: 1 << 14)
    public static let accessorOf = SymbolRoles(rawValue: 1 << 15)
    public static let containedBy = SymbolRoles(rawValue: 1 << 16)
    public static let ibTypeOf = SymbolRoles(rawValue: 1 << 17)
    public static let specializationOf = SymbolRoles(rawValue: 1 << 18)
    public static let nameReference = SymbolRoles(rawValue: 1 << 20)
}

/// One place a record mentions a symbol: a definition, a reference or a call, with the symbols
/// it is related to (the function it is called by, the class it is the base of, …).
public struct IndexStoreOccurrence: Hashable, Sendable {
    public struct Relation: Hashable, Sendable {
        public var roles: SymbolRoles
        public var symbol: IndexStoreSymbol

        public init(roles: SymbolRoles, symbol: IndexStoreSymbol) {
            self.roles = roles
            self.symbol = symbol
        }
    }

    public var symbol: IndexStoreSymbol
    public var roles: SymbolRoles
    /// 1-based; the column counts UTF-8 bytes, as SwiftSyntax does.
    public var line: Int
    public var column: Int
    public var relations: [Relation]

    public init(symbol: IndexStoreSymbol, roles: SymbolRoles, line: Int, column: Int, relations: [Relation] = []) {
        self.symbol = symbol
        self.roles = roles
        self.line = line
        self.column = column
        self.relations = relations
    }

    init(_ occurrence: indexstore_occurrence_t) {
        var line: UInt32 = 0
        var column: UInt32 = 0
        indexstore_occurrence_get_line_col(occurrence, &line, &column)
        var relations: [Relation] = []
        withUnsafeMutablePointer(to: &relations) { collected in
            _ = indexstore_occurrence_relations_apply_f(occurrence, collected) { context, relation in
                guard let context, let relation else { return true }
                let symbol = IndexStoreSymbol(indexstore_symbol_relation_get_symbol(relation))
                let roles = SymbolRoles(rawValue: indexstore_symbol_relation_get_roles(relation))
                context.assumingMemoryBound(to: [Relation].self).pointee.append(Relation(roles: roles, symbol: symbol))
                return true
            }
        }
        self.init(
            symbol: IndexStoreSymbol(indexstore_occurrence_get_symbol(occurrence)),
            roles: SymbolRoles(rawValue: indexstore_occurrence_get_roles(occurrence)),
            line: Int(line), column: Int(column), relations: relations)
    }

    /// The first related symbol in any of `roles`.
    public func related(_ roles: SymbolRoles) -> IndexStoreSymbol? {
        relations.first { !$0.roles.isDisjoint(with: roles) }?.symbol
    }
}
