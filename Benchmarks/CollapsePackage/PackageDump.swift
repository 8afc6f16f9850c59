import Foundation

/// What `swift package dump-package` says about a package: the parts a collapse needs. The JSON
/// mixes strings, nulls and objects in one array (`"byName": ["NIOCore", null]`), so it is read
/// with `JSONSerialization` and taken apart by hand rather than decoded.
struct PackageDump {
    var name: String
    /// `5.9`, `6.1`…: as the original's `// swift-tools-version:` line.
    var toolsVersion: String
    var platforms: [(name: String, version: String)]
    /// Identities of the packages it depends on (`swift-atomics`), in the manifest's order.
    var dependencies: [String]
    var targets: [Target]
    var cLanguageStandard: String?
    var cxxLanguageStandard: String?
    /// `swiftLanguageVersions:`/`swiftLanguageModes:` (`["6"]`).
    var swiftLanguageModes: [String]?

    struct Target {
        var name: String
        /// `regular`, `test`, `executable`, `plugin`, `macro`, `system`, `binary`.
        var type: String
        var path: String?
        var exclude: [String]
        var sources: [String]?
        var resources: [Resource]
        var publicHeadersPath: String?
        var dependencies: [Dependency]
        var settings: [Setting]
        var pkgConfig: String?
    }

    struct Resource: Hashable {
        /// `process`, `copy` or `embedInCode`.
        var rule: String
        var path: String
        var localization: String?
    }

    struct Dependency: Hashable {
        enum Kind: Hashable {
            /// `"Name"`: a target of this package or a product of the same name.
            case byName
            case target
            /// A product of another package (its identity or name as written).
            case product(package: String?)
        }
        var kind: Kind
        var name: String
        var condition: Condition?
    }

    struct Condition: Hashable {
        var platforms: [String]
        var configuration: String?
    }

    /// One `swiftSettings:`/`cSettings:`/`cxxSettings:`/`linkerSettings:` entry.
    struct Setting: Hashable {
        /// `swift`, `c`, `cxx` or `linker`.
        var tool: String
        /// `define`, `unsafeFlags`, `enableUpcomingFeature`, `swiftLanguageMode`…
        var kind: String
        /// The arguments: one string, or the flags of `unsafeFlags`.
        var values: [String]
        var condition: Condition?
    }

    struct FormatError: Error, CustomStringConvertible {
        let description: String
    }

    init(json data: Data) throws {
        guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw FormatError(description: "the manifest JSON is not an object")
        }
        name = root["name"] as? String ?? ""
        let version = (root["toolsVersion"] as? [String: Any])?["_version"] as? String ?? "5.9.0"
        let parts = version.split(separator: ".")
        toolsVersion = parts.count > 2 && parts[2] != "0" ? version : parts.prefix(2).joined(separator: ".")
        platforms = (root["platforms"] as? [[String: Any]] ?? []).map {
            ($0["platformName"] as? String ?? "", $0["version"] as? String ?? "")
        }
        dependencies = (root["dependencies"] as? [[String: Any]] ?? []).compactMap { dependency in
            // {"fileSystem": [{"identity": …}]}, {"sourceControl": [{"identity": …}]}, {"registry": […]}
            dependency.values.compactMap { ($0 as? [[String: Any]])?.first?["identity"] as? String }.first
        }
        cLanguageStandard = root["cLanguageStandard"] as? String
        cxxLanguageStandard = root["cxxLanguageStandard"] as? String
        swiftLanguageModes = (root["swiftLanguageModes"] ?? root["swiftLanguageVersions"]).flatMap { $0 as? [Any] }?
            .compactMap { $0 as? String ?? ($0 as? [String: Any])?["version"] as? String }
        targets = try (root["targets"] as? [[String: Any]] ?? []).map(Self.target)
    }

    private static func target(_ json: [String: Any]) throws -> Target {
        Target(
            name: json["name"] as? String ?? "",
            type: json["type"] as? String ?? "regular",
            path: json["path"] as? String,
            exclude: json["exclude"] as? [String] ?? [],
            sources: json["sources"] as? [String],
            resources: (json["resources"] as? [[String: Any]] ?? []).map { resource in
                let rule = resource["rule"] as? [String: Any] ?? [:]
                let kind = rule.keys.sorted().first ?? "process"
                let localization = (rule[kind] as? [String: Any])?["localization"] as? String
                return Resource(rule: kind, path: resource["path"] as? String ?? "", localization: localization)
            },
            publicHeadersPath: json["publicHeadersPath"] as? String,
            dependencies: try (json["dependencies"] as? [[String: Any]] ?? []).map(dependency),
            settings: try (json["settings"] as? [[String: Any]] ?? []).map(setting),
            pkgConfig: json["pkgConfig"] as? String)
    }

    /// `{"byName": [name, condition]}`, `{"target": [name, condition]}`,
    /// `{"product": [name, package, moduleAliases, condition]}`.
    private static func dependency(_ json: [String: Any]) throws -> Dependency {
        guard let (kind, value) = json.first, let fields = value as? [Any], let name = fields.first as? String else {
            throw FormatError(description: "unreadable target dependency \(json)")
        }
        let condition = condition(fields.last as? [String: Any])
        switch kind {
        case "byName": return Dependency(kind: .byName, name: name, condition: condition)
        case "target": return Dependency(kind: .target, name: name, condition: condition)
        case "product":
            return Dependency(
                kind: .product(package: fields.count > 1 ? fields[1] as? String : nil), name: name, condition: condition
            )
        default: throw FormatError(description: "unknown target dependency kind '\(kind)'")
        }
    }

    /// `{"tool": "swift", "kind": {"define": {"_0": "X"}}, "condition": {…}}`.
    private static func setting(_ json: [String: Any]) throws -> Setting {
        guard let tool = json["tool"] as? String, let kindObject = json["kind"] as? [String: Any],
            let (kind, argument) = kindObject.first
        else { throw FormatError(description: "unreadable setting \(json)") }
        let first = (argument as? [String: Any])?["_0"]
        let values = first as? [String] ?? (first as? String).map { [$0] } ?? []
        return Setting(
            tool: tool, kind: kind, values: values, condition: condition(json["condition"] as? [String: Any]))
    }

    private static func condition(_ json: [String: Any]?) -> Condition? {
        guard let json else { return nil }
        let platforms = json["platformNames"] as? [String] ?? []
        let configuration = json["config"] as? String
        return platforms.isEmpty && configuration == nil
            ? nil : Condition(platforms: platforms, configuration: configuration)
    }
}
