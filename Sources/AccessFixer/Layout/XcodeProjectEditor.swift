import Analyzer
import Foundation

/// Edits a `project.pbxproj` as text, the way Xcode writes it (one build file or file reference a
/// line, one list entry a line), so that the diff is what a reviewer expects: the moved files leave
/// the target's build phases and the groups, the project gains the local package, and the target
/// links the products it uses. Unrelated lines, their order, comments and ids stay; new ids are
/// derived from what they stand for, so the same split writes the same file.
struct XcodeProjectEditor {
    let text: String
    let identifiers: XcodeProject.Identifiers

    /// A target that links products of the new package: the app, and the other targets that
    /// built files which moved (a widget, the tests).
    struct Link {
        let target: String
        let products: [String]
    }

    /// - Parameters:
    ///   - moved: paths relative to the project's folder.
    ///   - emptied: synchronized folders every file of which moved, so that they leave the disk.
    ///   - package: the local package's folder, relative to the project's folder.
    func edited(links: [Link], moved: [String], emptied: [String] = [], package: String) -> String {
        var lines = text.components(separatedBy: "\n")
        let removed = removedIDs(moved: moved)
        lines.removeAll { line in removed.contains { Self.defines($0, line) || Self.lists($0, line) } }
        removeEmptyVariantGroups(&lines, removed: removed)
        removeExceptionEntries(&lines, moved: moved)
        removeSynchronizedFolders(&lines, emptied: emptied)
        let links = links.filter { !$0.products.isEmpty && identifiers.targets[$0.target] != nil }
        guard !links.isEmpty else { return lines.joined(separator: "\n") }

        var taken = identifiers.all
        let reference = newID("XCLocalSwiftPackageReference", package, &taken)
        let referenceComment = "\(reference) /* XCLocalSwiftPackageReference \"\(package)\" */"
        insert(
            &lines, section: "XCLocalSwiftPackageReference",
            objects: [
                [
                    "\t\t\(referenceComment) = {", "\t\t\tisa = XCLocalSwiftPackageReference;",
                    "\t\t\trelativePath = \(Self.quoted(package));", "\t\t};",
                ]
            ])
        addEntries(&lines, key: "packageReferences", inObject: identifiers.project, entries: ["\(referenceComment),"])
        var dependencyObjects: [[String]] = []
        var buildFileObjects: [[String]] = []
        var phaseObjects: [[String]] = []
        for link in links {
            var dependencies: [String] = []
            var buildFiles: [String] = []
            for product in link.products {
                let dependency = newID("XCSwiftPackageProductDependency", package + "/" + product, &taken)
                let buildFile = newID("PBXBuildFile", link.target + "/" + product, &taken)
                dependencies.append("\(dependency) /* \(product) */,")
                buildFiles.append("\(buildFile) /* \(product) in Frameworks */,")
                dependencyObjects.append([
                    "\t\t\(dependency) /* \(product) */ = {", "\t\t\tisa = XCSwiftPackageProductDependency;",
                    "\t\t\tpackage = \(referenceComment);", "\t\t\tproductName = \(Self.quoted(product));", "\t\t};",
                ])
                buildFileObjects.append([
                    "\t\t\(buildFile) /* \(product) in Frameworks */ = {isa = PBXBuildFile; productRef = \(dependency) /* \(product) */; };"
                ])
            }
            let targetID = identifiers.targets[link.target]!
            addEntries(&lines, key: "packageProductDependencies", inObject: targetID, entries: dependencies)
            if let phase = identifiers.frameworksPhases[link.target] {
                addEntries(&lines, key: "files", inObject: phase, entries: buildFiles)
            } else {
                // A test target may have no Frameworks phase: it gets one, as Xcode adds it on linking.
                let phase = newID("PBXFrameworksBuildPhase", link.target, &taken)
                phaseObjects.append(
                    [
                        "\t\t\(phase) /* Frameworks */ = {", "\t\t\tisa = PBXFrameworksBuildPhase;",
                        "\t\t\tbuildActionMask = 2147483647;", "\t\t\tfiles = (",
                    ]
                        + buildFiles.map { "\t\t\t\t" + $0 } + [
                            "\t\t\t);", "\t\t\trunOnlyForDeploymentPostprocessing = 0;", "\t\t};",
                        ])
                addEntries(&lines, key: "buildPhases", inObject: targetID, entries: ["\(phase) /* Frameworks */,"])
            }
        }
        insert(&lines, section: "PBXFrameworksBuildPhase", objects: phaseObjects)
        insert(&lines, section: "XCSwiftPackageProductDependency", objects: dependencyObjects)
        insert(&lines, section: "PBXBuildFile", objects: buildFileObjects)
        return lines.joined(separator: "\n")
    }

    /// The file elements of what moved, and the build files of those elements.
    private func removedIDs(moved: [String]) -> Set<String> {
        let movedPaths = identifiers.elements.keys.filter { path in
            moved.contains { path == $0 || path.hasPrefix($0 + "/") }
        }
        var removed = Set(movedPaths.flatMap { identifiers.elements[$0] ?? [] })
        for element in removed { removed.formUnion(identifiers.buildFiles[element] ?? []) }
        return removed
    }

    /// A localized group all of whose variants moved goes too, with its build files.
    private func removeEmptyVariantGroups(_ lines: inout [String], removed: Set<String>) {
        let groups = Set(removed.compactMap { identifiers.variantGroups[$0] })
        for group in groups.sorted() {
            let children = identifiers.variantGroups.filter { $0.value == group }.keys
            guard children.allSatisfy(removed.contains) else { continue }
            let gone = Set([group]).union(identifiers.buildFiles[group] ?? [])
            Self.removeObject(group, from: &lines)
            lines.removeAll { line in gone.contains { Self.defines($0, line) || Self.lists($0, line) } }
        }
    }

