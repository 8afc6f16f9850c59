import Analyzer

/// The monolith's declarations by id, with the top-level declaration each belongs to: what moves
/// when a declaration moves (a member moves with its type, an extension with its file).
public struct DeclarationTree: Sendable {
    public let byID: [String: Declaration]
    private let typeIDsByName: [String: String]

    public init(_ declarations: [Declaration]) {
        byID = Dictionary(declarations.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        typeIDsByName = Dictionary(
            declarations.filter { $0.parentID == nil && $0.kind != .extension }.map { ($0.name, $0.id) },
            uniquingKeysWith: { first, _ in first })
    }

    /// The outermost declaration `id` is written in (itself at top level); an extension's members
    /// belong to the extension, which is top-level itself.
    public func topLevel(of id: String) -> String {
        var current = id
        while let parent = byID[current]?.parentID { current = parent }
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
