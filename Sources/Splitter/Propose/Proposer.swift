import Analyzer
import Foundation

/// Proposes a module cut from the index alone: what the app keeps (its entry points and whatever
/// leads back to them), and modules clustered from folders and references (`FileClusterer`),
/// acyclic by construction, layered by their place in the graph, named from their folders.
public struct Proposer {
    public enum Granularity: String, CaseIterable, Sendable {
        case coarse, `default`, fine
    }

    let index: Index

    public init(index: Index) { self.index = index }

    /// The proposal at a granularity, as a plan a user can edit.
    public func propose(_ granularity: Granularity) -> PlanTemplate {
        let tree = SourceTree(index)
        let graph = fileGraph(tree)
        let app = appFiles(tree, graph)
        let rest = tree.all.filter { !app.contains($0) }
        // About √n modules, and no more than there are folders: a folder is one module at most.
        let folders = Set(rest.map { FileClusterer.folder(of: $0) }).count
        let base = max(2, Int(Double(rest.count).squareRoot().rounded()))
        let wanted = switch granularity {
        case .coarse: max(2, base / 2)
        case .default: base
        case .fine: base * 2
        }
        let target = min(max(2, folders), wanted)
        let clusterer = FileClusterer(input: .init(
            files: rest, lines: tree.lines, edges: graph.filter { !app.contains($0.key.from) && !app.contains($0.key.to) }))
        var clusters = clusterer.clusters(targetCount: target)
        // A library target with no entry point keeps the cluster that uses the most of the others.
        if app.isEmpty, clusters.count > 1, let top = clusters.max(by: { fanOut($0, graph) < fanOut($1, graph) }) {
            clusters.removeAll { $0 == top }
            return template(clusters: clusters, app: Set(top), tree: tree, graph: graph, granularity: granularity)
        }
        return template(clusters: clusters, app: app, tree: tree, graph: graph, granularity: granularity)
    }

    private func template(
        clusters: [[String]], app: Set<String>, tree: SourceTree, graph: [FileClusterer.Edge: Int], granularity: Granularity
    ) -> PlanTemplate {
        let names = ModuleNamer.names(for: clusters, lines: tree.lines, taken: [index.monolith.name])
        let layers = layers(of: clusters, graph: graph)
        var owners: [String: (module: String, layer: String)] = [:]
        var notes: [String: String] = [:]
        for (position, cluster) in clusters.enumerated() {
            for file in cluster { owners[file] = (names[position], layers[position]) }
            notes[names[position]] = why(cluster, position: position, clusters: clusters, names: names, graph: graph)
        }
        return PlanTemplate(
            index: index, owners: owners, notes: notes,
            origin: "from its folders and references (\(granularity.rawValue) granularity; the app keeps \(app.count) file\(app.count == 1 ? "" : "s"))",
            writer: "cleave propose")
    }

    /// Why a module exists: how much of its references stay inside, and who depends on it.
    private func why(_ cluster: [String], position: Int, clusters: [[String]], names: [String], graph: [FileClusterer.Edge: Int]) -> String {
        let members = Set(cluster)
        var inside = 0, outgoing = 0
        var users = Set<String>()
        for (edge, weight) in graph {
            if members.contains(edge.from) { members.contains(edge.to) ? (inside += weight) : (outgoing += weight) }
            if members.contains(edge.to), !members.contains(edge.from),
                let user = clusters.firstIndex(where: { $0.contains(edge.from) })
            {
                users.insert(names[user])
            }
        }
        let cohesion = inside + outgoing == 0 ? 0 : Int((Double(inside) / Double(inside + outgoing) * 100).rounded())
        let used = users.isEmpty ? "used by the app only" : "used by \(users.sorted().prefix(4).joined(separator: ", "))\(users.count > 4 ? " and \(users.count - 4) more" : "")"
        return "\(cohesion)% of its references stay inside; \(used)"
    }

