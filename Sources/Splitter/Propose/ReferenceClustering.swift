import Analyzer
import Foundation

/// What the app keeps, and the clustering of the rest, from the files' references: the part of
/// a proposal that is the same at every granularity.
struct ReferenceClustering: Sendable {
    /// File → file references the resolver is sure of, weighted as `cleave plan` weighs them.
    let dependencies: [FileClusterer.Edge: Int]
    /// References counted by their file and the other files they reach (several for a guess among
    /// declarations of several files): a reference that reaches the app through any of them is one
    /// to invert, as `cleave check` counts it.
    let referenceCounts: [FileTargets: Int]
    /// What the app keeps whatever the granularity.
    let app: Set<String>
    /// The clustering of the rest, which each granularity cuts at its own count.
    let hierarchy: ClusterHierarchy
    /// Files outside the app with no sure reference either way, placed by their folders.
    let unconnected: [String]

    init(index: Index, tree: SourceTree, declarations: DeclarationTree) {
        // What the cut must respect, and what ties files to the app, is the exact references. A guess
        // (inferred or ambiguous) neither merges files nor keeps them apart: on code the resolver was
        // never tuned on most are wrong, and on the apps of BENCHMARKS.md wrong ones merged an app's
        // screens with the UI kit they use into one cycle. `cleave check` reports a cycle that only
        // guesses close as a possible one. What says which files belong together is the references
        // that are no guess among several declarations.
        let (dependencies, affinities, referenceCounts) = Self.fileGraphs(index, tree, declarations)
        var app = Self.withWiring(Self.appFiles(index, tree), dependencies)
        let outsideApp = { (edge: FileClusterer.Edge) in !app.contains(edge.from) && !app.contains(edge.to) }
        let tied = Set(dependencies.keys.filter(outsideApp).flatMap { [$0.from, $0.to] })
        let connected = Set(dependencies.keys.flatMap { [$0.from, $0.to] })
        unconnected = tree.all.filter { !app.contains($0) && !connected.contains($0) }
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
    }

    /// File → file references, weighted as the module graph weighs them: the exact ones, and those
    /// that are no guess among several declarations; and all of them counted.
    private static func fileGraphs(
        _ index: Index, _ tree: SourceTree, _ declarations: DeclarationTree
    ) -> (exact: [FileClusterer.Edge: Int], certain: [FileClusterer.Edge: Int], counts: [FileTargets: Int]) {
        let sources = Set(tree.all)
        var exact: [FileClusterer.Edge: Int] = [:]
        var certain: [FileClusterer.Edge: Int] = [:]
        var counts: [FileTargets: Int] = [:]
        var relative = PerFile(tree.relative)
        for reference in index.references {
            let from = relative(reference.location.file)
            guard sources.contains(from) else { continue }
            var reached: [String] = []
            for target in reference.targetIDs {
                guard let file = declarations.file(of: target) else { continue }
                let to = tree.relative(file)
                guard to != from, sources.contains(to) else { continue }
                let weight = ModuleGraph.weight(of: reference, tree: declarations)
                if !reached.contains(to) { reached.append(to) }
                if reference.certainty == .exact { exact[.init(from: from, to: to), default: 0] += weight }
                if reference.certainty != .ambiguous { certain[.init(from: from, to: to), default: 0] += weight }
            }
            if !reached.isEmpty { counts[FileTargets(from: from, to: reached), default: 0] += 1 }
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

/// A file, and the files one of its references reaches.
struct FileTargets: Hashable {
    var from: String
    var to: [String]
}
