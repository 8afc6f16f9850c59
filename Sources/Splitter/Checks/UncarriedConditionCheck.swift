import Analyzer

/// A file that moves to a module and tests a condition only configurations other than Debug and
/// Release define (Mastodon's `#if DEBUG || SNAPSHOT`): a package builds debug and release only,
/// so in the module that test never comes out as it does in the app's own configuration.
struct UncarriedConditionCheck: PlanCheck {
    func findings(in context: PlanContext) -> [Finding] {
        let configurations = context.index.monolith.conditionsOfOtherConfigurations
        let app = context.assignment.appName
        return context.index.uncarriedConditionsByFile.sorted { $0.key < $1.key }.compactMap { path, conditions in
            let module = context.assignment.module(ofFile: path)
            guard module != app else { return nil }
            let which = conditions.map { "\($0) (\(configurations[$0, default: []].joined(separator: ", ")))" }.joined(
                separator: ", ")
            return Finding(
                code: "condition-not-carried", severity: .warning,
                message:
                    "\(path) tests \(which), which only \(conditions.count == 1 ? "that configuration" : "those configurations") of \(app) "
                    + "define\(conditions.count == 1 ? "s" : ""): in \(module), built debug or release as every package is, the test never passes",
                location: SourceLocation(file: path, line: 1, column: 1),
                notes: ["way out: leave \(path) in \(app), or read the setting at run time instead of with `#if`"],
                modules: [module])
        }
    }
}

extension Index {
    /// Swift file → the conditions it tests that only configurations other than Debug and
    /// Release define (`MonolithDescription.conditionsOfOtherConfigurations`): no package carries them.
    public var uncarriedConditionsByFile: [String: [String]] {
        let uncarried = monolith.conditionsOfOtherConfigurations
        guard !uncarried.isEmpty else { return [:] }
        return Dictionary(
            uniqueKeysWithValues: files.compactMap { file in
                let tested = file.testedConditions.filter { uncarried[$0] != nil }
                return tested.isEmpty ? nil : (file.path, tested)
            })
    }
}
