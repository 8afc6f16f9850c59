/// The `Package.swift` of the local package a split of a non-SwiftPM app writes: a target per
/// module (Objective-C ones included) with only the dependencies it needs and its resources, and
/// a static library product per module, for the app to link.
struct PackageManifestWriter {
    let name: String
    let app: String
    /// Modules in the plan's order; a module's Objective-C target comes before it.
    let targets: [ManifestEditor.NewTarget]
    /// The modules that get a product (not their Objective-C parts).
    let products: [String]
    let defaultLocalization: String?
    /// Platform → minimum version, from the app target's deployment targets (`iOS` → `15.0`).
    var platforms: [String: String] = [:]
    /// The app's Swift version (`SWIFT_VERSION`), which its modules keep.
    var swiftVersion: String?
    /// The `.define`s of the app's active compilation conditions, which its Swift keeps testing with `#if`.
    var defines: [String] = []
    /// Targets of Objective-C, which Swift's conditions do not reach.
    var objectiveCTargets: Set<String> = []
    /// `.package(…)` declarations of the packages the app linked that modules now import.
    var packageDependencies: [String] = []

    var text: String {
        var lines = [
            "// swift-tools-version:5.9",
            "import PackageDescription",
            "",
            "// The modules split out of \(app) by `cleave apply`; \(app) links their products.",
            "let package = Package(",
            "    name: \"\(name)\",",
        ]
        if let defaultLocalization { lines.append("    defaultLocalization: \"\(defaultLocalization)\",") }
        let known = platforms.filter { Self.platformNames[$0.key] != nil }.sorted { $0.key < $1.key }
        if !known.isEmpty {
            lines.append(
                "    platforms: [\(known.map { ".\(Self.platformNames[$0.key]!)(\"\($0.value)\")" }.joined(separator: ", "))],"
            )
        }
        lines.append("    products: [")
        lines += products.map { "        .library(name: \"\($0)\", type: .static, targets: [\"\($0)\"])," }
        lines.append("    ],")
        if !packageDependencies.isEmpty {
            lines += ["    dependencies: ["] + packageDependencies.map { "        \($0)," } + ["    ],"]
        }
        lines.append("    targets: [")
        lines += targets.map { target in
            var arguments = ["name: \"\(target.name)\""]
            let dependencies = target.dependencies.map { "\"\($0)\"" } + target.otherDependencies
            if !dependencies.isEmpty { arguments.append("dependencies: [\(dependencies.joined(separator: ", "))]") }
            arguments.append("path: \"Sources/\(target.name)\"")
            if !target.resources.isEmpty {
                arguments.append("resources: [\(target.resources.map(\.source).joined(separator: ", "))]")
            }
            if !defines.isEmpty, !objectiveCTargets.contains(target.name) {
                arguments.append("swiftSettings: [\(defines.joined(separator: ", "))]")
            }
            return "        .target(\(arguments.joined(separator: ", "))),"
        }
        lines.append(swiftVersion.map { "    ],\n    swiftLanguageVersions: [\(Self.languageVersion($0))]" } ?? "    ]")
        lines += [")", ""]
        return lines.joined(separator: "\n")
    }

    /// `5.0` → `.v5`, `4.2` → `.v4_2`, `6.0` → `.version("6")` (tools 5.9 name no `.v6`).
    static func languageVersion(_ swiftVersion: String) -> String {
        let parts = swiftVersion.split(separator: ".").map(String.init)
        let major = parts.first ?? swiftVersion
        switch (major, parts.dropFirst().first) {
        case ("4", "2"): return ".v4_2"
        case ("4", _), ("5", _): return ".v\(major)"
        default: return ".version(\"\(major)\")"
        }
    }

    /// PackageDescription's names for the platforms Xcode's deployment targets name.
    static let platformNames = [
        "iOS": "iOS", "macOS": "macOS", "tvOS": "tvOS", "watchOS": "watchOS", "visionOS": "visionOS",
    ]
}
