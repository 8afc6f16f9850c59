/// A declaration of the analysed monolith, from any front end.
public struct Declaration: Codable, Hashable, Sendable {
    /// Stable across runs for the same source: the qualified name, the kind and, for functions,
    /// the argument labels (`s:Book.rename(to:)`); a `#n` suffix tells apart declarations that
    /// would otherwise share an id (overloads by type, `#if` alternatives).
    public var id: String
    public var name: String
    public var kind: DeclarationKind
    public var location: SourceLocation
    /// The declaration this one is a member of; for members of an extension, the extension.
    public var parentID: String?
    /// The access modifier as written, if any.
    public var writtenAccess: AccessLevel?
    /// The access the compiler gives it: written or defaulted, capped by its enclosing scopes.
    public var effectiveAccess: AccessLevel
    /// A `private(set)`-style setter restriction, as written.
    public var setterAccess: AccessLevel?
    /// Attributes without `@` (`objc`, `MainActor`, `propertyWrapper`, …) and modifiers such as
    /// `static`, `final`, `override`, `mutating`, `convenience`, `required`.
    public var attributes: [String]
    public var modifiers: [String]
    /// Inherited types as written: superclass, protocols (for extensions, the added conformances).
    public var inheritance: [String]
    public var genericParameters: [String]
    /// What generic parameters are constrained to, where the declaration says (`<H: HashToGroup>`,
    /// `where H: HashToGroup`): `H.G` names `HashToGroup`'s associated type. For extensions, what
    /// the where clause requires of `Self` (`where Self: BidirectionalCollection`).
    public var genericConstraints: [GenericConstraint]?
    /// For extensions, the generic arguments the where clause fixes (`where Pointee == _Storage`):
    /// its members are members of receivers with those arguments only.
    public var sameTypeRequirements: [GenericConstraint]?
    /// For extensions, the extended type as written; for variables, the declared type if written;
    /// for functions, the result type if written; for typealiases, the aliased type.
    public var typeName: String?
    /// Argument labels of functions, initializers, subscripts and enum cases with associated values.
    public var argumentLabels: [String]?
    /// For each argument label, whether the parameter has a default value (calls may omit it).
    public var argumentHasDefault: [Bool]?
    /// For each argument label, the parameter's type as written (Swift functions, initializers,
    /// subscripts and enum cases with associated values).
    public var parameterTypes: [String]?
    /// Stored properties in declaration order (structs and classes), for memberwise inits.
    public var storedProperties: [StoredProperty]?
    /// The `#if` conditions that enclose the declaration, outermost first (`DEBUG`, `!os(Linux)`).
    public var conditions: [String]
    /// Objective-C declarations: the Objective-C name or selector (`name` is the name Swift sees).
    public var objcName: String?
    /// Objective-C declarations: whether Swift code of the monolith sees it through the bridging header.
    public var isVisibleToSwift: Bool?

    /// A member of the type itself (`static`, `class`), not of its instances.
    public var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }

    public init(
        id: String, name: String, kind: DeclarationKind, location: SourceLocation, parentID: String? = nil,
        writtenAccess: AccessLevel? = nil, effectiveAccess: AccessLevel = .internal, setterAccess: AccessLevel? = nil,
        attributes: [String] = [], modifiers: [String] = [], inheritance: [String] = [],
        genericParameters: [String] = [], genericConstraints: [GenericConstraint]? = nil,
        sameTypeRequirements: [GenericConstraint]? = nil, typeName: String? = nil, argumentLabels: [String]? = nil,
        argumentHasDefault: [Bool]? = nil, parameterTypes: [String]? = nil, storedProperties: [StoredProperty]? = nil,
        conditions: [String] = [],
        objcName: String? = nil, isVisibleToSwift: Bool? = nil
    ) {
        self.id = id
        self.name = name
        self.kind = kind
        self.location = location
        self.parentID = parentID
        self.writtenAccess = writtenAccess
        self.effectiveAccess = effectiveAccess
        self.setterAccess = setterAccess
        self.attributes = attributes
        self.modifiers = modifiers
        self.inheritance = inheritance
        self.genericParameters = genericParameters
        self.genericConstraints = genericConstraints
        self.sameTypeRequirements = sameTypeRequirements
        self.typeName = typeName
        self.argumentLabels = argumentLabels
        self.argumentHasDefault = argumentHasDefault
        self.parameterTypes = parameterTypes
        self.storedProperties = storedProperties
        self.conditions = conditions
        self.objcName = objcName
        self.isVisibleToSwift = isVisibleToSwift
    }
}

/// `H: HashToGroup`: a generic parameter and the type it is constrained to (the first of `A & B`).
public struct GenericConstraint: Codable, Hashable, Sendable {
    public var parameter: String
    public var constraint: String

    public init(parameter: String, constraint: String) {
        self.parameter = parameter
        self.constraint = constraint
    }
}

/// A stored property as the memberwise initializer sees it.
public struct StoredProperty: Codable, Hashable, Sendable {
    public var name: String
    public var typeName: String?
    public var defaultValue: String?
    public var isLet: Bool
    public var access: AccessLevel

    public init(name: String, typeName: String?, defaultValue: String?, isLet: Bool, access: AccessLevel) {
        self.name = name
        self.typeName = typeName
        self.defaultValue = defaultValue
        self.isLet = isLet
        self.access = access
    }
}
