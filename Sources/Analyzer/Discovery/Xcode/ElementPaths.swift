import Foundation

/// Where each file element of a project is, relative to the project's folder, from the groups that hold it.
struct ElementPaths {
    typealias Object = [String: Any]
    let objects: [String: Object]
    private var parent: [String: String] = [:]

    init(objects: [String: Object]) {
        self.objects = objects
        // An element listed in two groups (a merge Xcode tolerates) takes the first by id; in the
        // dictionary's order, a new one each run, its path would change from run to run.
        for id in objects.keys.sorted() {
            for child in objects[id]?["children"] as? [String] ?? [] where parent[child] == nil { parent[child] = id }
        }
    }

    /// The paths a build file stands for: its file, or each variant of a localized group.
    func paths(ofBuildFile buildFile: Object) -> [String] {
        guard let id = buildFile["fileRef"] as? String, let element = objects[id] else { return [] }
        if element["isa"] as? String == "PBXVariantGroup" {
            return (element["children"] as? [String] ?? []).compactMap { path(of: $0) }
        }
        return path(of: id).map { [$0] } ?? []
    }

    /// Relative to the project's folder; nil for what lies outside it (the SDK, build products),
    /// and for an element whose groups hold themselves (a damaged project: found by `cleave-fuzz`).
    func path(of id: String) -> String? {
        // The paths from the element up to the group its place is known from, then joined down.
        var own: [String?] = []
        var visited: Set<String> = []
        var current = id
        var base: String?
        while base == nil {
            guard visited.insert(current).inserted, let element = objects[current] else { return nil }
            let path = element["path"] as? String
            switch element["sourceTree"] as? String ?? "<group>" {
            case "<group>":
                own.append(path)
                if let up = parent[current] { current = up } else { base = "" }
            case "SOURCE_ROOT": base = Self.join("", path)
            case "<absolute>":
                guard let path else { return nil }
                base = path
            default: return nil
            }
        }
        return own.reversed().reduce(base!) { Self.join($0, $1) }
    }

    /// A synchronized folder's files (Xcode 16), without those its exceptions take out of `target`.
    func synchronizedFiles(_ id: String, target: String, projectFolder: URL) -> [String] {
        guard let folder = path(of: id) else { return [] }
        let excluded = Set(
            (objects[id]?["exceptions"] as? [String] ?? []).compactMap { objects[$0] }
                .filter { $0["target"] as? String == target }
                .flatMap { $0["membershipExceptions"] as? [String] ?? [] }
                .map { Self.join(folder, $0) })
        let walk = FileWalker(root: projectFolder).walk(folder)
        return walk.files.filter { file in !excluded.contains { file == $0 || file.hasPrefix($0 + "/") } }
    }

    /// The files of other targets' synchronized folders that their exceptions give `target`: an
    /// exception set names the files it adds to a target that does not have the folder (a widget
    /// compiling one of the app's files).
    func filesIncluded(in groups: [String], target: String, projectFolder: URL) -> [String] {
        groups.flatMap { id -> [String] in
            guard let folder = path(of: id) else { return [] }
            let included = (objects[id]?["exceptions"] as? [String] ?? []).compactMap { objects[$0] }
                .filter { $0["target"] as? String == target }
                .flatMap { $0["membershipExceptions"] as? [String] ?? [] }
                .map { Self.join(folder, $0) }
            return included.flatMap { path in
                var isFolder: ObjCBool = false
                guard
                    FileManager.default.fileExists(
                        atPath: projectFolder.appendingPathComponent(path).path, isDirectory: &isFolder)
                else { return [String]() }
                return isFolder.boolValue && !FileWalker.isListedWhole((path as NSString).lastPathComponent)
                    ? FileWalker(root: projectFolder).walk(path).files : [path]
            }
        }
    }

    static func join(_ base: String, _ path: String?) -> String {
        guard let path, !path.isEmpty else { return base }
        return RelativePath.normalized(base.isEmpty ? path : base + "/" + path)
    }
}
