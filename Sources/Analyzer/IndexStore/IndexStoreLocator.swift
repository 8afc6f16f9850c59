import Foundation

/// Finds the index store a build of the monolith left behind: SwiftPM's
/// `.build/<triple>/<configuration>/index/store`, or Xcode's
/// `DerivedData/<Project>-<hash>/Index.noindex/DataStore` for a folder holding `<Project>.xcodeproj`.
public struct IndexStoreLocator: Sendable {
    public let derivedData: URL

    public init(
        derivedData: URL = FileManager.default.homeDirectoryForCurrentUser
            .appendingPathComponent("Library/Developer/Xcode/DerivedData")
    ) {
        self.derivedData = derivedData
    }

    /// The most recently written store among the usual places, if any.
    public func store(for root: URL) -> String? {
        candidates(for: root)
            .filter { FileManager.default.fileExists(atPath: $0.path) }
            .map { (store: $0, built: Self.lastBuild(of: $0)) }
            .max { $0.built < $1.built }?.store.path
    }

    private func candidates(for root: URL) -> [URL] {
        let build = root.appendingPathComponent(".build")
        let triples = Self.folders(in: build).filter { $0.lastPathComponent.contains("-") }
        let swiftPM = triples.flatMap { triple in
            ["debug", "release"].map { triple.appendingPathComponent("\($0)/index/store") }
        }
        let projects = Self.folders(in: root).map(\.lastPathComponent).filter { $0.hasSuffix(".xcodeproj") }
            .map { String($0.dropLast(".xcodeproj".count)) }
        let xcode = Self.folders(in: derivedData)
            .filter { folder in projects.contains { folder.lastPathComponent.hasPrefix($0 + "-") } }
            .flatMap {
                [$0.appendingPathComponent("Index.noindex/DataStore"), $0.appendingPathComponent("Index/DataStore")]
            }
        return swiftPM + xcode
    }

    private static func folders(in url: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.map { url.appendingPathComponent($0) }
    }

    /// A store's units folder changes on every build that indexes something.
    private static func lastBuild(of store: URL) -> Date {
        let units =
            (try? FileManager.default.contentsOfDirectory(atPath: store.path))?
            .first { $0.hasPrefix("v") }.map { store.appendingPathComponent("\($0)/units") } ?? store
        return FileManager.default.modificationDate(of: units)
    }
}
