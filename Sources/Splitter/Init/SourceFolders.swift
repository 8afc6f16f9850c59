import Analyzer

/// The folders of a source tree, counted once, so that the paths that take a module's files are
/// found in time that grows with the module's files, not with the tree's (a plan of 200 modules
/// over 4,000 files walked every file of a top folder once per module).
struct SourceFolders {
    /// Source files under each folder, at any depth.
    private let fileCounts: [String: Int]
    /// Resources under each folder, at any depth.
    private let resourcesByFolder: [String: [String]]

    /// - Parameters: relative paths of the source files, and of the resources.
    init(files: [String], resources: [String]) {
        var fileCounts: [String: Int] = [:]
        for file in files { Self.forEachFolder(above: file) { fileCounts[$0, default: 0] += 1 } }
        var resourcesByFolder: [String: [String]] = [:]
        for resource in resources {
            Self.forEachFolder(above: resource) { resourcesByFolder[$0, default: []].append(resource) }
        }
        self.fileCounts = fileCounts
        self.resourcesByFolder = resourcesByFolder
    }

    /// The fewest folders and files that take exactly `taken`: a folder whose files all belong,
    /// as deep as the files go (`Features/Search`, not `Features` when Search is its only feature).
    func fewestPaths(taking taken: Set<String>) -> [String] {
        var takenCounts: [String: Int] = [:]
        var takenFolders: [String: Set<String>] = [:]
        var takenFiles: [String: [String]] = [:]
        for file in taken {
            takenFiles[RelativePath.folder(of: file), default: []].append(file)
            Self.forEachFolder(above: file) { folder in
                takenCounts[folder, default: 0] += 1
                takenFolders[RelativePath.folder(of: folder), default: []].insert(folder)
            }
        }
        var result = takenFiles[""] ?? []
        func visit(_ folder: String) {
            let subfolders = takenFolders[folder] ?? []
            let files = takenFiles[folder] ?? []
            // Taken whole, its sub-folders and files are all it holds.
            guard takenCounts[folder] == fileCounts[folder] else {
                for subfolder in subfolders.sorted() { visit(subfolder) }
                result += files
                return
            }
            if files.isEmpty, subfolders.count == 1 { visit(subfolders.first!) } else { result.append(folder) }
        }
        for top in (takenFolders[""] ?? []).sorted() { visit(top) }
        return result.sorted()
    }

    /// Resource paths inside the given folders: they go with the module that takes the folder.
    func resources(under paths: [String]) -> [String] {
        Set(paths.flatMap { resourcesByFolder[$0] ?? [] }).sorted()
    }

    /// `a`, then `a/b`, for `a/b/c.swift`.
    private static func forEachFolder(above path: String, _ body: (String) -> Void) {
        var end = path.startIndex
        while let slash = path[end...].firstIndex(of: "/") {
            body(String(path[..<slash]))
            end = path.index(after: slash)
        }
    }
}
