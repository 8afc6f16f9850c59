import Foundation
import Testing

@testable import Analyzer
@testable import Splitter

/// A monolith of inline Swift files (paths are folders, as a real one's), indexed in memory, and
/// a plan evaluated against it.
struct SplitFixture {
    let index: Index

    init(
        _ files: [String: String], resources: [Resource] = [], lookups: [ResourceLookup] = [],
        appOwnedFiles: [String: String] = [:],
        monolith: MonolithDescription? = nil
    ) {
        let facts = files.map { path, source in
            let data = Data(source.utf8)
            let file = SourceFile(
                path: path, language: .swift, contentHash: ContentHash.of(data),
                lines: source.split(separator: "\n", omittingEmptySubsequences: false).count, bytes: data.count)
            return SwiftFrontEnd().facts(for: file, source: source)
        }
        var index = IndexBuilder().build(
            monolith: monolith ?? MonolithDescription(kind: .folder, name: "App", sourcePath: ""), facts: facts)
        index.resources += resources
        index.resourceLookups += lookups
        index.monolith.appOwnedFiles = appOwnedFiles
        self.index = index
    }

    func evaluate(_ planText: String) throws -> (PlanReport, PlanContext) {
        let plan = try PlanLoader().load(text: planText, path: "cleave.json")
        return try PlanEvaluator().evaluate(plan: plan, planPath: "cleave.json", planText: planText, index: index)
    }

    func findings(_ planText: String) throws -> [String] {
        try evaluate(planText).0.findings.map { "\($0.severity.rawValue) \($0.code): \($0.message)" }
    }
}

/// A graph of modules from `"A -> B"` lines, each dependency one exact call; `"A ~> B"` is one
/// guessed (inferred) call, `"A ~2> B"` two of them.
func graph(_ modules: [String], _ edges: [String]) -> ModuleGraph {
    ModuleGraph(
        modules: modules,
        dependencies: edges.map { edge in
            let parts = edge.split(separator: " ").map(String.init)
            let (from, arrow, to) = (parts[0], parts[1], parts[2])
            let count = Int(arrow.dropFirst().dropLast()) ?? 1
            let witnesses = (1...count).map { line in
                ModuleGraph.Witness(
                    location: SourceLocation(file: "\(from).swift", line: line, column: 1), sourceID: nil,
                    targetID: "s:\(to)",
                    kind: .call, certainty: arrow == "->" ? .exact : .inferred, weight: 1)
            }
            return ModuleGraph.Dependency(
                from: from, to: to, witnesses: witnesses, weight: count, referencesByKind: [.call: count])
        })
}
