import Analyzer
import Foundation

/// Proposes a module cut from the index alone: what the app keeps (its entry points and whatever
/// leads back to them), and modules clustered from folders and references (`FileClusterer`),
/// acyclic by construction, layered by their place in the graph, named from their folders.
public struct Proposer: Sendable {
    public enum Granularity: String, CaseIterable, Sendable {
        case coarse, `default`, fine
    }

    let index: Index
    let tree: SourceTree
    /// File → file references the resolver is sure of, weighted as `cleave plan` weighs them.
    let dependencies: [FileClusterer.Edge: Int]
    /// File → file references, counted.
    private let referenceCounts: [FileClusterer.Edge: Int]
    /// What the app keeps whatever the granularity.
    private let app: Set<String>
    /// The clustering of the rest, which each granularity cuts at its own count.
    private let hierarchy: ClusterHierarchy
    /// Files outside the app with no sure reference either way, placed by their folders.
    private let unconnected: [String]
    private let folderSplit: FolderSplit
    /// Below this many lines, a module of one or two files is too small to stand alone.
    private let smallModule: Int
    private let dominantTypes: DominantTypes

    /// Reads the files' references and clusters them, once for every granularity.
    public init(index: Index) {
        self.index = index
        tree = SourceTree(index)
        // What the cut must respect, and what ties files to the app, is the exact references. A guess
        // (inferred or ambiguous) neither merges files nor keeps them apart: on code the resolver was
        // never tuned on most are wrong, and on the apps of BENCHMARKS.md wrong ones merged an app's
        // screens with the UI kit they use into one cycle. `cleave check` reports a cycle that only
        // guesses close as a possible one. What says which files belong together is the references
        // that are no guess among several declarations.
        let (dependencies, affinities, referenceCounts) = Self.fileGraphs(index, tree)
        var app = Self.withWiring(Self.appFiles(index, tree), dependencies)
        let outsideApp = { (edge: FileClusterer.Edge) in !app.contains(edge.from) && !app.contains(edge.to) }
        let tied = Set(dependencies.keys.filter(outsideApp).flatMap { [$0.from, $0.to] })
        let connected = Set(dependencies.keys.flatMap { [$0.from, $0.to] })
        let unconnected = tree.all.filter { !app.contains($0) && !connected.contains($0) }
        // A file that neither uses nor is used by any file outside the app serves the app alone:
        // a module of it would help nobody.
        app.formUnion(tree.all.filter { !app.contains($0) && !tied.contains($0) && connected.contains($0) })
        let rest = tree.all.filter { !app.contains($0) && connected.contains($0) }
        hierarchy = FileClusterer(
            input: .init(
                files: rest, dependencies: Set(dependencies.keys.filter(outsideApp)),
                affinities: affinities.filter { outsideApp($0.key) }
            )
        ).hierarchy()
        self.dependencies = dependencies
        self.referenceCounts = referenceCounts
        self.app = app
        self.unconnected = unconnected
        folderSplit = FolderSplit(dependencies: dependencies)
        dominantTypes = DominantTypes(index: index, tree: tree)
        // Small beside the whole: in a monolith of a few hundred lines every module is.
        smallModule = min(Self.smallModuleLines, tree.lines.values.reduce(0, +) / 100)
    }

    /// The proposal at a granularity, as a plan a user can edit.
    public func propose(_ granularity: Granularity) -> PlanTemplate {
        var app = app
        // The default stops where modularity peaks; coarse and fine halve and double it.
        let natural = hierarchy.naturalCount
        let count =
            switch granularity {
            case .coarse: max(hierarchy.fewestClusters, 2, natural / 2)
            case .default: natural
            case .fine: min(hierarchy.mostClusters, natural * 2)
            }
        var clusters = hierarchy.clusters(count: count)
        // A would-be Shared hub goes back to the parts it was merged from, each with
        // what it depends on, until no hub is left or its parts are as fine as the hierarchy goes.
        var hubFiles: Set<String> = []
        var apartCount = count
        while apartCount < hierarchy.mostClusters {
            let graph = ClusterDependencies(clusters: clusters, files: dependencies, lines: tree.lines)
            let hubs = clusters.indices.filter(graph.isHub)
            guard !hubs.isEmpty else { break }
            hubFiles.formUnion(hubs.flatMap { clusters[$0] })
            apartCount = min(hierarchy.mostClusters, apartCount * 2)
            clusters = hierarchy.clusters(count: count, apart: hubFiles, apartCount: apartCount)
        }
        clusters = absorbingTinyClusters(clusters)
        clusters = placingUnconnected(in: clusters, app: &app)
        clusters = clusters.flatMap(folderSplit.parts)
        let graph = ClusterDependencies(clusters: clusters, files: dependencies, lines: tree.lines)
        // A library target with no entry point keeps a cluster that no other uses, the one that uses most.
        if app.isEmpty, clusters.count > 1,
            let top = clusters.indices.filter({ graph.users(of: $0).isEmpty }).max(by: {
                graph.fanOut($0) < graph.fanOut($1)
            })
        {
            app = Set(clusters.remove(at: top))
            let graph = ClusterDependencies(clusters: clusters, files: dependencies, lines: tree.lines)
            return template(clusters: clusters, app: app, hubFiles: hubFiles, graph: graph, granularity: granularity)
        }
        return template(clusters: clusters, app: app, hubFiles: hubFiles, graph: graph, granularity: granularity)
    }

