import Foundation

/// The entities of a Core Data model and the classes they name (`representedClassName` as
/// written: `WalletApp.CDTransaction` names its module, `CDCard` does not). A `.xcdatamodeld`
/// holds one `.xcdatamodel` per version; all versions count, since a migration reads the old
/// ones too.
struct CoreDataModelReader {
    func read(_ url: URL, path: String) -> ResourceReading {
        var reading = ResourceReading(resource: Resource(path: path, kind: .coreDataModel))
        let versions =
            url.pathExtension == "xcdatamodel"
            ? [url]
            : ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? [])
                .filter { $0.hasSuffix(".xcdatamodel") }.sorted().map { url.appendingPathComponent($0) }
        if versions.isEmpty { reading.warn("holds no .xcdatamodel version") }
        var names: Set<String> = []
        var classNames: Set<String> = []
        for version in versions {
            let contents = version.appendingPathComponent("contents")
            let relative = url.pathExtension == "xcdatamodel" ? "contents" : version.lastPathComponent + "/contents"
            guard let data = FileManager.default.contents(atPath: contents.path) else {
                reading.warn("\(relative) is missing")
                continue
            }
            let failure = XMLElementScanner.scan(data) { element, attributes, _ in
                guard element == "entity" else { return }
                if let name = attributes["name"] { names.insert(name) }
                if let className = attributes["representedClassName"] { classNames.insert(className) }
            }
            if let failure {
                reading.warn(
                    "malformed XML in \(relative) (\(failure.reason)); entities after line \(failure.line) are missing",
                    line: failure.line)
            }
        }
        reading.resource.names = names.sorted()
        reading.resource.representedClassNames = classNames.sorted()
        return reading
    }
}
