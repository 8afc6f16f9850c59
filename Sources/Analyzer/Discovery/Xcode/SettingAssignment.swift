import Foundation

/// One `KEY[sdk=iphoneos*][config=Debug] = value` of a project file's `buildSettings` or an `.xcconfig`.
struct SettingAssignment: Equatable {
    var setting: String
    /// `(sdk, iphoneos*)`, `(config, Debug)`, `(arch, arm64)`: each must hold for the value to apply.
    var conditions: [Condition]
    var value: String
    /// The `.xcconfig` it is written in, relative to the project's folder; nil for the project file.
    var configFile: String?

    struct Condition: Equatable {
        var name: String
        var pattern: String
    }

    /// What a condition is judged against: one configuration, built for the SDKs of a platform on arm64.
    struct Context {
        var configuration: String
        var sdks: [String]
        var architecture = "arm64"

        /// The device and simulator SDKs of `SDKROOT` (`iphoneos` → `iphoneos`, `iphonesimulator`).
        static func sdks(of root: String) -> [String] {
            root.hasSuffix("os") ? [root, String(root.dropLast(2)) + "simulator"] : [root]
        }
    }

    /// `nil` for a key that is no setting name with well-formed conditions.
    init?(key: String, value: String, configFile: String? = nil) {
        guard let match = key.wholeMatch(of: /\s*([A-Za-z_][A-Za-z0-9_]*)((?:\[[^\]=]+=[^\]]*\])*)\s*/) else {
            return nil
        }
        setting = String(match.1)
        conditions = match.2.matches(of: /\[([^\]=]+)=([^\]]*)\]/).map {
            Condition(
                name: $0.1.trimmingCharacters(in: .whitespaces), pattern: $0.2.trimmingCharacters(in: .whitespaces))
        }
        self.value = value
        self.configFile = configFile
    }

    /// Conditions Xcode knows but a split cannot judge (`variant=`, `dialect=`) never hold.
    func applies(in context: Context) -> Bool {
        conditions.allSatisfy { condition in
            switch condition.name {
            case "sdk": context.sdks.contains { Self.glob(condition.pattern, matches: $0) }
            case "config": Self.glob(condition.pattern, matches: context.configuration)
            case "arch": Self.glob(condition.pattern, matches: context.architecture)
            default: false
            }
        }
    }

    /// `iphoneos*` matches `iphoneos`; `*` and `?` are the only wildcards Xcode's conditions use.
    static func glob(_ pattern: String, matches text: String) -> Bool {
        let expression = NSRegularExpression.escapedPattern(for: pattern)
            .replacingOccurrences(of: "\\*", with: ".*").replacingOccurrences(of: "\\?", with: ".")
        return text.range(of: "^" + expression + "$", options: .regularExpression) != nil
    }
}