    /// A module of one or two small files is none a team would make (issue 16 found dozens): each
    /// joins the cluster it shares most references with, where that closes no cycle.
    private func absorbingTinyClusters(_ clusters: [[String]]) -> [[String]] {
        var clusters = clusters
        var graph = ClusterDependencies(clusters: clusters, files: dependencies, lines: tree.lines)
        var absorbed: Set<Int> = []
        while clusters.count - absorbed.count > 2 {
            let merge = clusters.indices.lazy.filter { !absorbed.contains($0) && self.isTiny(clusters[$0]) }.compactMap
            { tiny -> (Int, Int)? in
                let partners = graph.neighbours(of: tiny).filter {
                    graph.tie(between: tiny, $0) > 0 && !graph.mergeClosesACycle(tiny, $0)
                }
                return partners.max { (graph.tie(between: tiny, $0), $1) < (graph.tie(between: tiny, $1), $0) }.map {
                    (tiny, $0)
                }
            }.first
            guard let (tiny, partner) = merge else { break }
            clusters[partner] = (clusters[partner] + clusters[tiny]).sorted()
            graph.merge(tiny, into: partner)
            absorbed.insert(tiny)
        }
        return clusters.indices.filter { !absorbed.contains($0) }.map { clusters[$0] }
    }

    /// Below this many lines (or a hundredth of the monolith's), a module of one or two files is too small to stand alone.
    static let smallModuleLines = 200

    private func isTiny(_ cluster: [String]) -> Bool {
        cluster.count <= 2 && cluster.reduce(0) { $0 + (tree.lines[$1] ?? 0) } < smallModule
    }

