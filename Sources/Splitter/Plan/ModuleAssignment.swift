import Analyzer

/// Which module each file of the monolith goes to under a plan: the one whose globs take it, or
/// the app when none does. Globs that take nothing and files two modules take are problems. What
/// an Xcode app needs in itself stays in it, whatever takes it (`keptInApp`).
public struct ModuleAssignment: Sendable {
    /// The app (what stays), then the plan's modules in plan order.
    public let modules: [String]
    public let appName: String
    /// Module name by file path (relative to the analysed root, as in the index).
    public let moduleByFile: [String: String]
    /// Module name by resource path, for the resources the plan names.
    public let moduleByResource: [String: String]
    public let layerByModule: [String: String]
    /// The files the app keeps (`MonolithDescription.appOwnedFiles`) that a module's patterns
    /// take, by path: no module gets them.
    public let keptInApp: [String: KeptFile]

    public struct KeptFile: Sendable, Hashable {
        /// The first module whose patterns take it.
        public let module: String
        /// Its pattern names the file itself rather than a folder or wildcard that holds it: the plan
        /// asks for what cannot be.
        public let isNamed: Bool
        /// Why the app keeps it (`the app icon AppIcon is in it`).
        public let reason: String
    }

    /// - Throws: `PlanError` listing every glob that matches nothing and every file claimed twice.
    public init(plan: Plan, index: Index, planPath: String, planText: String) throws {
        let lines = PlanText(planText)
        let sourcePrefix = index.monolith.sourcePath.isEmpty ? "" : index.monolith.sourcePath + "/"
        func relative(_ path: String) -> String {
            path.hasPrefix(sourcePrefix) ? String(path.dropFirst(sourcePrefix.count)) : path
        }
        let app = plan.app ?? index.monolith.name
        appName = app
        // (With "app" written, the plan loader says so already.)
        if let clash = plan.modules.first(where: { $0.name == app }) {
            throw PlanError(
                path: planPath,
                problems: [
                    PlanProblem(
                        line: lines.line(ofValue: clash.name),
                        message:
                            "module '\(clash.name)' has the name of the target it is split from, which keeps what no module takes",
                        fix: "name the module after what it holds, or give the app its name with \"app\"")
                ])
        }
        modules = [appName] + plan.modules.map(\.name)
        layerByModule = Dictionary(
            uniqueKeysWithValues: [(appName, plan.layers.first ?? "App")] + plan.modules.map { ($0.name, $0.layer) })

        let appOwned = index.monolith.appOwnedFiles
        let appOwnedInOrder = appOwned.sorted { $0.key < $1.key }
        let localAppOwned = PathsByFolder(appOwnedInOrder.map { relative($0.key) })
        // A pattern that names such a file is reported by `StaysWithAppCheck`, with why, not as matching nothing.
        func namesAppOwnedFile(_ glob: Glob) -> Bool { localAppOwned.paths.contains(where: glob.names) }
        keptInApp = Self.keptInApp(of: plan.modules, appOwned: appOwnedInOrder, local: localAppOwned)

        var problems: [PlanProblem] = []
        let sourceFiles = index.files.filter { $0.language != .resource }.map(\.path)
        let claims = Self.claims(
            of: plan.modules, sourceFiles: sourceFiles, local: PathsByFolder(sourceFiles.map(relative)),
            in: index.monolith, lines: lines, namesAppOwnedFile: namesAppOwnedFile, problems: &problems)
        for (path, owners) in claims.sorted(by: { $0.key < $1.key }) where owners.count > 1 {
            problems.append(
                PlanProblem(
                    line: lines.line(ofValue: owners[1]),
                    message: "\(relative(path)) is taken by \(owners.joined(separator: " and "))",
                    fix: "narrow one module's globs, or add the file to the other's \"exclude\""))
        }
        let resourcePaths = index.resources.map(\.path)
        let resources = Self.resourceModules(
            of: plan.modules, resourcePaths: resourcePaths, local: PathsByFolder(resourcePaths.map(relative)),
            appOwned: appOwned, lines: lines, namesAppOwnedFile: namesAppOwnedFile, problems: &problems)
        guard problems.isEmpty else { throw PlanError(path: planPath, problems: problems) }
        var moduleByFile: [String: String] = [:]
        for path in sourceFiles { moduleByFile[path] = claims[path]?.first ?? appName }
        self.moduleByFile = moduleByFile
        self.moduleByResource = resources
    }

