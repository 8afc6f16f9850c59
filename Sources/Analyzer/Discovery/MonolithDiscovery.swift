import Foundation

/// Finds the monolith at a path: the source target of a SwiftPM package (its manifest read as
/// syntax), or any folder of sources.
public struct MonolithDiscovery: Sendable {
    public var targetName: String?

    public init(targetName: String? = nil) {
        self.targetName = targetName
    }

    static let resourceExtensions: Set<String> = [
        "xcassets", "xcdatamodeld", "xcdatamodel", "storyboard", "xib", "strings", "stringsdict", "xcstrings",
        "json", "plist", "png", "jpg", "jpeg", "gif", "pdf", "svg", "ttf", "otf", "mp3", "wav", "caf", "mp4",
        "txt", "html", "css", "js", "bundle", "xcstickers", "intentdefinition",
    ]

    /// In a plain folder every other file is taken for a bundled resource (`.ahap`, `.xcprivacy`,
    /// fonts, sounds…) except these, which build, document or script the app.
    static let notBundledExtensions: Set<String> = [
        "md", "markdown", "rst", "rb", "py", "sh", "bash", "zsh", "pl", "js", "ts", "yml", "yaml", "toml", "lock",
        "resolved", "xcconfig", "entitlements", "modulemap", "pch", "c", "cc", "cpp", "hpp", "xcscheme",
        "xctestplan", "podspec", "gradle", "gitignore", "swiftlint", "swiftformat", "orig", "rej", "bak", "log", "docc",
    ]

