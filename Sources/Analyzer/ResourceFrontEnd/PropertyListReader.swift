import Foundation

/// The top-level keys of a property list (`Info.plist`, `.stringsdict`), sorted; a property
/// list whose root is not a dictionary has no names.
struct PropertyListReader {
    func read(_ url: URL, path: String, kind: Resource.Kind) -> ResourceReading {
        var reading = ResourceReading(resource: Resource(path: path, kind: kind))
        guard let data = reading.contents(of: url) else { return reading }
        do {
            let root = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
            reading.resource.names = ((root as? [String: Any])?.keys).map { $0.sorted() } ?? []
        } catch {
            reading.warn("malformed property list (\(Self.reason(error))); no keys read")
        }
        return reading
    }

    private static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        return (nsError.userInfo[NSDebugDescriptionErrorKey] as? String) ?? nsError.localizedDescription
    }
}
