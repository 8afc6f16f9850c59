import Analyzer

/// What a module of an Xcode app imports must come from somewhere a package can depend on: the
/// split's modules, the SDK, or a package the app links. A framework target of the project is
/// none of these; an import nothing provides needs its package added by hand.
struct ImportCheck: PlanCheck {
    func findings(in context: PlanContext) -> [Finding] {
        let monolith = context.index.monolith
        guard monolith.kind == .xcodeTarget else { return [] }
        let targets = Set(monolith.otherTargets)
        let provided = monolith.importableFromAPackage.union(context.assignment.modules)
        var byModuleAndImport: [ImportKey: [SourceLocation]] = [:]
        for imported in context.index.imports
        where imported.location.file.hasSuffix(".swift") && !provided.contains(imported.module) {
            let module = context.assignment.module(ofFile: imported.location.file)
            guard module != context.assignment.appName else { continue }
            byModuleAndImport[ImportKey(module: module, imported: imported.module), default: []].append(
                imported.location)
        }
        return byModuleAndImport.sorted { ($0.key.module, $0.key.imported) < ($1.key.module, $1.key.imported) }.map {
            key, locations in
            let first = locations.min()!
            let files = locations.count == 1 ? first.file : "\(first.file) and \(locations.count - 1) more"
            if targets.contains(key.imported) {
                return Finding(
                    code: "imports-project-target", severity: .error,
                    message:
                        "\(key.module) would import \(key.imported), a target of the project, which a package cannot depend on (\(files))",
                    location: first,
                    notes: [
                        "way out: leave the files that import \(key.imported) in \(context.assignment.appName), or move \(key.imported)'s code into a package first"
                    ],
                    modules: [key.module])
            }
            let provider =
                monolith.unlocatedProducts.contains(key.imported)
                ? "a product \(context.assignment.appName) links from a package the project does not name"
                : "which nothing \(context.assignment.appName) links provides"
            return Finding(
                code: "import-unprovided", severity: .warning,
                message: "\(key.module) would import \(key.imported), \(provider) (\(files))",
                location: first,
                notes: [
                    "way out: add the package that provides \(key.imported) to the new package's dependencies after `cleave apply`, or link it to \(context.assignment.appName) first"
                ],
                modules: [key.module])
        }
    }

    private struct ImportKey: Hashable {
        let module: String
        let imported: String
    }
}

extension MonolithDescription {
    /// What a module of an Xcode app can import once it is in a package: the SDK, and what the
    /// app reaches from packages the project names. (The app links a framework target's product
    /// too, which a package still cannot depend on.)
    var importableFromAPackage: Set<String> {
        Set(linkedModules + [name]).union(AppleFrameworks.names).subtracting(otherTargets).subtracting(
            unlocatedProducts)
    }
}
