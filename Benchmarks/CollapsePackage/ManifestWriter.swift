import Foundation

/// Writes the collapsed package's `Package.swift` as a person would: a literal `Package(…)` with
/// one argument per line where a call is long, nothing computed, so that `cleave apply` can read
/// and edit it as syntax.
struct ManifestWriter {
    var dump: PackageDump
    var monolith: String
    /// The targets of the collapsed package, in order: kept C targets, the monolith, test targets.
    var targets: [WrittenTarget]
    /// Identities of the packages the kept targets use.
    var packages: [String]
    var header: [String]

    struct WrittenTarget {
        /// `target`, `testTarget`, `systemLibrary`.
        var function: String
        var name: String
        var dependencies: [PackageDump.Dependency] = []
        var path: String?
        var exclude: [String] = []
        var sources: [String]?
        var resources: [PackageDump.Resource] = []
        var publicHeadersPath: String?
        var settings: [PackageDump.Setting] = []
        var pkgConfig: String?
        var comment: String?
    }

    var text: String {
        var lines = ["// swift-tools-version:\(dump.toolsVersion)"] + header.map { "// " + $0 }
        lines += ["import PackageDescription", "", "let package = Package("]
        var arguments = ["    name: \(quoted(dump.name))"]
        if !dump.platforms.isEmpty {
            arguments.append(
                "    " + list("platforms", dump.platforms.map { platform($0.name, $0.version) }, indent: 1))
        }
        arguments.append(
            "    "
                + list("products", [".library(name: \(quoted(monolith)), targets: [\(quoted(monolith))])"], indent: 1))
        if !packages.isEmpty {
            arguments.append(
                "    " + list("dependencies", packages.map { ".package(path: \(quoted("../" + $0)))" }, indent: 1))
        }
        arguments.append("    " + list("targets", targets.map(target), indent: 1))
        if let modes = dump.swiftLanguageModes, !modes.isEmpty {
            let beforeSix = dump.toolsVersion.compare("6", options: .numeric) == .orderedAscending
            let label = beforeSix ? "swiftLanguageVersions" : "swiftLanguageModes"
            arguments.append(
                "    \(label): [\(modes.map { languageMode($0, beforeSix: beforeSix) }.joined(separator: ", "))]")
        }
        if let standard = dump.cLanguageStandard {
            arguments.append("    cLanguageStandard: .\(languageStandard(standard))")
        }
        if let standard = dump.cxxLanguageStandard {
            arguments.append("    cxxLanguageStandard: .\(languageStandard(standard))")
        }
        lines.append(arguments.joined(separator: ",\n"))
        lines.append(")")
        return lines.joined(separator: "\n") + "\n"
    }

    private func target(_ target: WrittenTarget) -> String {
        var arguments = ["name: \(quoted(target.name))"]
        if !target.dependencies.isEmpty {
            arguments.append(list("dependencies", target.dependencies.map(dependency), indent: 3))
        }
        if let path = target.path { arguments.append("path: \(quoted(path))") }
        if !target.exclude.isEmpty { arguments.append(list("exclude", target.exclude.map(quoted), indent: 3)) }
        if let sources = target.sources { arguments.append(list("sources", sources.map(quoted), indent: 3)) }
        if !target.resources.isEmpty { arguments.append(list("resources", target.resources.map(resource), indent: 3)) }
        if let headers = target.publicHeadersPath { arguments.append("publicHeadersPath: \(quoted(headers))") }
        if let pkgConfig = target.pkgConfig { arguments.append("pkgConfig: \(quoted(pkgConfig))") }
        for (tool, label) in [
            ("c", "cSettings"), ("cxx", "cxxSettings"), ("swift", "swiftSettings"), ("linker", "linkerSettings"),
        ] {
            let settings = target.settings.filter { $0.tool == tool }
            if !settings.isEmpty { arguments.append(list(label, settings.map(setting), indent: 3)) }
        }
        let comment = target.comment.map { "// \($0)\n" + String(repeating: "    ", count: 2) } ?? ""
        let oneLine = ".\(target.function)(" + arguments.joined(separator: ", ") + ")"
        if oneLine.count <= 90, !oneLine.contains("\n") { return comment + oneLine }
        let inner = String(repeating: "    ", count: 3)
        return comment + ".\(target.function)(\n" + arguments.map { inner + $0 }.joined(separator: ",\n") + "\n"
            + String(repeating: "    ", count: 2) + ")"
    }

