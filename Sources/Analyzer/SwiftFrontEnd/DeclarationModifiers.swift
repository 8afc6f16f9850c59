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
            return attribute.attributeName.trimmedDescription
        }
    }
}

extension TypeSyntax {
    /// The dotted path of a plain type name (`Foo`, `Foo.Bar`, `Foo<T>.Bar` → `Foo.Bar`), nil
    /// for function, tuple, array and other structural types.
    var namePath: [String]? {
        if let identifier = self.as(IdentifierTypeSyntax.self) {
            return [identifier.name.text]
        }
        if let member = self.as(MemberTypeSyntax.self), let base = member.baseType.namePath {
            return base + [member.name.text]
        }
        if let attributed = self.as(AttributedTypeSyntax.self) {
            return attributed.baseType.namePath
        }
        return nil
    }

    /// The token compilers name a type by: `Format` in `Book.Format`, `Array` in `Array<Book>`.
    public var lastNameToken: TokenSyntax {
        if let member = self.as(MemberTypeSyntax.self) { return member.name }
        if let identifier = self.as(IdentifierTypeSyntax.self) { return identifier.name }
        if let attributed = self.as(AttributedTypeSyntax.self) { return attributed.baseType.lastNameToken }
        return firstToken(viewMode: .sourceAccurate) ?? TokenSyntax(.unknown(""), presence: .missing)
    }
}
