import Foundation

/// What a storyboard or xib instantiates by name: every element with a `customClass` (the class
/// with its `customModule` and `customModuleProvider`, the element and its line), and for
/// storyboards the `storyboardIdentifier`s code instantiates view controllers by.
struct InterfaceBuilderReader {
    func read(_ url: URL, path: String, kind: Resource.Kind) -> ResourceReading {
        var reading = ResourceReading(resource: Resource(path: path, kind: kind))
        guard let data = reading.contents(of: url) else { return reading }
        var classes: [CustomClassUse] = []
        var identifiers: Set<String> = []
        let failure = XMLElementScanner.scan(data) { element, attributes, line in
            if let className = attributes["customClass"] {
                classes.append(
                    CustomClassUse(
                        className: className, customModule: attributes["customModule"],
                        customModuleProvider: attributes["customModuleProvider"], line: line, element: element))
            }
            if kind == .storyboard, let identifier = attributes["storyboardIdentifier"] {
                identifiers.insert(identifier)
            }
        }
        reading.resource.customClasses = classes
        reading.resource.names = identifiers.sorted()
        if let failure {
            reading.warn(
                "malformed XML (\(failure.reason)); custom classes after line \(failure.line) are missing",
                line: failure.line)
        }
        return reading
    }
}