    /// `label: [a, b]` on one line when short, else one element a line; `indent` is the level
    /// the label stands at (its first line is not indented: the caller places it).
    private func list(_ label: String, _ elements: [String], indent: Int) -> String {
        let pad = String(repeating: "    ", count: indent)
        let oneLine = "\(label): [" + elements.joined(separator: ", ") + "]"
        if indent > 1, oneLine.count <= 80, !oneLine.contains("\n") { return oneLine }
        return "\(label): [\n" + elements.map { pad + "    " + $0 + ",\n" }.joined() + pad + "]"
    }

    private func dependency(_ dependency: PackageDump.Dependency) -> String {
        let condition = dependency.condition.map { ", condition: " + self.condition($0) } ?? ""
        switch dependency.kind {
        case .byName where condition.isEmpty: return quoted(dependency.name)
        case .byName, .target: return ".target(name: \(quoted(dependency.name))\(condition))"
        case .product(let package):
            return
                ".product(name: \(quoted(dependency.name))\(package.map { ", package: \(quoted($0))" } ?? "")\(condition))"
        }
    }

    private func resource(_ resource: PackageDump.Resource) -> String {
        let localization = resource.localization.map { ", localization: .\($0)" } ?? ""
        return ".\(resource.rule)(\(quoted(resource.path))\(localization))"
    }

    private func setting(_ setting: PackageDump.Setting) -> String {
        let condition = setting.condition.map { ", " + self.condition($0) } ?? ""
        let value = setting.values.first.map(quoted) ?? ""
        switch setting.kind {
        case "unsafeFlags":
            return ".unsafeFlags([\(setting.values.map(quoted).joined(separator: ", "))]\(condition))"
        case "define" where setting.tool != "swift" && (setting.values.first ?? "").contains("="):
            let parts = setting.values[0].split(separator: "=", maxSplits: 1).map(String.init)
            return ".define(\(quoted(parts[0])), to: \(quoted(parts[1]))\(condition))"
        case "swiftLanguageMode":
            return ".swiftLanguageMode(\(languageMode(setting.values.first ?? "5", beforeSix: false))\(condition))"
        case "interoperabilityMode":
            return ".interoperabilityMode(.\(setting.values.first ?? "C")\(condition))"
        default:
            return ".\(setting.kind)(\(value)\(condition))"
        }
    }

    private func condition(_ condition: PackageDump.Condition) -> String {
        var parts: [String] = []
        if !condition.platforms.isEmpty {
            parts.append(
                "platforms: [" + condition.platforms.map { "." + platformName($0) }.joined(separator: ", ") + "]")
        }
        if let configuration = condition.configuration { parts.append("configuration: .\(configuration)") }
        return ".when(" + parts.joined(separator: ", ") + ")"
    }

    private func platform(_ name: String, _ version: String) -> String {
        ".\(platformName(name))(\(quoted(version)))"
    }

    /// `macos` → `macOS`: the JSON spells platforms in lower case.
    private func platformName(_ name: String) -> String {
        let names = [
            "macos": "macOS", "ios": "iOS", "tvos": "tvOS", "watchos": "watchOS", "visionos": "visionOS",
            "maccatalyst": "macCatalyst", "driverkit": "driverKit", "linux": "linux", "android": "android",
            "windows": "windows", "wasi": "wasi", "openbsd": "openbsd", "freebsd": "freebsd",
        ]
        return names[name] ?? name
    }

    /// `5` → `.v5`; `6` under tools 5.x (swift-syntax's), where `.v6` does not exist yet, → `.version("6")`.
    private func languageMode(_ mode: String, beforeSix: Bool) -> String {
        beforeSix && mode.compare("6", options: .numeric) != .orderedAscending
            ? ".version(\(quoted(mode)))" : ".v" + mode.replacingOccurrences(of: ".", with: "_")
    }

    /// `c++17` → `cxx17`, `gnu++17` → `gnucxx17`, `iso9899:2011` → `iso9899_2011`.
    private func languageStandard(_ standard: String) -> String {
        let cxx =
            standard.hasPrefix("c++")
            ? "cxx" + standard.dropFirst(3) : standard.replacingOccurrences(of: "++", with: "cxx")
        return cxx.replacingOccurrences(of: ":", with: "_")
    }

    private func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