    /// A moved file leaves the synchronized folders' exception sets that named it (the app's file
    /// a widget compiled too); a set left with no entry goes, with its place in its folder.
    private func removeExceptionEntries(_ lines: inout [String], moved: [String]) {
        let entries = identifiers.exceptionEntries.filter { path, _ in
            moved.contains { path == $0 || path.hasPrefix($0 + "/") }
        }.values.joined()
        for (set, named) in Dictionary(grouping: entries, by: \.set).sorted(by: { $0.key < $1.key }) {
            guard let (start, end) = Self.object(set, in: lines) else { continue }
            if named.count == identifiers.exceptionSets[set]?.entries {
                lines.removeSubrange(start...end)
                lines.removeAll { Self.lists(set, $0) }
            } else {
                let written = Set(named.map { "\t\t\t\t" + Self.quoted($0.entry) + "," })
                for index in lines[start...end].indices.reversed() where written.contains(lines[index]) {
                    lines.remove(at: index)
                }
            }
        }
    }

    /// A synchronized folder left empty goes from its group and its targets, with its exception
    /// sets: Xcode would show it missing (Home Assistant's `Sources/Thread`).
    private func removeSynchronizedFolders(_ lines: inout [String], emptied: [String]) {
        let folders = emptied.compactMap { identifiers.synchronizedFolders[$0] }
        let gone = Set(folders + identifiers.exceptionSets.filter { folders.contains($0.value.folder) }.keys)
        for id in gone.sorted() { Self.removeObject(id, from: &lines) }
        lines.removeAll { line in gone.contains { Self.lists($0, line) } }
    }

    /// The first and last line of an object written over several lines (`<id> /* … */ = {` to `};`).
    private static func object(_ id: String, in lines: [String]) -> (start: Int, end: Int)? {
        guard let start = lines.firstIndex(where: { $0.hasPrefix("\t\t\(id) ") && $0.hasSuffix("= {") }),
            let end = lines[start...].firstIndex(of: "\t\t};")
        else { return nil }
        return (start, end)
    }

    /// Removes an object, written over several lines or on one.
    private static func removeObject(_ id: String, from lines: inout [String]) {
        if let (start, end) = object(id, in: lines) { lines.removeSubrange(start...end) }
        lines.removeAll { defines(id, $0) }
    }

    /// Puts objects at the end of their section, or in a new section where its name sorts.
    private func insert(_ lines: inout [String], section: String, objects: [[String]]) {
        guard !objects.isEmpty else { return }
        if let end = lines.firstIndex(of: "/* End \(section) section */") {
            lines.insert(contentsOf: objects.joined(), at: end)
            return
        }
        let sections = lines.indices.filter { lines[$0].hasPrefix("/* Begin ") }
        let after = sections.first { lines[$0].dropFirst("/* Begin ".count).prefix { $0 != " " } > section }
        let objectsEnd = lines.lastIndex(of: "\t};") ?? lines.count
        let position = after ?? objectsEnd
        var block = ["/* Begin \(section) section */"] + objects.joined() + ["/* End \(section) section */"]
        if after == nil { block.insert("", at: 0) } else { block.append("") }
        lines.insert(contentsOf: block, at: position)
    }

    /// Adds entries to a list of an object (`packageReferences = ( … );`), or the list itself,
    /// where Xcode puts it: its keys are in alphabetical order.
    private func addEntries(_ lines: inout [String], key: String, inObject id: String, entries: [String]) {
        guard let (start, end) = Self.object(id, in: lines) else { return }
        let indented = entries.map { "\t\t\t\t" + $0 }
        if let list = lines[start..<end].firstIndex(of: "\t\t\t\(key) = ("),
            let close = lines[list..<end].firstIndex(of: "\t\t\t);")
        {
            lines.insert(contentsOf: indented, at: close)
        } else {
            let position =
                lines[start..<end].firstIndex { line in
                    let name = line.dropFirst(3).prefix { $0 != " " }
                    return line.hasPrefix("\t\t\t") && name.first?.isLetter == true
                        && line.dropFirst(3 + name.count).hasPrefix(" = ") && name > key
                } ?? end
            lines.insert(contentsOf: ["\t\t\t\(key) = ("] + indented + ["\t\t\t);"], at: position)
        }
    }

    /// A 24-digit id from what it stands for, as Xcode's look, unused by the project.
    private func newID(_ kind: String, _ name: String, _ taken: inout Set<String>) -> String {
        var seed = "cleave/\(kind)/\(name)"
        while true {
            let id = String((Self.hexHash(seed) + Self.hexHash(seed + "/")).prefix(24))
            if taken.insert(id).inserted { return id }
            seed += "'"
        }
    }

    /// FNV-1a, 16 hexadecimal digits.
    private static func hexHash(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let digits = String(hash, radix: 16, uppercase: true)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    private static func defines(_ id: String, _ line: String) -> Bool {
        line.hasPrefix("\t\t\(id) ") && line.hasSuffix("};") && !line.hasSuffix("= {")
    }

    private static func lists(_ id: String, _ line: String) -> Bool {
        line.hasSuffix(",") && line.trimmingCharacters(in: .whitespaces).hasPrefix("\(id) ")
    }

    /// A value as the property list writes it: bare when it can be.
    private static func quoted(_ value: String) -> String {
        value.allSatisfy { $0.isLetter || $0.isNumber || "._/".contains($0) } ? value : "\"\(value)\""
    }
}
