import Analyzer
import Foundation
import Splitter

/// Test files follow the code they test. Test files that use one another's declarations (helpers,
/// fixtures, spies) form a group, since a test target cannot use another; a group whose every use
/// of the monolith lands in one module and what that module depends on moves to `<Module>Tests`,
/// with `@testable import` of exactly what it uses. A group that uses the app, or modules none of
/// which depends on the others, stays in the app's test target.
struct TestTargetSplit {
    struct Target: Equatable {
        let name: String
        /// The modules its files use, sorted.
        let dependencies: [String]
        /// Its files' current paths, sorted.
        let files: [String]
    }

    /// The new test targets, by name.
    private(set) var targets: [Target] = []

    /// - Parameters:
    ///   - index: the monolith indexed together with the test files, so that their references resolve.
    ///   - testFiles: the paths of the app test target's files in `index`.
    init(index: Index, testFiles: Set<String>, assignment: ModuleAssignment, graph: ModuleGraph) {
        let app = assignment.appName
        let declarationFile = Dictionary(
            index.declarations.map { ($0.id, $0.location.file) }, uniquingKeysWith: { first, _ in first })
        var groups = UnionFind(testFiles.sorted())
        var modulesUsed: [String: Set<String>] = [:]
        for reference in index.references where testFiles.contains(reference.location.file) {
            for file in reference.targetIDs.compactMap({ declarationFile[$0] }) where file != reference.location.file {
                if testFiles.contains(file) {
                    groups.merge(file, into: reference.location.file)
                } else {
                    modulesUsed[reference.location.file, default: []].insert(assignment.module(ofFile: file))
                }
            }
        }
        var byModule: [String: (files: [String], modules: Set<String>)] = [:]
        for group in groups.groups() {
            let modules = group.reduce(into: Set<String>()) { $0.formUnion(modulesUsed[$1] ?? []) }
            guard let home = Self.home(of: modules, graph: graph), home != app else { continue }
            byModule[home, default: ([], [])].files += group
            byModule[home, default: ([], [])].modules.formUnion(modules)
        }
        targets = byModule.sorted { $0.key < $1.key }.map { module, group in
            Target(name: "\(module)Tests", dependencies: group.modules.sorted(), files: group.files.sorted())
        }
    }

    /// The one module among `modules` that depends, directly or not, on all the others.
    private static func home(of modules: Set<String>, graph: ModuleGraph) -> String? {
        modules.sorted().first { candidate in
            modules.isSubset(of: Reachability.reachable(from: [candidate], successors: graph.successors(of:)))
        }
    }
}
