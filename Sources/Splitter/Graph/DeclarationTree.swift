import Analyzer

/// The monolith's declarations by id, with the top-level declaration each belongs to: what moves
/// when a declaration moves (a member moves with its type, an extension with its file).
public struct DeclarationTree: Sendable {
    public let byID: [String: Declaration]
    /// Each declaration's parent, file and kind: what the look-ups made for every reference read.
    /// Through `byID` each look-up copied the whole declaration, its twenty fields retained and released.
    private let places: [String: Place]
    private let typeIDsByName: [String: String]
    /// Variables that are stored properties of their type: a use of another module's type in one
    /// ties the modules more than a call does.
    private let storedPropertyIDs: Set<String>

    private struct Place: Sendable {
        let parentID: String?
        let file: String
        let kind: DeclarationKind
    }

    public init(_ declarations: [Declaration]) {
        byID = Dictionary(declarations.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        typeIDsByName = Dictionary(
            declarations.filter { $0.parentID == nil && $0.kind != .extension }.map { ($0.name, $0.id) },
            uniquingKeysWith: { first, _ in first })
        let storedNames = Dictionary(
            declarations.compactMap { type in type.storedProperties.map { (type.id, Set($0.map(\.name))) } },
            uniquingKeysWith: { first, _ in first })
        // Of two declarations with one id, the first, as in `byID`.
        var places: [String: Place] = [:]
        var stored = Set<String>()
        for declaration in declarations where places[declaration.id] == nil {
            places[declaration.id] = Place(
                parentID: declaration.parentID, file: declaration.location.file, kind: declaration.kind)
            if declaration.kind == .variable, let parent = declaration.parentID,
                storedNames[parent]?.contains(declaration.name) == true
            {
                stored.insert(declaration.id)
            }
        }
        self.places = places
        storedPropertyIDs = stored
    }

    /// The file a declaration is written in; nil for an id the index does not hold.
    public func file(of id: String) -> String? { places[id]?.file }

    public func kind(of id: String) -> DeclarationKind? { places[id]?.kind }

    public func parentID(of id: String) -> String? { places[id]?.parentID }

    public func isStoredProperty(_ id: String) -> Bool { storedPropertyIDs.contains(id) }

    /// The outermost declaration `id` is written in (itself at top level); an extension's members
    /// belong to the extension, which is top-level itself.
    public func topLevel(of id: String) -> String {
        var current = id
        while let parent = places[current]?.parentID { current = parent }
        return current
    }

    /// The type a top-level declaration stands for: an extension stands for the type it extends.
    public func type(of topLevelID: String) -> String {
        guard let declaration = byID[topLevelID], declaration.kind == .extension,
            let extended = declaration.typeName?.split(separator: ".").first, let type = typeIDsByName[String(extended)]
        else { return topLevelID }
        return type
    }

    /// `s:BaseUseCase.validate(_:)` → `BaseUseCase.validate`, for reports.
    public static func displayName(of id: String) -> String {
        var body = Substring(id.dropFirst(2))
        if let marker = body.firstIndex(where: { $0 == "#" || $0 == "@" }) { body = body[..<marker] }
        return String(body)
    }
}
