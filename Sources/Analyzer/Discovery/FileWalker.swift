import Foundation

/// Lists the files under a folder without leaving it: symlinks are followed only when they
/// resolve inside the root, each real folder is entered once (so a symlink loop ends) and by its
/// real path where it has one, and build products and hidden folders are skipped. Folder resources (`.xcassets`,
/// `.xcdatamodeld`) are listed as one entry.
struct FileWalker {
    static let skippedFolders: Set<String> = [".build", ".git", ".cleave", ".swiftpm", "DerivedData", "Pods", "Carthage", "node_modules"]
    /// Project and workspace bundles describe a build; they are never part of a target's content.
    static let skippedFolderExtensions: Set<String> = ["xcodeproj", "xcworkspace", "playground", "xcframework", "framework"]
    static let folderResourceExtensions: Set<String> = ["xcassets", "xcdatamodeld", "xcdatamodel", "bundle", "xcstickers"]
    /// What Cleave writes at the top of the folder it is given: the plan, the proposal's tables and
    /// steps. Cleave's own work, not the monolith's: taken for resources, an edit of the plan made
    /// the index resolve every reference again.
    static let cleavesOwnFiles: Set<String> = ["cleave.json", "cleave-modules.tsv", "cleave-modules.csv", "cleave-steps.md"]

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
        walk(relative: folder, realRoot: realRoot, visited: &visited, symlinkedFolders: &symlinkedFolders, into: &result)
        while !symlinkedFolders.isEmpty {
            let next = symlinkedFolders.removeFirst()
            walk(relative: next, realRoot: realRoot, visited: &visited, symlinkedFolders: &symlinkedFolders, into: &result)
        }
        result.files.sort()
        return result
    }

    private func walk(
        relative: String, realRoot: String, visited: inout Set<String>, symlinkedFolders: inout [String],
        into result: inout Result
    ) {
        let url = relative.isEmpty ? root : root.appendingPathComponent(relative)
        guard visited.insert(url.resolvingSymlinksInPath().path).inserted else { return }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
        for name in names where !name.hasPrefix(".") && !Self.skippedFolders.contains(name)
            && !Self.skippedFolderExtensions.contains((name as NSString).pathExtension)
            && !(url == root && Self.cleavesOwnFiles.contains(name))
        {
            let childRelative = relative.isEmpty ? name : relative + "/" + name
            let child = url.appendingPathComponent(name)
            let real = child.resolvingSymlinksInPath().path
            guard real == realRoot || real.hasPrefix(realRoot + "/") else {
                result.diagnostics.append(
                    Diagnostic(severity: .warning, file: childRelative, message: "symlink leads outside the analysed folder; skipped"))
                continue
            }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: real, isDirectory: &isDirectory) else {
                result.diagnostics.append(Diagnostic(severity: .warning, file: childRelative, message: "broken symlink; skipped"))
                continue
            }
            if isDirectory.boolValue && !Self.folderResourceExtensions.contains(child.pathExtension) {
                if (try? FileManager.default.destinationOfSymbolicLink(atPath: child.path)) != nil {
                    symlinkedFolders.append(childRelative)
                } else {
                    walk(
                        relative: childRelative, realRoot: realRoot, visited: &visited, symlinkedFolders: &symlinkedFolders,
                        into: &result)
                }
            } else {
                result.files.append(childRelative)
            }
        }
    }
}
