import Analyzer
import Foundation

/// An app that is no SwiftPM target links its new local package: in its Xcode project, the moved
/// files leave the target and its groups, the project gains the package, and the target links
/// the products it uses (`XcodeProjectEditor`). Other targets that built moved files too (a
/// widget, the tests) lose them the same way and link the modules that took them. A folder of
/// sources has no project to edit, so that is left for a human.
struct LinkXcodeProject: SplitPass {
    func run(on split: inout Split) throws {
        guard split.manifest == nil else { return }
        let package = String(split.layout.packageFolder.dropLast())
        // What the app uses, and the modules nothing uses (the app neither), whose code it would
        // otherwise lose (a class a storyboard or the run time names, an app that moved nearly everything).
        let graph = split.context.graph
        let used = Set(graph.dependencies.map(\.to))
        let products =
            graph.successors(of: split.app)
            + split.context.assignment.modules.dropFirst().filter { !used.contains($0) }.sorted()
        guard let xcode = split.options.xcode, let project = split.xcodeProject, let folder = split.xcodeProjectFolder
        else {
            split.changes.leftForAHuman.append(
                "add the local package \(package) to \(split.app)'s project and link its products \(products.joined(separator: ", "))"
            )
            return
        }
        let file = (folder.isEmpty ? "" : folder + "/") + xcode.project.lastPathComponent + "/project.pbxproj"
        let text = try split.read(file)
        let fromProject = { (path: String) in RelativePath.relative(path, from: folder) }
        let links =
            [XcodeProjectEditor.Link(target: xcode.target, products: products)]
            + split.otherTargetModules.sorted { $0.key < $1.key }.map {
                XcodeProjectEditor.Link(target: $0.key, products: $0.value.sorted())
            }
        let moved = split.changes.moves.keys.sorted().map(fromProject)
        let emptied = project.identifiers.synchronizedFolders.keys.sorted().filter { synchronized in
            let files = split.filesOnDisk(
                under: RelativePath.normalized(folder.isEmpty ? synchronized : folder + "/" + synchronized)
            ).map(fromProject)
            return !files.isEmpty
                && files.allSatisfy { file in moved.contains { file == $0 || file.hasPrefix($0 + "/") } }
        }
        let edited = XcodeProjectEditor(text: text, identifiers: project.identifiers).edited(
            links: links, moved: moved, emptied: emptied, package: fromProject(package))
        // The edit is textual: make sure Xcode can still read what it writes.
        guard (try? PropertyListSerialization.propertyList(from: Data(edited.utf8), options: [], format: nil)) != nil
        else {
            throw SplitPlanner.Problem.projectEditFailed(file)
        }
        split.changes.edits[file] = [SourceEdit(file: file, start: 0, end: text.utf8.count, replacement: edited)]
    }
}
