import SwiftSyntax

/// Access level, setter restriction and the other modifiers of a declaration, as written.
struct DeclarationModifiers {
    var access: AccessLevel?
    var setterAccess: AccessLevel?
    var others: [String] = []

    init(_ modifiers: DeclModifierListSyntax) {
        for modifier in modifiers {
            let name = modifier.name.text
            if let level = AccessLevel(rawValue: name) {
                if modifier.detail?.detail.text == "set" {
                    setterAccess = level
                } else {
                    access = level
                }
            } else {
                others.append(name)
            }
        }
    }

    var isStatic: Bool { others.contains("static") || others.contains("class") }
    var isOverride: Bool { others.contains("override") }
}

extension AttributeListSyntax {
    /// Attribute names without `@`, in source order (`objc`, `MainActor`, `Clamped`).
    var names: [String] {
        compactMap { element in
            guard case .attribute(let attribute) = element else { return nil }
            return attribute.attributeName.trimmedText
        }
    }
}

extension TypeSyntax {
    /// The dotted path of a plain type name (`Foo`, `Foo.Bar`, `Foo<T>.Bar` → `Foo.Bar`), nil
    /// for function, tuple, array and other structural types.
    var namePath: [String]? {
        // Walked from the last member down: each member type of a chain thousands long walked
        // the whole chain (minutes for one file); no type nests as deep as the cut.
        var members: [String] = []
        var type = TypeSyntax(self)
        while true {
            if let identifier = type.as(IdentifierTypeSyntax.self) {
                return [identifier.name.text] + members.reversed()
            } else if let member = type.as(MemberTypeSyntax.self), members.count < TypeSyntax.longestNamePath {
                members.append(member.name.text)
                type = member.baseType
            } else if let attributed = type.as(AttributedTypeSyntax.self) {
                type = attributed.baseType
            } else {
                return nil
            }
        }
    }

    /// More nested types than anyone declares: a longer path is no type's.
    static var longestNamePath: Int { 32 }

    /// The token compilers name a type by: `Format` in `Book.Format`, `Array` in `Array<Book>`.
    public var lastNameToken: TokenSyntax {
        if let member = self.as(MemberTypeSyntax.self) { return member.name }
        if let identifier = self.as(IdentifierTypeSyntax.self) { return identifier.name }
        if let attributed = self.as(AttributedTypeSyntax.self) { return attributed.baseType.lastNameToken }
        return firstToken(viewMode: .sourceAccurate) ?? TokenSyntax(.unknown(""), presence: .missing)
    }
}
