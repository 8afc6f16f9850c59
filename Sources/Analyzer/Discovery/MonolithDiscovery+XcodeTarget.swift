import Foundation

/// Xcode targets: the files a target's build phases (or synchronized folders) take, and what the
/// project says of its other targets, packages and settings.
extension MonolithDiscovery {
    /// An Xcode project's target: the files its build phases (or synchronized folders) take,
    /// wherever they are inside `boundary`, the folder the user named, and nothing else of the folder.
    /// - Parameter read: the project, when it was read already.
    func discoverXcodeTarget(in projectURL: URL, within boundary: URL, read: XcodeProject? = nil) throws
        -> Monolith
    {
        let project: XcodeProject
        do {
            project = try read ?? XcodeProject(at: projectURL)
        } catch let problem as XcodeProject.Problem {
            throw AnalyzerError.projectUnreadable(path: problem.path, reason: problem.reason)
        }
        let target = try chosenTarget(of: project, at: projectURL)
        // The root is the folder the user named: it holds the project, and the target's files that
        // sit beside the project's folder are read from it. Nothing outside it is read or written.
        let root = boundary
        let paths = ProjectPaths(projectFolder: projectURL.deletingLastPathComponent(), root: root)
        var diagnostics = target.settings.warnings.map { warning in
            Diagnostic(
                severity: warning.severity, file: paths.rooted(warning.file), line: warning.line,
                message: warning.message)
        }
        var files = filesOnDisk(of: target, paths: paths, boundary: boundary, diagnostics: &diagnostics)
        addHeadersBesideObjectiveC(of: target, to: &files, paths: paths)
        let sources = files.filter { $0.language != .resource }.map(\.path)
        guard !sources.isEmpty else { throw AnalyzerError.noSources("\(projectURL.path) (target \(target.name))") }
        var monolith = Monolith(
            description: MonolithDescription(
                kind: .xcodeTarget, name: target.settings.moduleName ?? target.name,
                sourcePath: RelativePath.commonFolder(of: sources),
                // `#if` is judged as Xcode's default scheme builds to run: in Debug.
                compilationConditions: (target.settings.configurations["Debug"] ?? target.settings)
                    .compilationConditions,
                languageMode: target.settings.swiftVersion.flatMap { Int($0.prefix { $0.isNumber }) }),
            root: root, files: files.sorted { $0.path < $1.path },
            bridgingHeader: target.settings.bridgingHeader.flatMap { paths.isOutside($0) ? nil : paths.rooted($0) },
            diagnostics: diagnostics)
        monolith.xcode = XcodeTargetReference(project: projectURL, target: target)
        describeSurroundings(of: target, in: project, files: files, paths: paths, into: &monolith.description)
        findAppOwnedFiles(of: target, files: files, paths: paths, in: &monolith)
        return monolith
    }

    /// The target named, else the project's only target with sources, else its only app.
    private func chosenTarget(of project: XcodeProject, at projectURL: URL) throws -> XcodeProject.Target {
        let names = project.targets.map(\.name)
        if let targetName {
            guard let named = project.targets.first(where: { $0.name == targetName }) else {
                throw AnalyzerError.targetNotFound(name: targetName, manifest: projectURL.path, available: names)
            }
            return named
        }
        let candidates = project.targets.filter { target in
            target.sources.contains { classify($0, declaredResources: []) != nil }
        }
        // The one app among its extensions and tests is what a split is for.
        let apps = candidates.filter { $0.productType == "com.apple.product-type.application" }
        guard let only = candidates.count == 1 ? candidates.first : apps.count == 1 ? apps.first : nil else {
            throw AnalyzerError.ambiguousTarget(manifest: projectURL.path, available: names)
        }
        return only
    }

    /// The target's sources and resources inside the boundary, as the disk spells them; a warning
    /// for each it lists outside the boundary or that is not on disk.
    private func filesOnDisk(
        of target: XcodeProject.Target, paths: ProjectPaths, boundary: URL, diagnostics: inout [Diagnostic]
    ) -> [DiscoveredFile] {
        let listed = target.sources + target.resources + [target.settings.bridgingHeader].compactMap { $0 }
        diagnostics += listed.filter(paths.isOutside).map { path in
            Diagnostic(
                severity: .warning, file: paths.rooted(path),
                message:
                    "the target lists it outside \(boundary.lastPathComponent)/; left out (name a folder that holds it too, with --target \(target.name))"
            )
        }
        var files: [DiscoveredFile] = []
        for (path, bundled) in target.sources.map({ ($0, false) }) + target.resources.map({ ($0, true) })
        where !paths.isOutside(path) {
            guard let onDisk = Self.onDisk(paths.rooted(path), root: paths.root) else {
                diagnostics.append(
                    Diagnostic(
                        severity: .warning, file: paths.rooted(path),
                        message: "the project lists it, but it is not on disk"))
                continue
            }
            if bundled {
                files.append(DiscoveredFile(path: onDisk, language: .resource))
            } else if let file = classify(onDisk, declaredResources: []) {
                files.append(file)
            }
        }
        return files
    }

