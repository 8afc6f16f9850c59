import Analyzer

/// A starting plan, written with comments so that a newcomer knows what to edit: from the
/// folder structure, a file → module table, or a CODEOWNERS file.
public struct PlanTemplate: Sendable {
    public struct Module: Hashable, Sendable {
        public var name: String
        public var layer: String
        /// Folders and files, relative to the sources folder.
        public var paths: [String]
        public var resources: [String]
        /// What it still uses and must stop using before it is cut out (`inverts`).
        public var inverts: [String] = []
        /// One line said above the module: where it comes from and its size.
        public var note: String
    }

    public var appName: String
    public var layers: [String]
    public var modules: [Module]
    /// Said at the top: where the plan comes from.
    public var origin: String
    /// The command that wrote it.
    public var writer: String

    /// The plan's text: JSON5 with comments, which `PlanLoader` reads back unchanged.
    public var text: String {
        var lines = [
            "// Split plan for \(appName), written by `\(writer)` \(origin).",
            "// Edit it, then run `cleave plan` to see the module graph, cycles, rule findings and metrics.",
            "//",
            "// Layers run top to bottom: a module may use modules of its own layer or below, and",
            "// features never use other features. Files that no module takes stay in the app.",
            "// \"files\" and \"resources\" are folders, files or globs (*, **) relative to the sources folder.",
        ]
        if modules.contains(where: { !$0.inverts.isEmpty }) {
            lines.append(
                "// \"inverts\" names what a module still uses and must stop using before `cleave apply` cuts it out: `cleave check` lists each use and its ways out."
            )
        }
        lines += [
            "{",
            "  \"version\": \(Plan.currentVersion),",
            "  \"layers\": [\(layers.map { "\"\($0)\"" }.joined(separator: ", "))],",
            "  \"app\": \"\(appName)\",",
            "  \"modules\": [",
        ]
        for module in modules {
            lines.append("    // \(module.note)")
            var entry =
                "    { \"name\": \"\(module.name)\", \"layer\": \"\(module.layer)\", \"files\": [\(module.paths.map { "\"\($0)\"" }.joined(separator: ", "))]"
            if !module.resources.isEmpty {
                entry += ", \"resources\": [\(module.resources.map { "\"\($0)\"" }.joined(separator: ", "))]"
            }
            if !module.inverts.isEmpty {
                entry += ", \"inverts\": [\(module.inverts.map { "\"\($0)\"" }.joined(separator: ", "))]"
            }
            lines.append(entry + " },")
        }
        lines += [
            "  ],",
            "  // Extra rules between modules or layers (* for any), e.g.:",
            "  // { \"deny\": true, \"from\": \"Features\", \"to\": \"Networking\", \"reason\": \"features go through use cases\" },",
            "  \"rules\": [],",
            "  // \"limits\": { \"maxFiles\": 200, \"maxLines\": 20000 },",
            "}",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// Each source file of the monolith (relative to its sources folder) → the module that takes it,
    /// or the app.
    public func assignment(of index: Index) -> [String: String] {
        let tree = SourceTree(index)
        var assignment = Dictionary(uniqueKeysWithValues: tree.all.map { ($0, appName) })
        for module in modules {
            for path in module.paths { for file in tree.files(under: path) { assignment[file] = module.name } }
        }
        return assignment
    }

    /// The plan as a `path,module,layer` table, which `cleave init --from-csv` (or `--from-tsv`) reads back.
    public func table(separator: String) -> String {
        let rows = modules.flatMap { module in module.paths.map { [$0, module.name, module.layer] } }
        return ["path", "module", "layer"].joined(separator: separator) + "\n"
            + rows.map { $0.joined(separator: separator) + "\n" }.joined()
    }

    /// One module per sub-folder of a folder named like a layer (`Features/Search` → `Search` in
    /// Features), and one per other top-level folder, guessed to be Core. A top-level `App` folder
    /// stays in the app.
    public static func fromFolders(_ index: Index) -> PlanTemplate {
        let files = SourceTree(index)
        // A folder named like an SDK framework or a target of the project (`CarPlay`, `NSE`) gives
        // its module a free name instead (`CarPlayFeature`).
        let taken = TakenModuleNames(index: index)
        let moduleName = { (folder: String) in
            let name = PlanReader.moduleName(from: folder)
            return taken.owner(of: name) == nil ? name : taken.freeName(for: name, app: index.monolith.name)
        }
        var owners: [String: (module: String, layer: String)] = [:]
        var notes: [String: String] = [:]
        // The folder the app starts from stays in the app, as an `App` folder does.
        let entryFolders = Set(
            EntryPoints.files(in: index).map { files.relative($0).split(separator: "/").first.map(String.init) ?? "" })
        for top in files.topFolders where !entryFolders.contains(top) {
            if let layer = Plan.defaultLayers.first(where: { $0.lowercased() == top.lowercased() }) {
                guard layer != Plan.defaultLayers[0] else { continue }
                for sub in files.subfolders(of: top) {
                    let module = moduleName(sub.split(separator: "/").last.map(String.init) ?? sub)
                    for file in files.files(under: sub) { owners[file] = (module, layer) }
                    notes[module] = "\(sub)"
                }
            } else {
                let layer = Self.foundationNames.contains(top.lowercased()) ? "Foundation" : "Core"
                let module = moduleName(top)
                for file in files.files(under: top) { owners[file] = (module, layer) }
                notes[module] = "\(top) (layer guessed: check it)"
            }
        }
        return PlanTemplate(
            index: index, owners: owners, notes: notes, origin: "from the folder structure")
    }

    /// Folders whose names say they hold what everything else builds on.
    static let foundationNames: Set<String> = [
        "shared", "common", "utils", "utilities", "helpers", "extensions", "models", "foundation", "designsystem",
        "support",
    ]

    /// From a file → module table (`path,module[,layer]`); paths may be folders.
    public static func fromMapping(_ index: Index, rows: [MappingTable.Row], tablePath: String) throws -> PlanTemplate {
        let files = SourceTree(index)
        var owners: [String: (module: String, layer: String)] = [:]
        var problems: [PlanProblem] = []
        for row in rows {
            let taken = files.files(under: row.path)
            if taken.isEmpty {
                problems.append(
                    PlanProblem(
                        line: row.line, message: "'\(row.path)' is no source file or folder of \(index.monolith.name)",
                        fix:
                            "write paths relative to \(index.monolith.sourcePath.isEmpty ? "the monolith's folder" : index.monolith.sourcePath)"
                    ))
            }
            for file in taken { owners[file] = (row.module, row.layer ?? "Core") }
        }
        guard problems.isEmpty else { throw PlanError(path: tablePath, problems: problems) }
        return PlanTemplate(index: index, owners: owners, notes: [:], origin: "from the table \(tablePath)")
    }

    /// One module per owning team of a CODEOWNERS file (the last matching line wins, as on GitHub),
    /// in the Features layer: team boundaries are what cut merge conflicts.
    public static func fromCodeOwners(_ index: Index, text: String, path: String) -> PlanTemplate {
        let rules = CodeOwners(text: text)
        let files = SourceTree(index)
        var owners: [String: (module: String, layer: String)] = [:]
        for file in files.all {
            let repositoryPath = index.monolith.sourcePath.isEmpty ? file : index.monolith.sourcePath + "/" + file
            if let team = rules.owner(of: repositoryPath) {
                owners[file] = (CodeOwners.moduleName(forTeam: team), "Features")
            }
        }
        return PlanTemplate(
            index: index, owners: owners, notes: [:], origin: "from the owners in \(path) (layers guessed: check them)")
    }

    init(
        index: Index, owners: [String: (module: String, layer: String)], notes: [String: String], origin: String,
        writer: String = "cleave init", inverts: [String: [String]] = [:]
    ) {
        let files = SourceTree(index)
        let folders = SourceFolders(files: files.all, resources: files.resourcePaths)
        self.writer = writer
        appName = index.monolith.name
        layers = Plan.defaultLayers
        self.origin = origin
        let byModule = Dictionary(grouping: owners.keys) { owners[$0]!.module }
        let layerRank = Dictionary(uniqueKeysWithValues: Plan.defaultLayers.enumerated().map { ($1, $0) })
        modules = byModule.keys.filter { $0 != index.monolith.name }.map { name in
            let taken = Set(byModule[name]!)
            let paths = folders.fewestPaths(taking: taken)
            let lines = taken.reduce(0) { $0 + (files.lines[$1] ?? 0) }
            let resources = folders.resources(under: paths)
            return Module(
                name: name, layer: owners[taken.first!]!.layer, paths: paths, resources: resources,
                inverts: inverts[name] ?? [],
                note:
                    "\(notes[name].map { $0 + ": " } ?? "")\(taken.count) file\(taken.count == 1 ? "" : "s"), \(lines.grouped) lines"
            )
        }.sorted { (layerRank[$0.layer] ?? 0, $0.name) < (layerRank[$1.layer] ?? 0, $1.name) }
    }
}

