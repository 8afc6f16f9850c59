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
        "txt", "html", "css", "js", "bundle", "xcstickers",
    ]

    /// In a plain folder every other file is taken for a bundled resource (`.ahap`, `.xcprivacy`,
    /// fonts, sounds…) except these, which build, document or script the app.
    static let notBundledExtensions: Set<String> = [
        "md", "markdown", "rst", "rb", "py", "sh", "bash", "zsh", "pl", "js", "ts", "yml", "yaml", "toml", "lock",
        "resolved", "xcconfig", "entitlements", "modulemap", "pch", "c", "cc", "cpp", "hpp", "xcscheme",
        "xctestplan", "podspec", "gradle", "gitignore", "swiftlint", "swiftformat", "orig", "rej", "bak", "log",
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
        if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
            return try discoverPackage(at: url, displayPath: path)
        }
        return try discoverFolder(at: url, displayPath: path)
    }

    private func discoverFolder(at root: URL, displayPath: String) throws -> Monolith {
        let walk = FileWalker(root: root).walk()
        let files = walk.files.compactMap { path in
            classify(path, declaredResources: []) ?? (isBundledInFolder(path) ? DiscoveredFile(path: path, language: .resource) : nil)
        }
        guard files.contains(where: { $0.language != .resource }) else { throw AnalyzerError.noSources(displayPath) }
        return Monolith(
            description: MonolithDescription(kind: .folder, name: root.lastPathComponent, sourcePath: ""),
            root: root, files: files, bridgingHeader: bridgingHeader(in: files), diagnostics: walk.diagnostics,
            ignoredFiles: walk.files.count - files.count)
    }

    private func discoverPackage(at root: URL, displayPath: String) throws -> Monolith {
        let manifestURL = root.appendingPathComponent("Package.swift")
        let manifestPath = displayPath.hasSuffix("Package.swift") ? displayPath : (displayPath as NSString).appendingPathComponent("Package.swift")
        guard let data = FileManager.default.contents(atPath: manifestURL.path),
            let source = String(data: data, encoding: .utf8)
        else { throw AnalyzerError.manifestUnreadable(path: manifestPath, reason: "not readable as UTF-8") }
        let targets = PackageManifestReader().targets(inManifest: source)
        let sourceTargets = targets.filter { PackageManifestReader.sourceTargetKinds.contains($0.kind) }
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
        return Monolith(
            description: MonolithDescription(
                kind: .swiftPackageTarget, name: target.name, sourcePath: sourcePath,
                compilationConditions: target.defines),
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

    private func classify(_ path: String, declaredResources: [String]) -> DiscoveredFile? {
        let fileExtension = (path as NSString).pathExtension.lowercased()
        switch fileExtension {
        case "swift": return DiscoveredFile(path: path, language: .swift)
        case "h": return DiscoveredFile(path: path, language: .objcHeader)
        case "m", "mm": return DiscoveredFile(path: path, language: .objcImplementation)
        default:
            let declared = declaredResources.contains { path == $0 || path.hasPrefix($0 + "/") }
            guard declared || Self.resourceExtensions.contains(fileExtension) else { return nil }
            return DiscoveredFile(path: path, language: .resource)
        }
    }

    private func isBundledInFolder(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        let fileExtension = (name as NSString).pathExtension.lowercased()
        return !fileExtension.isEmpty && !Self.notBundledExtensions.contains(fileExtension)
            && !["LICENSE", "Makefile", "Podfile", "Gemfile", "Dockerfile"].contains((name as NSString).deletingPathExtension)
    }

    private func bridgingHeader(in files: [DiscoveredFile]) -> String? {
        files.first { $0.language == .objcHeader && $0.path.hasSuffix("-Bridging-Header.h") }?.path
    }
}
