import Analyzer

/// A module named like what the app already has: an SDK framework, a target of the project, a
/// product it links, a module its code imports.
struct ModuleNameCheck: PlanCheck {
    func findings(in context: PlanContext) -> [Finding] {
        let withFiles = Set(context.index.files.map { context.assignment.module(ofFile: $0.path) })
        let taken = TakenModuleNames(
            index: context.index, alreadySplit: Set(context.assignment.modules).subtracting(withFiles))
        return context.assignment.modules.dropFirst().filter(withFiles.contains).compactMap { module in
            guard let owner = taken.owner(of: module) else { return nil }
            let free = taken.freeName(for: module, app: context.assignment.appName)
            return Finding(
                code: "module-name-taken", severity: .error,
                message:
                    "module \(module) takes the name of \(owner): the build would fail, or `import \(module)` would mean the other",
                location: nil, notes: ["way out: rename the module, e.g. to \(free)"], modules: [module])
        }
    }
}
