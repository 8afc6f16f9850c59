import Analyzer
import Foundation

/// Where a split puts each file, and which target it builds in.
///
/// A SwiftPM monolith's modules become targets of its own package, under `Sources/<Module>`. A
/// folder of sources (an app target outside SwiftPM) gets a new local package beside it,
/// `Packages/<App>Modules`. SwiftPM builds Objective-C apart from Swift, so a module's `.h`/`.m`
/// files form a C-language target of their own: named as the module when it has no Swift, else
/// `<Module>ObjC`; the headers Swift or other modules see go to its `include/`, the public headers.
public struct SplitLayout {
    /// "" for a SwiftPM monolith, else the new package's folder with a trailing slash.
    let packageFolder: String
    private let sourceFolder: String
    private let app: String
    /// Modules with Swift files and Objective-C files: their Objective-C builds in `<Module>ObjC`.
    private let mixedModules: Set<String>
    /// Whether headers are built as Objective-C: not in a SwiftPM monolith, a Swift target, where
    /// no compiler reads them (Yams' `Yams.h`, for its CMake build): they stay beside the Swift.
    private let buildsHeaders: Bool

    static func packageName(app: String) -> String { "\(app)Modules" }

    /// The local package a split of a non-SwiftPM app writes, relative to the root.
    public static func packageFolder(app: String) -> String { "Packages/\(packageName(app: app))" }

    /// - Parameter chosenPackageFolder: where the new local package goes (relative to the root),
    ///   when not `Packages/<App>Modules`.
    init(
        monolith: MonolithDescription, app: String, files: [SourceFile], moduleOfFile: (String) -> String,
        chosenPackageFolder: String? = nil
    ) {
        packageFolder =
            monolith.kind == .swiftPackageTarget ? "" : (chosenPackageFolder ?? Self.packageFolder(app: app)) + "/"
        sourceFolder = monolith.sourcePath
        self.app = app
        buildsHeaders = monolith.kind != .swiftPackageTarget
        var languages: [String: Set<Bool>] = [:]
        for file in files where file.language != .resource && (file.language != .objcHeader || buildsHeaders) {
            languages[moduleOfFile(file.path), default: []].insert(file.language == .swift)
        }
        mixedModules = Set(languages.filter { $0.value.count == 2 }.keys)
    }

    /// A path relative to the monolith's source folder, as it is kept under the module's folder.
    func relative(_ path: String) -> String {
        sourceFolder.isEmpty ? path : String(path.dropFirst(sourceFolder.count + 1))
    }

    /// The target a file of `module` builds in.
    func target(of language: Language, module: String) -> String {
        guard module != app, builtAsObjectiveC(language), mixedModules.contains(module) else { return module }
        return "\(module)ObjC"
    }

    /// Where a source file of a moved module goes, relative to the root.
    /// - Parameter isPublicHeader: whether code outside its target sees the header (the bridging
    ///   header imports it, or another target uses what it declares); private headers stay beside the `.m` files.
    func destination(of file: SourceFile, module: String, isPublicHeader: Bool = false) -> String {
        let target = target(of: file.language, module: module)
        if file.language == .objcHeader, isPublicHeader, buildsHeaders {
            return "\(packageFolder)Sources/\(target)/include/\((file.path as NSString).lastPathComponent)"
        }
        return "\(packageFolder)Sources/\(target)/\(relative(file.path))"
    }

    /// Where a resource of a moved module goes, relative to the root.
    func destination(ofResource path: String, module: String) -> String {
        "\(packageFolder)Sources/\(module)/\(relative(path))"
    }

    var manifestPath: String { packageFolder + "Package.swift" }

    /// The Objective-C targets the split creates, by module: one per module with Objective-C files.
    func objectiveCTargets(files: [SourceFile], moduleOfFile: (String) -> String) -> [String: String] {
        var targets: [String: String] = [:]
        for file in files where builtAsObjectiveC(file.language) {
            let module = moduleOfFile(file.path)
            if module != app { targets[module] = target(of: file.language, module: module) }
        }
        return targets
    }

    private func builtAsObjectiveC(_ language: Language) -> Bool {
        language == .objcImplementation || language == .objcHeader && buildsHeaders
    }
}

extension Language {
    var isObjectiveC: Bool { self == .objcHeader || self == .objcImplementation }
}