    /// The files the app keeps that a module's patterns take (unless it excludes them), by path:
    /// the first module's, or the first whose pattern names the file itself.
    private static func keptInApp(
        of modules: [Plan.Module], appOwned appOwnedInOrder: [(key: String, value: String)], local: PathsByFolder
    ) -> [String: KeptFile] {
        var kept: [String: KeptFile] = [:]
        for module in modules {
            let excluded = module.exclude.map(Glob.init)
            for glob in (module.files + module.resources).map(Glob.init) {
                for position in local.matching(glob) {
                    let (path, reason) = appOwnedInOrder[position]
                    let localPath = local.paths[position]
                    guard !excluded.contains(where: { $0.matches(localPath) }) else { continue }
                    let isNamed = glob.names(localPath)
                    if kept[path] == nil || isNamed && kept[path]?.isNamed == false {
                        kept[path] = KeptFile(module: module.name, isNamed: isNamed, reason: reason)
                    }
                }
            }
        }
        return kept
    }

    /// The modules whose `files` patterns take each source file, in plan order; a problem for each
    /// pattern that takes none.
    private static func claims(
        of modules: [Plan.Module], sourceFiles: [String], local: PathsByFolder, in monolith: MonolithDescription,
        lines: PlanText, namesAppOwnedFile: (Glob) -> Bool, problems: inout [PlanProblem]
    ) -> [String: [String]] {
        var claims: [String: [String]] = [:]
        for module in modules {
            let excluded = module.exclude.map(Glob.init)
            for pattern in module.files {
                let glob = Glob(pattern)
                let taken = local.matching(glob)
                    .filter { position in !excluded.contains { $0.matches(local.paths[position]) } }
                    .map { sourceFiles[$0] }
                if taken.isEmpty, !namesAppOwnedFile(glob) {
                    problems.append(
                        PlanProblem(
                            line: lines.line(ofValue: pattern),
                            message: "'\(pattern)' in module '\(module.name)' matches no source file",
                            fix:
                                "check the path; it is relative to \(monolith.sourcePath.isEmpty ? "the monolith's folder" : monolith.sourcePath)"
                        ))
                }
                for path in taken where claims[path]?.contains(module.name) != true {
                    claims[path, default: []].append(module.name)
                }
            }
        }
        return claims
    }

    /// The module each resource a module's `resources` patterns take goes to (the app keeps its
    /// own); a problem for each pattern that takes none.
    private static func resourceModules(
        of modules: [Plan.Module], resourcePaths: [String], local: PathsByFolder, appOwned: [String: String],
        lines: PlanText, namesAppOwnedFile: (Glob) -> Bool, problems: inout [PlanProblem]
    ) -> [String: String] {
        var resources: [String: String] = [:]
        for module in modules {
            for pattern in module.resources {
                let glob = Glob(pattern)
                let taken = local.matching(glob).map { resourcePaths[$0] }
                if taken.isEmpty, !namesAppOwnedFile(glob) {
                    problems.append(
                        PlanProblem(
                            line: lines.line(ofValue: pattern),
                            message: "resource '\(pattern)' in module '\(module.name)' matches no resource",
                            fix: "name a resource file or folder the index lists (`cleave index --json -`)"))
                }
                for path in taken where appOwned[path] == nil { resources[path] = module.name }
            }
        }
        return resources
    }

    public func module(ofFile path: String) -> String { moduleByFile[path] ?? appName }

    /// `count` summed by module, with one look-up for each run of items in one file: the index
    /// lists declarations and references file by file.
    func sumByModule(_ items: Range<Int>, file: (Int) -> String, count: (Int) -> Int) -> [String: Int] {
        var sums: [String: Int] = [:]
        var start = items.lowerBound
        while start < items.upperBound {
            let path = file(start)
            var (end, total) = (start, 0)
            while end < items.upperBound, file(end) == path {
                total += count(end)
                end += 1
            }
            sums[module(ofFile: path), default: 0] += total
            start = end
        }
        return sums
    }

    /// `Larder/Assets.xcassets stays in Larder though Support takes its folder: the app icon AppIcon is in it`,
    /// for a file the app keeps that a module's folder or wildcard takes.
    public func whyKept(_ path: String) -> String? {
        guard let kept = keptInApp[path], !kept.isNamed else { return nil }
        return "\(path) stays in \(appName) though \(kept.module) takes its folder: \(kept.reason)"
    }
}
