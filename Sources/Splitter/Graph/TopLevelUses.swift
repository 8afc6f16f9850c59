import Analyzer

/// The monolith's top-level declarations numbered, with what each uses and where it is used:
/// what a move of declarations drags along. Numbers, not ids, because a big cycle asks this for
/// each of its thousands of dependencies.
struct TopLevelUses: Sendable {
    /// Top-level declaration ids, by number.
    let ids: [String]
    /// Every declaration's id → the number of the top-level declaration it is written in.
    let topLevelNumbers: [String: Int]
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
        var numbers: [String: Int] = [:]
        var ids: [String] = []
        var topOf: [String: Int] = [:]
        for declaration in index.declarations where topOf[declaration.id] == nil {
            let top = tree.topLevel(of: declaration.id)
            let number =
                numbers[top]
                ?? {
                    numbers[top] = ids.count
                    ids.append(top)
                    return ids.count - 1
                }()
            topOf[declaration.id] = number
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
        var numberOfSource = PerFile { topOf[$0] }
        for reference in index.references {
            let source = reference.sourceID.flatMap { numberOfSource($0) }
            let file = numberOfFile(reference.location.file)
            for target in reference.targetIDs {
                guard let used = topOf[target] else { continue }
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
        topLevelNumbers = topOf
        self.uses = uses.map { $0.sorted() }
        self.usingFiles = usingFiles.map { $0.sorted() }
        self.moduleNumbers = moduleNumbers
        moduleOfFile = files.map { moduleNumbers[assignment.module(ofFile: $0)] ?? unknown }
    }
}
