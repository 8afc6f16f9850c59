import Foundation
import Testing

@testable import Analyzer

/// A sample indexed through the command line (`cleave index --json`) in a scratch copy, with
/// one-line renderings that read like a reviewer's notes.
struct IndexedSample {
    let index: Index

    init(_ sample: String) throws {
        let copy = try ScratchCopy(of: sample)
        defer { copy.remove() }
        let json = copy.url.appendingPathComponent("index.json")
        let result = try CleaveProcess.run(["index", copy.url.path, "--json", json.path, "--quiet"])
        guard result.status == 0 else { throw Failure(description: "cleave index failed: \(result.stderr)") }
        index = try JSONDecoder().decode(Index.self, from: Data(contentsOf: json))
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// `BaseDatasource.swift:9 typeUse exact s:BaseDatasource.useCase -> s:BaseUseCase`
    var references: Set<String> {
        Set(
            index.references.map { reference in
                "\(fileName(reference.location.file)):\(reference.location.line) \(reference.kind.rawValue) "
                    + "\(reference.certainty.rawValue) \(reference.sourceID ?? "-") -> \(reference.targetIDs.joined(separator: ","))"
            })
    }

    /// `DashboardViewController.swift:18 uiImageNamed CardBackground main`
    var resourceLookups: Set<String> {
        Set(
            index.resourceLookups.map { lookup in
                "\(fileName(lookup.location.file)):\(lookup.location.line) \(lookup.api.rawValue) \(lookup.resourceName ?? "?") \(lookup.bundle.rawValue)"
            })
    }

    /// `SessionStore.swift:90 nsClassFromString WalletApp.SessionStore`
    var classNameStrings: Set<String> {
        Set(
            index.classNameStrings.map { string in
                "\(fileName(string.location.file)):\(string.location.line) \(string.api.rawValue) \(string.className ?? "?")"
            })
    }

    func declaration(_ id: String) -> Declaration? {
        index.declarations.first { $0.id == id }
    }

    private func fileName(_ path: String) -> String {
        (path as NSString).lastPathComponent
    }
}

/// Every expected line is among the actual ones; the message lists those missing.
func expectAll(
    _ expected: Set<String>, in actual: Set<String>, sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    let missing = expected.subtracting(actual)
    #expect(missing.isEmpty, "missing: \(missing.sorted())", sourceLocation: sourceLocation)
}
