import Foundation
import Testing

@testable import AccessFixer

/// `SplitPlanner.passes` is the one list of what a split does: a pass written but not listed
/// would silently never run.
struct SplitPassRegistryTests {
    @Test func everyPassInThePassesFolderIsListedOnce() throws {
        let folder = SamplePlan.repository.appendingPathComponent("Sources/AccessFixer/Passes")
        var declared: [String] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            declared += text.matches(of: /struct (\w+): SplitPass/).map { String($0.1) }
        }
        let listed = SplitPlanner.passes.map { String(describing: type(of: $0)) }
        #expect(!declared.isEmpty)
        #expect(listed.sorted() == declared.sorted())
        #expect(Set(listed).count == listed.count)
    }
}