    /// Feature modules have no dependents among the modules; Foundation ones depend on none;
    /// the others are Core. Every dependency then points down, and no feature uses another.
    private func layers(of clusters: [[String]], graph: [FileClusterer.Edge: Int]) -> [String] {
        var clusterOf: [String: Int] = [:]
        for (position, cluster) in clusters.enumerated() { for file in cluster { clusterOf[file] = position } }
        var dependsOn = Set<Int>(), dependedOn = Set<Int>()
        for edge in graph.keys {
            guard let from = clusterOf[edge.from], let to = clusterOf[edge.to], from != to else { continue }
            dependsOn.insert(from)
            dependedOn.insert(to)
        }
        return clusters.indices.map { position in
            if !dependsOn.contains(position) { return "Foundation" }
            return dependedOn.contains(position) ? "Core" : "Features"
        }
    }

    /// File → file references, weighted as the module graph weighs them.
    private func fileGraph(_ tree: SourceTree) -> [FileClusterer.Edge: Int] {
        let declarations = Dictionary(index.declarations.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let sources = Set(tree.all)
        var edges: [FileClusterer.Edge: Int] = [:]
        // A guess among several declarations would tie files that need not be tied.
        for reference in index.references where reference.certainty != .ambiguous {
            let from = tree.relative(reference.location.file)
            guard sources.contains(from) else { continue }
            for target in reference.targetIDs {
                guard let declaration = declarations[target] else { continue }
                let to = tree.relative(declaration.location.file)
                guard to != from, sources.contains(to) else { continue }
                edges[.init(from: from, to: to), default: 0] += ModuleGraph.weight(of: reference, declarations: declarations)
            }
        }
        return edges
    }

    /// The app's entry points (`@main`, `main.swift`, an app delegate, a top-level `App` folder)
    /// and every file that leads back to them: a module that used the app could not be built.
    private func appFiles(_ tree: SourceTree, _ graph: [FileClusterer.Edge: Int]) -> Set<String> {
        var app = Set(tree.all.filter { path in
            let name = (path as NSString).lastPathComponent
            return name == "main.swift" || name.hasSuffix("AppDelegate.swift") || path.split(separator: "/").first.map { $0.lowercased() == "app" } == true
        })
        for declaration in index.declarations where declaration.attributes.contains("main") || declaration.attributes.contains("UIApplicationMain") {
            app.insert(tree.relative(declaration.location.file))
        }
        var users: [String: [String]] = [:]
        for edge in graph.keys { users[edge.to, default: []].append(edge.from) }
        var pending = Array(app)
        while let file = pending.popLast() {
            for user in users[file] ?? [] where app.insert(user).inserted { pending.append(user) }
        }
        return app
    }

    private func fanOut(_ cluster: [String], _ graph: [FileClusterer.Edge: Int]) -> Int {
        let members = Set(cluster)
        return graph.filter { members.contains($0.key.from) && !members.contains($0.key.to) }.values.reduce(0, +)
    }
}

/// Module names from the folders that hold a module's files: the folder that holds most of its
/// lines, the deepest of equals, leaving out names that say nothing (`Sources`, the layers).
enum ModuleNamer {
    static let meaningless: Set<String> = ["sources", "source", "src", "app", "features", "feature", "core", "foundation", "modules", "classes", "common"]

    static func names(for clusters: [[String]], lines: [String: Int], taken: Set<String>) -> [String] {
        var used = taken
        return clusters.map { cluster in
            var weight: [String: (lines: Int, depth: Int)] = [:]
            for file in cluster {
                let parts = file.split(separator: "/").dropLast()
                for (depth, part) in parts.enumerated() where !meaningless.contains(part.lowercased()) {
                    weight[String(part), default: (0, depth)].lines += lines[file] ?? 1
                }
            }
            let ranked = weight.sorted { ($1.value.lines, $1.value.depth, $0.key) < ($0.value.lines, $0.value.depth, $1.key) }.map(\.key)
            let fallback = ((cluster.first ?? "Module") as NSString).lastPathComponent
            let candidates = (ranked + [(fallback as NSString).deletingPathExtension]).map { PlanReader.moduleName(from: $0) }
            var name = candidates.first { !used.contains($0) } ?? candidates[0]
            if used.contains(name) {
                var number = 2
                while used.contains("\(name)\(number)") { number += 1 }
                name = "\(name)\(number)"
            }
            used.insert(name)
            return name
        }
    }
}
