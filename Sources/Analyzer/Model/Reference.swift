/// How a piece of code uses a declaration.
public enum ReferenceKind: String, Codable, CodingKeyRepresentable, CaseIterable, Sendable {
    case typeUse, initializerCall, call, memberAccess, inheritance, conformance, override
    case extensionOf, defaultArgument, keyPath, attribute, operatorUse
}

/// How sure the resolver is that a reference points at its targets.
public enum Certainty: String, Codable, CodingKeyRepresentable, CaseIterable, Comparable, Sendable {
    /// Lexical scope or an evident receiver type names exactly one declaration.
    case exact
    /// One declaration of that name fits, but the receiver's type was not evident.
    case inferred
    /// Several declarations fit; all are listed.
    case ambiguous

    public static func < (lhs: Certainty, rhs: Certainty) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// A use of one of the monolith's own declarations. Uses of other modules' declarations
/// (Foundation, UIKit) are not recorded.
public struct Reference: Codable, Hashable, Sendable {
    public var name: String
    public var kind: ReferenceKind
    public var location: SourceLocation
    /// The innermost declaration the reference is written in; nil at file scope.
    public var sourceID: String?
    /// The declarations it resolves to, sorted; one unless ambiguous.
    public var targetIDs: [String]
    public var certainty: Certainty

    public init(
        name: String, kind: ReferenceKind, location: SourceLocation, sourceID: String?, targetIDs: [String],
        certainty: Certainty
    ) {
        self.name = name
        self.kind = kind
        self.location = location
        self.sourceID = sourceID
        self.targetIDs = targetIDs
        self.certainty = certainty
    }
}
