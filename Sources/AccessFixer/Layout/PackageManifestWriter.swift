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
        lines.append("    products: [")
        lines += products.map { "        .library(name: \"\($0)\", type: .static, targets: [\"\($0)\"])," }
        lines += ["    ],", "    targets: ["]
        lines += targets.map { target in
            var arguments = ["name: \"\(target.name)\""]
            if !target.dependencies.isEmpty {
                arguments.append("dependencies: [\(target.dependencies.map { "\"\($0)\"" }.joined(separator: ", "))]")
            }
            arguments.append("path: \"Sources/\(target.name)\"")
            if !target.resources.isEmpty { arguments.append("resources: [\(target.resources.map(\.source).joined(separator: ", "))]") }
            return "        .target(\(arguments.joined(separator: ", "))),"
        }
        lines += ["    ]", ")", ""]
        return lines.joined(separator: "\n")
    }
}
