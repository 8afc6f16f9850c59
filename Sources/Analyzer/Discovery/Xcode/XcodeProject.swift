import Foundation

/// An Xcode project's `project.pbxproj`, read as the old-style property list it is: its targets,
/// the files each builds and bundles, and the build settings that matter to a split.
public struct XcodeProject: Sendable {
    public struct Target: Sendable, Equatable {
        public var name: String
        /// `com.apple.product-type.application`, `….framework`, `….bundle.unit-test`…
        public var productType: String
        /// Compiled files (Swift, Objective-C) and headers, relative to the project's folder.
        public var sources: [String]
        /// What the target bundles: files, asset catalogs, storyboards, each localized variant.
        public var resources: [String]
        public var settings: BuildSettings
        /// Swift package products it links (`XCSwiftPackageProductDependency`).
        public var packageProducts: [String]
        /// Frameworks and libraries it links (`UIKit.framework`, `libz.tbd`).
        public var frameworks: [String]
        /// The packages behind `packageProducts`, in the same order.
        public var linkedPackages: [LinkedPackage] = []
        /// The name Xcode shows for its product (`productName`), which may be neither its name
        /// nor its `PRODUCT_NAME` (NetNewsWire's `ShareExtension`).
        public var productName: String? = nil
    }

    /// A package product a target links, and where its package comes from.
    public struct LinkedPackage: Sendable, Equatable {
        public var product: String
        /// A local package's folder, relative to the project's folder.
        public var localPath: String?
        /// A local package's targets, the modules its products can provide.
        public var localModules: [String] = []
        public var url: String?
        /// A remote package's version rule as PackageDescription writes it (`from: "1.1.0"`).
        public var requirement: String?
        /// A local package's own dependencies' products its targets use, which the app can
        /// import through it (Mastodon's `Alamofire`, through `MastodonSDK`); local paths
        /// relative to the project's folder.
        public var dependencies: [LinkedPackage] = []

        public init(
            product: String, localPath: String? = nil, localModules: [String] = [], url: String? = nil,
            requirement: String? = nil
        ) {
            self.product = product
            self.localPath = localPath
            self.localModules = localModules
            self.url = url
            self.requirement = requirement
        }

        /// The name `.product(name:package:)` knows the package by: its folder's or its URL's last part.
        public var packageIdentity: String {
            let source = localPath ?? url ?? product
            let last = source.split(separator: "/").last.map(String.init) ?? source
            return last.hasSuffix(".git") ? String(last.dropLast(4)) : last
        }
    }

    /// A target's settings as Xcode computes them, each configuration's from four levels, lowest
    /// first: the project's xcconfig, the project's `buildSettings`, the target's xcconfig, the
    /// target's `buildSettings`.
    public struct BuildSettings: Sendable, Equatable {
        /// The default configuration's settings.
        public var values: [String: String]
        /// Setting → the `.xcconfig` files (relative to the project's folder) its value comes from.
        public var configFiles: [String: Set<String>] = [:]
        /// Every configuration's settings by name (`Debug`, `Release`…); their own `configurations` are empty.
        public var configurations: [String: BuildSettings] = [:]
        /// The configurations' names in the project's order.
        public var configurationNames: [String] = []
        /// What could not be read of the xcconfig files, relative to the project's folder.
        public var warnings: [Diagnostic] = []

        /// Each configuration's active compilation conditions, in the project's order.
        public var compilationConditionsByConfiguration: [(configuration: String, conditions: [String])] {
            configurationNames.compactMap { name in configurations[name].map { (name, $0.compilationConditions) } }
        }

        /// The conditions that configurations other than Debug and Release define, and Debug and
        /// Release not both, with those configurations: a package builds debug and release only,
        /// so no package can define them as the app has them (Mastodon's `PROFILE`, of Profile).
        public var conditionsOfOtherConfigurations: [String: [String]] {
            let byName = Dictionary(compilationConditionsByConfiguration, uniquingKeysWith: { first, _ in first })
            let always = Set(byName["Debug"] ?? []).intersection(byName["Release"] ?? [])
            var configurationsOf: [String: [String]] = [:]
            for (configuration, conditions) in compilationConditionsByConfiguration
            where !["Debug", "Release"].contains(configuration) {
                for condition in conditions where !always.contains(condition) {
                    configurationsOf[condition, default: []].append(configuration)
                }
            }
            return configurationsOf
        }

