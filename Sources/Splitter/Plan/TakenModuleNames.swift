import Analyzer

/// Names a new module must not take, with what already has each: an SDK framework (`TipKit`), a
/// target of the Xcode project (`NSE`), a product the app links or a module its code imports
/// (`CrashReporter`). A module of such a name breaks the build or changes what `import` means.
/// Compared without case: two modules a case apart cannot share a file system that ignores it.
public struct TakenModuleNames: Sendable {
    private let owners: [String: String]

    /// - Parameter alreadySplit: the plan's modules that have no file here any more (a plan
    ///   applied step by step): what imports or links them means them, and takes no name.
    public init(index: Index, alreadySplit: Set<String> = []) {
        let free = Set((alreadySplit + [index.monolith.name]).map { $0.lowercased() })
        var owners: [String: String] = [:]
        func take(_ name: String, _ owner: String) {
            let key = name.lowercased()
            if !free.contains(key), owners[key] == nil { owners[key] = owner }
        }
        let container = index.monolith.kind == .xcodeTarget ? "project" : "package"
        for target in index.monolith.otherTargets { take(target, "a target of the \(container) (\(target))") }
        for linked in index.monolith.linkedModules { take(linked, "a module \(index.monolith.name) links (\(linked))") }
        // The SDK's frameworks where the code is built for Apple's platforms: `Network` is free
        // for a package that only imports Foundation.
        let forApplePlatforms =
            index.monolith.kind == .xcodeTarget
            || index.imports.contains {
                AppleFrameworks.names.contains($0.module) && !AppleFrameworks.crossPlatform.contains($0.module)
            }
        for framework in AppleFrameworks.names where forApplePlatforms {
            take(framework, "an SDK framework (\(framework))")
        }
        for imported in Set(index.imports.map(\.module)) { take(imported, "a module the code imports (\(imported))") }
        self.owners = owners
    }

    /// What already has this name, or nil when it is free.
    public func owner(of name: String) -> String? {
        owners[name.lowercased()]
    }

    /// `Onboarding` → `OnboardingFeature`, or another free name built from it.
    public func freeName(for name: String, app: String) -> String {
        [name + "Feature", name + "Kit", app + name, name + "Module"].first { owner(of: $0) == nil } ?? name + "Module"
    }

    /// Every taken name, as a module namer avoids them.
    public var all: Set<String> { Set(owners.keys) }
}
