import Foundation

/// Lists the files under a folder without leaving it: symlinks are followed only when they
/// resolve inside the root, each real folder is entered once (so a symlink loop ends) and by its
/// real path where it has one, and build products and hidden folders are skipped. Folder resources (`.xcassets`,
/// `.xcdatamodeld`) and documentation catalogs (`.docc`) are listed as one entry: nothing inside them is compiled.
struct FileWalker {
    static let skippedFolders: Set<String> = [
        ".build", ".git", ".cleave", ".swiftpm", "DerivedData", "Pods", "Carthage", "node_modules",
    ]
    /// Project and workspace bundles describe a build; they are never part of a target's content.
    static let skippedFolderExtensions: Set<String> = [
        "xcodeproj", "xcworkspace", "playground", "xcframework", "framework",
    ]
    static let folderResourceExtensions: Set<String> = [
        "xcassets", "xcdatamodeld", "xcdatamodel", "bundle", "xcstickers",
    ]
    /// DocC catalogs: their `.swift` files are tutorial steps that DocC shows and no build compiles.
    static let catalogExtensions: Set<String> = ["docc"]
    /// What Cleave writes at the top of the folder it is given: the plan, the proposal's tables and
    /// steps. Cleave's own work, not the monolith's: taken for resources, an edit of the plan made
    /// the index resolve every reference again.
    static let cleavesOwnFiles: Set<String> = [
        "cleave.json", "cleave-modules.tsv", "cleave-modules.csv", "cleave-steps.md",
    ]

    let root: URL

    struct Result {
        var files: [String] = []
        var diagnostics: [Diagnostic] = []
    }

    func walk(_ folder: String = "") -> Result {
        var result = Result()
        var visited: Set<String> = []
        // Symlinked folders are entered after all real ones, so that a folder reachable both ways
        // is listed by its real path whatever the names sort like.
        var symlinkedFolders: [String] = []
        let realRoot = root.resolvingSymlinksInPath().path
        func realPath(of relative: String) -> String {
            relative.isEmpty ? realRoot : root.appendingPathComponent(relative).resolvingSymlinksInPath().path
        }
        walk(
            relative: folder, realFolder: realPath(of: folder), realRoot: realRoot, visited: &visited,
            symlinkedFolders: &symlinkedFolders, into: &result)
        while !symlinkedFolders.isEmpty {
            let next = symlinkedFolders.removeFirst()
            walk(
                relative: next, realFolder: realPath(of: next), realRoot: realRoot, visited: &visited,
                symlinkedFolders: &symlinkedFolders, into: &result)
        }
        result.files.sort()
        return result
    }

    /// `realFolder` is the folder's path with no symlink in it: a child that is no symlink itself
    /// is inside the root by construction, and needs one `lstat`, not a resolution of its path.
    private func walk(
        relative: String, realFolder: String, realRoot: String, visited: inout Set<String>,
        symlinkedFolders: inout [String],
        into result: inout Result
    ) {
        guard visited.insert(realFolder).inserted else { return }
        let folderPath = relative.isEmpty ? root.path : root.path + "/" + relative
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folderPath)) ?? []).sorted()
        for name in names
        where !name.hasPrefix(".") && !Self.skippedFolders.contains(name)
            && !Self.skippedFolderExtensions.contains(RelativePath.pathExtension(of: name))
            && !(relative.isEmpty && Self.cleavesOwnFiles.contains(name))
        {
            let childRelative = relative.isEmpty ? name : relative + "/" + name
            let childPath = folderPath + "/" + name
            var info = stat()
            guard lstat(childPath, &info) == 0 else { continue }
            let isOneEntry = Self.isListedWhole(name)
            guard info.st_mode & S_IFMT == S_IFLNK else {
                if info.st_mode & S_IFMT == S_IFDIR && !isOneEntry {
                    walk(
                        relative: childRelative, realFolder: realFolder + "/" + name, realRoot: realRoot,
                        visited: &visited,
                        symlinkedFolders: &symlinkedFolders, into: &result)
                } else {
                    result.files.append(childRelative)
                }
                continue
            }
            let real = URL(fileURLWithPath: childPath).resolvingSymlinksInPath().path
            guard real == realRoot || real.hasPrefix(realRoot + "/") else {
                result.diagnostics.append(
                    Diagnostic(
                        severity: .warning, file: childRelative,
                        message: "symlink leads outside the analysed folder; skipped"))
                continue
            }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: real, isDirectory: &isDirectory) else {
                result.diagnostics.append(
                    Diagnostic(severity: .warning, file: childRelative, message: "broken symlink; skipped"))
                continue
            }
            if isDirectory.boolValue && !isOneEntry {
                symlinkedFolders.append(childRelative)
            } else {
                result.files.append(childRelative)
            }
        }
    }

    /// Whether a folder of this name is one entry (a folder resource or a catalog), not walked into.
    static func isListedWhole(_ name: String) -> Bool {
        let fileExtension = RelativePath.pathExtension(of: name)
        return folderResourceExtensions.contains(fileExtension) || catalogExtensions.contains(fileExtension)
    }
}
