import Analyzer
import Foundation

/// An app that is no SwiftPM target links its new local package: in its Xcode project, the moved
/// files leave the target and its groups, the project gains the package, and the target links
/// the products it uses (`XcodeProjectEditor`); a folder of sources has no project to edit, so
/// that is left for a human.
struct LinkXcodeProject: SplitPass {
    func run(on split: inout Split) throws {
        guard split.manifest == nil else { return }
        let package = String(split.layout.packageFolder.dropLast())
        let products = split.context.graph.successors(of: split.app)
        if let xcode = split.options.xcode, let project = split.xcodeProject, let folder = split.xcodeProjectFolder {
            let file = (folder.isEmpty ? "" : folder + "/") + xcode.project.lastPathComponent + "/project.pbxproj"
            let text = try split.read(file)
            let fromProject = { (path: String) in RelativePath.relative(path, from: folder) }
            let edited = XcodeProjectEditor(text: text, identifiers: project.identifiers).edited(
                target: xcode.target, moved: split.changes.moves.keys.sorted().map(fromProject), package: fromProject(package), products: products)
            // The edit is textual: make sure Xcode can still read what it writes.
            guard (try? PropertyListSerialization.propertyList(from: Data(edited.utf8), options: [], format: nil)) != nil else {
                throw SplitPlanner.Problem.projectEditFailed(file)
            }
            split.changes.edits[file] = [SourceEdit(file: file, start: 0, end: text.utf8.count, replacement: edited)]
        } else {
            split.changes.leftForAHuman.append("add the local package \(package) to \(split.app)'s project and link its products \(products.joined(separator: ", "))")
        }
    }
}
