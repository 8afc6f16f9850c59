import Analyzer

/// A "Shared" module that everything depends on and that depends on much itself: every change to
/// it rebuilds the app, and it keeps growing. It should be split by what its parts
/// depend on.
struct HubCheck: PlanCheck {
    static let hubNames: Set<String> = ["shared", "common", "utils", "utilities", "helpers", "misc", "core"]

    func findings(in context: PlanContext) -> [Finding] {
        let others = context.assignment.modules.count - 1
        guard others >= 3 else { return [] }
        let lines = Dictionary(grouping: context.index.files.filter { $0.language != .resource }) {
            context.assignment.module(ofFile: $0.path)
        }
        .mapValues { $0.reduce(0) { $0 + $1.lines } }
        let total = lines.values.reduce(0, +)
        return context.assignment.modules.dropFirst().compactMap { module in
            let fanIn = Set(context.graph.predecessors(of: module)).count
            let fanOut = context.graph.successors(of: module).count
            let isNamedLikeAHub = Self.hubNames.contains(module.lowercased())
            let isDependedOnByMost = fanIn * 2 > others
            // A small module many use (a router, a logger) is a healthy leaf; a large one that also
            // depends on many is the grab-bag.
            let isLargeAndTangled = fanOut >= 3 && (lines[module] ?? 0) * 10 >= total
            guard isDependedOnByMost, isNamedLikeAHub || isLargeAndTangled else { return nil }
            return Finding(
                code: "shared-hub", severity: .warning,
                message:
                    "\(module) is a hub: \(fanIn) of \(others) other modules depend on it, and it depends on \(fanOut)",
                location: nil, notes: partsNote(of: module, context), modules: [module])
        }
    }

    /// Its sub-folders and what each depends on: the seams along which to split it.
    private func partsNote(of module: String, _ context: PlanContext) -> [String] {
        let files = context.assignment.moduleByFile.filter { $0.value == module }.keys.sorted()
        let common = RelativePath.commonFolder(of: files)
        let prefix = common.isEmpty ? "" : common + "/"
        let parts = Dictionary(grouping: files) { path -> String in
            let rest = path.dropFirst(prefix.count).split(separator: "/")
            return rest.count > 1 ? String(rest[0]) : "(top level)"
        }
        guard parts.count > 1 else { return kindsNote(files, context) }
        let partOfFile = Dictionary(uniqueKeysWithValues: parts.flatMap { part, files in files.map { ($0, part) } })
        // What it uses of each module, the inversions its plan counts on included.
        let uses =
            context.graph.dependencies.filter { $0.from == module }
            + context.plannedInversions.map(\.dependency).filter { $0.from == module }
        var usesByPart: [String: Set<String>] = [:]
        for dependency in uses {
            for witness in dependency.witnesses {
                guard let part = partOfFile[witness.location.file] else { continue }
                usesByPart[part, default: []].insert(dependency.to)
            }
        }
        return ["way out: split it by what its parts depend on:"]
            + parts.keys.sorted().map { part in
                let count = parts[part]!.count
                let uses = usesByPart[part] ?? []
                let dependsOn = uses.isEmpty ? "nothing of ours" : uses.sorted().joined(separator: ", ")
                return "  \(part): \(count) file\(count == 1 ? "" : "s"), depends on \(dependsOn)"
            }
    }

    /// A flat folder split by what its files hold: value types (Models), UI (DesignSystem),
    /// extensions of other types (Extensions), and the rest (Services).
    private func kindsNote(_ files: [String], _ context: PlanContext) -> [String] {
        let declarationsByFile = context.tree.topLevelDeclarations(in: Set(files))
        let uiWords = ["Color", "Font", "Theme", "View", "Style", "Image", "Icon", "Layout"]
        let groups = Dictionary(grouping: files) { file -> String in
            let name = file.split(separator: "/").last.map(String.init) ?? file
            let declarations = declarationsByFile[file] ?? []
            if uiWords.contains(where: name.contains) { return "DesignSystem" }
            if name.contains("+") || (!declarations.isEmpty && declarations.allSatisfy { $0.kind == .extension }) {
                return "Extensions"
            }
            if !declarations.isEmpty, declarations.allSatisfy({ [.struct, .enum, .extension].contains($0.kind) }) {
                return "Models"
            }
            return "Services"
        }
        return ["way out: split it by what its files hold:"]
            + groups.keys.sorted().map { group in
                "  \(group): \(groups[group]!.map { $0.split(separator: "/").last.map(String.init) ?? $0 }.sorted().joined(separator: ", "))"
            }
    }
}