    /// A file no sure reference ties to any other (an extension used through guesses, code for
    /// another platform) joins the module that holds most files of its folder, or of the nearest
    /// folder up that a module reaches. The files of a folder that no module reaches make a module
    /// of their own; those at the top, or one or two small files, stay in the app.
    private func placingUnconnected(in clusters: [[String]], app: inout Set<String>) -> [[String]] {
        var clusters = clusters
        var filesUnder: [String: [Int: Int]] = [:]
        for (position, cluster) in clusters.enumerated() {
            for file in cluster {
                var folder = RelativePath.folder(of: file)
                while !folder.isEmpty {
                    filesUnder[folder, default: [:]][position, default: 0] += 1
                    folder = RelativePath.folder(of: folder)
                }
            }
        }
        var unreached: [String: [String]] = [:]
        for file in unconnected {
            var folder = RelativePath.folder(of: file)
            while !folder.isEmpty, filesUnder[folder] == nil { folder = RelativePath.folder(of: folder) }
            if let counts = filesUnder[folder],
                let home = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) })?.key
            {
                clusters[home].append(file)
            } else {
                unreached[RelativePath.folder(of: file), default: []].append(file)
            }
        }
        for (folder, files) in unreached.sorted(by: { $0.key < $1.key }) {
            if folder.isEmpty || isTiny(files) { app.formUnion(files) } else { clusters.append(files) }
        }
        return clusters.map { $0.sorted() }
    }

    private func template(
        clusters: [[String]], app: Set<String>, hubFiles: Set<String>, graph: ClusterDependencies,
        granularity: Granularity
    ) -> PlanTemplate {
        let names = ModuleNamer.names(
            for: clusters, lines: tree.lines, dominantTypes: clusters.map(dominantTypes.name(of:)),
            taken: TakenModuleNames(index: index).all.union([index.monolith.name]))
        var owners: [String: (module: String, layer: String)] = [:]
        var notes: [String: String] = [:]
        var inverts: [String: [String]] = [:]
        var usesOfAppByFile: [String: Int] = [:]
        for (edge, count) in referenceCounts where app.contains(edge.to) && !app.contains(edge.from) {
            usesOfAppByFile[edge.from, default: 0] += count
        }
        for (position, cluster) in clusters.enumerated() {
            for file in cluster { owners[file] = (names[position], graph.layer(of: position)) }
            let users = graph.users(of: position).map { names[$0] }.sorted()
            let used =
                users.isEmpty
                ? "used by the app only"
                : "used by \(users.prefix(4).joined(separator: ", "))\(users.count > 4 ? " and \(users.count - 4) more" : "")"
            let hubPart =
                hubFiles.isSuperset(of: cluster) ? "; a part of a would-be shared hub, split by what it depends on" : ""
            let usesOfApp = cluster.reduce(0) { $0 + (usesOfAppByFile[$1] ?? 0) }
            if usesOfApp > 0 { inverts[names[position]] = [index.monolith.name] }
            let inversion =
                usesOfApp > 0 ? "; \(usesOfApp) reference\(usesOfApp == 1 ? "" : "s") to the app to invert" : ""
            notes[names[position]] =
                "\(graph.cohesion(of: position))% of its references stay inside; \(used)\(hubPart)\(inversion)"
        }
        return PlanTemplate(
            index: index, owners: owners, notes: notes,
            origin:
                "from its folders and references (\(granularity.rawValue) granularity; the app keeps \(app.count) file\(app.count == 1 ? "" : "s"))",
            writer: "cleave propose", inverts: inverts)
    }

    /// File → file references, weighted as the module graph weighs them: the exact ones, and those
    /// that are no guess among several declarations; and all of them counted.
    private static func fileGraphs(
        _ index: Index, _ tree: SourceTree
    ) -> (exact: [FileClusterer.Edge: Int], certain: [FileClusterer.Edge: Int], counts: [FileClusterer.Edge: Int]) {
        let declarations = Dictionary(index.declarations.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let sources = Set(tree.all)
        var exact: [FileClusterer.Edge: Int] = [:]
        var certain: [FileClusterer.Edge: Int] = [:]
        var counts: [FileClusterer.Edge: Int] = [:]
        for reference in index.references {
            let from = tree.relative(reference.location.file)
            guard sources.contains(from) else { continue }
            for target in reference.targetIDs {
                guard let declaration = declarations[target] else { continue }
                let to = tree.relative(declaration.location.file)
                guard to != from, sources.contains(to) else { continue }
                let weight = ModuleGraph.weight(of: reference, declarations: declarations)
                counts[.init(from: from, to: to), default: 0] += 1
                if reference.certainty == .exact { exact[.init(from: from, to: to), default: 0] += weight }
                if reference.certainty != .ambiguous { certain[.init(from: from, to: to), default: 0] += weight }
            }
        }
        return (exact, certain, counts)
    }

    /// The app's entry points (`@main`, `main.swift`, an app delegate, a top-level `App` folder),
    /// and the Swift files of an Xcode app that import what no package can get (a target of the
    /// project, a CocoaPod) or test a condition no package carries (`UncarriedConditionCheck`).
    /// What uses them elsewhere is no reason to stay: it is an inversion to plan.
    private static func appFiles(_ index: Index, _ tree: SourceTree) -> Set<String> {
        var app = Set(
            tree.all.filter { path in
                let name = (path as NSString).lastPathComponent
                return name == "main.swift" || name.hasSuffix("AppDelegate.swift")
                    || path.split(separator: "/").first.map { $0.lowercased() == "app" } == true
            })
        app.formUnion(EntryPoints.files(in: index).map(tree.relative))
        if index.monolith.kind == .xcodeTarget {
            let importable = index.monolith.importableFromAPackage
            app.formUnion(
                index.imports.filter { $0.location.file.hasSuffix(".swift") && !importable.contains($0.module) }.map {
                    tree.relative($0.location.file)
                })
            app.formUnion(index.uncarriedConditionsByFile.keys.map(tree.relative))
        }
        return app
    }

    /// The app with its wiring: a file whose references go more to the app than to the rest is the
    /// app's composition (a coordinator, a router), which its modules would have to invert whole.
    /// Repeated until no file joins.
    private static func withWiring(_ app: Set<String>, _ graph: [FileClusterer.Edge: Int]) -> Set<String> {
        guard !app.isEmpty else { return app }
        var app = app
        let outgoing = Dictionary(grouping: graph, by: \.key.from)
        var joined = true
        while joined {
            joined = false
            for (file, edges) in outgoing where !app.contains(file) {
                let toApp = edges.filter { app.contains($0.key.to) }.reduce(0) { $0 + $1.value }
                let toRest = edges.filter { !app.contains($0.key.to) }.reduce(0) { $0 + $1.value }
                if toApp > toRest {
                    app.insert(file)
                    joined = true
                }
            }
        }
        return app
    }
}

