import Analyzer

/// The monolith's declarations, numbered, with the top-level declaration each belongs to: what
/// moves when a declaration moves (a member moves with its type, an extension with its file).
///
/// A declaration's number is its place in `declarations`. Every reference asks for its targets'
/// files, kinds and parents, so they are answered from arrays: one look-up of the id, not one
/// per question.
public struct DeclarationTree: Sendable {
    /// The index's declarations, the first of each id, in index order.
    public let declarations: [Declaration]
    private let numbers: IDNumbers
    /// By number: the parent's number, nil at top level or where the index holds no parent.
    private let parentNumbers: [Int?]
    /// By number: the number of the outermost declaration the index holds; its top-level
    /// declaration unless a parent is missing from the index.
    let outermostHeld: [Int]
    private let isStored: [Bool]
    private let typeIDsByName: [String: String]

    public init(_ all: [Declaration]) {
        // Loops over indices read only the fields they name: `for declaration in` copied every
        // declaration, its twenty fields retained and released, in each pass.
        var numbers = IDNumbers(capacity: all.count)
        var firsts: [Int] = []
        for position in all.indices where numbers.insert(all[position].id) == firsts.count {
            firsts.append(position)
        }
        // Two declarations with one id are rare (`UniqueIDs` tells them apart): the copy is too.
        let declarations = firsts.count == all.count ? all : firsts.map { all[$0] }
        self.declarations = declarations
        self.numbers = numbers
        let parentNumbers = declarations.indices.map { declarations[$0].parentID.flatMap { numbers[$0] } }
        self.parentNumbers = parentNumbers
        let outermostHeld = declarations.indices.map { number in
            var current = number
            while let parent = parentNumbers[current] { current = parent }
            return current
        }
        self.outermostHeld = outermostHeld
        var typeIDsByName: [String: String] = [:]
        for number in declarations.indices
        where declarations[number].parentID == nil && declarations[number].kind != .extension
            && typeIDsByName[declarations[number].name] == nil
        {
            typeIDsByName[declarations[number].name] = declarations[number].id
        }
        self.typeIDsByName = typeIDsByName
        // A variable is a stored property when its type lists it among them: a use of another
        // module's type in one ties the modules more than a call does.
        isStored = declarations.indices.map { number in
            guard declarations[number].kind == .variable, let parent = parentNumbers[number] else { return false }
            let name = declarations[number].name
            return declarations[parent].storedProperties?.contains { $0.name == name } == true
        }
    }

    /// The declaration of an id, nil for an id the index does not hold.
    public subscript(id: String) -> Declaration? { numbers[id].map { declarations[$0] } }

    /// The place of an id's declaration in `declarations`.
    public func number(of id: String) -> Int? { numbers[id] }

    /// The number of a declaration's parent; nil at top level or where the index holds no parent.
    public func parentNumber(of number: Int) -> Int? { parentNumbers[number] }

    /// The file a declaration is written in; nil for an id the index does not hold.
    public func file(of id: String) -> String? { numbers[id].map { declarations[$0].location.file } }

    public func kind(of id: String) -> DeclarationKind? { numbers[id].map { declarations[$0].kind } }

    public func parentID(of id: String) -> String? { numbers[id].flatMap { declarations[$0].parentID } }

    public func isStoredProperty(_ id: String) -> Bool { numbers[id].map { isStored[$0] } ?? false }

    /// The outermost declaration `id` is written in (itself at top level); an extension's members
    /// belong to the extension, which is top-level itself.
    public func topLevel(of id: String) -> String { numbers[id].map(topLevelID(ofNumber:)) ?? id }

    /// The id of the outermost declaration the numbered one is written in: a parent the index does
    /// not hold is as far up as the tree reaches.
    func topLevelID(ofNumber number: Int) -> String {
        let outermost = declarations[outermostHeld[number]]
        return outermost.parentID ?? outermost.id
    }

    /// The top-level declarations written in each of `files`, in index order.
    func topLevelDeclarations(in files: Set<String>) -> [String: [Declaration]] {
        var isWanted = PerFile { files.contains($0) }
        var byFile: [String: [Declaration]] = [:]
        for number in declarations.indices
        where declarations[number].parentID == nil && isWanted(declarations[number].location.file) {
            byFile[declarations[number].location.file, default: []].append(declarations[number])
        }
        return byFile
    }

    /// The type a top-level declaration stands for: an extension stands for the type it extends.
    public func type(of topLevelID: String) -> String {
        guard let declaration = self[topLevelID], declaration.kind == .extension,
            let extended = declaration.typeName?.split(separator: ".").first, let type = typeIDsByName[String(extended)]
        else { return topLevelID }
        return type
    }

    /// `s:BaseUseCase.validate(_:)` → `BaseUseCase.validate`, for reports.
    /// Read as bytes: reports name thousands of declarations, and characters cost many times more.
    public static func displayName(of id: String) -> String {
        let body = id.utf8.dropFirst(2)
        let end = body.firstIndex { $0 == UInt8(ascii: "#") || $0 == UInt8(ascii: "@") } ?? body.endIndex
        return String(Substring(body[..<end]))
    }
}
