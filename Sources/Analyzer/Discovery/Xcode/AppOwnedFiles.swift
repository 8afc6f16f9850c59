import Foundation

/// The files an app target's settings point at, which must stay with the app whatever a plan
/// moves: a package cannot give the app its icon, accent color, launch screen, Info.plist,
/// entitlements or Settings bundle. Each with why, worded to follow "stays in the app: ".
struct AppOwnedFiles {
    let settings: XcodeProject.BuildSettings
    /// The target's resources, relative to `root`.
    let resources: [String]
    /// The target's Info.plist and entitlements as `INFOPLIST_FILE` and `CODE_SIGN_ENTITLEMENTS`
    /// name them, relative to `root`, when they are on disk.
    let infoPlist: String?
    let entitlements: String?
    let root: URL

    /// Path (relative to the root) → why the app keeps it.
    func find() -> [String: String] {
        var reasons: [String: String] = [:]
        if let infoPlist { reasons[infoPlist] = "it is the app's Info.plist (INFOPLIST_FILE)" }
        if let entitlements { reasons[entitlements] = "it is the app's entitlements (CODE_SIGN_ENTITLEMENTS)" }
        for catalog in resources where catalog.hasSuffix(".xcassets") {
            let held = [
                ("the app icon", "ASSETCATALOG_COMPILER_APPICON_NAME", "appiconset"),
                ("the accent color", "ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME", "colorset"),
            ].compactMap { what, setting, kind in
                settings.values[setting].flatMap { name in holds(catalog, "\(name).\(kind)") ? "\(what) \(name)" : nil }
            }
            if !held.isEmpty {
                reasons[catalog] = "\(held.joined(separator: " and ")) \(held.count == 1 ? "is" : "are") in it"
            }
        }
        if let launchScreen = launchStoryboardName() {
            for resource in resources where Self.isPart(resource, ofLaunchScreen: launchScreen) {
                reasons[resource] = "it is the app's launch screen (UILaunchStoryboardName)"
            }
        }
        for bundle in resources where (bundle as NSString).lastPathComponent == "Settings.bundle" {
            reasons[bundle] = "the Settings app reads it from the app's bundle"
        }
        return reasons
    }

    /// Whether a catalog holds a set of that name, at its top or in one of its folders.
    private func holds(_ catalog: String, _ setName: String) -> Bool {
        let folder = root.appendingPathComponent(catalog)
        guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            return false
        }
        return walk.contains { ($0 as? URL)?.lastPathComponent == setName }
    }

    /// The Info.plist's `UILaunchStoryboardName`, or the setting Xcode generates it from.
    private func launchStoryboardName() -> String? {
        let key = "UILaunchStoryboardName"
        let plist =
            infoPlist.flatMap { FileManager.default.contents(atPath: root.appendingPathComponent($0).path) }
            .flatMap { try? PropertyListSerialization.propertyList(from: $0, options: [], format: nil) }
            as? [String: Any]
        let name = plist?[key] as? String ?? settings.values["INFOPLIST_KEY_\(key)"]
        return name.flatMap { $0.isEmpty ? nil : ($0 as NSString).deletingPathExtension }
    }

    /// The storyboard (or xib) itself, and the `.strings` that localize it in `.lproj` folders.
    private static func isPart(_ resource: String, ofLaunchScreen name: String) -> Bool {
        let file = (resource as NSString).lastPathComponent as NSString
        guard file.deletingPathExtension == name else { return false }
        switch file.pathExtension {
        case "storyboard", "xib": return true
        case "strings": return (resource as NSString).deletingLastPathComponent.hasSuffix(".lproj")
        default: return false
        }
    }
}
