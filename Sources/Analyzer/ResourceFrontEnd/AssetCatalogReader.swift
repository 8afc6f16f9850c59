import Foundation

/// The names of an asset catalog's assets, as `UIImage(named:)` and `Color("…")` spell them:
/// each image, color, data, symbol and app icon set (and the other named set kinds) without its
/// extension, prefixed by every enclosing folder whose `Contents.json` provides a namespace
/// (`Icons/pay`).
struct AssetCatalogReader {
    static let namedAssetExtensions: Set<String> = [
        "imageset", "colorset", "dataset", "symbolset", "appiconset",
        "imagestack", "brandassets", "launchimage", "textureset", "cubetextureset", "mipmapset",
        "arresourcegroup", "complicationset",
    ]

    func read(_ url: URL, path: String) -> ResourceReading {
        var reading = ResourceReading(resource: Resource(path: path, kind: .assetCatalog))
        var names: [String] = []
        collect(in: url, relative: "", prefix: "", names: &names, reading: &reading)
        reading.resource.names = Array(Set(names)).sorted()
        return reading
    }

    private func collect(
        in folder: URL, relative: String, prefix: String, names: inout [String], reading: inout ResourceReading
    ) {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for entry in entries.sorted() {
            let url = folder.appendingPathComponent(entry)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue
            else { continue }
            let kind = url.pathExtension.lowercased()
            let entryRelative = relative.isEmpty ? entry : relative + "/" + entry
            if Self.namedAssetExtensions.contains(kind) {
                names.append(prefix + url.deletingPathExtension().lastPathComponent)
            } else {
                let namespace = providesNamespace(url, relative: entryRelative, reading: &reading)
                collect(
                    in: url, relative: entryRelative, prefix: namespace ? prefix + entry + "/" : prefix, names: &names,
                    reading: &reading)
            }
        }
    }

    /// `"properties": {"provides-namespace": true}` in the folder's `Contents.json`.
    private func providesNamespace(_ folder: URL, relative: String, reading: inout ResourceReading) -> Bool {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent("Contents.json").path)
        else {
            return false
        }
        guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            reading.warn("\(relative)/Contents.json is not a JSON object; its folder is read as having no namespace")
            return false
        }
        let properties = json["properties"] as? [String: Any]
        return properties?["provides-namespace"] as? Bool ?? false
    }
}
