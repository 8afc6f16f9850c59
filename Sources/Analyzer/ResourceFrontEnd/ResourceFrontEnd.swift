import Foundation

/// Turns one bundled resource into facts: what it is and the names code can look it up by
/// (asset names, string keys, storyboard identifiers, Core Data entities), plus the custom
/// classes storyboards and xibs instantiate by name. A resource is a file or, for `.xcassets`,
/// `.xcdatamodeld` and `.xcdatamodel`, a whole folder. Never throws: a file that does not read
/// becomes a warning, and the resource is still recorded with what could be read.
public struct ResourceFrontEnd: Sendable {
    private let root: URL

    public init(root: URL) {
        self.root = root
    }

    /// Facts of `file`, whose `path` is relative to the root.
    public func facts(for file: SourceFile) -> FileFacts {
        let url = root.appendingPathComponent(file.path)
        var reading = read(url, path: file.path)
        reading.resource.localization = Self.localization(of: file.path)
        return FileFacts(file: file, resources: [reading.resource], diagnostics: reading.diagnostics)
    }

    private func read(_ url: URL, path: String) -> ResourceReading {
        switch Self.pathExtension(of: path) {
        case "xcassets": AssetCatalogReader().read(url, path: path)
        case "strings": StringsFileReader().read(url, path: path)
        case "stringsdict": PropertyListReader().read(url, path: path, kind: .strings)
        case "plist": PropertyListReader().read(url, path: path, kind: .propertyList)
        case "xcstrings": StringCatalogReader().read(url, path: path)
        case "storyboard": InterfaceBuilderReader().read(url, path: path, kind: .storyboard)
        case "xib": InterfaceBuilderReader().read(url, path: path, kind: .xib)
        case "xcdatamodeld", "xcdatamodel": CoreDataModelReader().read(url, path: path)
        default: ResourceReading(resource: Resource(path: path, kind: .file, names: [url.lastPathComponent]))
        }
    }

    /// `en` for `Resources/en.lproj/Localizable.strings`; nil outside an `.lproj` folder.
    static func localization(of path: String) -> String? {
        path.split(separator: "/").dropLast().last { $0.hasSuffix(".lproj") }.map {
            String($0.dropLast(".lproj".count))
        }
    }

    private static func pathExtension(of path: String) -> String {
        let name = path.split(separator: "/").last ?? ""
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }
}

/// What a reader learned from one resource, and what kept it from reading all of it.
struct ResourceReading {
    var resource: Resource
    var diagnostics: [Diagnostic] = []

    mutating func warn(_ message: String, line: Int? = nil) {
        diagnostics.append(Diagnostic(severity: .warning, file: resource.path, line: line, message: message))
    }

    /// The file's bytes, or nil after warning that it could not be read.
    mutating func contents(of url: URL) -> Data? {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            warn("could not be read")
            return nil
        }
        return data
    }
}
