/// `cleave explain`: a dependency between two modules, or a file's place in the graph, in words.
public struct DependencyExplanation {
    let context: PlanContext

    public init(context: PlanContext) { self.context = context }

    public func dependency(from: String, to: String) -> String {
        guard let dependency = context.graph.dependency(from: from, to: to) else {
            let reverse = context.graph.dependency(from: to, to: from)
            return "\(from) does not depend on \(to)."
                + (reverse.map { " \(to) depends on \(from) (\($0.witnesses.count) references)." } ?? "")
        }
        var lines = [
            "\(from) depends on \(to) through \(dependency.witnesses.count) reference\(dependency.witnesses.count == 1 ? "" : "s") (weight \(dependency.weight)):"
        ]
        let byTarget = Dictionary(grouping: dependency.witnesses) { $0.targetID }
        for target in byTarget.keys.sorted() {
            let uses = byTarget[target]!.sorted { $0.location < $1.location }
            lines.append("  \(DeclarationTree.displayName(of: target)) (\(uses.count)):")
            for use in uses {
                lines.append(
                    "    \(use.location)  \(use.kind.rawValue)  \(use.certainty.rawValue)  from \(use.sourceID.map(DeclarationTree.displayName(of:)) ?? "file scope")"
                )
            }
        }
        if let reverse = context.graph.dependency(from: to, to: from) {
            lines.append(
                "\(to) depends on \(from) too (\(reverse.witnesses.count) references): a cycle; see `cleave plan`.")
        }
        return lines.joined(separator: "\n")
    }

    /// The index's path for a file given as the index has it or relative to the sources folder.
    public func file(matching given: String) -> String? {
        let paths = Set(context.index.files.map(\.path))
        if paths.contains(given) { return given }
        let source = context.index.monolith.sourcePath
        let prefixed = source.isEmpty ? given : source + "/" + given
        return paths.contains(prefixed) ? prefixed : nil
    }

    public func file(_ path: String) -> String {
        let module = context.assignment.module(ofFile: path)
        var uses: [String: Int] = [:]
        var usedBy: [String: Int] = [:]
        for dependency in context.graph.dependencies {
            for witness in dependency.witnesses {
                if witness.location.file == path { uses[dependency.to, default: 0] += 1 }
                if context.tree.file(of: witness.targetID) == path {
                    usedBy[dependency.from, default: 0] += 1
                }
            }
        }
        func list(_ counts: [String: Int]) -> String {
            counts.isEmpty
                ? "no other module"
                : counts.sorted { $0.key < $1.key }.map { "\($0.key) (\($0.value))" }.joined(separator: ", ")
        }
        return [
            "\(path) is in \(module) (\(context.assignment.layerByModule[module] ?? "")).",
            "  it uses \(list(uses))",
            "  it is used by \(list(usedBy))",
        ].joined(separator: "\n")
    }
}