/// The references between proposed modules, read from the references between their files.
private struct ClusterDependencies {
    private var weights: [Int: [Int: Int]] = [:]
    private var usersByCluster: [Int: Set<Int>] = [:]
    private var inside: [Int: Int] = [:]
    private var lines: [Int]

    init(clusters: [[String]], files: [FileClusterer.Edge: Int], lines: [String: Int]) {
        var clusterOf: [String: Int] = [:]
        for (position, cluster) in clusters.enumerated() { for file in cluster { clusterOf[file] = position } }
        self.lines = clusters.map { $0.reduce(0) { $0 + (lines[$1] ?? 0) } }
        for (edge, weight) in files {
            guard let from = clusterOf[edge.from] else { continue }
            guard let to = clusterOf[edge.to], to != from else {
                if clusterOf[edge.to] == from { inside[from, default: 0] += weight }
                continue
            }
            weights[from, default: [:]][to, default: 0] += weight
            usersByCluster[to, default: []].insert(from)
        }
    }

    func users(of cluster: Int) -> Set<Int> { usersByCluster[cluster] ?? [] }

    /// The clusters it uses or is used by.
    func neighbours(of cluster: Int) -> Set<Int> {
        users(of: cluster).union(weights[cluster].map { Array($0.keys) } ?? [])
    }

    /// `absorbed`'s references become `kept`'s; `absorbed` is left with none.
    mutating func merge(_ absorbed: Int, into kept: Int) {
        inside[kept, default: 0] += (inside.removeValue(forKey: absorbed) ?? 0)
        lines[kept] += lines[absorbed]
        lines[absorbed] = 0
        for (to, weight) in weights.removeValue(forKey: absorbed) ?? [:] {
            usersByCluster[to]?.remove(absorbed)
            if to == kept {
                inside[kept, default: 0] += weight
            } else {
                weights[kept, default: [:]][to, default: 0] += weight
                usersByCluster[to, default: []].insert(kept)
            }
        }
        for user in usersByCluster.removeValue(forKey: absorbed) ?? [] {
            let weight = weights[user]?.removeValue(forKey: absorbed) ?? 0
            if user == kept {
                inside[kept, default: 0] += weight
            } else {
                weights[user, default: [:]][kept, default: 0] += weight
                usersByCluster[kept, default: []].insert(user)
            }
        }
        usersByCluster[kept]?.remove(kept)
    }

    /// References between two clusters, both ways.
    func tie(between a: Int, _ b: Int) -> Int { (weights[a]?[b] ?? 0) + (weights[b]?[a] ?? 0) }

    func mergeClosesACycle(_ a: Int, _ b: Int) -> Bool {
        CycleByMerge.closes(a, b) { weights[$0].map { Array($0.keys) } ?? [] }
    }

    func fanOut(_ cluster: Int) -> Int { weights[cluster]?.values.reduce(0, +) ?? 0 }

    /// The share of the references its files make that stay inside it, in percent.
    func cohesion(of cluster: Int) -> Int {
        let (kept, total) = (inside[cluster] ?? 0, (inside[cluster] ?? 0) + fanOut(cluster))
        return total == 0 ? 0 : Int((Double(kept) / Double(total) * 100).rounded())
    }

    /// As `cleave plan`'s shared-hub check has it: most other modules use it, and it is large
    /// and uses several itself.
    func isHub(_ cluster: Int) -> Bool {
        let others = lines.count - 1
        guard others >= 3 else { return false }
        return users(of: cluster).count * 2 > others && (weights[cluster]?.count ?? 0) >= 3
            && lines[cluster] * 10 >= lines.reduce(0, +)
    }

    /// Features have no dependents among the modules; Foundation modules depend on none; the
    /// others are Core. Every dependency then points down, and no feature uses another.
    func layer(of cluster: Int) -> String {
        if weights[cluster]?.isEmpty ?? true { return "Foundation" }
        return users(of: cluster).isEmpty ? "Features" : "Core"
    }
}