        /// Each once, though `$(inherited)` at several levels may repeat one.
        public var compilationConditions: [String] {
            var seen: Set<String> = []
            let all = (values["SWIFT_ACTIVE_COMPILATION_CONDITIONS"] ?? "").split(separator: " ").map(String.init)
            return all.filter { seen.insert($0).inserted }
        }
        public var bridgingHeader: String? { values["SWIFT_OBJC_BRIDGING_HEADER"].flatMap { $0.isEmpty ? nil : $0 } }
        public var swiftVersion: String? { values["SWIFT_VERSION"] }
        public var moduleName: String? { values["PRODUCT_MODULE_NAME"] }
        /// Platform → minimum version (`iOS` → `15.0`), from the `*_DEPLOYMENT_TARGET` settings.
        public var deploymentTargets: [String: String] {
            var targets: [String: String] = [:]
            for (setting, platform) in Self.deploymentSettings {
                if let version = values[setting] { targets[platform] = version }
            }
            return targets
        }

        public static let deploymentSettings = [
            "IPHONEOS_DEPLOYMENT_TARGET": "iOS", "MACOSX_DEPLOYMENT_TARGET": "macOS", "TVOS_DEPLOYMENT_TARGET": "tvOS",
            "WATCHOS_DEPLOYMENT_TARGET": "watchOS", "XROS_DEPLOYMENT_TARGET": "visionOS",
        ]
    }

    public struct Problem: UserFacingError {
        public let path: String
        public let reason: String
        public var description: String { "\(path): \(reason)" }
    }

    /// The object ids an edit of the project file needs.
    public struct Identifiers: Sendable, Equatable {
        public var project: String
        /// Target name → id.
        public var targets: [String: String] = [:]
        /// Target name → its frameworks phase's id.
        public var frameworksPhases: [String: String] = [:]
        /// Path (relative to the project's folder) → the file elements that name it: file
        /// references, Core Data version groups, and the variants of a localized group.
        public var elements: [String: [String]] = [:]
        /// A localized variant's id → its variant group's id.
        public var variantGroups: [String: String] = [:]
        /// Element id → the build files that build or bundle it.
        public var buildFiles: [String: [String]] = [:]
        /// Path (relative to the project's folder) → the entries of synchronized folders'
        /// exception sets that name it (a file the app's folder gives a widget).
        public var exceptionEntries: [String: [ExceptionEntry]] = [:]
        /// Exception set id → how many entries it has, and the synchronized folder that lists it.
        public var exceptionSets: [String: ExceptionSet] = [:]
        /// Path (relative to the project's folder) → the synchronized folder (Xcode 16) of it.
        public var synchronizedFolders: [String: String] = [:]
        /// Every object id, so that new ones never collide.
        public var all: Set<String> = []
    }

    public struct ExceptionSet: Sendable, Equatable {
        public var entries: Int
        public var folder: String
    }

    /// An entry of an exception set's `membershipExceptions`, as written (relative to its folder).
    public struct ExceptionEntry: Sendable, Equatable {
        public var set: String
        public var entry: String
    }

    /// What a target can import from packages: the products it links (with what its local
    /// packages use, `LinkedPackage.dependencies`), then those the project's framework targets it
    /// links link (DuckDuckGo's `BrowserServicesKit`, through its `Core` framework).
    public func packagesReachable(from target: Target) -> [LinkedPackage] {
        let linkedFrameworks = Set(target.frameworks.map { ($0 as NSString).deletingPathExtension })
        let frameworkTargets = targets.filter { other in
            other.name != target.name && other.productType.hasSuffix(".framework")
                && !linkedFrameworks.isDisjoint(
                    with: [other.name, other.settings.moduleName, other.settings.values["PRODUCT_NAME"]].compactMap {
                        $0
                    })
        }
        return target.linkedPackages + frameworkTargets.flatMap(\.linkedPackages)
    }

    /// The `.xcodeproj` folder.
    public let url: URL
    public let targets: [Target]
    public let identifiers: Identifiers

    /// Reads `<project>.xcodeproj/project.pbxproj`.
    public init(at url: URL) throws {
        self.url = url
        let file = url.appendingPathComponent("project.pbxproj")
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw Problem(path: file.path, reason: "no project.pbxproj here, or it cannot be read")
        }
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw Problem(
                path: file.path,
                reason:
                    "not a property list Xcode wrote (\(error.localizedDescription)); open the project in Xcode to repair it"
            )
        }
        let graph = try ObjectGraph(plist, path: file.path)
        let missing = (graph.root["targets"] as? [String] ?? []).filter { graph.objects[$0] == nil }
        guard missing.isEmpty else {
            throw Problem(
                path: file.path,
                reason:
                    "its list of targets names \(missing.count == 1 ? "an object" : "objects") it does not have (\(missing.prefix(3).joined(separator: ", "))); open the project in Xcode to repair it"
            )
        }
        targets = graph.targets(projectFolder: url.deletingLastPathComponent())
        identifiers = graph.identifiers()
    }
}
