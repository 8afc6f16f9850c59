/// An Xcode target's active compilation conditions as its package's `.define`s. SwiftPM builds
/// two configurations, debug and release: a condition both `Debug` and `Release` have is defined
/// always, one only one of them has `.when(configuration:)` it. Other configurations (`Staging`)
/// have no counterpart in a package, so what only they define is left out
/// (`MonolithDescription.conditionsOfOtherConfigurations`).
struct ConditionDefines {
    /// `.define("PANTRY")`, then the debug-only, then the release-only ones.
    let defines: [String]

    init(_ byConfiguration: [(configuration: String, conditions: [String])]) {
        let debug = byConfiguration.first { $0.configuration == "Debug" }?.conditions ?? []
        let release = byConfiguration.first { $0.configuration == "Release" }?.conditions ?? []
        let always = debug.filter(release.contains)
        defines =
            always.map { ".define(\"\($0)\")" }
            // (SwiftPM defines DEBUG in its debug builds itself.)
            + debug.filter { !always.contains($0) && $0 != "DEBUG" }.map {
                ".define(\"\($0)\", .when(configuration: .debug))"
            }
            + release.filter { !always.contains($0) }.map { ".define(\"\($0)\", .when(configuration: .release))" }
    }
}
