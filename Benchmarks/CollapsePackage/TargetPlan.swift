import Foundation

/// What becomes of each target of the package: merged into the monolith, kept as it is, or left
/// out, and why.
struct TargetPlan {
    enum Fate: Equatable {
        case merged
        /// A C/C++ or system-library target, a test target, or a Swift target kept apart (`--keep`).
        case kept
        case dropped(String)
    }

    var fates: [String: Fate] = [:]
    /// Each target's folder, relative to the package.
    var paths: [String: String] = [:]
    /// The Swift files each target compiles, relative to its folder, sorted.
    var swiftFiles: [String: [String]] = [:]

    struct Conflict: Error, CustomStringConvertible {
        let description: String
    }

    init(dump: PackageDump, root: URL, leftOut: Set<String>, keptApart: Set<String>) {
        for target in dump.targets {
            let path = target.path ?? Self.defaultPath(of: target, in: root)
            paths[target.name] = path
            swiftFiles[target.name] = Self.swiftFiles(of: target, folder: root.appendingPathComponent(path))
        }
        for target in dump.targets {
            if leftOut.contains(target.name) {
                fates[target.name] = .dropped("left out (--leave-out)")
                continue
            }
            switch target.type {
            case "regular":
                fates[target.name] =
                    swiftFiles[target.name]!.isEmpty || keptApart.contains(target.name) ? .kept : .merged
            case "system", "test":
                fates[target.name] = .kept
            default:
                fates[target.name] = .dropped("\(target.type) target: only libraries are merged")
            }
        }
        // What depends on a dropped target goes too, until nothing changes.
        var changed = true
        while changed {
            changed = false
            for target in dump.targets
            where fates[target.name].map({ if case .dropped = $0 { false } else { true } }) ?? false {
                let local = target.dependencies.filter { dependency in
                    if case .product = dependency.kind { return false }
                    return fates[dependency.name] != nil
                }
                if let gone = local.first(where: { if case .dropped = fates[$0.name]! { true } else { false } }) {
                    fates[target.name] = .dropped("depends on \(gone.name), which is left out")
                    changed = true
                }
            }
        }
    }

    /// A target kept apart cannot use the monolith: the monolith uses it.
    func checkKeptApart(_ keptApart: Set<String>, dump: PackageDump) throws {
        for target in dump.targets where keptApart.contains(target.name) && fates[target.name] == .kept {
            if let merged = target.dependencies.first(where: { fates[$0.name] == .merged }) {
                throw Conflict(
                    description:
                        "\(target.name) is kept apart (--keep) but depends on \(merged.name), which is merged: keep that apart too"
                )
            }
        }
    }

    func targets(_ fate: Fate, of dump: PackageDump) -> [PackageDump.Target] {
        dump.targets.filter { fates[$0.name] == fate }
    }

    var dropped: [(name: String, why: String)] {
        fates.compactMap { name, fate in if case .dropped(let why) = fate { (name, why) } else { nil } }.sorted {
            $0.name < $1.name
        }
    }

    /// SwiftPM's search order for a target without `path:`.
    static func defaultPath(of target: PackageDump.Target, in root: URL) -> String {
        let folders =
            target.type == "test"
            ? ["Tests", "Sources", "Source", "src", "srcs"]
            : target.type == "plugin" ? ["Plugins"] : ["Sources", "Source", "src", "srcs"]
        for folder in folders
        where FileManager.default.fileExists(atPath: root.appendingPathComponent("\(folder)/\(target.name)").path) {
            return "\(folder)/\(target.name)"
        }
        return "\(folders[0])/\(target.name)"
    }

    /// The `.swift` files SwiftPM compiles for a target: under its folder, not excluded, not a
    /// resource, not in a DocC catalog (tutorial steps), within `sources:` when it says.
    static func swiftFiles(of target: PackageDump.Target, folder: URL) -> [String] {
        let all = FileTree.files(under: folder).filter { $0.hasSuffix(".swift") }
        let notCompiled = target.exclude + target.resources.map(\.path)
        return all.filter { file in
            !notCompiled.contains { file == $0 || file.hasPrefix($0 + "/") }
                && !file.split(separator: "/").dropLast().contains { $0.hasSuffix(".docc") }
                && (target.sources.map { sources in sources.contains { file == $0 || file.hasPrefix($0 + "/") } }
                    ?? true)
        }
    }
}

/// Files under a folder, relative to it, sorted; symbolic links to files count as files, links
/// to folders are not followed.
enum FileTree {
    static func files(under folder: URL) -> [String] {
        guard
            let enumerator = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: [.isRegularFileKey, .isSymbolicLinkKey])
        else { return [] }
        var files: [String] = []
        let prefix = folder.standardizedFileURL.path + "/"
        for case let url as URL in enumerator {
            let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .isSymbolicLinkKey])
            guard values?.isRegularFile == true || values?.isSymbolicLink == true else { continue }
            let path = url.standardizedFileURL.path
            if path.hasPrefix(prefix) { files.append(String(path.dropFirst(prefix.count))) }
        }
        return files.sorted()
    }
}
