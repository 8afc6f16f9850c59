/// The plan's size limits, per module.
struct SizeCheck: PlanCheck {
    func findings(in context: PlanContext) -> [Finding] {
        guard let limits = context.plan.limits else { return [] }
        let files = Dictionary(grouping: context.index.files.filter { $0.language != .resource }) {
            context.assignment.module(ofFile: $0.path)
        }
        return context.assignment.modules.dropFirst().compactMap { module in
            let count = files[module]?.count ?? 0
            let lines = files[module]?.reduce(0) { $0 + $1.lines } ?? 0
            var over: [String] = []
            if let maxFiles = limits.maxFiles, count > maxFiles { over.append("\(count) files (limit \(maxFiles))") }
            if let maxLines = limits.maxLines, lines > maxLines { over.append("\(lines) lines (limit \(maxLines))") }
            guard !over.isEmpty else { return nil }
            return Finding(
                code: "module-too-large", severity: .warning,
                message: "\(module) has \(over.joined(separator: " and "))",
                location: nil, notes: ["way out: split it along its sub-folders, or raise the limit"], modules: [module]
            )
        }
    }
}
