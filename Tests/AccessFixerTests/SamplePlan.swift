import Analyzer
import Foundation

@testable import Splitter

/// A sample of the repository with its `cleave.json` evaluated, from syntax (whatever a local
/// build left), as the golden files expect.
struct SamplePlan {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    let root: URL
    let index: Index
    let report: PlanReport
    let context: PlanContext

    init(_ sample: String, plan planFile: String = "cleave.json") throws {
        let folder = Self.repository.appendingPathComponent("Samples/\(sample)")
        try self.init(
            folder, planText: try String(contentsOf: folder.appendingPathComponent(planFile), encoding: .utf8),
            planFile: planFile)
    }

    /// Any monolith (a fixture's Xcode target, say) with a plan written in the test.
    init(_ folder: URL, target: String? = nil, planText: String, planFile: String = "cleave.json") throws {
        let monolith = try MonolithDiscovery(targetName: target).discover(at: folder.path)
        root = monolith.root
        guard let index = try Indexer(options: .init(useCache: false, indexStore: .never)).index(monolith).index else {
            throw CocoaError(.fileReadUnknown)
        }
        self.index = index
        let plan = try PlanLoader().load(text: planText, path: planFile)
        (report, context) = try PlanEvaluator().evaluate(
            plan: plan, planPath: planFile, planText: planText, index: index)
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    static func golden(_ name: String) -> URL {
        repository.appendingPathComponent("Tests/AccessFixerTests/Golden/\(name)")
    }
}