    public func discover(at path: String) throws -> Monolith {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw AnalyzerError.pathNotFound(path)
        }
        if !isDirectory.boolValue {
            guard url.lastPathComponent == "Package.swift" else { throw AnalyzerError.notADirectory(path) }
            return try discoverPackage(at: url.deletingLastPathComponent(), displayPath: path)
        }
        if url.pathExtension == "xcodeproj" {
            return try discoverXcodeTarget(in: url, within: url.deletingLastPathComponent())
        }
        if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
            return try discoverPackage(at: url, displayPath: path)
        }
        let projects =
            (try? FileManager.default.contentsOfDirectory(atPath: url.path))?.filter { $0.hasSuffix(".xcodeproj") }
            .sorted() ?? []
        guard projects.count <= 1 else { throw AnalyzerError.severalProjects(folder: path, projects: projects) }
        if let project = projects.first {
            return try discoverXcodeTarget(in: url.appendingPathComponent(project), within: url)
        }
        if let (projectURL, project) = try projectBelow(url, displayPath: path) {
            return try discoverXcodeTarget(in: projectURL, within: url, read: project)
        }
        return try discoverFolder(at: url, displayPath: path)
    }

    /// The project in a folder below that has the target asked for: how a target whose files sit
    /// beside its project's folder is named (`cleave index Groups --target Pantry` for
    /// `Groups/Pantry/Pantry.xcodeproj` and `Groups/Common`).
    private func projectBelow(_ folder: URL, displayPath: String) throws -> (URL, XcodeProject)? {
        guard let targetName else { return nil }
        let projects = Self.projects(under: folder, depth: 3).compactMap { path -> (String, XcodeProject)? in
            guard let project = try? XcodeProject(at: folder.appendingPathComponent(path)),
                project.targets.contains(where: { $0.name == targetName })
            else { return nil }
            return (path, project)
        }
        guard projects.count <= 1 else {
            throw AnalyzerError.severalProjects(folder: displayPath, projects: projects.map(\.0))
        }
        return projects.first.map { (folder.appendingPathComponent($0.0), $0.1) }
    }

    /// `.xcodeproj` bundles up to `depth` folders down, outside hidden and build folders.
    private static func projects(under folder: URL, depth: Int, relative: String = "") -> [String] {
        guard depth > 0 else { return [] }
        let names =
            (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(relative).path)) ?? []
        return names.sorted().filter { !$0.hasPrefix(".") && !FileWalker.skippedFolders.contains($0) }.flatMap { name in
            let path = relative.isEmpty ? name : relative + "/" + name
            return name.hasSuffix(".xcodeproj") ? [path] : projects(under: folder, depth: depth - 1, relative: path)
        }
    }

    /// The path as the disk spells it: a project made on macOS, whose disks ignore case, may
    /// name `infoPlist.strings` as `InfoPlist.strings`.
    static func onDisk(_ path: String, root: URL) -> String? {
        if FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path) { return path }
        var found = ""
        for part in path.split(separator: "/").map(String.init) {
            let folder = found.isEmpty ? root : root.appendingPathComponent(found)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            guard let name = names.contains(part) ? part : names.first(where: { $0.lowercased() == part.lowercased() })
            else { return nil }
            found = found.isEmpty ? name : found + "/" + name
        }
        return found
    }

    private func discoverFolder(at root: URL, displayPath: String) throws -> Monolith {
        let walk = FileWalker(root: root).walk()
        let files = walk.files.compactMap { path in
            classify(path, declaredResources: [])
                ?? (isBundledInFolder(path) ? DiscoveredFile(path: path, language: .resource) : nil)
        }
        guard files.contains(where: { $0.language != .resource }) else { throw AnalyzerError.noSources(displayPath) }
        return Monolith(
            description: MonolithDescription(kind: .folder, name: root.lastPathComponent, sourcePath: ""),
            root: root, files: files, bridgingHeader: bridgingHeader(in: files), diagnostics: walk.diagnostics,
            ignoredFiles: walk.files.count - files.count)
    }

    private func discoverPackage(at root: URL, displayPath: String) throws -> Monolith {
        let manifestURL = root.appendingPathComponent("Package.swift")
        let manifestPath =
            displayPath.hasSuffix("Package.swift")
            ? displayPath : (displayPath as NSString).appendingPathComponent("Package.swift")
        guard let data = FileManager.default.contents(atPath: manifestURL.path),
            let source = String(data: data, encoding: .utf8)
        else { throw AnalyzerError.manifestUnreadable(path: manifestPath, reason: "not readable as UTF-8") }
        if let error = PackageManifestReader().firstSyntaxError(inManifest: source) {
            throw AnalyzerError.manifestUnreadable(
                path: "\(manifestPath):\(error.line)", reason: "a syntax error: \(error.message)")
        }
        let targets = PackageManifestReader().targets(inManifest: source)
        let sourceTargets = targets.filter { ManifestSyntax.sourceTargetKinds.contains($0.kind) }
        let target = try chooseTarget(from: sourceTargets, manifest: manifestPath)
        let sourcePath = target.path ?? defaultSourcePath(for: target.name, in: root)
        let walk = FileWalker(root: root).walk(sourcePath)
        let excluded = target.exclude.map { sourcePath + "/" + $0 }
        let declaredResources = target.resources.map { sourcePath + "/" + $0 }
        let included = walk.files.filter { file in
            !excluded.contains { file == $0 || file.hasPrefix($0 + "/") }
                && (target.sources.map { sources in sources.contains { file.hasPrefix(sourcePath + "/" + $0) } } ?? true
                    || declaredResources.contains { file.hasPrefix($0) })
        }
        // SwiftPM's own rule: sources, the resource types it knows, and what `resources:` declares.
        let files = included.compactMap { classify($0, declaredResources: declaredResources) }
        guard files.contains(where: { $0.language != .resource }) else {
            throw AnalyzerError.noSources(root.appendingPathComponent(sourcePath).path)
        }
        var description = MonolithDescription(
            kind: .swiftPackageTarget, name: target.name, sourcePath: sourcePath,
            compilationConditions: target.defines,
            languageMode: PackageManifestReader().languageMode(of: target, inManifest: source))
        // Test targets too: a module named like one would declare it twice.
        description.otherTargets = Set(targets.map(\.name)).subtracting([target.name]).sorted()
        return Monolith(
            description: description,
            root: root, files: files, bridgingHeader: bridgingHeader(in: files), diagnostics: walk.diagnostics,
            ignoredFiles: walk.files.count - files.count)
    }

    private func chooseTarget(
        from targets: [PackageManifestReader.Target], manifest: String
    ) throws -> PackageManifestReader.Target {
        let names = targets.map(\.name)
        if let targetName {
            guard let target = targets.first(where: { $0.name == targetName }) else {
                throw AnalyzerError.targetNotFound(name: targetName, manifest: manifest, available: names)
            }
            return target
        }
        guard !targets.isEmpty else { throw AnalyzerError.noTargets(manifest: manifest) }
        guard targets.count == 1 else { throw AnalyzerError.ambiguousTarget(manifest: manifest, available: names) }
        return targets[0]
    }

    /// SwiftPM's own search order for a target without `path:`.
    private func defaultSourcePath(for name: String, in root: URL) -> String {
        for folder in ["Sources", "Source", "src", "srcs"] {
            let candidate = folder + "/" + name
            if FileManager.default.fileExists(atPath: root.appendingPathComponent(candidate).path) { return candidate }
        }
        return "Sources/" + name
    }

    /// What SwiftPM makes of a file: what `resources:` declares is a resource whatever its
    /// extension (a `.swift` file there is copied, not compiled), then sources, then the resource
    /// types it knows. A `.docc` catalog is none of these.
    func classify(_ path: String, declaredResources: [String]) -> DiscoveredFile? {
        if declaredResources.contains(where: { path == $0 || path.hasPrefix($0 + "/") }) {
            return DiscoveredFile(path: path, language: .resource)
        }
        let fileExtension = RelativePath.pathExtension(of: path).lowercased()
        switch fileExtension {
        case "swift": return DiscoveredFile(path: path, language: .swift)
        case "h": return DiscoveredFile(path: path, language: .objcHeader)
        case "m", "mm": return DiscoveredFile(path: path, language: .objcImplementation)
        default:
            return Self.resourceExtensions.contains(fileExtension)
                ? DiscoveredFile(path: path, language: .resource) : nil
        }
    }

    private func isBundledInFolder(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        let fileExtension = RelativePath.pathExtension(of: name).lowercased()
        return !fileExtension.isEmpty && !Self.notBundledExtensions.contains(fileExtension)
            && !["LICENSE", "Makefile", "Podfile", "Gemfile", "Dockerfile"].contains(
                (name as NSString).deletingPathExtension)
    }

    private func bridgingHeader(in files: [DiscoveredFile]) -> String? {
        files.first { $0.language == .objcHeader && $0.path.hasSuffix("-Bridging-Header.h") }?.path
    }
}
