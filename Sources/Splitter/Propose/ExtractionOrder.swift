/// The order in which to extract a plan's modules: leaf modules first (one leaf at a
/// time), so that each step builds on its own, and each step a self-contained ticket.
public struct ExtractionOrder {
    public struct Step: Sendable {
        public var number: Int
        public var module: String
        public var layer: String
        public var files: Int
        public var lines: Int
        public var publicSurface: Int
        /// Modules of the plan it uses (extracted in earlier steps).
        public var dependsOn: [String]
        /// Modules whose last dependency this step extracts.
        public var unblocks: [String]
        /// Run-time hazards in the module (resources, storyboards, class names, archives).
        public var hazards: Int
        public var risk: String
        /// The planned inversions to do before this step (`inverts`): where, and the first way out.
        public var inversions: [String]
    }

    public let steps: [Step]

    /// - Parameter report: the plan's report; its cycles must be resolved first (a cycle has no leaf).
    public init(report: PlanReport, app: String) {
        let metrics = Dictionary(uniqueKeysWithValues: report.modules.map { ($0.name, $0) })
        let modules = report.modules.map(\.name).filter { $0 != app }
        var dependencies: [String: Set<String>] = [:]
        for dependency in report.dependencies where dependency.from != app && dependency.to != app {
            dependencies[dependency.from, default: []].insert(dependency.to)
        }
        let hazardCodes: Set<String> = [
            "bundle-main-lookup", "storyboard-module", "class-name-string", "archived-class-name",
        ]
        var hazards: [String: Int] = [:]
        for finding in report.findings where hazardCodes.contains(finding.code) {
            for module in finding.modules { hazards[module, default: 0] += 1 }
        }

        var inversions: [String: [String]] = [:]
        for finding in report.findings where finding.code == "planned-inversion" {
            guard let module = finding.modules.first else { continue }
            let wayOut = finding.notes.first { $0.hasPrefix("way out") }.map { "; \($0)" } ?? ""
            inversions[module, default: []].append(
                "\(finding.location.map { "`\($0)`: " } ?? "")\(finding.message.prefix { $0 != ":" })\(wayOut)")
        }
        var done: Set<String> = []
        var order: [String] = []
        while order.count < modules.count {
            let ready = modules.filter { !done.contains($0) && (dependencies[$0] ?? []).isSubset(of: done) }
            // A cycle leaves nothing ready: take the rest in plan order (cleave check names the cycle).
            let next =
                ready.min { (metrics[$0]?.publicSurface ?? 0, $0) < (metrics[$1]?.publicSurface ?? 0, $1) }
                ?? modules.first { !done.contains($0) }!
            done.insert(next)
            order.append(next)
        }
        var extracted: Set<String> = []
        steps = order.enumerated().map { position, module in
            extracted.insert(module)
            let unblocks = modules.filter { other in
                !extracted.contains(other) && (dependencies[other] ?? []).contains(module)
                    && (dependencies[other] ?? []).isSubset(of: extracted)
            }
            let measured = metrics[module]
            let surface = measured?.publicSurface ?? 0
            let risk = (hazards[module] ?? 0) > 0 || surface > 50 ? "high" : surface > 10 ? "medium" : "low"
            return Step(
                number: position + 1, module: module, layer: measured?.layer ?? "", files: measured?.files ?? 0,
                lines: measured?.lines ?? 0, publicSurface: surface, dependsOn: (dependencies[module] ?? []).sorted(),
                unblocks: unblocks, hazards: hazards[module] ?? 0, risk: risk, inversions: inversions[module] ?? [])
        }
    }

    /// One Markdown section per step, each to paste into its own migration ticket.
    public var markdown: String {
        steps.map { step in
            var lines = [
                "## Step \(step.number): extract \(step.module) (\(step.layer))", "",
                "- **Moves:** \(step.files) file\(step.files == 1 ? "" : "s"), \(step.lines.grouped) lines into the module \(step.module)",
                "- **Becomes public:** \(step.publicSurface) declaration\(step.publicSurface == 1 ? "" : "s") that other modules or the app use",
                "- **Uses:** \(step.dependsOn.isEmpty ? "no other module (a leaf)" : step.dependsOn.joined(separator: ", ") + ", extracted before")",
                "- **Unblocks:** \(step.unblocks.isEmpty ? "nothing new" : step.unblocks.joined(separator: ", "))",
                "- **Risk:** \(step.risk) (\(step.hazards) run-time hazard\(step.hazards == 1 ? "" : "s"); `cleave check` lists them)",
            ]
            if !step.inversions.isEmpty {
                lines.append("- **Invert first** (then drop the name from its \"inverts\"):")
                lines += step.inversions.map { "  - \($0)" }
            }
            lines += [
                "- **Do it:** `cleave apply --step \(step.number) --verify \"swift build\"`"
            ]
            lines.append("")
            return lines.joined(separator: "\n")
        }.joined(separator: "\n")
    }
}