/// The monolith's source files and resources relative to its sources folder, as folders hold them.
struct SourceTree {
    /// Relative paths of source files (Swift, Objective-C), sorted.
    let all: [String]
    let lines: [String: Int]
    let resourcePaths: [String]

    private let prefix: String

    /// A path of the index relative to the sources folder.
    func relative(_ path: String) -> String { path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path }

    init(_ index: Index) {
        let prefix = index.monolith.sourcePath.isEmpty ? "" : index.monolith.sourcePath + "/"
        self.prefix = prefix
        let relative = { (path: String) in path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path }
        let sources = index.files.filter { $0.language != .resource }
        all = sources.map { relative($0.path) }.sorted()
        lines = Dictionary(sources.map { (relative($0.path), $0.lines) }, uniquingKeysWith: { first, _ in first })
        // What the app needs in itself (its icon's catalog) stays with it: a starting plan never names it for a module.
        resourcePaths = index.resources.filter { index.monolith.appOwnedFiles[$0.path] == nil }.map {
            relative($0.path)
        }.sorted()
    }

    var topFolders: [String] {
        Array(Set(all.compactMap { path in path.contains("/") ? String(path.split(separator: "/")[0]) : nil })).sorted()
    }

    func subfolders(of folder: String) -> [String] {
        Array(
            Set(
                all.compactMap { path -> String? in
                    let parts = path.split(separator: "/")
                    guard parts.count > 2, parts[0] == folder else { return nil }
                    return parts[0] + "/" + parts[1]
                })
        ).sorted()
    }

    /// The files at `path`, or under it when it is a folder.
    func files(under path: String) -> [String] {
        let folder = path.hasSuffix("/") ? path : path + "/"
        // `all` is sorted, so the files a prefix takes are the run that starts where it would be inserted.
        var found = all[firstIndex(notBelow: folder)...].prefix { $0.hasPrefix(folder) }.map { $0 }
        let exact = firstIndex(notBelow: path)
        if exact < all.count, all[exact] == path { found.insert(path, at: 0) }
        return found
    }

    private func firstIndex(notBelow value: String) -> Int {
        var (low, high) = (0, all.count)
        while low < high {
            let middle = (low + high) / 2
            if all[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
