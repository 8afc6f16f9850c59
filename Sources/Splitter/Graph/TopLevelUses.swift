import Analyzer

/// The monolith's top-level declarations numbered, with what each uses and where it is used:
/// what a move of declarations drags along. Numbers, not ids, because a big cycle asks this for
/// each of its thousands of dependencies.
struct TopLevelUses: Sendable {
    /// Top-level declaration ids, by number.
    let ids: [String]
    /// By the tree's number of a declaration: the number of the top-level declaration it is
    /// written in.
    private let topLevelOfDeclaration: [Int]
    private let tree: DeclarationTree
    /// By declaration number: the top-level declarations it uses, the files that use it, its
    /// file and its module. Files are numbered as the references meet them, modules by their
    /// place in the assignment (`moduleNumbers`); -1 where the declaration is not the index's.
    let uses: [[Int]]
    let usingFiles: [[Int]]
    let file: [Int]
    let module: [Int]
    let moduleNumbers: [String: Int]
    let moduleOfFile: [Int]

    init(index: Index, tree: DeclarationTree, assignment: ModuleAssignment) {
        // Numbered as first met, by the tree's number of the top-level declaration, or by id
        // where its parent is missing from the index.
        var byHeldNumber = [Int?](repeating: nil, count: tree.declarations.count)
        var byMissingID: [String: Int] = [:]
        var ids: [String] = []
        let topLevelOfDeclaration = tree.declarations.indices.map { number in
            let held = tree.outermostHeld[number]
            let top = tree.topLevelID(ofNumber: number)
            let isTop = tree.declarations[held].parentID == nil
            if let known = isTop ? byHeldNumber[held] : byMissingID[top] { return known }
            if isTop { byHeldNumber[held] = ids.count } else { byMissingID[top] = ids.count }
            ids.append(top)
            return ids.count - 1
        }
        var fileNumbers: [String: Int] = [:]
        var files: [String] = []
        func fileNumber(_ path: String) -> Int {
            if let number = fileNumbers[path] { return number }
            fileNumbers[path] = files.count
            files.append(path)
            return files.count - 1
        }
        var uses = [Set<Int>](repeating: [], count: ids.count)
        var usingFiles = [Set<Int>](repeating: [], count: ids.count)
        // References come file by file, and a function's one after another.
        var numberOfFile = PerFile { fileNumber($0) }
        var numberOfSource = PerFile { tree.number(of: $0).map { topLevelOfDeclaration[$0] } }
        let references = index.references
        for position in references.indices {
            let source = references[position].sourceID.flatMap { numberOfSource($0) }
            let file = numberOfFile(references[position].location.file)
            for target in references[position].targetIDs {
                guard let declaration = tree.number(of: target) else { continue }
                let used = topLevelOfDeclaration[declaration]
                usingFiles[used].insert(file)
                if let source { uses[source].insert(used) }
            }
        }
        let moduleNumbers = Dictionary(
            assignment.modules.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let unknown = -1
        self.file = ids.map { id in tree.file(of: id).map(fileNumber) ?? unknown }
        self.module = ids.map { id in
            tree.file(of: id).flatMap { moduleNumbers[assignment.module(ofFile: $0)] } ?? unknown
        }
        self.ids = ids
        self.topLevelOfDeclaration = topLevelOfDeclaration
        self.tree = tree
        self.uses = uses.map { $0.sorted() }
        self.usingFiles = usingFiles.map { $0.sorted() }
        self.moduleNumbers = moduleNumbers
        moduleOfFile = files.map { moduleNumbers[assignment.module(ofFile: $0)] ?? unknown }
    }

    /// The number of the top-level declaration `id` is written in; nil for an id the index does not hold.
    func topLevelNumber(of id: String) -> Int? { tree.number(of: id).map { topLevelOfDeclaration[$0] } }
}