    /// An app target lists no headers: Objective-C finds them beside its files, Swift through the bridging header.
    private func addHeadersBesideObjectiveC(
        of target: XcodeProject.Target, to files: inout [DiscoveredFile], paths: ProjectPaths
    ) {
        let objectiveCFolders = Set(
            files.filter { $0.language == .objcImplementation }.map { RelativePath.folder(of: $0.path) }
                + [target.settings.bridgingHeader.map { RelativePath.folder(of: paths.rooted($0)) }].compactMap { $0 })
        for folder in objectiveCFolders.sorted() {
            let names =
                (try? FileManager.default.contentsOfDirectory(atPath: paths.root.appendingPathComponent(folder).path))
                ?? []
            for name in names.sorted() where name.hasSuffix(".h") {
                let path = folder.isEmpty ? name : folder + "/" + name
                if !files.contains(where: { $0.path == path }) {
                    files.append(DiscoveredFile(path: path, language: .objcHeader))
                }
            }
        }
    }

    /// What the project says around the target: its other targets and the files they build too,
    /// the modules it links, the packages no path or URL locates, the other configurations' conditions.
    private func describeSurroundings(
        of target: XcodeProject.Target, in project: XcodeProject, files: [DiscoveredFile], paths: ProjectPaths,
        into description: inout MonolithDescription
    ) {
        let others = project.targets.filter { $0.name != target.name }
        let usedElsewhere = Dictionary(
            grouping: others.flatMap { other in
                (other.sources + other.resources).map { (paths.rooted($0), other.name) }
            },
            by: \.0)
        // By name and by the module each builds (Home Assistant's `Shared-iOS` builds `Shared`).
        description.otherTargets = Set(
            others.flatMap {
                [$0.name, $0.settings.moduleName, $0.settings.values["PRODUCT_NAME"], $0.productName].compactMap { $0 }
            }
        )
        .sorted()
        let reachable = project.packagesReachable(from: target)
        description.linkedModules = Set(
            reachable.flatMap { [$0.product] + $0.localModules + $0.dependencies.map(\.product) }
                + target.frameworks.map { ($0 as NSString).deletingPathExtension }
        ).sorted()
        description.unlocatedProducts = Set(
            reachable.filter { $0.localPath == nil && $0.url == nil }.map(\.product)
        ).sorted()
        let discovered = Set(files.map(\.path))
        description.conditionsOfOtherConfigurations = target.settings.conditionsOfOtherConfigurations
        description.otherTargetsOfFile = usedElsewhere.filter { discovered.contains($0.key) }
            .mapValues { Array(Set($0.map(\.1))).sorted() }
    }

    /// The class names the Info.plist gives at run time, and the files only the app may own.
    private func findAppOwnedFiles(
        of target: XcodeProject.Target, files: [DiscoveredFile], paths: ProjectPaths, in monolith: inout Monolith
    ) {
        let root = paths.root
        // A file a setting names (`Pantry/Info.plist`, `$(SRCROOT)/Pantry/Pantry.entitlements`), as on disk.
        let namedBySetting = { (setting: String) in
            target.settings.values[setting].flatMap {
                Self.onDisk(paths.rooted($0.replacingOccurrences(of: "$(SRCROOT)/", with: "")), root: root)
            }
        }
        let infoPlist = namedBySetting("INFOPLIST_FILE")
        if let infoPlist {
            monolith.runTimeNames = InfoPlistClassNames.find(
                in: root.appendingPathComponent(infoPlist), path: infoPlist, module: monolith.description.name)
        }
        monolith.description.appOwnedFiles = AppOwnedFiles(
            settings: target.settings, resources: files.filter { $0.language == .resource }.map(\.path),
            infoPlist: infoPlist, entitlements: namedBySetting("CODE_SIGN_ENTITLEMENTS"), root: root
        ).find()
    }
}

/// The paths a project lists, relative to its folder, as paths relative to the root the monolith
/// is read from (the folder the user named, which holds the project's).
private struct ProjectPaths {
    let root: URL
    /// The project's folder, relative to the root.
    let prefix: Substring

    init(projectFolder: URL, root: URL) {
        self.root = root
        prefix = projectFolder.path.dropFirst(root.path.count).drop { $0 == "/" }
    }

    func rooted(_ path: String) -> String {
        prefix.isEmpty ? path : RelativePath.normalized(prefix + "/" + path)
    }

    func isOutside(_ path: String) -> Bool {
        rooted(path) == ".." || rooted(path).hasPrefix("../")
    }
}
