import Foundation

/// The keys of a string catalog (`.xcstrings`, JSON with a `strings` object), sorted.
struct StringCatalogReader {
    func read(_ url: URL, path: String) -> ResourceReading {
        var reading = ResourceReading(resource: Resource(path: path, kind: .stringsCatalog))
        guard let data = reading.contents(of: url) else { return reading }
        guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            reading.warn("malformed string catalog: not a JSON object; no keys read")
            return reading
        }
        guard let strings = json["strings"] as? [String: Any] else {
            reading.warn("malformed string catalog: no \"strings\" object; no keys read")
            return reading
        }
        reading.resource.names = strings.keys.sorted()
        return reading
    }
}
