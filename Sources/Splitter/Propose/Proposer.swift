import Analyzer

/// Proposes a module cut from the index alone: what the app keeps (its entry points and whatever
/// leads back to them), and modules clustered from folders and references (`FileClusterer`),
/// acyclic by construction, layered by their place in the graph, named from their folders.
public struct Proposer: Sendable {
    public enum Granularity: String, CaseIterable, Sendable {
        case coarse, `default`, fine
    }

    let index: Index
    let tree: SourceTree
    /// The index's declarations, which measuring each proposal reads again.
    public let declarations: DeclarationTree
    /// What the app keeps, and the clustering of the rest.
    private let clustering: ReferenceClustering
    private let folderSplit: FolderSplit
    /// Test doubles and helpers (`TestSupportFiles`), cut from the module they serve into one of their own.
    private let testSupport: Set<String>
    private let testSupportSplit: FolderSplit
    /// Below this many lines, a module of one or two files is too small to stand alone.
    private let smallModule: Int
    private let dominantTypes: DominantTypes

    /// File → file references the resolver is sure of, weighted as `cleave plan` weighs them.
    var dependencies: [FileClusterer.Edge: Int] { clustering.dependencies }

    /// Reads the files' references and clusters them, once for every granularity.
    public init(index: Index) {
        self.index = index
        let tree = SourceTree(index)
        let declarations = DeclarationTree(index.declarations)
        self.tree = tree
        self.declarations = declarations
        // Naming reads every reference again, apart from the clustering: the two run side by side.
        let (clustering, dominantTypes) = ConcurrentMap.both(
            { ReferenceClustering(index: index, tree: tree, declarations: declarations) },
            { DominantTypes(index: index, tree: tree, declarations: declarations) })
        self.clustering = clustering
        folderSplit = FolderSplit(dependencies: clustering.dependencies)
        let testSupport = TestSupportFiles.of(index, tree: tree)
        self.testSupport = testSupport
        // Test support is a layer of its own: three files make it a module (as ever, not one or two).
        testSupportSplit = FolderSplit(
            dependencies: clustering.dependencies, partOf: { testSupport.contains($0) ? "test support" : "" },
            minimumPart: 3)
        self.dominantTypes = dominantTypes
        // Small beside the whole: in a monolith of a few hundred lines every module is.
        smallModule = min(Self.smallModuleLines, tree.lines.values.reduce(0, +) / 100)
    }

    /// The proposal at a granularity, as a plan a user can edit.
    public func propose(_ granularity: Granularity) -> PlanTemplate {
        var app = clustering.app
        // The default stops where modularity peaks; coarse and fine halve and double it.
        let hierarchy = clustering.hierarchy
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
        // A module's test support, cut from it: its first file → the first file of the module it serves.
        var served: [String: String] = [:]
        clusters = clusters.flatMap(folderSplit.parts).flatMap { cluster in
            let parts = testSupportSplit.parts(of: cluster)
            if parts.count == 2, let support = parts.first(where: { testSupport.contains($0[0]) }),
                let module = parts.first(where: { !testSupport.contains($0[0]) })
            {
                served[support[0]] = module[0]
            }
            return parts
        }
        let graph = ClusterDependencies(clusters: clusters, files: dependencies, lines: tree.lines)
        // A library target with no entry point keeps a cluster that no other uses, the one that uses most.
        if app.isEmpty, clusters.count > 1,
            let top = clusters.indices.filter({ graph.users(of: $0).isEmpty }).max(by: {
                graph.fanOut($0) < graph.fanOut($1)
            })
        {
            app = Set(clusters.remove(at: top))
            let graph = ClusterDependencies(clusters: clusters, files: dependencies, lines: tree.lines)
            return template(
                clusters: clusters, app: app, hubFiles: hubFiles, served: served, graph: graph, granularity: granularity
            )
        }
        return template(
            clusters: clusters, app: app, hubFiles: hubFiles, served: served, graph: graph, granularity: granularity)
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
        for file in clustering.unconnected {
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
        clusters: [[String]], app: Set<String>, hubFiles: Set<String>, served: [String: String],
        graph: ClusterDependencies, granularity: Granularity
    ) -> PlanTemplate {
        let taken = TakenModuleNames(index: index).all.union([index.monolith.name])
        var names = ModuleNamer.names(
            for: clusters, lines: tree.lines, dominantTypes: clusters.map(dominantTypes.name(of:)), taken: taken)
        // Test support is named after the module it serves: `Flows` and `FlowsTestSupport`.
        let positionOfFirst = Dictionary(uniqueKeysWithValues: clusters.enumerated().map { ($1[0], $0) })
        var servedModule: [Int: String] = [:]
        for (support, module) in served.sorted(by: { $0.key < $1.key }) {
            guard let supportPosition = positionOfFirst[support], let modulePosition = positionOfFirst[module] else {
                continue
            }
            servedModule[supportPosition] = names[modulePosition]
            let name = names[modulePosition] + "TestSupport"
            let used = Set((names + taken).map { $0.lowercased() })
            if !used.contains(name.lowercased()) { names[supportPosition] = name }
        }
        var owners: [String: (module: String, layer: String)] = [:]
        var notes: [String: String] = [:]
        var inverts: [String: [String]] = [:]
        var usesOfAppByFile: [String: Int] = [:]
        for (targets, count) in clustering.referenceCounts
        where !app.contains(targets.from) && targets.to.contains(where: app.contains) {
            usesOfAppByFile[targets.from, default: 0] += count
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
            let supportPart =
                servedModule[position].map { "; the test support of \($0) (doubles, XCTest helpers), cut from it" }
                ?? ""
            notes[names[position]] =
                "\(graph.cohesion(of: position))% of its references stay inside; \(used)\(hubPart)\(supportPart)\(inversion)"
        }
        return PlanTemplate(
            index: index, owners: owners, notes: notes,
            origin:
                "from its folders and references (\(granularity.rawValue) granularity; the app keeps \(app.count) file\(app.count == 1 ? "" : "s"))",
            writer: "cleave propose", inverts: inverts)
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
