import Foundation
@preconcurrency import SwiftIfConfig
import SwiftParser
import SwiftSyntax

/// The build an index store was written by, as far as `#if` is concerned: the target triple of
/// its units, its conditions (`DEBUG`, the monolith's own), the `$Feature` checks its compiler
/// passed, and the version of the toolchain's compiler. Code outside it was never seen by the compiler.
struct StoreBuildConfiguration: BuildConfiguration, Sendable {
    private let base: StaticBuildConfiguration
    private let isApplePlatform: Bool
    /// The `$Feature` checks that pass (`Lifetimes` for `#if $Lifetimes`).
    private let activeFeatures: Set<String>
    /// The modules `canImport` finds, when the compiler was asked.
    private let importableModules: Set<String>?

    init(
        target: String, customConditions: Set<String>, compilerVersion: VersionTuple, activeFeatures: Set<String> = [],
        importableModules: Set<String>? = nil
    ) {
        self.activeFeatures = activeFeatures
        self.importableModules = importableModules
        let parts = target.split(separator: "-").map(String.init)
        let arch = parts.first ?? "x86_64"
        let system = parts.count > 2 ? parts[2] : "linux"
        let os: String
        switch system {
        case let name where name.hasPrefix("ios"): os = "iOS"
        case let name where name.hasPrefix("macos") || name.hasPrefix("darwin"): os = "macOS"
        case let name where name.hasPrefix("tvos"): os = "tvOS"
        case let name where name.hasPrefix("watchos"): os = "watchOS"
        case let name where name.hasPrefix("xros") || name.hasPrefix("visionos"): os = "visionOS"
        case let name where name.hasPrefix("windows"): os = "Windows"
        case let name where name.hasPrefix("android"): os = "Android"
        case let name where name.hasPrefix("wasi"): os = "WASI"
        default: os = "Linux"
        }
        isApplePlatform = ["iOS", "macOS", "tvOS", "watchOS", "visionOS"].contains(os)
        base = StaticBuildConfiguration(
            customConditions: customConditions, targetOSs: [os],
            targetArchitectures: [arch, arch == "aarch64" ? "arm64" : arch],
            targetEnvironments: target.hasSuffix("simulator") ? ["simulator"] : [],
            // Every platform but WASI runs threads: `#if _runtime(_multithreaded)`.
            targetRuntimes: Set(
                (isApplePlatform ? ["_ObjC", "_Native"] : ["_Native"])
                    + (system.hasPrefix("wasi") ? [] : ["_multithreaded"])),
            targetObjectFileFormats: [isApplePlatform ? "MachO" : os == "Windows" ? "COFF" : "ELF"],
            targetAtomicBitWidths: [8, 16, 32, 64], languageVersion: VersionTuple(6), compilerVersion: compilerVersion)
    }

    /// Frameworks that exist on Apple's platforms only.
    private static let appleOnlyModules: Set<String> = [
        "UIKit", "AppKit", "SwiftUI", "Combine", "Darwin", "ObjectiveC", "CoreGraphics", "CoreData", "QuartzCore",
        "WatchKit", "os", "CoreFoundation_Apple",
    ]

    func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) -> Bool {
        guard let module = importPath.first?.1 else { return false }
        if let importableModules { return importableModules.contains(importPath.map(\.1).dotted()) }
        return isApplePlatform || !Self.appleOnlyModules.contains(module)
    }

    func isCustomConditionSet(name: String) -> Bool {
        name.hasPrefix("$") ? activeFeatures.contains(String(name.dropFirst())) : base.isCustomConditionSet(name: name)
    }
    func hasFeature(name: String) -> Bool { base.hasFeature(name: name) }
    func hasAttribute(name: String) -> Bool { true }
    func isActiveTargetOS(name: String) -> Bool { base.isActiveTargetOS(name: name) }
    func isActiveTargetArchitecture(name: String) -> Bool { base.isActiveTargetArchitecture(name: name) }
    func isActiveTargetEnvironment(name: String) -> Bool { base.isActiveTargetEnvironment(name: name) }
    func isActiveTargetRuntime(name: String) -> Bool { base.isActiveTargetRuntime(name: name) }
    func isActiveTargetPointerAuthentication(name: String) -> Bool {
        base.isActiveTargetPointerAuthentication(name: name)
    }
    func isActiveTargetObjectFormat(name: String) -> Bool { base.isActiveTargetObjectFormat(name: name) }
    var targetPointerBitWidth: Int { base.targetPointerBitWidth }
    var targetAtomicBitWidths: [Int] { base.targetAtomicBitWidths }
    var endianness: Endianness { base.endianness }
    var languageVersion: VersionTuple { base.languageVersion }
    var compilerVersion: VersionTuple { base.compilerVersion }

    /// `Swift version 6.3.1 (…)` from the `swiftc` on PATH, the toolchain that builds here.
    static func toolchainCompilerVersion() -> VersionTuple {
        let text: String
        do {
            text = try ProcessRunner("swiftc", ["--version"]).run().standardOutput
        } catch {
            // No compiler to ask: `#if compiler(>=…)` is judged as by the language mode's compiler.
            return VersionTuple(6)
        }
        guard let range = text.range(of: #"Swift version [0-9.]+"#, options: .regularExpression) else {
            return VersionTuple(6)
        }
        return VersionTuple(parsing: String(text[range].dropFirst("Swift version ".count))) ?? VersionTuple(6)
    }
}

/// Which positions of the monolith's Swift files a build compiled: none of an inactive `#if`
/// branch, nor of a file it did not compile.
struct CompiledCode: Sendable {
    private let regions: [String: CompiledRegions]
    private let notCompiled: Set<String>

    init(files: [(path: String, source: String)], configuration: StoreBuildConfiguration, notCompiled: Set<String> = [])
    {
        self.notCompiled = notCompiled
        let parsed = ConcurrentMap.map(files.map { FileSource(path: $0.path, source: $0.source) }) { file in
            CompiledRegions(source: file.source, path: file.path, configuration: configuration)
        }
        regions = Dictionary(zip(files.map(\.path), parsed), uniquingKeysWith: { first, _ in first })
    }

    /// Objective-C and resources have no `#if` the compiler of Swift evaluates: always compiled.
    func contains(_ location: SourceLocation) -> Bool {
        !notCompiled.contains(location.file)
            && regions[location.file]?.isCompiled(line: location.line, column: location.column) ?? true
    }

    private struct FileSource: Sendable {
        let path: String
        let source: String
    }
}

/// Which positions of a Swift file the compiler compiled under a build configuration.
struct CompiledRegions: @unchecked Sendable {
    private let tree: SourceFileSyntax
    private let converter: SourceLocationConverter
    private let regions: ConfiguredRegions

    init(source: String, path: String, configuration: some BuildConfiguration) {
        tree = Parser.parse(source: source)
        converter = SourceLocationConverter(fileName: path, tree: tree)
        regions = tree.configuredRegions(in: configuration)
    }

    func isCompiled(line: Int, column: Int) -> Bool {
        let position = converter.position(ofLine: line, column: column)
        guard let token = tree.token(at: position) else { return true }
        return regions.isActive(token) == .active
    }
}
