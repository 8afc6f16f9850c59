import Foundation

/// One configuration's settings as Xcode computes them from its assignments, lowest level first
/// (the project's xcconfig, the project's `buildSettings`, the target's xcconfig, the target's
/// `buildSettings`): a later assignment wins, and its `$(inherited)` is the value before it.
/// `$(VAR)` is filled in last, from the configuration's settings as a whole.
struct ConfigurationSettings {
    private(set) var values: [String: String] = [:]
    /// Setting → the `.xcconfig` files its value comes from (through `$(inherited)`, several).
    private(set) var configFiles: [String: Set<String>] = [:]

    /// - Parameter builtIn: what Xcode defines itself (`TARGET_NAME`, `CONFIGURATION`).
    init(_ assignments: [SettingAssignment], configuration: String, builtIn: [String: String]) {
        let context = { (root: String) in
            SettingAssignment.Context(configuration: configuration, sdks: SettingAssignment.Context.sdks(of: root))
        }
        self.init(assignments, context: context("iphoneos"), builtIn: builtIn)
        // `[sdk=…]` is judged for the platform SDKROOT names, which an xcconfig may set too.
        let root = String((values["SDKROOT"] ?? "").prefix { $0.isLetter })
        if root != "iphoneos", Self.platformSDKs.contains(root) {
            self = Self(assignments, context: context(root), builtIn: builtIn)
        }
    }

    private init(_ assignments: [SettingAssignment], context: SettingAssignment.Context, builtIn: [String: String]) {
        for assignment in assignments where assignment.applies(in: context) {
            let setting = assignment.setting
            let inherits = assignment.value.contains("$(inherited)") || assignment.value.contains("${inherited}")
            values[setting] = assignment.value.replacingOccurrences(of: "$(inherited)", with: values[setting] ?? "")
                .replacingOccurrences(of: "${inherited}", with: values[setting] ?? "")
                .split(separator: " ").joined(separator: " ")
            configFiles[setting] = (inherits ? configFiles[setting] ?? [] : []).union(
                [assignment.configFile].compactMap { $0 })
        }
        values.merge(builtIn) { _, builtIn in builtIn }
        let unexpanded = values
        values = values.mapValues { Self.expand($0, with: unexpanded) }
        configFiles = configFiles.filter { !$0.value.isEmpty }
    }

    static let platformSDKs: Set<String> = ["iphoneos", "macosx", "appletvos", "watchos", "xros"]

    /// `$(TARGET_NAME)` and `${PRODUCT_NAME:c99extidentifier}` filled in from the other settings.
    static func expand(_ value: String, with values: [String: String]) -> String {
        var result = value
        for _ in 0..<32 {
            guard let range = result.range(of: #"\$[({]([A-Za-z0-9_]+)(:[a-z0-9]+)?[)}]"#, options: .regularExpression)
            else { break }
            let name = result[range].dropFirst(2).dropLast().split(separator: ":")[0]
            let replacement =
                name == "PRODUCT_NAME" && values[String(name)] == nil
                ? values["TARGET_NAME"] ?? "" : values[String(name)] ?? ""
            result.replaceSubrange(range, with: replacement)
        }
        return result
    }
}
